/**
 * The analytics log (docs/analytics.md) on a local stack of its own (seeded demo shop, free ports,
 * in memory, no scheduler: the test runs the roll-up job itself): POST /api/analytics-log through
 * the local server as visitors of their own addresses, what is (and is never) stored, the list of
 * the back office, and the roll-up job adding each entry to the statistics exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { putAnalyticsEntries } from '#functions/db/analytics-log.ts';
import { documentClient, tableName } from '#functions/db/client.ts';
import { ANALYTICS_ROLLUP_WATERMARK_KEY, ROLLUP_ALL_BRANCHES } from '#functions/db/keys.ts';
import { readRollups } from '#functions/db/rollups.ts';
import { createLogger } from '#functions/lib/logger.ts';
import { ROLLUP_LAG_MS, rollUpAnalytics } from '#events/jobs/analytics-rollup.ts';
import { apiMessages } from '#shared/i18n/api.ts';
import { localDateOf } from '#shared/time/zone.ts';
import { branchIds } from '../../infra/local/seed/ids';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { staffToken } from '../e2e/staff';
import { scanAllItems } from './table';

let stack: LocalStack;
let adminToken = '';

beforeAll(async () => {
  stack = await startLocalStack({ ports: 'free', web: 'none', seed: true, schedules: [], log: () => undefined });
  adminToken = await staffToken(stack.urls.app, 'admin');
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const SITE = 'https://www.fleischerei-test.at';

interface Answer {
  status: number;
  data?: unknown;
  errors?: Array<{ code: string; field?: string; message: string }>;
  headers: Headers;
}

async function send(body: unknown, options: { ip: string; userAgent?: string }): Promise<Answer> {
  const response = await fetch(`${stack.urls.api}/analytics-log`, {
    method: 'POST',
    headers: {
      'cloudfront-viewer-address': `${options.ip}:40000`,
      'content-type': 'text/plain;charset=UTF-8',
      origin: SITE,
      ...(options.userAgent !== undefined ? { 'user-agent': options.userAgent } : { 'user-agent': '' }),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, ...(text ? JSON.parse(text) : {}) };
}

async function adminList(query: string): Promise<{ rows: Array<Record<string, unknown>>; next: string | null }> {
  const response = await fetch(`${stack.urls.api}/analytics-log?${query}`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: Array<Record<string, unknown>> };
  return { rows: body.data, next: response.headers.get('x-next-cursor') };
}

const entries = async () => (await scanAllItems()).filter((item) => item.entityType === 'AnalyticsLogEntry');

/** The entries stored since `before` (a scan's order is not the order of writing). */
const newEntries = async (before: Array<Record<string, unknown>>) => {
  const known = new Set(before.map((item) => item.id));
  return (await entries()).filter((item) => !known.has(item.id));
};

const visit = (path: string, extra: Record<string, unknown> = {}) => ({ type: 'page-view', data: { path, ...extra } });

describe('POST /api/analytics-log', () => {
  it('stores a visit start (device info and first view) with one request and answers 202', async () => {
    const before = await entries();
    const answer = await send(
      [
        { type: 'device-info', data: { path: '/store/graz', screen: '390x844', dpr: 3, colorScheme: 'dark' } },
        visit('/store/graz', { landing: true, referrer: 'https://www.google.com/search?q=leberkaese' }),
      ],
      { ip: '203.0.113.10', userAgent: SAFARI_IPHONE },
    );
    expect(answer).toMatchObject({ status: 202, data: { accepted: 2 } });
    const stored = await newEntries(before);
    expect(stored).toHaveLength(2);
    const view = stored.find((item) => item.type === 'page-view')!;
    expect(view.data).toMatchObject({ path: '/store/graz', landing: true, branch: 'graz', referrerHost: 'www.google.com', browser: 'Safari', os: 'iOS' });
    expect(typeof (view.data as Record<string, unknown>).visitor).toBe('string');
    // Kept 90 days, then DynamoDB deletes it.
    expect(Number(view.ttl) - Math.floor(Date.parse(String(view.createdAt)) / 1000)).toBe(90 * 86_400);
  });

  it('never stores the IP address, the user agent or the referrer beyond its host', async () => {
    await send(visit('/', { landing: true, referrer: 'https://news.example.org/artikel?id=42' }), { ip: '198.51.100.77', userAgent: FIREFOX_ANDROID });
    const everything = JSON.stringify(await scanAllItems());
    expect(everything).toContain('news.example.org');
    for (const secret of ['198.51.100.77', '203.0.113.10', 'Gecko/132.0', 'iPhone OS 18_1', 'artikel?id=42', 'q=leberkaese'])
      expect(everything).not.toContain(secret);
  });

  it('gives a visitor the same hash all day and another visitor another one', async () => {
    const before = await entries();
    await send(visit('/a'), { ip: '203.0.113.20', userAgent: FIREFOX_ANDROID });
    await send(visit('/b'), { ip: '203.0.113.20', userAgent: FIREFOX_ANDROID });
    await send(visit('/c'), { ip: '203.0.113.21', userAgent: FIREFOX_ANDROID });
    await send(visit('/d'), { ip: '203.0.113.20', userAgent: SAFARI_IPHONE });
    const byPath = new Map(
      (await newEntries(before)).map((item) => [(item.data as Record<string, unknown>).path, (item.data as Record<string, unknown>).visitor]),
    );
    const hashes = ['/a', '/b', '/c', '/d'].map((path) => byPath.get(path));
    expect(hashes[0]).toBe(hashes[1]);
    expect(new Set(hashes).size).toBe(3);
  });

  it('records nothing for crawlers, headless browsers and requests without a user agent', async () => {
    const before = (await entries()).length;
    for (const userAgent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Mozilla/5.0 HeadlessChrome/131.0.0.0', '']) {
      expect(await send(visit('/'), { ip: '203.0.113.30', userAgent })).toMatchObject({ status: 202, data: { accepted: 0 } });
    }
    expect((await entries()).length).toBe(before);
  });

  it('refuses what does not parse with German messages, and stores nothing of it', async () => {
    const before = (await entries()).length;
    const answer = await send([visit('/'), { type: 'klick', data: { path: 'https://evil.example/' } }], { ip: '203.0.113.40', userAgent: FIREFOX_ANDROID });
    expect(answer.status).toBe(400);
    expect(answer.errors?.map((error) => error.field)).toEqual(['1.type', '1.data.path']);
    expect(answer.errors?.[0]?.message).toBe(apiMessages['api.validation.option']);
    const tooMany = await send(
      Array.from({ length: 21 }, () => visit('/')),
      { ip: '203.0.113.40', userAgent: FIREFOX_ANDROID },
    );
    expect(tooMany).toMatchObject({ status: 400, errors: [{ message: 'Bitte geben Sie höchstens 20 Einträge an.' }] });
    expect((await entries()).length).toBe(before);
  });
});

describe('GET /api/analytics-log (back office)', () => {
  it('pages newest first and filters by type and path', async () => {
    const first = await adminList('limit=2&type=page-view');
    expect(first.rows).toHaveLength(2);
    expect(first.rows.every((row) => row.type === 'page-view')).toBe(true);
    expect(first.next).toMatch(/^CREATED#/);
    const second = await adminList(`limit=2&type=page-view&cursor=${encodeURIComponent(first.next!)}`);
    expect(second.rows.map((row) => row.id)).not.toContain(first.rows[0]!.id);
    expect(String(second.rows[0]!.createdAt) <= String(first.rows[1]!.createdAt)).toBe(true);
    const graz = await adminList('limit=50&search=graz');
    expect(graz.rows.length).toBeGreaterThan(0);
    expect(graz.rows.every((row) => String((row.data as Record<string, unknown>).path).includes('graz'))).toBe(true);
    expect(graz.next).toBeNull();
  });
});

describe('the roll-up job', () => {
  const timeZone = 'Europe/Vienna';
  const log = createLogger({ test: 'analytics-rollup' });
  const today = () => localDateOf(new Date(), timeZone);
  const total = async (metric: string, scope = ROLLUP_ALL_BRANCHES, key?: string) =>
    (await readRollups(metric, scope, today(), today(), 'days')).filter((row) => key === undefined || row.key === key).reduce((sum, row) => sum + row.count, 0);
  // The job rolls up minutes that ended ROLLUP_LAG_MS ago: a clock a little ahead sees every entry.
  const later = () => new Date(Date.now() + ROLLUP_LAG_MS + 61_000);

  it('adds every entry once: views, pages, branch, referrers, devices, events and unique visitors', async () => {
    await send({ type: 'event', category: 'contact-form', action: 'submit', data: { path: '/catering' } }, { ip: '203.0.113.50', userAgent: FIREFOX_ANDROID });
    const stored = await entries();
    const views = stored.filter((item) => item.type === 'page-view');
    const visitors = new Set(stored.map((item) => (item.data as Record<string, unknown>).visitor));

    const run = await rollUpAnalytics({ now: later(), timeZone, log });
    expect(run.entries).toBe(stored.length);
    expect(await total('page-views')).toBe(views.length);
    expect(await total('unique-visitors')).toBe(visitors.size);
    expect(await total('pages', ROLLUP_ALL_BRANCHES, '/store/graz')).toBe(1);
    expect(await total('page-views', branchIds.graz)).toBe(1);
    expect(await total('referrers', ROLLUP_ALL_BRANCHES, 'www.google.com')).toBe(1);
    expect(await total('referrers', ROLLUP_ALL_BRANCHES, 'news.example.org')).toBe(1);
    expect(await total('resolutions', ROLLUP_ALL_BRANCHES, '390x844')).toBe(1);
    expect(await total('browsers', ROLLUP_ALL_BRANCHES, 'Safari')).toBe(1);
    expect(await total('events', ROLLUP_ALL_BRANCHES, 'contact-form|submit')).toBe(1);
    expect(await total('visitor-times')).toBe(views.filter((item) => (item.data as Record<string, unknown>).landing === true).length);

    // A second run finds nothing new.
    const again = await rollUpAnalytics({ now: later(), timeZone, log });
    expect(again.entries).toBe(0);
    expect(await total('page-views')).toBe(views.length);
  });

  it('adds nothing twice when a run is repeated after a crash (watermark lost)', async () => {
    const pageViews = await total('page-views');
    const uniqueVisitors = await total('unique-visitors');
    // As if the run had crashed after adding but before moving the watermark.
    await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: ANALYTICS_ROLLUP_WATERMARK_KEY }));
    const repeated = await rollUpAnalytics({ now: later(), timeZone, log });
    expect(repeated.entries).toBeGreaterThan(0);
    expect(repeated.chunksAdded).toBe(0);
    expect(repeated.chunksSkipped).toBeGreaterThan(0);
    expect(await total('page-views')).toBe(pageViews);
    expect(await total('unique-visitors')).toBe(uniqueVisitors);
  });

  it('counts a visitor once per day however many minutes they were active', async () => {
    const uniqueVisitors = await total('unique-visitors');
    const known = (await entries()).map((item) => String((item.data as Record<string, unknown>).visitor))[0]!;
    // Entries of a minute after the watermark (which the runs above moved ahead of the clock).
    const at = new Date(Date.now() + 10 * 60_000);
    await putAnalyticsEntries(
      [
        { type: 'page-view', data: { path: '/wieder', visitor: known } },
        { type: 'page-view', data: { path: '/neu', visitor: 'f'.repeat(64) } },
      ],
      at,
    );
    await rollUpAnalytics({ now: new Date(at.getTime() + ROLLUP_LAG_MS + 61_000), timeZone, log });
    expect(await total('unique-visitors')).toBe(uniqueVisitors + 1);
  });
});
