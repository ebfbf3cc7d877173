/**
 * The local stand-in for EventBridge schedules: each ScheduleDefinition's 5-field cron expression
 * (UTC, events/definitions.ts) is evaluated with croner, and when it is due the job's handler gets
 * the same "Scheduled Event" an EventBridge schedule rule delivers.
 */
import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import type { Handler, ScheduledEvent } from 'aws-lambda';
import type { ScheduleDefinition } from '#events/definitions.ts';
import { LocalStackError } from '../emulators/process';
import { LOCAL_ACCOUNT, importFromRepo, lambdaContext, loadHandler, type ModuleLoader } from '../lambda';

export interface LocalSchedulerOptions {
  schedules: ScheduleDefinition[];
  region: string;
  load?: ModuleLoader;
  log?: (line: string) => void;
}

/** Lambda's maximum timeout: jobs may run long. */
const JOB_TIMEOUT_MS = 15 * 60_000;

/** Parses a schedule's cron expression the way the scheduler runs it: 5 fields, UTC. */
export function cronOf(schedule: Pick<ScheduleDefinition, 'name' | 'cron'>): Cron {
  try {
    // Without a function croner only parses and computes run times; nothing is scheduled.
    return new Cron(schedule.cron, { mode: '5-part', timezone: 'UTC' });
  } catch (error) {
    throw new LocalStackError(`Der Zeitplan "${schedule.name}" hat keinen gültigen Cron-Ausdruck: "${schedule.cron}".`, { cause: error });
  }
}

export class LocalScheduler {
  private readonly jobs: Cron[] = [];
  private readonly load: ModuleLoader;
  private readonly log: (line: string) => void;

  constructor(private readonly options: LocalSchedulerOptions) {
    // Parse everything up front so a bad expression stops the start, not the first run.
    for (const schedule of options.schedules) cronOf(schedule);
    this.load = options.load ?? importFromRepo;
    this.log = options.log ?? ((line) => console.log(line));
  }

  start(): void {
    for (const schedule of this.options.schedules) {
      this.jobs.push(
        new Cron(
          schedule.cron,
          // protect: like a job that is still running, the next tick is skipped rather than run twice.
          { name: `theke-${schedule.name}`, mode: '5-part', timezone: 'UTC', protect: true, unref: true },
          () => this.run(schedule.name),
        ),
      );
    }
  }

  /** When each schedule runs next (for the start-up banner and tests). */
  nextRuns(from?: Date): Array<{ name: string; next: Date | null }> {
    return this.options.schedules.map((schedule) => ({ name: schedule.name, next: cronOf(schedule).nextRun(from) }));
  }

  /** Runs one job now, as its schedule would; failures are logged, never thrown. */
  async run(name: string, now: Date = new Date()): Promise<void> {
    const schedule = this.options.schedules.find((candidate) => candidate.name === name);
    if (!schedule) throw new LocalStackError(`Es gibt keinen Zeitplan "${name}".`);
    const event: ScheduledEvent = {
      version: '0',
      id: randomUUID(),
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      account: LOCAL_ACCOUNT,
      time: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      region: this.options.region,
      resources: [`arn:aws:events:${this.options.region}:${LOCAL_ACCOUNT}:rule/theke-${schedule.name}`],
      detail: {},
    };
    try {
      const handler = await loadHandler<Handler<ScheduledEvent, unknown>>(this.load, schedule.job);
      await handler(event, lambdaContext(schedule.name, this.options.region, JOB_TIMEOUT_MS), () => undefined);
    } catch (error) {
      this.log(`Zeitplan ${schedule.name} ist fehlgeschlagen:\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }

  stop(): void {
    for (const job of this.jobs.splice(0)) job.stop();
  }
}
