/**
 * A year of statistics for busy branches, written through addRollups as the writers would write
 * it (docs/statistics.md "Generated data"), for `npm run bench -- statistics` (scripts/bench.ts).
 *
 * Per branch and day, shaped by weekday, season and hour and varied by a seeded random source:
 * - about 200 orders, each made into increments by the order consumer's own functions
 *   (shared/statistics/order-rollups.ts `placementIncrements`, 3 % taken back by
 *   `cancellationIncrements`): 1–6 lines of 50 products with a long tail, gross prices, the
 *   origins of shared/statistics/origins.ts (phone, table, kiosk, QR codes, campaigns, referring
 *   sites, the shop itself);
 * - about 3,000 page views of 30 pages with unique visitors, events, page flows, and per visit
 *   screens, pixel ratios, colour schemes, referrers, browsers, systems and visitor times (the
 *   keys of shared/statistics/catalog.ts), spread over their categories in totals rather than
 *   view by view;
 * - QR code scans of the branch's codes (qr-code-origins by id, qr-code-targets by target).
 *
 * One day's increments of all branches are merged (`mergeIncrements`) into one addRollups call;
 * several days are written at once.
 */
import { addRollups, mergeIncrements, type RollupIncrement } from '#functions/db/rollups.ts';
import { ROLLUP_ALL_BRANCHES } from '#functions/db/keys.ts';
import { createEntity } from '#functions/db/repository.ts';
import { readConfig } from '#functions/lib/config.ts';
import { addDays, weekdayOf } from '#shared/time/calendar.ts';
import { localDateOf, zonedInstant } from '#shared/time/zone.ts';
import { STATISTIC_NAMES } from '#shared/statistics/catalog.ts';
import { branchIds, productIds } from '../infra/local/seed/ids';
import { demoUsers } from '../infra/local/seed/data/shop';
import type { LocalStack } from '../infra/local/stack';
import { cancellationIncrements, placementIncrements, type CountedOrder } from '#shared/statistics/order-rollups.ts';
import type { OrderOrigin } from '#shared/statistics/origins.ts';

export interface GeneratedQrCode {
  id: string;
  target: string;
  /** Index of the branch whose flyers, posters or table cards carry it. */
  branch: number;
}

export interface StatisticsYearOptions {
  branchIds: readonly string[];
  /** The products, most popular first (a long tail follows). */
  productIds: readonly string[];
  qrCodes: readonly GeneratedQrCode[];
  /** The last shop-local day written; the year ends with it. */
  lastDay: string;
  days: number;
  timeZone: string;
  /** Orders and page views of an average weekday per branch. */
  ordersPerDay?: number;
  pageViewsPerDay?: number;
  /** Days written at once. */
  parallelDays?: number;
  seed?: number;
}

export interface StatisticsYearResult {
  days: number;
  orders: number;
  pageViews: number;
  /** Increments before merging, and the counter items written (day and month, branch and ALL). */
  increments: number;
  writes: number;
  ms: number;
}

/** mulberry32: a small seeded random source, so every run writes the same year. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;

/** An index drawn with the given weights. */
function pick(weights: readonly number[], random: Random): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let rest = random() * total;
  for (let index = 0; index < weights.length; index++) {
    rest -= weights[index]!;
    if (rest < 0) return index;
  }
  return weights.length - 1;
}

/** `total` spread over categories by weight, each share varied by ±15 %; zero shares left out. */
function spread<K extends string>(total: number, shares: ReadonlyArray<readonly [K, number]>, random: Random): Array<[K, number]> {
  const sum = shares.reduce((acc, [, weight]) => acc + weight, 0);
  return shares.map(([key, weight]) => [key, Math.round(((total * weight) / sum) * (0.85 + random() * 0.3))] as [K, number]).filter(([, count]) => count > 0);
}

/** Monday … Sunday: Friday and Saturday are the butcher's busy days; Sunday only pre-orders and the web. */
const WEEKDAY_ORDERS = [0.85, 0.9, 1, 1.05, 1.35, 1.3, 0.15];
const WEEKDAY_VIEWS = [0.95, 0.95, 1, 1, 1.15, 1.1, 0.85];
/** January … December: grill season in summer, Christmas roasts in December. */
const MONTH_FACTOR = [0.85, 0.85, 0.95, 1, 1.05, 1.15, 1.2, 1.15, 1, 0.95, 1, 1.35];

/** Orders by hour 7–18 (shop hours): breakfast, the lunch peak, the after-work trip. */
const ORDER_HOURS: ReadonlyArray<readonly [number, number]> = [
  [7, 4],
  [8, 6],
  [9, 7],
  [10, 10],
  [11, 16],
  [12, 14],
  [13, 7],
  [14, 5],
  [15, 7],
  [16, 10],
  [17, 9],
  [18, 3],
];
/** Page views by hour: morning, lunch and the evening at home. */
const VIEW_HOURS: ReadonlyArray<readonly [string, number]> = Array.from({ length: 24 }, (_, hour) => {
  const weight = hour < 6 ? 0.3 : hour < 9 ? 2 : hour < 11 ? 4 : hour < 13 ? 7 : hour < 17 ? 4 : hour < 22 ? 6 : 1.5;
  return [String(hour).padStart(2, '0'), weight] as const;
});

const PAGES = [
  '/',
  '/store/{branch}',
  '/mittagsmenue',
  '/angebote',
  '/catering',
  '/store/{branch}/grill',
  '/store/{branch}/wurst',
  '/store/{branch}/frischfleisch',
  '/kontakt',
  '/ueber-uns',
  '/store/{branch}/heisse-theke',
  '/store/{branch}/feinkost',
  '/jobs',
  '/oeffnungszeiten',
  '/store/{branch}/party',
  '/store/{branch}/getraenke',
  '/rezepte',
  '/rezepte/wiener-schnitzel',
  '/rezepte/steirisches-wurzelfleisch',
  '/rezepte/grillmarinade',
  '/gutscheine',
  '/lieferung',
  '/regionalitaet',
  '/team',
  '/geschichte',
  '/newsletter',
  '/impressum',
  '/datenschutz',
  '/agb',
  '/barrierefreiheit',
];
const PAGE_WEIGHTS = PAGES.map((_, index) => 1 / (index + 1) ** 1.05);
const EVENTS: ReadonlyArray<readonly [string, number]> = [
  ['store|product-open', 30],
  ['store|add-to-cart', 22],
  ['cart|open', 12],
  ['checkout|start', 8],
  ['checkout|complete', 6],
  ['store|remove-from-cart', 3],
  ['navigation|menu-open', 9],
  ['store|branch-select', 7],
  ['consent|accept', 5],
  ['consent|decline', 3],
  ['search|submit', 4],
  ['contact|submit', 0.5],
];
const RESOLUTIONS: ReadonlyArray<readonly [string, number]> = [
  ['390x844', 14],
  ['412x915', 12],
  ['1920x1080', 11],
  ['393x873', 9],
  ['360x800', 8],
  ['414x896', 6],
  ['1366x768', 6],
  ['1536x864', 5],
  ['428x926', 4],
  ['375x667', 4],
  ['1440x900', 3],
  ['2560x1440', 2],
  ['768x1024', 2],
  ['820x1180', 1.5],
  ['1280x720', 1],
];
const PIXEL_RATIOS: ReadonlyArray<readonly [string, number]> = [
  ['3', 32],
  ['2', 30],
  ['1', 22],
  ['2.625', 8],
  ['1.5', 5],
  ['1.25', 3],
];
const COLOR_SCHEMES: ReadonlyArray<readonly [string, number]> = [
  ['light', 72],
  ['dark', 28],
];
const REFERRERS: ReadonlyArray<readonly [string, number]> = [
  ['direct', 44],
  ['www.google.com', 24],
  ['www.google.at', 10],
  ['www.facebook.com', 5],
  ['l.instagram.com', 5],
  ['maps.google.com', 4],
  ['www.bing.com', 3],
  ['duckduckgo.com', 2],
  ['www.herold.at', 2],
  ['www.meinbezirk.at', 1],
];
const BROWSERS: ReadonlyArray<readonly [string, number]> = [
  ['Chrome', 45],
  ['Safari', 30],
  ['Edge', 10],
  ['Samsung Internet', 7],
  ['Firefox', 6],
  ['Sonstige', 2],
];
const SYSTEMS: ReadonlyArray<readonly [string, number]> = [
  ['Android', 42],
  ['iOS', 33],
  ['Windows', 18],
  ['macOS', 5],
  ['Linux', 1],
  ['Sonstige', 1],
];
/** Order origins without QR codes (those follow the branch's codes). */
const ORIGINS: ReadonlyArray<readonly [OrderOrigin, number]> = [
  [{ channel: 'storefront' }, 38],
  [{ channel: 'phone' }, 15],
  [{ channel: 'kiosk' }, 10],
  [{ channel: 'table' }, 8],
  [{ channel: 'referrer', referrer: 'www.google.com' }, 8],
  [{ channel: 'referrer', referrer: 'www.facebook.com' }, 2],
  [{ channel: 'referrer', referrer: 'l.instagram.com' }, 2],
  [{ channel: 'campaign', source: 'newsletter', medium: 'email', campaign: 'grillsaison' }, 3],
  [{ channel: 'campaign', source: 'flyer', medium: 'print' }, 2],
];
const QR_SHARE = 12;
const LINES = [0, 30, 28, 20, 12, 6, 4];

/** A product's gross price per piece or kilogram, from its place in the list (2.40 € to 34 €). */
const priceOf = (index: number): number => Math.round((2.4 + ((index * 7.3) % 31.6)) * 100) / 100;

function orderOf(
  day: string,
  branchIndex: number,
  options: StatisticsYearOptions,
  orderNumber: number,
  random: Random,
  productWeights: readonly number[],
): CountedOrder {
  const [hour] =
    ORDER_HOURS[
      pick(
        ORDER_HOURS.map(([, weight]) => weight),
        random,
      )
    ]!;
  const createdAt = zonedInstant(day, hour * 60 + Math.floor(random() * 60), options.timeZone).toISOString();
  const lineCount = pick(LINES, random);
  const items: CountedOrder['items'][number][] = [];
  let gross = 0;
  for (let line = 0; line < lineCount; line++) {
    const productIndex = pick(productWeights, random);
    // Every third product is weighed (kilograms), the others are pieces.
    const weighed = productIndex % 3 === 0;
    const amount = weighed ? Math.round((0.2 + random() * 1.3) * 100) / 100 : 1 + Math.floor(random() * 4);
    const price = Math.round(priceOf(productIndex) * amount * 100) / 100;
    gross += price;
    items.push({ product: { id: options.productIds[productIndex]! }, amount, unit: weighed ? 'kilogram' : 'amount', price });
  }
  const branchCodes = options.qrCodes.filter((code) => code.branch === branchIndex);
  const origins: Array<readonly [OrderOrigin, number]> = [
    ...ORIGINS,
    ...branchCodes.map((code) => [{ channel: 'qr', qrCodeId: code.id }, QR_SHARE / branchCodes.length] as const),
  ];
  const origin =
    origins[
      pick(
        origins.map(([, weight]) => weight),
        random,
      )
    ]![0];
  const delivery = random() < 0.1 ? 3.5 : 0;
  return {
    id: `${day}-${branchIndex}-${orderNumber}`,
    createdAt,
    branch: { id: options.branchIds[branchIndex]! },
    items,
    pricing: { totalGross: Math.round((gross + delivery) * 100) / 100 },
    origin,
  };
}

/** What the writers would add for one branch on one day. */
export function branchDayIncrements(
  day: string,
  branchIndex: number,
  options: StatisticsYearOptions,
  random: Random,
): { increments: RollupIncrement[]; orders: number; pageViews: number } {
  const branchId = options.branchIds[branchIndex]!;
  const weekday = weekdayOf(day);
  const season = MONTH_FACTOR[Number(day.slice(5, 7)) - 1]!;
  const noise = () => 0.85 + random() * 0.3;
  const increments: RollupIncrement[] = [];
  const productWeights = options.productIds.map((_, index) => 1 / (index + 1) ** 1.15);

  const orders = Math.round((options.ordersPerDay ?? 200) * WEEKDAY_ORDERS[weekday]! * season * noise());
  for (let number = 0; number < orders; number++) {
    const placed = placementIncrements(orderOf(day, branchIndex, options, number, random, productWeights), options.timeZone);
    increments.push(...placed);
    if (random() < 0.03) increments.push(...cancellationIncrements(placed));
  }

  // As the analytics writer counts (shared/analytics/entry.ts): every view adds to page-views and
  // pages, a view after another to event-flow; a visit's first view to referrers and
  // visitor-times, and its device info once to screens, ratios, schemes, browsers and systems.
  const views = Math.round((options.pageViewsPerDay ?? 3000) * WEEKDAY_VIEWS[weekday]! * season * noise());
  const visitors = Math.round(views / (2.8 + random() * 0.8));
  const visits = Math.round(visitors * (1.1 + random() * 0.1));
  const slug = ['graz', 'leibnitz', 'weiz', 'filiale'][Math.min(branchIndex, 3)]!;
  const add = (metric: string, entries: Array<[string, number]>) => {
    for (const [key, count] of entries) increments.push({ metric, branchId, day, key, count });
  };
  add('page-views', [['', views]]);
  add('unique-visitors', [['', visitors]]);
  add(
    'pages',
    spread(
      views,
      PAGES.map((page, index) => [page.replace('{branch}', slug), PAGE_WEIGHTS[index]!] as const),
      random,
    ),
  );
  add('events', spread(Math.round(views * 0.55), EVENTS, random));
  const flows = PAGES.slice(0, 8).flatMap((from, a) =>
    PAGES.slice(0, 8)
      .filter((to) => to !== from)
      .map((to, b) => [`${from.replace('{branch}', slug)}>${to.replace('{branch}', slug)}`, PAGE_WEIGHTS[a]! * PAGE_WEIGHTS[b]!] as const),
  );
  add('event-flow', spread(views - visits, flows, random));
  add('resolutions', spread(visits, RESOLUTIONS, random));
  add('device-pixel-ratios', spread(visits, PIXEL_RATIOS, random));
  add('color-schemes', spread(visits, COLOR_SCHEMES, random));
  add('referrers', spread(visits, REFERRERS, random));
  add('browsers', spread(visits, BROWSERS, random));
  add('operating-systems', spread(visits, SYSTEMS, random));
  add(
    'visitor-times',
    spread(visits, VIEW_HOURS, random).map(([hour, count]) => [`${weekday + 1}|${hour}`, count]),
  );

  for (const code of options.qrCodes.filter((candidate) => candidate.branch === branchIndex)) {
    const scans = Math.round(8 * season * noise());
    if (scans === 0) continue;
    increments.push({ metric: 'qr-code-origins', branchId, day, key: code.id, count: scans });
    increments.push({ metric: 'qr-code-targets', branchId, day, key: code.target, count: scans });
  }
  return { increments, orders, pageViews: views };
}

/** Writes the year and says how much it wrote and how long it took. */
export async function writeStatisticsYear(options: StatisticsYearOptions, progress?: (daysDone: number) => void): Promise<StatisticsYearResult> {
  const started = performance.now();
  const random = randomSource(options.seed ?? 2026);
  const firstDay = addDays(options.lastDay, -(options.days - 1));
  const result = { days: options.days, orders: 0, pageViews: 0, increments: 0, writes: 0 };
  const parallel = options.parallelDays ?? 6;
  let next = 0;
  let done = 0;
  // Each day's increments are drawn in day order (one random source), then written in parallel.
  const worker = async () => {
    while (next < options.days) {
      const day = addDays(firstDay, next++);
      const increments: RollupIncrement[] = [];
      for (let branch = 0; branch < options.branchIds.length; branch++) {
        const generated = branchDayIncrements(day, branch, options, random);
        increments.push(...generated.increments);
        result.orders += generated.orders;
        result.pageViews += generated.pageViews;
      }
      const merged = mergeIncrements(increments);
      result.increments += increments.length;
      // addRollups writes a day and a month item per merged increment, for its branch and for ALL.
      result.writes +=
        mergeIncrements(merged.flatMap((increment) => [increment, { ...increment, branchId: ROLLUP_ALL_BRANCHES }])).filter(
          (increment) => increment.count !== 0 || increment.amount !== 0,
        ).length * 2;
      await addRollups(merged);
      done += 1;
      progress?.(done);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { ...result, ms: performance.now() - started };
}

/** A staff member's access token from the stack's Cognito (USER_PASSWORD_AUTH, loopback). */
async function signIn(stack: LocalStack, username: string): Promise<string> {
  const user = demoUsers.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`no demo user ${username}`);
  const response = await fetch(stack.urls.cognito, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.userPoolClientId,
      AuthParameters: { USERNAME: user.username, PASSWORD: user.password },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { AccessToken?: string } };
  if (!body.AuthenticationResult?.AccessToken) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.AccessToken;
}

/** Requests per statistic and range after one unmeasured warm-up request. */
const TIMED_REQUESTS = 9;
const BUDGET_MS = 300;

/** p50 and max of the timed requests of one statistic over one range, and the answer's size. */
async function timeStatistic(stack: LocalStack, token: string, name: string, from: string, to: string): Promise<{ p50: number; max: number; bytes: number }> {
  const url = `${stack.urls.api}/statistics/${name}?from=${from}&to=${to}`;
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run <= TIMED_REQUESTS; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const text = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`);
    bytes = text.length;
    if (run > 0) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, max: times[times.length - 1]!, bytes };
}

/**
 * The bench section (`npm run bench -- statistics`) on the bench's local stack (in memory, free
 * loopback ports, the demo shop): a year of its three branches written, then each of the 22
 * statistics timed over the HTTP API for the year and the last 30 days (administrator: ALL
 * branches) and for the year as an employee of one branch. A fixed number of requests.
 */
export async function statisticsBench(stack: LocalStack): Promise<void> {
  console.log('\n6. Statistics: a year of 3 branches (~200 orders, ~3,000 page views per branch and day) via addRollups, then GET /api/statistics/{name}');
  const timeZone = readConfig().timeZone;
  const lastDay = addDays(localDateOf(new Date(), timeZone), -1);
  const branches = [branchIds.graz, branchIds.leibnitz, branchIds.weiz];
  const codes = [
    { name: 'Tischaufsteller Graz', path: '/qr/tisch-graz', target: '/store/graz', branch: 0 },
    { name: 'Schaufenster Graz', path: '/qr/schaufenster-graz', target: '/angebote', branch: 0 },
    { name: 'Flyer Leibnitz', path: '/qr/flyer-leibnitz', target: '/store/leibnitz', branch: 1 },
    { name: 'Plakat Grillsaison', path: '/qr/plakat-grill', target: '/store/leibnitz/grill', branch: 1 },
    { name: 'Lieferwagen Weiz', path: '/qr/lieferwagen-weiz', target: '/store/weiz', branch: 2 },
    { name: 'Visitenkarte Weiz', path: '/qr/visitenkarte-weiz', target: '/catering', branch: 2 },
  ];
  const qrCodes: GeneratedQrCode[] = [];
  for (const code of codes) {
    const record = await createEntity('QrCode', { name: code.name, path: code.path, target: code.target, isEnabled: true });
    qrCodes.push({ id: record.id, target: code.target, branch: code.branch });
  }
  const year = await writeStatisticsYear(
    { branchIds: branches, productIds: Object.values(productIds).slice(0, 50), qrCodes, lastDay, days: 365, timeZone },
    (done) => {
      if (done % 30 === 0) console.log(`  … ${done} of 365 days written`);
    },
  );
  console.log(
    `  wrote ${year.days} days to ${lastDay}: ${year.orders.toLocaleString('en')} orders, ${year.pageViews.toLocaleString('en')} page views, ` +
      `${year.increments.toLocaleString('en')} increments merged into ${year.writes.toLocaleString('en')} counter writes in ${(year.ms / 1000).toFixed(0)} s ` +
      `(${((year.writes / year.ms) * 1000).toFixed(0)} writes/s)`,
  );
  const admin = await signIn(stack, 'admin');
  const employee = await signIn(stack, 'team-leibnitz');
  const yearFrom = addDays(lastDay, -364);
  const monthFrom = addDays(lastDay, -29);
  console.log(`  ${TIMED_REQUESTS} requests each after a warm-up, budget ${BUDGET_MS} ms; p50 / max in ms (answer size)`);
  console.log(`  ${'statistic'.padEnd(20)} ${'year, all'.padEnd(26)} ${'30 days, all'.padEnd(26)} year, employee`);
  let worst = 0;
  for (const name of STATISTIC_NAMES) {
    const cells: string[] = [];
    for (const [token, from] of [
      [admin, yearFrom],
      [admin, monthFrom],
      [employee, yearFrom],
    ] as const) {
      const timing = await timeStatistic(stack, token, name, from, lastDay);
      worst = Math.max(worst, timing.max);
      cells.push(
        `${mark(timing.max <= BUDGET_MS)} ${timing.p50.toFixed(0).padStart(4)} / ${timing.max.toFixed(0).padStart(4)} (${(timing.bytes / 1024).toFixed(1)} KB)`.padEnd(
          26,
        ),
      );
    }
    console.log(`  ${name.padEnd(20)} ${cells.join(' ')}`);
  }
  console.log(`  slowest single answer: ${worst.toFixed(0)} ms`);
}

const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');
