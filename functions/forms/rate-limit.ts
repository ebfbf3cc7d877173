/**
 * The per-client cap of contact form submissions, counted in the table so it holds across Lambda
 * instances (docs/contact-form.md). On top of it the WAF's `contact-forms` rule
 * (infra/constructs/rate-limits.ts: 10 requests per 5 minutes per IP, every request counted,
 * refused ones too) stops floods at the edge before the Lambda runs.
 *
 * Decisions:
 * - At most FORM_SUBMISSIONS_PER_WINDOW accepted submissions per client IP in a fixed window of
 *   FORM_LIMIT_WINDOW_SECONDS (at the turn of a window up to twice the cap can arrive within ten
 *   minutes). A person sends one enquiry, maybe a second with a correction; five leave room for a
 *   family or an office behind one address.
 * - Only submissions that passed every check count (a conditional `ADD` taken just before the
 *   submission is stored): a visitor correcting validation errors is never locked out, and a
 *   refused request costs the shop nothing (no record, no e-mail).
 * - The client is named by a SHA-256 hex of its IP address and the window, so the key holds no
 *   address and the same address has a new key every window; the counter item expires (`ttl`)
 *   one window after its window ended.
 */
import { createHash } from 'node:crypto';
import { takeAllowance } from '../db/allowance-counters';
import { formSubmissionLimitKey } from '../db/keys';

export const FORM_SUBMISSIONS_PER_WINDOW = 5;
export const FORM_LIMIT_WINDOW_SECONDS = 600;

/** SHA-256 hex of the client's IP in one window (see the module comment). */
export function clientHash(ip: string, windowStart: string): string {
  return createHash('sha256').update(`${windowStart}\u0000${ip.trim().toLowerCase()}`, 'utf8').digest('hex');
}

/** Start of the window `now` lies in (ISO UTC). */
export function windowStartOf(now: Date, windowSeconds: number = FORM_LIMIT_WINDOW_SECONDS): string {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / size) * size).toISOString();
}

/**
 * Counts one submission of the client `ip` in the current window; answers false (and counts
 * nothing) when the client already sent `limit` submissions in it.
 */
export async function takeSubmissionAllowance(ip: string, now: Date = new Date(), limit: number = FORM_SUBMISSIONS_PER_WINDOW): Promise<boolean> {
  const windowStart = windowStartOf(now);
  const expires = Math.floor(Date.parse(windowStart) / 1000) + 2 * FORM_LIMIT_WINDOW_SECONDS;
  return takeAllowance({ key: formSubmissionLimitKey(clientHash(ip, windowStart), windowStart), limit, entityType: 'FormLimit', expiresAt: expires });
}
