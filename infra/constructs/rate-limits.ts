/**
 * The per-client rate limits of the public POSTs: one definition that the WAF web ACL in front of
 * CloudFront (infra/stacks/waf-stack.ts) and the local server (infra/local/server/rate-limit.ts)
 * both apply, so the local stack refuses exactly what AWS refuses (docs/order-limits.md).
 *
 * A client is the viewer's IP address (CloudFront's view of it; locally the
 * `CloudFront-Viewer-Address` header, else the socket). Each rule counts the requests of one client
 * to its paths over the last `windowSeconds`; above `limit` the client gets 429 with the German
 * JSON error until its count falls back under the limit. Counted are all requests of the rule's
 * method and paths, refused ones too (WAF counts before the origin answers).
 *
 * Numbers (decisions): a family orders a few times an hour, an office or a mobile network may put
 * a few dozen customers behind one address; a script sending 400 orders in 17 s is stopped after
 * 20. WAF accepts windows of 60, 120, 300 or 600 s and limits from 10 up.
 * - orders: 20 per 5 minutes (a household places 1 to 3; 20 leaves room for a shared address);
 * - uploads: 60 per 5 minutes (a product with image or file parts uploads each file on its own);
 * - contact forms: 10 per 5 minutes;
 * - analytics log: 300 per 5 minutes (the storefront writes a reading per page view and event).
 */
import { apiMessages } from '#shared/i18n/api.ts';

export interface RateLimitRule {
  /** WAF rule name and metric name. */
  name: string;
  method: 'POST';
  /** Exact paths, or prefixes ending in `/` (matched with starts-with). */
  paths: readonly string[];
  limit: number;
  windowSeconds: 60 | 120 | 300 | 600;
}

export const RATE_LIMIT_RULES: readonly RateLimitRule[] = [
  { name: 'public-orders', method: 'POST', paths: ['/api/orders/public'], limit: 20, windowSeconds: 300 },
  { name: 'public-uploads', method: 'POST', paths: ['/api/uploads'], limit: 60, windowSeconds: 300 },
  { name: 'contact-forms', method: 'POST', paths: ['/api/custom/form/'], limit: 10, windowSeconds: 300 },
  { name: 'analytics-log', method: 'POST', paths: ['/api/analytics-log'], limit: 300, windowSeconds: 300 },
];

export const RATE_LIMITED_STATUS = 429;
export const RATE_LIMITED_CODE = 'request.rateLimited';

/** The answer body of a refused request, as the API's errors (DESIGN.md §3). */
export const rateLimitedBody = (): string => JSON.stringify({ errors: [{ code: RATE_LIMITED_CODE, message: apiMessages['api.request.rateLimited'] }] });

/** Whether a path belongs to a rule: the exact path, or under a prefix that ends in `/`. */
export function matchesRulePath(rule: RateLimitRule, path: string): boolean {
  return rule.paths.some((candidate) => (candidate.endsWith('/') ? path.startsWith(candidate) && path.length > candidate.length : path === candidate));
}

/** The rule that counts a request, if any. */
export function rateLimitRuleFor(method: string, path: string): RateLimitRule | undefined {
  return RATE_LIMIT_RULES.find((rule) => rule.method === method && matchesRulePath(rule, path));
}
