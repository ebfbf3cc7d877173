import { describe, expect, it } from 'vitest';
import { weekView } from './week-view';

const names: Record<string, string> = { S: 'Standard-Schleife', M: 'Mittagsmenü', F: 'Grillangebot' };
const nameOf = (id: string | undefined) => (id ? (names[id] ?? '?') : '?');

describe('stream week view', () => {
  it('puts timed entries on their days and untimed ones into the standard', () => {
    const view = weekView(
      [
        { segment: { id: 'S' }, weekdays: [] },
        { segment: { id: 'M' }, weekdays: [0, 1, 2, 3, 4], from: '10:30', to: '14:00' },
        { segment: { id: 'F' }, weekdays: [4] },
      ],
      nameOf,
    );
    expect(view.standard).toEqual(['Standard-Schleife']);
    expect(view.days[0]).toEqual([{ entryIndex: 1, name: 'Mittagsmenü', from: 630, to: 840, lane: 0, lanes: 1 }]);
    expect(view.days[5]).toEqual([]);
    // Friday: the whole-day grill offer and the lunch side by side.
    expect(view.days[4]).toEqual([
      { entryIndex: 2, name: 'Grillangebot', from: 0, to: 1440, lane: 0, lanes: 2 },
      { entryIndex: 1, name: 'Mittagsmenü', from: 630, to: 840, lane: 1, lanes: 2 },
    ]);
  });

  it('a time without weekdays is every day; seven weekdays without times are untimed', () => {
    const view = weekView(
      [
        { segment: { id: 'M' }, weekdays: [], from: '11:00' },
        { segment: { id: 'S' }, weekdays: [0, 1, 2, 3, 4, 5, 6] },
      ],
      nameOf,
    );
    expect(view.days.every((blocks) => blocks.length === 1 && blocks[0]!.from === 660 && blocks[0]!.to === 1440)).toBe(true);
    expect(view.standard).toEqual(['Standard-Schleife']);
  });

  it('blocks after an overlap start a new group with one lane', () => {
    const view = weekView(
      [
        { segment: { id: 'M' }, weekdays: [0], from: '08:00', to: '10:00' },
        { segment: { id: 'F' }, weekdays: [0], from: '09:00', to: '11:00' },
        { segment: { id: 'S' }, weekdays: [0], from: '12:00', to: '13:00' },
      ],
      nameOf,
    );
    expect(view.days[0]!.map((block) => [block.lane, block.lanes])).toEqual([
      [0, 2],
      [1, 2],
      [0, 1],
    ]);
  });
});
