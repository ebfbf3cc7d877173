/**
 * QR code scans through the pages handler (functions/pages/qr-scan.ts) against DynamoDB Local:
 * 302 to the target with `qr=<id>` and no-store, the scan counted per code and target (for the
 * branch of a store page target, and for all branches), HEAD not counted, a disabled or unknown
 * path answered as the page it is, a QR path winning over a redirect record of the same path.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEntity, type StoredEntity } from '#functions/db/repository.ts';
import { ROLLUP_ALL_BRANCHES } from '#functions/db/keys.ts';
import { readRollups } from '#functions/db/rollups.ts';
import { readConfig } from '#functions/lib/config.ts';
import { createPagesHandler } from '#functions/pages/index.ts';
import { scanLocation, storeIdentifierOf } from '#functions/pages/qr-scan.ts';
import { localDateOf } from '#shared/time/index.ts';
import { VIEWER_ORIGIN_HEADER } from '#shared/web/page-paths.ts';
import { apiEvent } from './events';
import { unique } from './fixtures';

const handler = createPagesHandler({ shell: async () => '<!doctype html><html lang="de"><head><title>Theke</title></head><body></body></html>' });

async function request(path: string, method: 'GET' | 'HEAD' = 'GET') {
  const event = apiEvent('GET', { path, headers: { [VIEWER_ORIGIN_HEADER]: 'http://localhost:3000' } });
  const result = await handler({
    ...event,
    routeKey: 'GET /{path+}',
    requestContext: { ...event.requestContext, http: { ...event.requestContext.http, method } },
  });
  return { status: result.statusCode, headers: result.headers ?? {} };
}

let branch: StoredEntity;
let flyer: StoredEntity;
let poster: StoredEntity;
let disabled: StoredEntity;

const today = () => localDateOf(new Date(), readConfig().timeZone);
const counted = async (metric: string, scope: string, key: string) =>
  (await readRollups(metric, scope, today(), today(), 'days')).filter((row) => row.key === key).reduce((sum, row) => sum + row.count, 0);

beforeAll(async () => {
  branch = await createEntity('Branch', { identifier: unique('leibnitz'), name: 'Leibnitz', isPublic: true, isEnabled: true, openingHours: [] });
  flyer = await createEntity('QrCode', {
    path: `/${unique('flyer')}`,
    name: 'Flyer Leibnitz',
    target: `/store/${branch.identifier}?utm_medium=print#karte`,
    isEnabled: true,
  });
  poster = await createEntity('QrCode', { path: `/${unique('plakat')}`, name: 'Plakat', target: '/site/angebote', isEnabled: true });
  disabled = await createEntity('QrCode', { path: `/${unique('alt')}`, name: 'Alter Flyer', target: '/site/angebote', isEnabled: false });
});

describe('QR code scans', () => {
  it('answers 302 to the target with qr=<id>, not cached, and counts the scan for the target’s branch and all branches', async () => {
    const before = await counted('qr-code-origins', ROLLUP_ALL_BRANCHES, flyer.id);
    const response = await request(String(flyer.path));
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(`/store/${branch.identifier}?utm_medium=print&qr=${flyer.id}#karte`);
    expect(response.headers['cache-control']).toBe('no-store');
    await request(String(flyer.path));
    expect(await counted('qr-code-origins', ROLLUP_ALL_BRANCHES, flyer.id)).toBe(before + 2);
    expect(await counted('qr-code-origins', branch.id, flyer.id)).toBe(2);
    expect(await counted('qr-code-targets', branch.id, String(flyer.target))).toBe(2);
  });

  it('counts a code whose target is no store page for all branches only; HEAD is not counted', async () => {
    expect((await request(String(poster.path))).headers.location).toBe(`/site/angebote?qr=${poster.id}`);
    expect((await request(String(poster.path), 'HEAD')).status).toBe(302);
    expect(await counted('qr-code-origins', ROLLUP_ALL_BRANCHES, poster.id)).toBe(1);
    expect(await counted('qr-code-targets', ROLLUP_ALL_BRANCHES, '/site/angebote')).toBeGreaterThanOrEqual(1);
  });

  it('a disabled code or an unknown path is no scan: the page answer follows', async () => {
    const response = await request(String(disabled.path));
    expect(response.status).toBe(404);
    expect(response.headers['cache-control']).not.toBe('no-store');
    expect(await counted('qr-code-origins', ROLLUP_ALL_BRANCHES, disabled.id)).toBe(0);
  });

  it('a QR code wins over a redirect record of the same path', async () => {
    await createEntity('Redirect', { path: String(poster.path), target: '/anderswo', statusCode: 301, isEnabled: true });
    expect((await request(String(poster.path))).headers.location).toBe(`/site/angebote?qr=${poster.id}`);
  });
});

describe('scan location and store targets', () => {
  it.each([
    ['/store/graz', '/store/graz?qr=ID'],
    ['/store/graz?table=1&qr=old', '/store/graz?table=1&qr=ID'],
    ['/site/über-uns#team', '/site/%C3%BCber-uns?qr=ID#team'],
  ])('%s → %s', (target, location) => {
    expect(scanLocation(target, 'ID')).toBe(location);
  });

  it('refuses what is no allowed target', () => {
    expect(scanLocation('//evil.example/x', 'ID')).toBeUndefined();
    expect(scanLocation('https://evil.example/', 'ID')).toBeUndefined();
  });

  it('finds the branch of store pages only', () => {
    expect(storeIdentifierOf('/store/graz/checkout')).toBe('graz');
    expect(storeIdentifierOf('/store/gr%C3%BCn')).toBe('grün');
    expect(storeIdentifierOf('/site/store/graz')).toBeUndefined();
  });
});
