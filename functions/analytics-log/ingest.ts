/**
 * `POST /api/analytics-log` (public): the storefront's page views, events and device info, one
 * reading or a batch of up to 20 (shared/schemas/analytics.ts; docs/analytics.md).
 *
 * Answers:
 * - 400 with German messages per field: a body that does not parse (unknown type, a path that is
 *   no path, more than 20 readings); 413 over 16 KB;
 * - 202 `{data: {accepted: n}}`: stored, one entry per reading, with one BatchWriteItem;
 * - 202 `{data: {accepted: 0}}`: a bot (crawler, tool, headless browser, no user agent): nothing
 *   stored. Decision: the same status as a success, so a bot learns nothing to adapt to.
 *
 * Privacy: no cookie is read or set. The IP address and the user agent are read once, here, and
 * never stored: the entry keeps the visitor hash (SHA-256 of the shop-local day's salt, IP, user
 * agent and site host), the browser and OS family. The salt is random per day and expires after
 * it (functions/db/analytics-log.ts `daySalt`), so a past day's hashes cannot be computed again,
 * and the same visitor has an unrelated hash each day.
 */
import { createHash } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { storedDataOf } from '#shared/analytics/entry.ts';
import { isBot, userAgentFamilies } from '#shared/analytics/user-agent.ts';
import { analyticsBatchSchema, MAX_ANALYTICS_BODY_BYTES } from '#shared/schemas/analytics.ts';
import { localDateOf, zonedInstant } from '#shared/time/zone.ts';
import { addDays } from '#shared/time/calendar.ts';
import { daySalt, putAnalyticsEntries } from '../db/analytics-log';
import { readConfig } from '../lib/config';
import { Reply, route } from '../lib/router';
import { clientIpOf } from '../forms/client';

/** A salt is deleted this long after its day ended (DynamoDB removes expired items within about two days). */
const SALT_GRACE_SECONDS = 3600;

/** The site's host as the browser addressed it: the Origin of the request, else its Referer, else Host. */
export function siteHostOf(event: APIGatewayProxyEventV2): string {
  const headers = event.headers ?? {};
  for (const value of [headers.origin, headers.referer]) {
    if (!value) continue;
    try {
      return new URL(value).hostname.toLowerCase();
    } catch {
      // An unreadable header names no host: try the next one.
    }
  }
  return (headers['x-forwarded-host'] ?? headers.host ?? '').split(':')[0]!.toLowerCase();
}

/** SHA-256 hex of the day's salt, the IP, the user agent and the site host. */
export function visitorHash(salt: string, ip: string, userAgent: string, siteHost: string): string {
  return createHash('sha256').update([salt, ip.trim().toLowerCase(), userAgent, siteHost].join('\u0000'), 'utf8').digest('hex');
}

/** Unix seconds when the salt of a shop-local day may go: an hour after the day's end. */
export function saltExpiry(day: string, timeZone: string): number {
  return Math.floor(zonedInstant(addDays(day, 1), 0, timeZone).getTime() / 1000) + SALT_GRACE_SECONDS;
}

export const ingestRoute = route({
  body: analyticsBatchSchema,
  maxBodyBytes: MAX_ANALYTICS_BODY_BYTES,
  handle: async ({ body, event }) => {
    const userAgent = event.headers?.['user-agent'] ?? event.requestContext?.http?.userAgent ?? '';
    if (isBot(userAgent)) return new Reply(202, { accepted: 0 });
    const now = new Date();
    const { timeZone } = readConfig();
    const day = localDateOf(now, timeZone);
    const salt = await daySalt(day, saltExpiry(day, timeZone));
    const siteHost = siteHostOf(event);
    const facts = { visitor: visitorHash(salt, clientIpOf(event), userAgent, siteHost), ...userAgentFamilies(userAgent), siteHost };
    await putAnalyticsEntries(
      body.map((reading) => ({
        type: reading.type,
        ...(reading.action ? { action: reading.action } : {}),
        ...(reading.category ? { category: reading.category } : {}),
        data: storedDataOf(reading, facts),
      })),
      now,
    );
    return new Reply(202, { accepted: body.length });
  },
});
