/**
 * Largest Contentful Paint of the home page, a branch (store) page and a content page (DESIGN.md
 * §9: ≤ 1.5 s with 4× CPU slow-down and slow 4G), first and returning visit, with photos and with
 * every `/image/` request refused, on the demo shop and on the generated big chain.
 *
 * Besides the figure each page load records its waterfall from Chromium's own network events
 * (CDP `Network.*`): when the HTML, each script, /api/init, the stylesheets and the photos start
 * and end, and which element the paint was. `npm run bench -- lcp` prints the waterfall of the
 * first run of each page; `THEKE_LCP_WATERFALL=all` prints every run's.
 *
 * A first visit paints the cookie banner or the page's first block, whichever is larger; a
 * returning visitor (consent cookie set) paints the page's own content, which on the branch and
 * content pages needs their lazy chunk. The returning visit is measured twice: with an empty HTTP
 * cache ("returning") and after the same browser context loaded the page once ("returning, cache
 * warm": hashed scripts, stylesheets and `/image/` files come from the cache, the HTML and the
 * `max-age=0` start-up data are fetched again).
 */
import { ENV } from '#functions/lib/config.ts';
import { chromium, type Browser, type BrowserContext, type CDPSession } from 'playwright-core';
import { chromiumLaunchOptions } from '../../test/setup/browser';

export const LCP_BUDGET_MS = 1500;

/** Lighthouse's "slow 4G": 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * How long a fresh context and tab rest before the measured navigation. Chromium starts the tab's
 * processes and the DevTools session then, on the same two cores as the local server: navigating
 * at once, the server rendered the store page's HTML in 0.5–0.85 s instead of 0.1–0.25 s, and
 * the LCP measured that contention, which a visitor's phone and our servers never share. After a
 * second's rest the figures measure the page (DESIGN.md §9, docs/performance.md "First paint").
 */
const BROWSER_SETTLE_MS = 1000;

/** `returning`: consent cookie, empty HTTP cache; `warm`: consent cookie and the page loaded once before. */
export type Visitor = 'first' | 'returning' | 'warm';

/** How a visitor reads in the printed headings and the summary. */
export const VISITOR_LABELS: Record<Visitor, string> = { first: 'first', returning: 'returning', warm: 'returning, cache warm' };

/** One request of a page load, in ms since the page's own request started. */
export interface WaterfallEntry {
  url: string;
  /** Chromium's resource type: Document, Script, Stylesheet, Fetch, Image, … */
  type: string;
  /** The priority Chromium gave it when it was sent (VeryHigh … VeryLow). */
  priority: string;
  start: number;
  /** When the last byte arrived (or the request failed). */
  end: number;
  /** Bytes over the wire (compressed), 0 for a refused request. */
  bytes: number;
  failed: boolean;
  /** Served from Chromium's HTTP cache (disk, memory or prefetch) without going to the network. */
  cached: boolean;
  /** A `<link rel=preload>`/`modulepreload` or the parser found it, or a script asked for it. */
  initiator: string;
}

export interface PaintResult {
  lcp: number;
  /** The LCP element: tag, class and, for an image, the file it showed. */
  element: string;
  waterfall: WaterfallEntry[];
}

interface RequestEvent {
  requestId: string;
  timestamp: number;
  type?: string;
  request: { url: string; initialPriority: string };
  initiator: { type: string; url?: string };
}

/** A CDP session's network events as a waterfall, relative to the first (the document's) request. */
function recordWaterfall(cdp: CDPSession): () => WaterfallEntry[] {
  const entries = new Map<string, WaterfallEntry>();
  let origin: number | undefined;
  const at = (timestamp: number) => {
    origin ??= timestamp;
    return Math.round((timestamp - origin) * 1000);
  };
  cdp.on('Network.requestWillBeSent', (event: RequestEvent) => {
    if (entries.has(event.requestId)) return; // a redirect keeps the first start
    if (event.request.url.startsWith('data:')) return; // inline icons: no request
    entries.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? '?',
      priority: event.request.initialPriority,
      start: at(event.timestamp),
      end: Number.NaN,
      bytes: 0,
      failed: false,
      cached: false,
      initiator: event.initiator.type,
    });
  });
  // A revalidated response (304) is not "from cache": it went to the network and was answered.
  cdp.on('Network.requestServedFromCache', (event: { requestId: string }) => {
    const entry = entries.get(event.requestId);
    if (entry) entry.cached = true;
  });
  cdp.on('Network.responseReceived', (event: { requestId: string; response: { fromDiskCache?: boolean; fromPrefetchCache?: boolean } }) => {
    const entry = entries.get(event.requestId);
    if (entry && (event.response.fromDiskCache || event.response.fromPrefetchCache)) entry.cached = true;
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; timestamp: number; encodedDataLength: number }) => {
    const entry = entries.get(event.requestId);
    if (!entry) return;
    entry.end = at(event.timestamp);
    entry.bytes = event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (event: { requestId: string; timestamp: number }) => {
    const entry = entries.get(event.requestId);
    if (!entry) return;
    entry.end = at(event.timestamp);
    entry.failed = true;
  });
  return () => [...entries.values()].sort((a, b) => a.start - b.start);
}

/** The file part of an address (`/assets/StorePage-C3CabQlN.js`, `/image/…-small.webp`), query dropped. */
export function shortUrl(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname === '/' ? '/ (HTML)' : parsed.pathname;
}

/** The waterfall as lines: start–end ms, a bar on a 100 ms grid, size, priority, file. */
export function formatWaterfall(entries: readonly WaterfallEntry[], lcp: number): string[] {
  const scale = 100;
  const width = Math.ceil(Math.max(lcp, ...entries.map((entry) => entry.end || 0)) / scale);
  const lcpColumn = Math.round(lcp / scale);
  return entries.map((entry) => {
    const from = Math.floor(entry.start / scale);
    const to = Math.max(from + 1, Math.ceil((Number.isNaN(entry.end) ? entry.start : entry.end) / scale));
    const bar = Array.from({ length: width + 1 }, (_, column) => (column >= from && column < to ? '█' : column === lcpColumn ? '|' : '·')).join('');
    const end = Number.isNaN(entry.end) ? '   …' : String(entry.end).padStart(4);
    const size = entry.failed ? 'refused' : entry.cached ? 'cache' : `${(entry.bytes / 1024).toFixed(1)} KB`;
    return `    ${String(entry.start).padStart(4)}–${end} ms ${bar} ${size.padStart(8)} ${entry.priority.padEnd(8)} ${shortUrl(entry.url)}`;
  });
}

/**
 * Loads the page once, unthrottled, in its own tab of the context and waits until the network is
 * quiet, so the context's HTTP cache holds what that visit downloaded (the measured load's tab
 * shares the cache, not the page's memory).
 */
async function warmCache(context: BrowserContext, url: string, photos: boolean): Promise<void> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (!photos) await cdp.send('Network.setBlockedURLs', { urls: [PHOTO_URLS] });
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    await page.close();
  }
}

/** The photos a load without photos refuses. */
const PHOTO_URLS = '*/image/*';

/**
 * When what the page's code needed from the network was there: the start-up data (`/api/init`,
 * `/api/init/store/…`) and every document, script and stylesheet requested before the data was
 * done. The paint's distance to it is evaluation and rendering. Scripts the page loads only after
 * its render (analytics sender, deferred chunks) and the photos (the largest may be one) do not count.
 */
export function codeAndDataDone(entries: readonly WaterfallEntry[], lcp: number): number {
  const done = (list: readonly WaterfallEntry[]) => Math.max(0, ...list.filter((entry) => !Number.isNaN(entry.end)).map((entry) => entry.end));
  const data = entries.filter((entry) => entry.start < lcp && !Number.isNaN(entry.end) && new URL(entry.url).pathname.startsWith('/api/init'));
  const dataDone = data.length > 0 ? done(data) : lcp;
  const code = new Set(['Document', 'Script', 'Stylesheet']);
  return Math.max(done(data), done(entries.filter((entry) => code.has(entry.type) && entry.start < Math.min(dataDone, lcp))));
}

/** One page load in a fresh browser context under the throttling; its LCP, element and waterfall. */
export async function paintOnce(browser: Browser, url: string, options: { visitor: Visitor; photos: boolean }): Promise<PaintResult> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  try {
    if (options.visitor !== 'first') await context.addCookies([{ name: 'theke-consent', value: 'accepted', url }]);
    // Playwright's request interception turns the HTTP cache off, so the warm visit refuses photos
    // through Chromium's own URL blocking (the same failed request in the waterfall).
    const warm = options.visitor === 'warm';
    if (warm) await warmCache(context, url, options.photos);
    else if (!options.photos) await context.route('**/image/**', (route) => route.abort());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    if (warm && !options.photos) await cdp.send('Network.setBlockedURLs', { urls: [PHOTO_URLS] });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const waterfall = recordWaterfall(cdp);
    await page.waitForTimeout(BROWSER_SETTLE_MS);
    // Every entry from the page's start, read once the network is idle and a second later: an
    // observer created after the load only gets the entries buffered so far in its first call.
    await page.addInitScript(() => {
      const entries: { startTime: number; element: string }[] = [];
      (window as unknown as { __lcpEntries: typeof entries }).__lcpEntries = entries;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element; url?: string; size?: number })[]) {
          const element = entry.element;
          const name = element ? `<${element.tagName.toLowerCase()}${element.classList.length > 0 ? `.${[...element.classList].join('.')}` : ''}>` : '<?>';
          const file = entry.url ? ` ${new URL(entry.url).pathname}` : '';
          entries.push({ startTime: entry.startTime, element: `${name}${file} ${entry.size ?? 0} px²` });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // A photo that arrived before the app ran paints with the app's render, which may come after
    // the network fell idle: read until a second passes without a new entry (at most 10 s).
    const read = () => page.evaluate(() => (window as unknown as { __lcpEntries: { startTime: number; element: string }[] }).__lcpEntries);
    let entries = await read();
    for (let waited = 0; waited < 10; waited++) {
      await page.waitForTimeout(1000);
      const next = await read();
      if (next.length === entries.length) break;
      entries = next;
    }
    const last = entries.at(-1);
    const paint = { lcp: last?.startTime ?? Number.NaN, element: last?.element ?? '<none>' };
    return { ...paint, waterfall: waterfall() };
  } finally {
    await context.close();
  }
}

export interface LcpPage {
  path: string;
  visitor: Visitor;
  /** What the page is, in the printed heading. */
  label: string;
}

/** The pages the budget names: home, a branch page and a content page, each as a first visit and a returning one with a cold and a warm cache. */
export function lcpPages(branchIdentifier: string, contentPath: string): LcpPage[] {
  const visitors: Visitor[] = ['first', 'returning', 'warm'];
  const pages = [
    { path: '/', label: 'home' },
    { path: `/store/${branchIdentifier}`, label: 'store' },
    { path: contentPath, label: 'content' },
  ];
  return pages.flatMap((page) => visitors.map((visitor) => ({ ...page, visitor })));
}

/**
 * The first content page a visitor can reach, from the shop's own sitemap: a path that is not the
 * home page, a store page or a legal text.
 */
export function firstContentPath(sitemapXml: string): string | undefined {
  const paths = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return paths.find((path) => path !== '/' && !path.startsWith('/store/') && !path.startsWith('/site/'));
}

/**
 * The home page's first branch (the first of GET /api/init's branch list), else the sitemap's
 * first store page.
 */
export function firstBranchIdentifier(init: unknown, sitemapXml: string): string | undefined {
  const entries = Array.isArray(init) ? (init as { url?: unknown; data?: unknown }[]) : [];
  const branches = entries.find((entry) => entry.url === '/api/branches')?.data;
  const first = Array.isArray(branches) ? (branches[0] as { identifier?: unknown } | undefined) : undefined;
  if (typeof first?.identifier === 'string') return first.identifier;
  const store = [...sitemapXml.matchAll(/<loc>[^<]*?\/store\/([^</]+)<\/loc>/g)][0];
  return store ? decodeURIComponent(store[1]!) : undefined;
}

export interface LcpFigure {
  dataSet: string;
  page: LcpPage;
  withPhotos: number[];
  withoutPhotos: number[];
}

/**
 * Three runs of each page with photos and without, printed as they come, with the waterfall of
 * the first run with photos. Returns the figures for the summary.
 */
export async function lcpBench(appUrl: string, dataSet: string, runs = 3): Promise<LcpFigure[]> {
  const sitemap = await (await fetch(`${appUrl}/sitemap.xml`)).text();
  const branch = firstBranchIdentifier(await (await fetch(`${appUrl}/api/init`)).json(), sitemap);
  if (!branch) throw new Error(`${dataSet}: no branch in /api/init or the sitemap`);
  const contentPath = firstContentPath(sitemap);
  const pages = lcpPages(branch, contentPath ?? '/site/imprint');
  const allWaterfalls = process.env.THEKE_LCP_WATERFALL === 'all';
  // Each page asked for once before: in AWS CloudFront keeps a page's HTML (functions/pages), and
  // the local server builds the first-screen renderer on its first page.
  for (const path of new Set(pages.map((page) => page.path))) await (await fetch(appUrl + path)).text();
  const browser = await chromium.launch(chromiumLaunchOptions);
  const figures: LcpFigure[] = [];
  try {
    for (const page of pages) {
      console.log(`\n  ${dataSet}: ${page.label} ${page.path} (${VISITOR_LABELS[page.visitor]} visit) — budget ${(LCP_BUDGET_MS / 1000).toFixed(1)} s`);
      const figure: LcpFigure = { dataSet, page, withPhotos: [], withoutPhotos: [] };
      for (let run = 1; run <= runs; run++) {
        const withPhotos = await paintOnce(browser, appUrl + page.path, { visitor: page.visitor, photos: true });
        const withoutPhotos = await paintOnce(browser, appUrl + page.path, { visitor: page.visitor, photos: false });
        figure.withPhotos.push(withPhotos.lcp);
        figure.withoutPhotos.push(withoutPhotos.lcp);
        console.log(
          `  ${withPhotos.lcp <= LCP_BUDGET_MS ? 'ok  ' : 'OVER'} run ${run}: ${withPhotos.lcp.toFixed(0)} ms ${withPhotos.element}` +
            `  ·  without photos ${withoutPhotos.lcp.toFixed(0)} ms ${withoutPhotos.element}`,
        );
        if (run === 1 || allWaterfalls) {
          for (const line of formatWaterfall(withPhotos.waterfall, withPhotos.lcp)) console.log(line);
          const done = codeAndDataDone(withPhotos.waterfall, withPhotos.lcp);
          console.log(
            `    code and data done at ${done} ms, paint at ${withPhotos.lcp.toFixed(0)} ms: ${(withPhotos.lcp - done).toFixed(0)} ms of evaluation and rendering`,
          );
        }
      }
      figures.push(figure);
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** The median of the runs that painted (a run without any LCP entry counts as none). */
const median = (values: readonly number[]): number => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** One line per page and data set: the median with photos and without, against the budget. */
export function lcpSummary(figures: readonly LcpFigure[]): string[] {
  return figures.map(({ dataSet, page, withPhotos, withoutPhotos }) => {
    const photos = median(withPhotos);
    const plain = median(withoutPhotos);
    const ok = Math.max(photos, plain) <= LCP_BUDGET_MS;
    return `  ${ok ? 'ok  ' : 'OVER'} ${dataSet.padEnd(10)} ${`${page.label} ${VISITOR_LABELS[page.visitor]}`.padEnd(30)} ${photos.toFixed(0).padStart(5)} ms with photos  ${plain.toFixed(0).padStart(5)} ms without  (${page.path})`;
  });
}

/**
 * `npm run bench -- lcp`: the pages on the demo shop, then on the big chain (a second stack with
 * `seed: false` and scripts/bench/big-chain.ts), each served from the built app (THEKE_DIST_DIR or
 * dist/), and a summary of both.
 */
export async function lcpSection(distDir: string): Promise<void> {
  console.log(`\n4. Largest Contentful Paint, 4× CPU slow-down, slow 4G (412 × 915) — budget ${(LCP_BUDGET_MS / 1000).toFixed(1)} s, median of 3`);
  const { startLocalStack } = await import('../../infra/local/stack');
  const { seedBigChain } = await import('./big-chain');
  // The Lambdas run in this process: warnings only, not the seed's and the jobs' lines between the figures.
  process.env[ENV.logLevel] = 'warn';
  const figures: LcpFigure[] = [];
  try {
    const demo = await startLocalStack({ ports: 'free', web: 'dist', distDir, seed: true, log: () => undefined });
    try {
      figures.push(...(await lcpBench(demo.urls.app, 'demo')));
    } finally {
      await demo.stop();
    }
    const chain = await startLocalStack({ ports: 'free', web: 'dist', distDir, seed: false, log: () => undefined });
    try {
      await seedBigChain({ cognito: { endpoint: chain.urls.cognito, userPoolId: chain.userPoolId } });
      figures.push(...(await lcpBench(chain.urls.app, 'big chain')));
    } finally {
      await chain.stop();
    }
  } finally {
    // What was measured, also when the second stack did not start.
    console.log('\n  Summary (median with photos / without photos):');
    for (const line of lcpSummary(figures)) console.log(line);
  }
}
