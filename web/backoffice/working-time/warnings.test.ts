import { describe, expect, it } from 'vitest';
import { warningRows, warningText } from './warnings';

const day = (
  date: string,
  warnings: { kind: 'breakMissing' | 'dayTooLong' | 'restTooShort' | 'clockOutMissing'; minutes?: number; activityId?: string }[],
  activityIds: string[] = [],
) => ({
  date,
  scheduled: 480,
  worked: 420,
  breaks: 0,
  credited: 0,
  balance: -60,
  isFuture: false,
  activityIds,
  warnings: warnings.map((warning) => ({ ...warning, date })),
});

describe('working-time warnings', () => {
  it('says each warning in German with its figures', () => {
    expect(warningText({ kind: 'breakMissing', minutes: 15 })).toBe('Pause fehlt (über 6 h gearbeitet, 15 Min. Pause)');
    expect(warningText({ kind: 'dayTooLong', minutes: 630 })).toBe('Über 10 Stunden gearbeitet (10:30 h)');
    expect(warningText({ kind: 'restTooShort', minutes: 555 })).toBe('Ruhezeit unter 11 Stunden (9:15 h)');
    expect(warningText({ kind: 'clockOutMissing' })).toBe('Ausstempeln vergessen');
  });

  it('lists the warnings of all sheets by day and name, with the activity to open', () => {
    const rows = warningRows([
      { user: { id: 'u2', username: 'team-graz', name: 'Sabine Holzer' }, days: [day('2026-11-03', [{ kind: 'breakMissing', minutes: 0 }], ['a1'])] },
      {
        user: { id: 'u1', username: 'team-leibnitz', name: 'Markus Pichler' },
        days: [
          day('2026-11-03', [{ kind: 'dayTooLong', minutes: 615, activityId: 'a2' }]),
          day('2026-11-02', [{ kind: 'clockOutMissing', activityId: 'a3' }]),
          day('2026-11-04', []),
        ],
      },
    ]);
    expect(rows.map((row) => [row.date, row.userName, row.text, row.activityId])).toEqual([
      ['2026-11-02', 'Markus Pichler', 'Ausstempeln vergessen', 'a3'],
      ['2026-11-03', 'Markus Pichler', 'Über 10 Stunden gearbeitet (10:15 h)', 'a2'],
      ['2026-11-03', 'Sabine Holzer', 'Pause fehlt (über 6 h gearbeitet, 0 Min. Pause)', 'a1'],
    ]);
  });
});
