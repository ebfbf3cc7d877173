/**
 * GET /api/statistics/{name} (functions/statistics) against DynamoDB Local: counters written with
 * addRollups here, answers compared to hand-computed values: every day of a series with zeros,
 * top rows summed over month and day counters with product and QR code names, "Sonstige" after 50
 * rows, the heatmap's 168 cells, branch scoping of administrators and employees, 400/401/403/404.
 * The counters are written in 2041, a year no other test file counts in.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRollups } from '#functions/db/rollups.ts';
import { createEntity, type StoredEntity } from '#functions/db/repository.ts';
import { statisticAnswerSchema, type StatisticAnswer } from '#shared/statistics/catalog.ts';
import { localDateOf } from '#shared/time/zone.ts';
import { createActors, sampleBody, type Actors } from './fixtures';
import { invoke, loadGroupHandler, type ApiResponse, type Handler } from './events';

let actors: Actors;
let statistics: Handler;
let rindsschnitzel: StoredEntity;
let leberkaese: StoredEntity;
let flyer: StoredEntity;
const deletedProductId = ulid();

beforeAll(async () => {
  actors = await createActors();
  statistics = await loadGroupHandler('statistics');
  rindsschnitzel = await createEntity('Product', { ...sampleBody('products', undefined), name: 'Rindsschnitzel' });
  leberkaese = await createEntity('Product', { ...sampleBody('products', undefined), name: 'Leberkäse' });
  flyer = await createEntity('QrCode', { ...sampleBody('qr-codes', undefined), name: 'Flyer Leibnitz' });
  const a = actors.branchA.id;
  const b = actors.branchB.id;
  await addRollups([
    { metric: 'orders', branchId: a, day: '2041-03-01', count: 2 },
    { metric: 'orders', branchId: a, day: '2041-03-03' },
    { metric: 'orders', branchId: b, day: '2041-03-01', count: 5 },
    { metric: 'revenue', branchId: a, day: '2041-03-01', count: 2, amount: 4_250 },
    { metric: 'revenue', branchId: b, day: '2041-03-04', amount: 1_999 },
    // A whole month (April) and its ragged neighbours: month and day counters summed.
    { metric: 'popular-items', branchId: a, day: '2041-03-31', key: leberkaese.id, count: 2 },
    { metric: 'popular-items', branchId: a, day: '2041-04-10', key: leberkaese.id, count: 3 },
    { metric: 'popular-items', branchId: b, day: '2041-04-11', key: rindsschnitzel.id, count: 4 },
    { metric: 'popular-items', branchId: b, day: '2041-05-01', key: deletedProductId, count: 1 },
    { metric: 'popular-items', branchId: b, day: '2041-05-02', key: rindsschnitzel.id, count: 9 },
    { metric: 'order-origins', branchId: a, day: '2041-03-02', key: `qr|${flyer.id}`, count: 2, amount: 3_000 },
    { metric: 'order-origins', branchId: a, day: '2041-03-02', key: 'phone', count: 3, amount: 2_500 },
    { metric: 'order-origins', branchId: b, day: '2041-03-02', key: 'kiosk', count: 1, amount: 4_000 },
    { metric: 'qr-code-origins', branchId: a, day: '2041-03-02', key: flyer.id, count: 7 },
    { metric: 'order-times', branchId: a, day: '2041-03-06', key: '3|11', count: 2 },
    { metric: 'order-times', branchId: b, day: '2041-03-06', key: '3|11', count: 1 },
    { metric: 'order-times', branchId: a, day: '2041-03-07', key: '7|09', count: 4 },
    { metric: 'color-schemes', branchId: a, day: '2041-06-01', key: 'dark', count: 3 },
    { metric: 'color-schemes', branchId: a, day: '2041-06-01', key: 'light', count: 3 },
    // A month read as its counter minus the days left out (the 1st).
    { metric: 'referrers', branchId: a, day: '2041-08-01', key: 'www.google.com', count: 4 },
    { metric: 'referrers', branchId: a, day: '2041-08-01', key: 'direct', count: 2 },
    { metric: 'referrers', branchId: b, day: '2041-08-15', key: 'direct', count: 3 },
    { metric: 'referrers', branchId: a, day: '2041-08-31', key: 'www.google.com', count: 1 },
    // 53 pages with 1 to 53 views: the 50 largest, then "Sonstige" with 1 + 2 + 3 views.
    ...Array.from({ length: 53 }, (_, index) => ({ metric: 'pages', branchId: a, day: '2041-07-15', key: `/seite-${index + 1}`, count: index + 1 })),
  ]);
}, 60_000);
afterAll(() => actors.tokens.close());

async function get(name: string, query: Record<string, string>, token = actors.admin.token): Promise<ApiResponse<StatisticAnswer>> {
  return invoke<StatisticAnswer>(statistics, 'GET', { path: '/api/statistics/{name}', params: { name }, token, query });
}

/** A 200 answer, checked against the shared answer schema. */
async function answer(name: string, query: Record<string, string>, token?: string): Promise<StatisticAnswer> {
  const response = await get(name, query, token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return statisticAnswerSchema.parse(response.body.data);
}

const counts = (series: StatisticAnswer['series']) => series!.map((point) => point.count);

describe('GET /api/statistics/{name}', () => {
  it('answers a series with every day of the range, zeros included, for all branches', async () => {
    const orders = await answer('orders', { from: '2041-02-28', to: '2041-03-04' });
    expect(orders).toMatchObject({ name: 'orders', kind: 'series', value: 'count', from: '2041-02-28', to: '2041-03-04', timeZone: 'Europe/Vienna' });
    expect(orders.series!.map((point) => point.day)).toEqual(['2041-02-28', '2041-03-01', '2041-03-02', '2041-03-03', '2041-03-04']);
    expect(counts(orders.series)).toEqual([0, 7, 0, 1, 0]);
    expect(orders.total).toEqual({ count: 8, amount: 0 });
    expect(orders.branch).toBeUndefined();
    const revenue = await answer('revenue', { from: '2041-03-01', to: '2041-03-04' });
    expect(revenue.series!.map((point) => point.amount)).toEqual([4_250, 0, 0, 1_999]);
    expect(revenue.total).toEqual({ count: 3, amount: 6_249 });
  });

  it('lets the browser keep an answer of past days for a minute, one with today not at all, never a shared cache', async () => {
    const past = await get('orders', { from: '2024-03-01', to: '2024-03-01' });
    expect(past.headers['cache-control']).toBe('private, max-age=60');
    const today = localDateOf(new Date(), 'Europe/Vienna');
    const current = await get('orders', { from: today, to: today });
    expect(current.headers['cache-control']).toBe('private, no-cache');
  });

  it('sums top rows over month and day counters, names products, largest first', async () => {
    const items = await answer('popular-items', { from: '2041-03-31', to: '2041-05-02' });
    expect(items.kind).toBe('top');
    expect(items.rows).toEqual([
      { key: rindsschnitzel.id, label: 'Rindsschnitzel', count: 13, amount: 0 },
      { key: leberkaese.id, label: 'Leberkäse', count: 5, amount: 0 },
      { key: deletedProductId, label: 'Gelöschtes Produkt', count: 1, amount: 0 },
    ]);
    expect(items.total).toEqual({ count: 19, amount: 0 });
    // Only April as a whole month: the ragged ends are left out.
    const april = await answer('popular-items', { from: '2041-04-01', to: '2041-04-30' });
    expect(april.rows!.map((row) => [row.label, row.count])).toEqual([
      ['Rindsschnitzel', 4],
      ['Leberkäse', 3],
    ]);
  });

  it('labels order origins and orders revenue origins by amount', async () => {
    const range = { from: '2041-03-01', to: '2041-03-31' };
    const origins = await answer('order-origins', range);
    expect(origins.rows!.map((row) => [row.label, row.count])).toEqual([
      ['Telefon', 3],
      ['QR-Code: Flyer Leibnitz', 2],
      ['Kiosk', 1],
    ]);
    const revenue = await answer('revenue-origins', range);
    expect(revenue).toMatchObject({ kind: 'share', value: 'amount', total: { count: 6, amount: 9_500 } });
    expect(revenue.rows!.map((row) => [row.label, row.amount])).toEqual([
      ['Kiosk', 4_000],
      ['QR-Code: Flyer Leibnitz', 3_000],
      ['Telefon', 2_500],
    ]);
    const qr = await answer('qr-code-origins', range);
    expect(qr.rows).toEqual([{ key: flyer.id, label: 'Flyer Leibnitz', count: 7, amount: 0 }]);
  });

  it('orders equal values by label and folds the rows after 50 into "Sonstige"', async () => {
    const schemes = await answer('color-schemes', { from: '2041-06-01', to: '2041-06-01' });
    expect(schemes.rows!.map((row) => row.label)).toEqual(['Dunkel', 'Hell']);
    const pages = await answer('pages', { from: '2041-07-01', to: '2041-07-31' });
    expect(pages.rows).toHaveLength(51);
    expect(pages.rows![0]).toEqual({ key: '/seite-53', label: '/seite-53', count: 53, amount: 0 });
    expect(pages.rows![49]).toMatchObject({ key: '/seite-4', count: 4 });
    expect(pages.rows![50]).toEqual({ key: '*', label: 'Sonstige', count: 6, amount: 0 });
    expect(pages.total.count).toBe((53 * 54) / 2);
  });

  it('takes the days a range leaves out off a month counter', async () => {
    const referrers = await answer('referrers', { from: '2041-08-02', to: '2041-08-31' });
    expect(referrers.rows).toEqual([
      { key: 'direct', label: 'Direkt', count: 3, amount: 0 },
      { key: 'www.google.com', label: 'www.google.com', count: 1, amount: 0 },
    ]);
    expect(referrers.total).toEqual({ count: 4, amount: 0 });
    const firstDay = await answer('referrers', { from: '2041-08-01', to: '2041-08-30' });
    expect(firstDay.rows!.map((row) => [row.key, row.count])).toEqual([
      ['direct', 5],
      ['www.google.com', 4],
    ]);
  });

  it('answers a heatmap with all 168 weekday × hour cells', async () => {
    const times = await answer('order-times', { from: '2041-03-01', to: '2041-03-31' });
    expect(times.kind).toBe('heatmap');
    expect(times.cells).toHaveLength(168);
    expect(times.cells![0]).toEqual({ weekday: 1, hour: 0, count: 0, amount: 0 });
    expect(times.cells!.filter((cell) => cell.count > 0)).toEqual([
      { weekday: 3, hour: 11, count: 3, amount: 0 },
      { weekday: 7, hour: 9, count: 4, amount: 0 },
    ]);
    expect(times.total).toEqual({ count: 7, amount: 0 });
  });

  it('reads one branch for an administrator who names it', async () => {
    const orders = await answer('orders', { from: '2041-03-01', to: '2041-03-03', branch: actors.branchB.id });
    expect(counts(orders.series)).toEqual([5, 0, 0]);
    expect(orders.branch).toBe(actors.branchB.id);
    const unknown = await get('orders', { from: '2041-03-01', to: '2041-03-03', branch: ulid() });
    expect(unknown).toMatchObject({ status: 404, body: { errors: [{ code: 'entity.notFound', message: 'Filiale wurde nicht gefunden.' }] } });
  });

  it('limits an employee to their branches: their own by default, another one refused', async () => {
    const range = { from: '2041-03-01', to: '2041-03-03' };
    expect(counts((await answer('orders', range, actors.employee.token)).series)).toEqual([2, 0, 1]);
    expect(counts((await answer('orders', range, actors.otherEmployee.token)).series)).toEqual([5, 0, 0]);
    expect(counts((await answer('orders', { ...range, branch: actors.branchA.id }, actors.employee.token)).series)).toEqual([2, 0, 1]);
    const times = await answer('order-times', { from: '2041-03-01', to: '2041-03-31' }, actors.otherEmployee.token);
    expect(times.cells!.filter((cell) => cell.count > 0)).toEqual([{ weekday: 3, hour: 11, count: 1, amount: 0 }]);
    const foreign = await get('orders', { ...range, branch: actors.branchB.id }, actors.employee.token);
    expect(foreign).toMatchObject({ status: 403, body: { errors: [{ code: 'auth.branchForbidden', field: 'branch' }] } });
  });

  it('refuses unknown names, missing, reversed and too long ranges, and anonymous callers', async () => {
    const unknown = await get('umsatz', { from: '2041-03-01', to: '2041-03-03' });
    expect(unknown).toMatchObject({ status: 404, body: { errors: [{ code: 'statistics.unknown', message: 'Diese Statistik gibt es nicht.' }] } });
    const missing = await get('orders', { from: '2041-03-01' });
    expect(missing).toMatchObject({ status: 400, body: { errors: [{ field: 'to', code: 'validation.requiredField' }] } });
    const reversed = await get('orders', { from: '2041-03-03', to: '2041-03-01' });
    expect(reversed).toMatchObject({ status: 400, body: { errors: [{ code: 'validation.dateRange', field: 'to' }] } });
    const twoYears = await answer('orders', { from: '2040-03-01', to: '2042-02-28' });
    expect(twoYears.series).toHaveLength(730);
    const tooLong = await get('orders', { from: '2040-01-01', to: '2042-01-01' });
    expect(tooLong).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'validation.dateRangeTooLong', field: 'to', message: 'Der Zeitraum darf höchstens 731 Tage umfassen.' }] },
    });
    const anonymous = await invoke(statistics, 'GET', {
      path: '/api/statistics/{name}',
      params: { name: 'orders' },
      query: { from: '2041-03-01', to: '2041-03-01' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers the working-time statistics of the spec from time tracking: minutes per day (time-sheets.int.test.ts)', async () => {
    const response = await get('working-activities', { from: '2041-03-01', to: '2041-03-03' });
    expect(response).toMatchObject({ status: 200, body: { data: { name: 'working-activities', kind: 'series', value: 'count' } } });
    expect(response.body.data?.series?.map((point) => point.day)).toEqual(['2041-03-01', '2041-03-02', '2041-03-03']);
  });
});
