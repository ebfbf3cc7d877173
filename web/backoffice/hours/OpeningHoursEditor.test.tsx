// @vitest-environment happy-dom
import { act, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpeningHoursRule } from '#shared/hours/index.ts';
import { VIENNA, vienna } from '#shared/hours/test-fixtures.ts';
import { textOf as text, useDomRoot } from '../testing/dom';
import { OpeningHoursEditor, type HoursVariant } from './OpeningHoursEditor';

const week: OpeningHoursRule[] = [
  { type: 'daily', from: '07:00', to: '18:00' }, // 0
  { type: 'monday', from: '07:00', to: '12:30' }, // 1
  { type: 'monday', from: '14:30', to: '18:00' }, // 2
  { type: 'sunday', isClosed: true }, // 3
];

const dom = useDomRoot();
const { button, byLabel, type, click } = dom;
let latest: OpeningHoursRule[] | undefined;

function Harness({ initial, errors, variant }: { initial: OpeningHoursRule[]; errors?: Record<string, string>; variant?: HoursVariant }) {
  const [rules, setRules] = useState(initial);
  return (
    <OpeningHoursEditor
      value={rules}
      onChange={(next) => {
        latest = next;
        setRules(next);
      }}
      label="Öffnungszeiten"
      fieldPath="openingHours"
      errors={errors}
      timeZone={VIENNA}
      variant={variant}
      now={vienna('2026-11-30 09:00')}
    />
  );
}

function render(initial: OpeningHoursRule[], options: { errors?: Record<string, string>; variant?: HoursVariant } = {}) {
  dom.render(<Harness initial={initial} {...options} />);
}

/** A table row as its cells' texts, 'Mo 30.11. | 07:00–18:00'. */
const cells = (row: Element) => [...row.children].map(text).join(' | ');

beforeEach(() => {
  latest = undefined;
});

describe('the opening-hours editor', () => {
  it('labels every control with its day, and split hours by their number', () => {
    render(week);
    expect(byLabel('Montag von, Zeitraum 1').value).toBe('07:00');
    expect(byLabel('Montag bis, Zeitraum 2').value).toBe('18:00');
    expect(byLabel('Täglich von').value).toBe('07:00');
    expect(byLabel('Montag').value).toBe('open');
    expect(byLabel('Sonntag').value).toBe('closed');
    expect(byLabel('Dienstag').value).toBe('none');
    expect(text(byLabel('Dienstag').querySelector('option[value="none"]'))).toBe('Wie täglich');
    for (const control of dom.container.querySelectorAll('input, select')) {
      const label = dom.container.querySelector(`label[for="${control.id}"]`);
      expect(text(label), control.outerHTML).toBeTruthy();
    }
  });

  it('adds a range for a day and moves the focus into it; typing a time changes the rule', () => {
    render(week);
    click(button('Zeitraum für Dienstag hinzufügen'));
    expect(latest?.[4]).toEqual({ type: 'tuesday' });
    const from = byLabel('Dienstag von');
    expect(document.activeElement).toBe(from);
    type(from, '08:00');
    expect(latest?.[4]).toEqual({ type: 'tuesday', from: '08:00' });
  });

  it('opens a closed Sunday with the daily hours, and closes Monday with one rule', () => {
    render(week);
    type(byLabel('Sonntag'), 'open');
    expect(latest?.[3]).toEqual({ type: 'sunday', from: '07:00', to: '18:00' });
    type(byLabel('Montag'), 'closed');
    expect(latest?.filter((rule) => rule.type === 'monday')).toEqual([{ type: 'monday', isClosed: true }]);
    expect(() => byLabel('Montag von, Zeitraum 1')).toThrow();
  });

  it('removes a range and puts the focus on the day', () => {
    render(week);
    click(button('Zeitraum 2 für Montag entfernen'));
    expect(latest).toEqual([week[0], week[1], week[3]]);
    expect(document.activeElement).toBe(byLabel('Montag'));
    expect(byLabel('Montag von').value).toBe('07:00');
  });

  it("shows the API's messages at the field of the rule they name", () => {
    const message = 'Bitte geben Sie Beginn und Ende an oder markieren Sie den Tag als geschlossen.';
    render(week, { errors: { 'openingHours.2.to': message, openingHours: 'Höchstens 100 Regeln.' } });
    const to = byLabel('Montag bis, Zeitraum 2');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(text(document.getElementById(to.getAttribute('aria-describedby') ?? ''))).toBe(message);
    expect(byLabel('Montag bis, Zeitraum 1').getAttribute('aria-invalid')).toBeNull();
    expect(text(dom.container.querySelector('.hours-editor > .bo-field__error'))).toBe('Höchstens 100 Regeln.');
  });

  it('closes 08.12.–09.12. from the add fields, and the preview marks both days', () => {
    render(week);
    type(byLabel('Datum'), '2026-12-08');
    type(byLabel('Bis einschließlich'), '2026-12-09');
    click(button('Hinzufügen'));
    expect(latest?.slice(4)).toEqual([
      { type: 'once', date: '2026-12-08', isClosed: true },
      { type: 'once', date: '2026-12-09', isClosed: true },
    ]);
    expect(text(dom.container.querySelector('[role="status"]'))).toBe('2 Tage hinzugefügt.');
    const rows = [...dom.container.querySelectorAll('table tbody tr')].map(cells);
    expect(rows[8]).toBe('Di 08.12. | Geschlossen Besonderer Tag');
    expect(rows[9]).toBe('Mi 09.12. | Geschlossen Besonderer Tag');
    expect(rows[10]).toBe('Do 10.12. | 07:00–18:00');
    expect(byLabel('Di 08.12.2026 geöffnet oder geschlossen').value).toBe('closed');
    expect(byLabel('Datum für Mi 09.12.2026').value).toBe('2026-12-09');
  });

  it('asks for a date before adding, and Enter in its fields adds instead of submitting the record form', () => {
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const form = document.createElement('form');
    form.addEventListener('submit', submit);
    dom.container.replaceWith(form);
    form.append(dom.container);
    render(week);
    click(button('Hinzufügen'));
    expect(latest).toBeUndefined();
    expect(byLabel('Datum').getAttribute('aria-invalid')).toBe('true');
    type(byLabel('Datum'), '2026-12-01');
    let notCanceled = true;
    act(() => {
      notCanceled = byLabel('Datum').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    expect(notCanceled).toBe(false);
    expect(latest?.at(-1)).toEqual({ type: 'once', date: '2026-12-01', isClosed: true });
    expect(submit).not.toHaveBeenCalled();
    form.replaceWith(dom.container);
  });

  it('previews the next 14 days in a table with a caption, today first', () => {
    render(week);
    const table = dom.container.querySelector('table');
    expect(text(table?.querySelector('caption') ?? null)).toBe('Vorschau der nächsten 14 Tage So berechnet der Shop die Zeiten, mit allen Regeln oben.');
    const rows = [...dom.container.querySelectorAll('table tbody tr')];
    expect(rows).toHaveLength(14);
    expect(cells(rows[0])).toBe('Mo 30.11. (heute) | 07:00–12:30, 14:30–18:00');
    expect(rows[0].querySelector('th')?.getAttribute('scope')).toBe('row');
    expect(cells(rows[6])).toBe('So 06.12. | Geschlossen');
  });

  it('removes past special days in one go, and a single special day', () => {
    render([...week, { type: 'once', date: '2025-12-24', isClosed: true }, { type: 'once', date: '2026-12-24', isClosed: true }]);
    expect(text(dom.container.querySelector('[data-group="special:4"] .hours-day__title'))).toBe('Mi 24.12.2025 vergangen');
    click(button('Vergangene Tage entfernen'));
    expect(latest).toEqual([...week, { type: 'once', date: '2026-12-24', isClosed: true }]);
    expect(() => button('Vergangene Tage entfernen')).toThrow();
    click(button('Tag entfernen: Do 24.12.2026'));
    expect(latest).toEqual(week);
    expect(text(document.activeElement)).toBe('Besondere Tage');
    expect(text(dom.container.querySelector('.hours-editor__empty'))).toBe('Keine besonderen Tage eingetragen.');
  });

  it('a schedule without rules is always available, and its days read "Verfügbar" or "Nicht verfügbar"', () => {
    render([], { variant: 'schedule' });
    expect(dom.container.querySelector('table')).toBeNull();
    expect(text(dom.container.querySelector('.hours-preview__always'))).toBe('Ohne Regeln ist es jederzeit verfügbar.');
    type(byLabel('Täglich'), 'open');
    expect(latest).toEqual([{ type: 'daily' }]);
    expect(text(byLabel('Täglich').querySelector('option[value="closed"]'))).toBe('Nicht verfügbar');
    // The one rule has no times yet, so no day is available.
    expect(cells(dom.container.querySelector('table tbody tr') as Element)).toBe('Mo 30.11. (heute) | Nicht verfügbar');
  });
});
