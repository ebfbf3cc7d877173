import type { ScheduledEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleDefinition } from '#events/definitions.ts';
import { LocalStackError } from '../emulators/process';
import type { ModuleLoader } from '../lambda';
import { LocalScheduler, cronOf } from './scheduler';

const schedules: ScheduleDefinition[] = [
  { name: 'payment-check', description: 'Zahlungsstatus prüfen', cron: '*/5 * * * *', job: 'jobs/payments.ts' },
  { name: 'statistics', description: 'Statistik verdichten', cron: '30 2 * * *', job: 'jobs/statistics.ts' },
];

function testScheduler(jobs: Record<string, (event: ScheduledEvent) => unknown>) {
  const load: ModuleLoader = async (modulePath) => ({ handler: async (event: ScheduledEvent) => jobs[modulePath]!(event) });
  const logged: string[] = [];
  const scheduler = new LocalScheduler({ schedules, region: 'eu-central-1', load, log: (line) => logged.push(line) });
  return { scheduler, logged };
}

afterEach(() => vi.useRealTimers());

describe('LocalScheduler', () => {
  it('evaluates the 5-field expressions in UTC', () => {
    const { scheduler } = testScheduler({});
    // 30 March 2025 is the daylight-saving switch in Vienna; the schedule stays on UTC.
    expect(scheduler.nextRuns(new Date('2025-03-30T02:31:00Z'))).toEqual([
      { name: 'payment-check', next: new Date('2025-03-30T02:35:00Z') },
      { name: 'statistics', next: new Date('2025-03-31T02:30:00Z') },
    ]);
  });

  it('refuses an expression that is not a 5-field cron', () => {
    expect(() => cronOf({ name: 'x', cron: '0 0 * * * *' })).toThrow(LocalStackError);
    expect(() => cronOf({ name: 'x', cron: 'rate(5 minutes)' })).toThrow('Der Zeitplan "x" hat keinen gültigen Cron-Ausdruck: "rate(5 minutes)".');
  });

  it('hands the job the Scheduled Event of an EventBridge schedule', async () => {
    const events: ScheduledEvent[] = [];
    const { scheduler } = testScheduler({ 'jobs/statistics.ts': (event) => events.push(event) });
    await scheduler.run('statistics', new Date('2025-11-21T02:30:00.004Z'));
    expect(events).toEqual([
      {
        version: '0',
        id: expect.any(String),
        'detail-type': 'Scheduled Event',
        source: 'aws.events',
        account: '000000000000',
        time: '2025-11-21T02:30:00Z',
        region: 'eu-central-1',
        resources: ['arn:aws:events:eu-central-1:000000000000:rule/theke-statistics'],
        detail: {},
      },
    ]);
    await expect(scheduler.run('unknown')).rejects.toThrow(LocalStackError);
  });

  it('logs a failing job instead of throwing', async () => {
    const { scheduler, logged } = testScheduler({
      'jobs/payments.ts': () => {
        throw new Error('Zahlungsanbieter antwortet nicht');
      },
    });
    await scheduler.run('payment-check');
    expect(logged).toEqual([expect.stringContaining('Zeitplan payment-check ist fehlgeschlagen:\nError: Zahlungsanbieter antwortet nicht')]);
  });

  it('runs each job when its time comes, until stopped', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-11-21T02:29:30Z'));
    const runs: string[] = [];
    const { scheduler } = testScheduler({
      'jobs/payments.ts': (event) => runs.push(`payments ${event.time}`),
      'jobs/statistics.ts': (event) => runs.push(`statistics ${event.time}`),
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(6 * 60_000);
    expect(runs).toEqual(['payments 2025-11-21T02:30:00Z', 'statistics 2025-11-21T02:30:00Z', 'payments 2025-11-21T02:35:00Z']);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(runs).toHaveLength(3);
  });
});
