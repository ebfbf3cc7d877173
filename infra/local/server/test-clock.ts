/**
 * `/local/clock` of a local stack started with `testClock` (the end-to-end tests only, never
 * `npm start`): `PUT {"now": "2026-11-30T05:55:00Z"}` moves the working-time clock
 * (functions/lib/clock.ts) of the handlers in this process to that instant, `DELETE` puts it back.
 * The clock keeps running from the set instant.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLOCK_OFFSET_VARIABLE } from '#functions/lib/clock.ts';
import { readBody, sendJson } from './io';

export async function handleTestClock(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'DELETE') {
    delete process.env[CLOCK_OFFSET_VARIABLE];
    return sendJson(res, 200, JSON.stringify({ now: new Date().toISOString() }));
  }
  if (req.method !== 'PUT') return sendJson(res, 405, JSON.stringify({ message: 'PUT or DELETE' }));
  const body = (JSON.parse((await readBody(req)).toString('utf8') || '{}') as { now?: unknown }).now;
  const target = typeof body === 'string' ? Date.parse(body) : Number.NaN;
  if (Number.isNaN(target)) return sendJson(res, 400, JSON.stringify({ message: 'now: an ISO instant' }));
  process.env[CLOCK_OFFSET_VARIABLE] = String(target - Date.now());
  return sendJson(res, 200, JSON.stringify({ now: new Date(target).toISOString() }));
}
