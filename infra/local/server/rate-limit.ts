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

/** The longest window a rule may have (RateLimitRule['windowSeconds']); older hits never count. */
const LONGEST_WINDOW_MS = 600_000;

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastPrune = 0;

  constructor(private readonly rules: (method: string, path: string) => RateLimitRule | undefined = rateLimitRuleFor) {}

  /** Counts the request; true when it is over its rule's limit (answer 429). */
  isLimited(method: string, path: string, client: string, now: number = Date.now()): boolean {
    const rule = this.rules(method, path);
    if (!rule) return false;
    const key = `${rule.name}\u0000${client}`;
    const since = now - rule.windowSeconds * 1000;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > since);
    recent.push(now);
    this.hits.set(key, recent);
    // At most once a minute: with many active clients a prune per request would scan them all.
    if (this.hits.size > 10_000 && now - this.lastPrune > 60_000) this.prune(now);
    return recent.length > rule.limit;
  }

  /** Drops clients without a request in the longest window. */
  private prune(now: number): void {
    this.lastPrune = now;
    for (const [key, times] of this.hits) {
      if (times.every((at) => at <= now - LONGEST_WINDOW_MS)) this.hits.delete(key);
    }
  }
}
