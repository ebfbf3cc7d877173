/**
 * A React root in happy-dom for the back office's component tests (files that start with
 * `// @vitest-environment happy-dom`): mounted before each test of the file, unmounted after,
 * with the few ways a test finds and drives controls as a user would (label, accessible name).
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Control = HTMLInputElement | HTMLSelectElement;

export interface DomRoot {
  /** The element the root renders into (attached to the document). */
  readonly container: HTMLElement;
  render(node: ReactNode): void;
  /** Unmounts and starts a fresh root in the same container (a second render from scratch). */
  remount(): void;
  /** Buttons by accessible name (aria-label, else text). */
  buttonNames(): (string | undefined)[];
  button(name: string): HTMLButtonElement;
  /** The control a <label> with exactly this text points at. */
  byLabel(text: string): Control;
  /** Sets a value as typing or choosing would, with the event React listens for. */
  type(control: Control, value: string): void;
  click(element: HTMLElement): void;
}

/** Whitespace-collapsed text of an element. */
export const textOf = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();

const accessibleName = (button: HTMLButtonElement) => button.getAttribute('aria-label') ?? button.textContent?.trim();

export function useDomRoot(): DomRoot {
  let container: HTMLElement;
  let root: Root;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const dom: DomRoot = {
    get container() {
      return container;
    },
    render: (node) => act(() => root.render(node)),
    remount() {
      act(() => root.unmount());
      root = createRoot(container);
    },
    buttonNames: () => [...container.querySelectorAll('button')].map(accessibleName),
    button(name) {
      const found = [...container.querySelectorAll('button')].find((candidate) => accessibleName(candidate) === name);
      if (!found) throw new Error(`no button "${name}" in ${dom.buttonNames().join(', ')}`);
      return found;
    },
    byLabel(text) {
      const label = [...container.querySelectorAll('label')].find((candidate) => candidate.textContent?.trim() === text);
      if (!label) throw new Error(`no label "${text}"`);
      const control = container.ownerDocument.getElementById(label.htmlFor);
      if (!control) throw new Error(`label "${text}" points nowhere`);
      return control as Control;
    },
    type(control, value) {
      const prototype = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
      act(() => {
        Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
        control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      });
    },
    click: (element) => act(() => element.click()),
  };
  return dom;
}
