/**
 * What the live previews (product overlay, content page) share: an empty same-origin frame
 * document, the storefront's styles adopted into it as constructed style sheets (the
 * Content-Security-Policy's `style-src 'self'` allows them; no <style> elements), and a boundary
 * that keeps a draft the preview cannot draw from taking the editor down with it.
 */
import { Component, type ReactNode } from 'react';

/** The frame's `srcDoc`: the preview renders into its body through a portal. */
export const FRAME_DOCUMENT = '<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"></head><body></body></html>';

export type FrameWindow = Window & typeof globalThis;

/**
 * Prepares the loaded frame: its title and style sheets, then `guard` to add the preview's own
 * capturing listeners (what must not act in a preview). Returns the body to render into, or null
 * while the frame has no document.
 */
export function preparePreviewFrame(
  frame: HTMLIFrameElement | null,
  { title, styles, guard }: { title: string; styles: readonly string[]; guard: (frameDocument: Document, frameWindow: FrameWindow) => void },
): HTMLElement | null {
  const frameDocument = frame?.contentDocument;
  const frameWindow = frame?.contentWindow as FrameWindow | null | undefined;
  if (!frameDocument || !frameWindow) return null;
  frameDocument.title = title;
  frameDocument.adoptedStyleSheets = styles.map((css) => {
    const sheet = new frameWindow.CSSStyleSheet();
    sheet.replaceSync(css);
    return sheet;
  });
  guard(frameDocument, frameWindow);
  return frameDocument.body;
}

/** Renders nothing once its children failed and tells the preview, which shows a note instead. */
export class PreviewBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
