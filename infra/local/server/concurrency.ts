/**
 * How many requests of one route group the local server runs at once, and what it does with the
 * rest: the local stand-in of a Lambda function's concurrency. In AWS each route group is its own
 * function and scales out by instances until its concurrency runs out; locally every handler runs
 * in this one Node process, so a flood of one group (orders at a spike) would otherwise slow every
 * other group (the order screens' lists) down with it. Per group:
 *
 * - up to `inFlight` requests run at once;
 * - up to `queued` more wait in arrival order for a free place, each at most `maxWaitMs`;
 * - a request that finds the queue full, or waits longer, gets **503** with the German JSON error
 *   `request.overloaded` and `Retry-After` (docs/performance.md "Soak and spike").
 *
 * Numbers (decisions, for a 2-core laptop): 8 handlers of a group at once keep the event loop's
 * turns short (an order create is a handful of DynamoDB calls, so 8 are already more than the
 * emulator runs at once; 16 or 32 measured no faster); 64 waiting, so the bench's 50 connections
 * queue instead of being refused, and 3 s of waiting at most: a longer wait only adds to every
 * answer's time once the machine is saturated (a soak run with 10 s let requests pile up past API
 * Gateway's 30-s timeout), while a customer told to try again in 5 s gets a quick answer and the
 * storefront retries by itself.
 */
import { overloadMessages } from '#shared/i18n/overload.ts';

export interface ConcurrencyLimit {
  inFlight: number;
  queued: number;
  maxWaitMs: number;
}

export const DEFAULT_CONCURRENCY: ConcurrencyLimit = { inFlight: 8, queued: 64, maxWaitMs: 3_000 };

/** What the server tells a refused client to wait before trying again. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;
export const OVERLOADED_STATUS = 503;
export const OVERLOADED_CODE = 'request.overloaded';

export const overloadedBody = (): string => JSON.stringify({ errors: [{ code: OVERLOADED_CODE, message: overloadMessages['api.request.overloaded'] }] });

/** Frees the place of an admitted request; call it once, when its answer is computed. */
export type Release = () => void;

interface Waiter {
  admit: (release: Release) => void;
  refuse: () => void;
  timer: NodeJS.Timeout;
}

/** The places of one route group. */
export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly limit: ConcurrencyLimit = DEFAULT_CONCURRENCY) {}

  /** A release once the request may run; undefined when it is refused (queue full or waited too long). */
  enter(): Promise<Release | undefined> {
    if (this.running < this.limit.inFlight) return Promise.resolve(this.take());
    if (this.waiting.length >= this.limit.queued) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        admit: resolve,
        refuse: () => resolve(undefined),
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          if (index !== -1) this.waiting.splice(index, 1);
          waiter.refuse();
        }, this.limit.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** Requests running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private take(): Release {
    this.running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.admit(this.take());
      }
    };
  }
}

/** One gate per route group, made on first use. */
export class RouteGroupGates {
  private readonly gates = new Map<string, ConcurrencyGate>();

  constructor(private readonly limitFor: (group: string) => ConcurrencyLimit = () => DEFAULT_CONCURRENCY) {}

  gate(group: string): ConcurrencyGate {
    let gate = this.gates.get(group);
    if (!gate) {
      gate = new ConcurrencyGate(this.limitFor(group));
      this.gates.set(group, gate);
    }
    return gate;
  }
}
