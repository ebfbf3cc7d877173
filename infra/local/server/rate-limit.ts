/**
 * The local stand-in of the WAF rate-based rules (infra/constructs/rate-limits.ts, the numbers
 * both sides read): per rule and client address, the requests of the last window; one more than
 * the limit answers 429 with the German JSON error, as the web ACL's custom response does.
 *
 * The client is the address in `CloudFront-Viewer-Address` (`ip:port`, `[v6]:port` or `v6:port`,
 * as CloudFront sends it) when the request carries one, the socket's address otherwise. Tests use
 * the header to act as many customers from one machine. The local server is only reachable on
 * loopback, so the header cannot be used by anyone else to hide.
 */
import { rateLimitRuleFor, type RateLimitRule } from '../../constructs/rate-limits';

export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/** The IP of a `CloudFront-Viewer-Address` value: the part before the last `:` (the port). */
export function viewerIp(headerValue: string | undefined, socketAddress: string | undefined): string {
  const value = headerValue?.trim();
  if (value) {
    const colon = value.lastIndexOf(':');
    const ip = colon > 0 ? value.slice(0, colon) : value;
    return ip.replace(/^\[(.*)\]$/, '$1');
  }
  return (socketAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

/** How often the table forgets clients whose window has passed. */
const PRUNE_EVERY_MS = 60_000;

export class RateLimiter {
  /** Per rule and client: the rule's window and the times of its requests in it. */
  private readonly hits = new Map<string, { windowMs: number; times: number[] }>();
  private lastPrune = 0;

  constructor(private readonly rules: (method: string, path: string) => RateLimitRule | undefined = rateLimitRuleFor) {}

  /** Counts the request; true when it is over its rule's limit (answer 429). */
  isLimited(method: string, path: string, client: string, now: number = Date.now()): boolean {
    const rule = this.rules(method, path);
    if (!rule) return false;
    const key = `${rule.name}\u0000${client}`;
    const windowMs = rule.windowSeconds * 1000;
    const recent = (this.hits.get(key)?.times ?? []).filter((at) => at > now - windowMs);
    recent.push(now);
    this.hits.set(key, { windowMs, times: recent });
    // At most once a minute, not per request: a prune scans every client.
    if (now - this.lastPrune >= PRUNE_EVERY_MS) this.prune(now);
    return recent.length > rule.limit;
  }

  /** How many clients (per rule) the table holds. */
  get size(): number {
    return this.hits.size;
  }

  /**
   * Forgets the clients without a request in their rule's window, as WAF's rate-based rule stops
   * tracking an address once its window holds none: every simulated customer of a long run has an
   * address of its own, and a table of all of them would only grow.
   */
  private prune(now: number): void {
    this.lastPrune = now;
    for (const [key, { windowMs, times }] of this.hits) {
      if (times.at(-1)! <= now - windowMs) this.hits.delete(key);
    }
  }
}
