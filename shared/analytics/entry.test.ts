import { describe, expect, it } from 'vitest';
import { analyticsBatchSchema } from '../schemas/analytics';
import { branchIdentifierOfPath, entryIncrements, referrerHostOf, storedDataOf, weekdayHourKey } from './entry';

const facts = { visitor: 'v1', browser: 'Firefox', os: 'Android', siteHost: 'www.fleischerei.at' };
const reading = (value: unknown) => analyticsBatchSchema.parse(value)[0]!;

describe('the data an entry stores', () => {
  it('keeps the derived fields of a first page view and only the referrer host', () => {
    const view = reading({
      type: 'page-view',
      data: { path: '/store/Graz/checkout', previousPath: '/', landing: true, referrer: 'https://www.google.com/search?q=leberkäse', extra: 'dropped' },
    });
    expect(storedDataOf(view, facts)).toEqual({
      visitor: 'v1',
      browser: 'Firefox',
      os: 'Android',
      path: '/store/Graz/checkout',
      previousPath: '/',
      landing: true,
      branch: 'graz',
      referrerHost: 'www.google.com',
    });
  });

  it('drops a referrer from the site itself or that is no web address', () => {
    expect(referrerHostOf('https://www.fleischerei.at/site/about', 'www.fleischerei.at')).toBeUndefined();
    expect(referrerHostOf('android-app://com.google.android.gm/', 'www.fleischerei.at')).toBeUndefined();
    expect(referrerHostOf('kein link', 'www.fleischerei.at')).toBeUndefined();
    expect(referrerHostOf('https://L.Facebook.com/', 'www.fleischerei.at')).toBe('l.facebook.com');
  });

  it('finds the branch of branch pages only', () => {
    expect(branchIdentifierOfPath('/store/graz-lend')).toBe('graz-lend');
    expect(branchIdentifierOfPath('/site/store/graz')).toBeUndefined();
    expect(branchIdentifierOfPath(undefined)).toBeUndefined();
  });

  it("reads the spec's second shape (type, name, label) as action and category", () => {
    expect(reading({ type: 'event', name: 'submit', label: 'contact-form' })).toMatchObject({ action: 'submit', category: 'contact-form', data: {} });
  });

  it('refuses unknown types, paths that are no paths and more than 20 readings', () => {
    expect(analyticsBatchSchema.safeParse({ type: 'click' }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ type: 'page-view', data: { path: 'https://evil.example/' } }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse(Array.from({ length: 21 }, () => ({ type: 'event' }))).success).toBe(false);
    expect(analyticsBatchSchema.safeParse([]).success).toBe(false);
  });
});

describe('roll-up increments of an entry (keys of shared/statistics/catalog.ts)', () => {
  // 2026-11-27T22:30Z is Friday 23:30 in Vienna (UTC+1); the local day is the 27th.
  const createdAt = '2026-11-27T22:30:00.000Z';

  it('counts a first page view: views, page, flow, referrer and visitor time, for its branch', () => {
    const increments = entryIncrements(
      { type: 'page-view', createdAt, data: { path: '/store/graz', previousPath: '/', landing: true, referrerHost: 'www.google.com' } },
      'Europe/Vienna',
      'B1',
    );
    expect(increments).toEqual([
      { metric: 'page-views', day: '2026-11-27', key: '', branchId: 'B1' },
      { metric: 'pages', day: '2026-11-27', key: '/store/graz', branchId: 'B1' },
      { metric: 'event-flow', day: '2026-11-27', key: '/>/store/graz', branchId: 'B1' },
      { metric: 'referrers', day: '2026-11-27', key: 'www.google.com', branchId: 'B1' },
      { metric: 'visitor-times', day: '2026-11-27', key: '5|23', branchId: 'B1' },
    ]);
  });

  it('counts a later view without referrer and a landing without one as direct', () => {
    expect(entryIncrements({ type: 'page-view', createdAt, data: { path: '/' } }, 'Europe/Vienna').map((increment) => increment.metric)).toEqual([
      'page-views',
      'pages',
    ]);
    expect(entryIncrements({ type: 'page-view', createdAt, data: { path: '/', landing: true } }, 'Europe/Vienna')[2]).toMatchObject({
      metric: 'referrers',
      key: 'direct',
    });
  });

  it('counts events by category and action, device info by its fields', () => {
    expect(entryIncrements({ type: 'event', category: 'contact-form', action: 'submit', createdAt, data: {} }, 'UTC')).toEqual([
      { metric: 'events', day: '2026-11-27', key: 'contact-form|submit' },
    ]);
    expect(
      entryIncrements({ type: 'device-info', createdAt, data: { screen: '390x844', dpr: 3, colorScheme: 'dark', browser: 'Safari', os: 'iOS' } }, 'UTC').map(
        (increment) => `${increment.metric}=${increment.key}`,
      ),
    ).toEqual(['resolutions=390x844', 'device-pixel-ratios=3', 'color-schemes=dark', 'browsers=Safari', 'operating-systems=iOS']);
  });

  it('keys visitor times by ISO weekday and shop hour across the daylight-saving switch', () => {
    // Sunday 2026-03-29: 01:30Z is 03:30 CEST in Vienna; Monday 2026-03-30 00:15 local is 22:15Z the day before.
    expect(weekdayHourKey(new Date('2026-03-29T01:30:00Z'), 'Europe/Vienna')).toBe('7|03');
    expect(weekdayHourKey(new Date('2026-03-29T22:15:00Z'), 'Europe/Vienna')).toBe('1|00');
  });
});
