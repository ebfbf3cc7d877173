import { describe, expect, it } from 'vitest';
import type { WorkingActivity } from '#shared/schemas/time-tracking.ts';
import { stateOf, stateText, workedToday } from './clock-state';

const ZONE = 'Europe/Vienna';
const activity = (fields: Partial<WorkingActivity>): WorkingActivity => ({
  id: '01M6DMCTXGJK91J3DP4WP1JCEY',
  entityType: 'WorkingActivity',
  version: 1,
  createdAt: '2026-11-30T05:55:00.000Z',
  updatedAt: '2026-11-30T05:55:00.000Z',
  user: { id: '01M6DMCTXGJK91J3DP4WP1JCEY' },
  kind: 'work',
  start: '2026-11-30T05:55:00.000Z',
  pauses: [],
  corrections: [],
  ...fields,
});

describe('the state of the time clock', () => {
  it('is out without an open activity, paused with an open pause, else working, in words in the shop zone', () => {
    expect(stateOf(null)).toBe('out');
    expect(stateText(null, ZONE)).toBe('Nicht eingestempelt');
    expect(stateOf(activity({ end: '2026-11-30T14:25:00.000Z' }))).toBe('out');
    const working = activity({ pauses: [{ start: '2026-11-30T09:00:00.000Z', end: '2026-11-30T09:30:00.000Z' }] });
    expect(stateOf(working)).toBe('working');
    expect(stateText(working, ZONE)).toBe('Eingestempelt seit 06:55');
    const paused = activity({ pauses: [{ start: '2026-11-30T09:00:00.000Z', end: '2026-11-30T09:10:00.000Z' }, { start: '2026-11-30T11:15:00.000Z' }] });
    expect(stateOf(paused)).toBe('paused');
    expect(stateText(paused, ZONE)).toBe('Pause seit 12:15');
  });
});

describe("today's worked time on the page", () => {
  const answeredAt = Date.parse('2026-11-30T09:30:20.000Z');
  const working = activity({ pauses: [{ start: '2026-11-30T09:00:00.000Z', end: '2026-11-30T09:30:00.000Z' }] });

  it('counts on by the whole minutes the open activity adds after the answer', () => {
    expect(workedToday(185, answeredAt, working, new Date('2026-11-30T09:30:59.000Z'))).toBe(185);
    expect(workedToday(185, answeredAt, working, new Date('2026-11-30T09:31:00.000Z'))).toBe(186);
    expect(workedToday(185, answeredAt, working, new Date('2026-11-30T09:35:00.000Z'))).toBe(190);
  });

  it('stands still while paused or clocked out, and never goes below the answer', () => {
    const paused = activity({ pauses: [{ start: '2026-11-30T09:00:00.000Z' }] });
    expect(workedToday(125, answeredAt, paused, new Date('2026-11-30T09:45:00.000Z'))).toBe(125);
    expect(workedToday(480, answeredAt, null, new Date('2026-11-30T20:00:00.000Z'))).toBe(480);
    expect(workedToday(185, answeredAt, working, new Date('2026-11-30T09:00:00.000Z'))).toBe(185);
  });
});
