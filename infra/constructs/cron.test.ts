import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { toAwsCron } from './cron';

describe('toAwsCron', () => {
  it.each([
    ['0 3 * * *', 'cron(0 3 * * ? *)'],
    ['*/5 * * * *', 'cron(*/5 * * * ? *)'],
    ['15 2 1 * *', 'cron(15 2 1 * ? *)'],
    ['30 6 * * 1-5', 'cron(30 6 ? * 2,3,4,5,6 *)'],
    ['0 0 * * 0', 'cron(0 0 ? * 1 *)'],
    ['0 0 * * 7', 'cron(0 0 ? * 1 *)'],
    ['0 0 * * 5-7', 'cron(0 0 ? * 1,6,7 *)'],
    ['0 0 * * SAT,SUN', 'cron(0 0 ? * 1,7 *)'],
    ['0 0 * * */2', 'cron(0 0 ? * 1,3,5,7 *)'],
    ['0 4 * 1-3 MON', 'cron(0 4 ? 1-3 2 *)'],
  ])('%s → %s', (cron, aws) => {
    expect(toAwsCron(cron)).toBe(aws);
  });

  it('selects the same weekdays as croner, which runs the local scheduler', () => {
    const weekdayOf = (cron: string): number[] => {
      // Two weeks of daily runs from a Monday, as UTC weekdays (0 = Sunday).
      const runs = new Cron(cron, { timezone: 'UTC' }).nextRuns(14, new Date('2026-03-02T00:00:00Z'));
      return [...new Set(runs.map((run) => run.getUTCDay()))].sort();
    };
    for (const cron of ['0 6 * * 1-5', '0 6 * * 0', '0 6 * * 5-7', '0 6 * * */2', '0 6 * * SAT,SUN']) {
      const awsDays = /\? \* ([\d,]+) \*\)$/
        .exec(toAwsCron(cron))![1]!
        .split(',')
        .map((day) => Number(day) - 1);
      expect(awsDays.sort(), cron).toEqual(weekdayOf(cron));
    }
  });

  it('refuses what AWS cannot express or what is malformed', () => {
    expect(() => toAwsCron('0 3 1 * 1')).toThrow(/only one/);
    expect(() => toAwsCron('0 3 * *')).toThrow(/5 cron fields/);
    expect(() => toAwsCron('0 3 * * 8')).toThrow(/day of week/);
    expect(() => toAwsCron('0 3 * * 5-1')).toThrow(/Descending/);
  });
});
