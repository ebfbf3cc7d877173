/**
 * The in-process EventBridge bus of the local stack (DESIGN.md §2, §6). It takes PutEvents
 * entries (the local server feeds it from the real @aws-sdk/client-eventbridge), builds the same
 * event envelope EventBridge delivers, and invokes the consumer of every rule whose pattern
 * matches, asynchronously like EventBridge's Lambda targets: PutEvents answers first, consumers
 * run afterwards, a failing consumer is retried and never affects the publisher.
 */
import { randomUUID } from 'node:crypto';
import type { EventBridgeEvent, Handler } from 'aws-lambda';
import type { EventRuleDefinition } from '#events/definitions.ts';
import { LocalStackError } from '../emulators/process';
import { ConcurrencyGate, type ConcurrencyLimit } from '../server/concurrency';
import { LOCAL_ACCOUNT, importFromRepo, lambdaContext, loadHandler, type ModuleLoader } from '../lambda';
import { matchesPattern, ruleProblems } from './pattern';

/** One entry of a PutEvents request as it arrives over the wire (AWS JSON 1.1). */
export interface PutEventsEntry {
  Source?: string;
  DetailType?: string;
  Detail?: string;
  EventBusName?: string;
  Resources?: string[];
  /** Epoch seconds, as the SDK serialises timestamps in AWS JSON 1.1. */
  Time?: number;
}

export interface PutEventsResultEntry {
  EventId?: string;
  ErrorCode?: string;
  ErrorMessage?: string;
}

export type BusEvent = EventBridgeEvent<string, unknown>;

/** A request EventBridge rejects as a whole (HTTP 400, `ValidationException`). */
export class PutEventsValidationError extends Error {}

export interface LocalEventBusOptions {
  /** The bus name (readConfig().eventBus); entries for other buses match no rule. */
  name: string;
  region: string;
  rules: EventRuleDefinition[];
  load?: ModuleLoader;
  /** Tries per consumer and event before it counts as undeliverable (the dead-letter queue in AWS). */
  attempts?: number;
  retryDelayMs?: number;
  log?: (line: string) => void;
}

export interface UndeliverableEvent {
  rule: string;
  event: BusEvent;
  error: string;
}

/** EventBridge's limit of entries per PutEvents call. */
const MAX_ENTRIES = 10;
/** How many published events the bus remembers for tests and the developer (newest last). */
const REMEMBERED = 200;
/** Lambda's default timeout for a consumer. */
const CONSUMER_TIMEOUT_MS = 30_000;
/**
 * How many runs of one rule's consumer go at once; the rest wait in publishing order, as Lambda
 * queues asynchronous invocations beyond a function's concurrency (at most 6 hours, its maximum
 * event age). Without it a burst of orders starts hundreds of consumer runs at once in this one
 * process, and their DynamoDB calls crowd out the requests that published them.
 */
const CONSUMER_CONCURRENCY: ConcurrencyLimit = { inFlight: 4, queued: Number.MAX_SAFE_INTEGER, maxWaitMs: 6 * 60 * 60 * 1000 };

export class LocalEventBus {
  /** The latest published events, oldest first. */
  readonly published: BusEvent[] = [];
  /** Events a consumer failed on in every attempt (what would land in the rule's DLQ). */
  readonly undeliverable: UndeliverableEvent[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly gates = new Map<string, ConcurrencyGate>();
  /** Deliveries waiting for release() while the bus is held. */
  private held: Array<{ rule: EventRuleDefinition; event: BusEvent }> | undefined;
  private readonly load: ModuleLoader;
  private readonly attempts: number;
  private readonly retryDelayMs: number;
  private readonly log: (line: string) => void;

  constructor(private readonly options: LocalEventBusOptions) {
    const problems = ruleProblems(options.rules);
    if (problems.length > 0) throw new LocalStackError(problems.join('\n'));
    this.load = options.load ?? importFromRepo;
    this.attempts = options.attempts ?? 3;
    this.retryDelayMs = options.retryDelayMs ?? 200;
    this.log = options.log ?? ((line) => console.log(line));
  }

  get arn(): string {
    return `arn:aws:events:${this.options.region}:${LOCAL_ACCOUNT}:event-bus/${this.options.name}`;
  }

  /** PutEvents: validates every entry, answers per entry, and dispatches the accepted ones. */
  putEvents(entries: PutEventsEntry[] | undefined, now: Date = new Date()): PutEventsResultEntry[] {
    if (!Array.isArray(entries) || entries.length === 0 || entries.length > MAX_ENTRIES) {
      throw new PutEventsValidationError(`Entries must hold between 1 and ${MAX_ENTRIES} entries.`);
    }
    return entries.map((entry) => {
      const problem = entryProblem(entry);
      if (problem) return problem;
      const event: BusEvent = {
        version: '0',
        id: randomUUID(),
        'detail-type': entry.DetailType!,
        source: entry.Source!,
        account: LOCAL_ACCOUNT,
        // EventBridge writes the time in whole seconds, e.g. 2025-11-21T10:15:00Z.
        time: new Date(entry.Time !== undefined ? entry.Time * 1000 : now.getTime()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        region: this.options.region,
        resources: entry.Resources ?? [],
        detail: JSON.parse(entry.Detail!) as unknown,
      };
      this.publish(event, entry.EventBusName);
      return { EventId: event.id };
    });
  }

  /**
   * Holds deliveries until release(): PutEvents still answers at once, consumers run afterwards.
   * The bench uses it to measure a publisher alone on this machine, as in AWS, where consumers run
   * in their own Lambdas and do not share its processor (scripts/bench.ts).
   */
  hold(): void {
    this.held ??= [];
  }

  /** Delivers what was held, in the order it was published, and stops holding. */
  release(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const { rule, event } of held) this.start(rule, event);
  }

  /** Resolves when every consumer run started so far (and any run those started) has finished. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private publish(event: BusEvent, busName: string | undefined): void {
    this.published.push(event);
    if (this.published.length > REMEMBERED) this.published.shift();
    if (!this.isThisBus(busName)) {
      // EventBridge accepts such an entry too, and no rule of ours sees it: say so, it is a bug.
      this.log(`Ereignis ${event['detail-type']} ging an den Bus "${busName ?? 'default'}", die Regeln hängen am Bus "${this.options.name}".`);
      return;
    }
    for (const rule of this.options.rules) {
      if (!matchesPattern(rule.pattern, event)) continue;
      if (this.held) this.held.push({ rule, event });
      else this.start(rule, event);
    }
  }

  private start(rule: EventRuleDefinition, event: BusEvent): void {
    const run = this.deliver(rule, event).finally(() => this.running.delete(run));
    this.running.add(run);
  }

  private isThisBus(busName: string | undefined): boolean {
    return busName === this.options.name || busName === this.arn;
  }

  private async deliver(rule: EventRuleDefinition, event: BusEvent): Promise<void> {
    // Asynchronous like a Lambda target: the publisher's request is answered before this runs.
    await new Promise((resolve) => setImmediate(resolve));
    let gate = this.gates.get(rule.name);
    if (!gate) this.gates.set(rule.name, (gate = new ConcurrencyGate(CONSUMER_CONCURRENCY)));
    const release = await gate.enter();
    if (!release) {
      this.undeliverable.push({ rule: rule.name, event, error: 'older than the maximum event age' });
      return;
    }
    try {
      await this.run(rule, event);
    } finally {
      release();
    }
  }

  private async run(rule: EventRuleDefinition, event: BusEvent): Promise<void> {
    let lastError = '';
    for (let attempt = 1; attempt <= this.attempts; attempt += 1) {
      try {
        const handler = await loadHandler<Handler<BusEvent, unknown>>(this.load, rule.consumer);
        await handler(event, lambdaContext(rule.name, this.options.region, CONSUMER_TIMEOUT_MS), () => undefined);
        return;
      } catch (error) {
        lastError = error instanceof Error ? (error.stack ?? error.message) : String(error);
        if (attempt < this.attempts) await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs * 2 ** (attempt - 1)));
      }
    }
    this.undeliverable.push({ rule: rule.name, event, error: lastError });
    this.log(`Regel ${rule.name}: Ereignis ${event['detail-type']} (${event.id}) nach ${this.attempts} Versuchen nicht zugestellt.\n${lastError}`);
  }
}

function entryProblem(entry: PutEventsEntry): PutEventsResultEntry | undefined {
  for (const field of ['Source', 'DetailType', 'Detail'] as const) {
    if (typeof entry[field] !== 'string' || entry[field].length === 0) {
      return { ErrorCode: 'InvalidArgument', ErrorMessage: `Parameter ${field} is not valid. Reason: ${field} is a required argument.` };
    }
  }
  try {
    const detail: unknown = JSON.parse(entry.Detail!);
    if (detail !== null && typeof detail === 'object' && !Array.isArray(detail)) return undefined;
  } catch {
    // falls through to the error below
  }
  return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is malformed.' };
}
