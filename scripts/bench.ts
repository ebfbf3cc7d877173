/**
 * `npm run bench`: measures the budgets of DESIGN.md §9 and prints them as figures (not asserted).
 *
 * 1. Lambda bundles: every route group bundled like CDK does (esbuild, minified ESM, AWS SDK
 *    external because the runtime provides it), size and the time to import it in a fresh Node.
 * 2. Entries: gzipped JS that the storefront's, the back office's and the signage player's
 *    index.html load (entry + modulepreloads).
 * 3. Load at 50 connections on the local stack, each next to a bare Node HTTP server in the same
 *    run: GET /api/init (the server answers the same bytes) and POST /api/orders/public (a real
 *    takeaway order per request with its own idempotency key, its DynamoDB calls counted, next to
 *    DynamoDB Local doing only an order's writes): scripts/bench/load.ts.
 * 4. Largest Contentful Paint of the home, a store and a content page, first and returning visit,
 *    with and without photos, in Chromium with 4× CPU slow-down and slow 4G, on the demo shop and
 *    on the big chain, each page's waterfall printed: scripts/bench/lcp.ts.
 * 5. Images: the time the image processor (events/consumers/media) takes for every rendition of
 *    a 12 MP photo; its bundle is listed with the Lambdas (sharp external, as CDK installs it), and
 *    so is the upload previewer's (sharp, pdf.js and @napi-rs/canvas external).
 * 6. Statistics: a generated year of three busy branches written through addRollups
 *    (scripts/statistics-year.ts), then each statistic's answer time over the HTTP API.
 * 7. Analytics: POST /api/analytics-log at 50 connections and at 500 requests/s, then how long
 *    the roll-up job takes for what arrived.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { build, type BuildOptions } from 'esbuild';
import sharp from 'sharp';
import { BUNDLE_ALIASES } from '../infra/constructs/bundle-aliases';
import { IMAGE_PROCESSOR_ENTRY, UPLOAD_PREVIEW_ENTRY, UPLOAD_PREVIEW_MODULES } from '../infra/constructs/image-processor';
import { renderRenditions } from '#events/consumers/media/renditions.ts';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#functions/db/client.ts';
import { ENV, readConfig } from '#functions/lib/config.ts';
import { createLogger } from '#functions/lib/logger.ts';
import { rollUpAnalytics } from '#events/jobs/analytics-rollup.ts';
import { groupEntry, pageRouteGroup, routeGroups } from '#functions/manifest.ts';
import { FIRST_SCREEN_FILE, bundleFirstScreen } from '#web/build/first-screen-bundle.ts';
import { startLocalStack } from '../infra/local/stack';
import { statisticsBench } from './statistics-year';
import { callsBench } from './bench/flows';
import { loadGet, loadOrders } from './bench/load';
import { nextViewer } from './bench/orders';
import { soakBench } from './bench/soak';
import { initSizeBench } from './bench/init-size';
import { lcpSection } from './bench/lcp';

// The player's budget: React and the scene renderer on a TV stick (docs/signage.md "Player").
const BUDGET = { lambdaBytes: 300 * 1024, lambdaImportMs: 150, storefrontGzipBytes: 110 * 1024, playerGzipBytes: 90 * 1024 };
const BROTLI_5 = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');

/** esbuild as CDK bundles a function (infra/constructs/theke-function.ts). */
function bundleOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    bundle: true,
    minify: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    outfile,
    external: ['@aws-sdk/*'],
    alias: Object.fromEntries(Object.entries(BUNDLE_ALIASES).map(([module, path]) => [module, join(process.cwd(), path)])),
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'error',
  };
}

async function lambdaBundles(): Promise<void> {
  console.log('\n1. Lambda bundles (minified ESM, @aws-sdk external) — budget 300 KB, import 150 ms');
  const outDir = join('.cache', 'bench', 'lambdas');
  mkdirSync(outDir, { recursive: true });
  for (const group of routeGroups) {
    const outfile = join(outDir, `${group.name}.mjs`);
    await build(bundleOptions(groupEntry(group), outfile));
    reportBundle(group.name, outfile);
  }
  // The pages function, and beside it the storefront's first-screen renderer (infra/constructs/first-screen-asset.ts),
  // which it imports on the first home, store or content page.
  const pagesOutfile = join(outDir, 'pages.mjs');
  await build(bundleOptions(groupEntry(pageRouteGroup), pagesOutfile));
  reportBundle(pageRouteGroup.name, pagesOutfile);
  const firstScreenDir = join(outDir, 'first-screen');
  rmSync(firstScreenDir, { recursive: true, force: true });
  await bundleFirstScreen(process.cwd(), firstScreenDir);
  reportBundle('pages: first-screen renderer', join(firstScreenDir, FIRST_SCREEN_FILE));
  const chunks = readdirSync(join(firstScreenDir, 'chunks')).reduce((sum, name) => sum + statSync(join(firstScreenDir, 'chunks', name)).size, 0);
  console.log(`       its lazy chunks beside it (pages, of which the server loads the store page's): ${kb(chunks)}`);
  // The image processor: sharp (native libvips) stays out of the bundle and is installed into the asset.
  const outfile = join(outDir, 'image-processor.mjs');
  await build({ ...bundleOptions(IMAGE_PROCESSOR_ENTRY, outfile), external: ['@aws-sdk/*', 'sharp'] });
  reportBundle('image-processor (+ sharp)', outfile);
  // The upload previewer: sharp, pdf.js and @napi-rs/canvas are installed into the asset the same way.
  const previewOutfile = join(outDir, 'upload-preview.mjs');
  await build({ ...bundleOptions(UPLOAD_PREVIEW_ENTRY, previewOutfile), external: ['@aws-sdk/*', ...UPLOAD_PREVIEW_MODULES] });
  reportBundle('upload-preview (+ pdf.js)', previewOutfile);
  const installed = UPLOAD_PREVIEW_MODULES.map((name) => `${name} ${(installedSize(name) / 1048576).toFixed(1)} MB`).join(', ');
  console.log(`       installed beside it (unpacked, with this machine's native packages): ${installed}`);
}

/** Bytes of an installed package with its platform packages (sharp's @img/*, the canvas's -linux-*). */
function installedSize(name: string): number {
  const folderSize = (path: string): number =>
    readdirSync(path, { withFileTypes: true }).reduce(
      (sum, entry) => sum + (entry.isDirectory() ? folderSize(join(path, entry.name)) : statSync(join(path, entry.name)).size),
      0,
    );
  const scope = name.startsWith('@') ? name.split('/')[0]! : undefined;
  const platform =
    name === 'sharp'
      ? readdirSync(join('node_modules', '@img')).map((entry) => join('node_modules', '@img', entry))
      : scope
        ? readdirSync(join('node_modules', scope))
            .filter((entry) => `${scope}/${entry}`.startsWith(`${name}-`))
            .map((entry) => join('node_modules', scope, entry))
        : [];
  return [join('node_modules', name), ...platform].reduce((sum, path) => sum + folderSize(path), 0);
}

function reportBundle(name: string, outfile: string): void {
  const size = statSync(outfile).size;
  const importMs = medianImportMs(outfile);
  console.log(
    `  ${mark(size <= BUDGET.lambdaBytes && importMs <= BUDGET.lambdaImportMs)} ${name.padEnd(26)} ${kb(size).padStart(9)}  import ${importMs.toFixed(0).padStart(4)} ms`,
  );
}

/** Median of three cold imports, each in a fresh Node process. */
function medianImportMs(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(join(process.cwd(), file))}); console.log(performance.now() - t);`;
  const runs = [0, 1, 2].map(() => {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    return Number(result.stdout.trim());
  });
  return runs.sort((a, b) => a - b)[1]!;
}

function storefrontSize(): void {
  console.log('\n2. Entry JS (gzipped) — storefront budget 110 KB, signage player 90 KB; the back office entry is what its order screens load');
  spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  // vite.config.ts builds into THEKE_DIST_DIR when it is set.
  const dist = process.env.THEKE_DIST_DIR ?? 'dist';
  const entryFiles = new Set<string>();
  for (const [name, html] of [
    ['storefront', 'index.html'],
    ['back office', 'backoffice/index.html'],
    ['player', 'signage/index.html'],
  ] as const) {
    const page = readFileSync(join(dist, html), 'utf8');
    const scripts = [...page.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]!);
    for (const src of scripts) entryFiles.add(src.replace(/^\//, ''));
    const gzipped = scripts.reduce((sum, src) => sum + gzipSync(readFileSync(join(dist, src))).length, 0);
    // What CloudFront sends to browsers that accept Brotli (quality 5, like the local server).
    const brotli = scripts.reduce((sum, src) => sum + brotliCompressSync(readFileSync(join(dist, src)), BROTLI_5).length, 0);
    const budget = name === 'storefront' ? BUDGET.storefrontGzipBytes : name === 'player' ? BUDGET.playerGzipBytes : Infinity;
    const ok = gzipped <= budget;
    console.log(`  ${mark(ok)} ${name.padEnd(12)} ${kb(gzipped)} in ${scripts.length} files (Brotli ${kb(brotli)})`);
  }
  // Chunks no entry loads up front: the back office's editors (lazy routes) and on-demand storefront parts.
  const lazy = readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.js') && !entryFiles.has(`assets/${file}`))
    .map((file) => ({ file, gzipped: gzipSync(readFileSync(join(dist, 'assets', file))).length }))
    .sort((a, b) => b.gzipped - a.gzipped);
  const lazyTotal = lazy.reduce((sum, chunk) => sum + chunk.gzipped, 0);
  console.log(
    `  on demand    ${kb(lazyTotal)} in ${lazy.length} chunks; largest: ${lazy
      .slice(0, 4)
      .map((chunk) => `${chunk.file} ${kb(chunk.gzipped)}`)
      .join(', ')}`,
  );
}

/**
 * The processor's work on one 12 MP (4000 × 3000) photo-like JPEG: gradients under gaussian grain,
 * so it compresses like a phone photo (several MB) rather than a flat test image. Median of three.
 */
async function imageProcessing(): Promise<void> {
  console.log('\n5. Image processor: every rendition of a 12 MP photo (sharp, this machine)');
  const width = 4000;
  const height = 3000;
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1">` +
      '<stop offset="0" stop-color="#7d2a1c"/><stop offset="0.6" stop-color="#d9a066"/><stop offset="1" stop-color="#3a2617"/></linearGradient></defs>' +
      '<rect width="100%" height="100%" fill="url(#g)"/><ellipse cx="1700" cy="1500" rx="1200" ry="800" fill="#b5493a"/></svg>',
  );
  const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } } })
    .png()
    .toBuffer();
  const photo = await sharp(scene)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
  const times: number[] = [];
  let files = 0;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    files = (await renderRenditions(photo, 'BENCH', run + 1)).files.length;
    times.push(performance.now() - started);
  }
  const median = times.sort((a, b) => a - b)[1]!;
  console.log(`  ${kb(photo.length)} JPEG → ${files} files in ${(median / 1000).toFixed(2)} s (median of 3; Lambda with 2048 MB has about 1.2 vCPU)`);
}

/** `npm run bench -- lcp load` runs only the named sections (lambdas, storefront, load, lcp, images, statistics). */
/** A desktop browser as the storefront's visitors send it (the ingest records nothing for tools and headless browsers). */
const VISITOR_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * 7. Analytics: POST /api/analytics-log on a stack of its own (no scheduler), one page view per
 * request from a visitor of its own: the most it takes at 50 connections, then 500 requests/s for
 * 20 s (the load the endpoint must hold without a 5xx), then the roll-up job over everything that
 * arrived (events/jobs/analytics-rollup.ts, run here with a clock 3 minutes ahead).
 */
/** DynamoDB Local alone in the same run: plain PutItems of a log-sized item from 50 callers for 10 s (the ingest's one write). */
async function putFloor(): Promise<void> {
  const client = documentClient();
  const table = readConfig().table;
  const until = Date.now() + 10_000;
  let puts = 0;
  const worker = async () => {
    while (Date.now() < until) {
      const id = randomBytes(8).toString('hex');
      await client.send(
        new PutCommand({ TableName: table, Item: { pk: `BENCH#${id}`, sk: `BENCH#${id}`, data: { path: '/store/graz', visitor: id.repeat(8) } } }),
      );
      puts += 1;
    }
  };
  await Promise.all(Array.from({ length: 50 }, worker));
  console.log(`  DynamoDB Local alone: ${(puts / 10).toFixed(0)} PutItem/s at 50 callers (the ceiling of one write per request)`);
}

async function analyticsBench(): Promise<void> {
  console.log('\n7. POST /api/analytics-log (one page view per request, each from its own visitor) and the roll-up job');
  const stack = await startLocalStack({ ports: 'free', web: 'none', seed: true, schedules: [], log: () => undefined });
  try {
    const url = `${stack.urls.api}/analytics-log`;
    let views = 0;
    /** A visit's start as the storefront sends it: device info and the first page view, or a later view alone. */
    const readings = (count: number) =>
      Array.from({ length: count }, (_, index) => {
        views += 1;
        return index === 0 && count > 1
          ? { type: 'device-info', data: { path: '/', screen: '390x844', dpr: 3, colorScheme: 'light' } }
          : { type: 'page-view', data: { path: `/store/graz/${views % 40}`, previousPath: '/', landing: count > 1 } };
      });
    const request = (count: number) => (req: autocannon.Request) => ({
      ...req,
      method: 'POST' as const,
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': VISITOR_AGENT,
        origin: 'https://shop.example',
        'cloudfront-viewer-address': nextViewer(),
      },
      body: JSON.stringify(readings(count)),
    });
    for (const [name, count, options] of [
      ['1 per req, 50 conns', 1, { connections: 50, duration: 10 }],
      ['2 per req, 250 req/s', 2, { connections: 50, duration: 20, overallRate: 250 }],
      ['1 per req, 500 req/s', 1, { connections: 50, duration: 20, overallRate: 500 }],
    ] as const) {
      const before = views;
      const result = await autocannon({ url, ...options, requests: [{ setupRequest: request(count) }] });
      const status5xx = Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => code.startsWith('5'))
        .reduce((sum, [, stat]) => sum + (stat.count ?? 0), 0);
      console.log(
        `  ${name.padEnd(21)} ${result.requests.average.toFixed(0).padStart(5)} req/s ${((views - before) / options.duration).toFixed(0).padStart(5)} events/s  p99 ${String(result.latency.p99).padStart(5)} ms  non-2xx ${result.non2xx}  5xx ${status5xx}  errors ${result.errors}`,
      );
    }
    await putFloor();
    const started = performance.now();
    const run = await rollUpAnalytics({ now: new Date(Date.now() + 3 * 60_000), timeZone: readConfig().timeZone, log: createLogger({ bench: 'analytics' }) });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  roll-up    ${run.entries} entries of ${run.minutes} minutes in ${seconds.toFixed(1)} s (${(run.entries / seconds).toFixed(0)} entries/s; ${run.visitors} visitors, ${run.chunksAdded} transactions)`,
    );
  } finally {
    await stack.stop();
  }
}

const wanted = new Set(process.argv.slice(2));
const runs = (section: string) => wanted.size === 0 || wanted.has(section);

if (runs('lambdas')) await lambdaBundles();
if (runs('images')) await imageProcessing();
if (runs('storefront') || runs('lcp')) storefrontSize();
if (runs('load') || runs('statistics')) {
  // The Lambdas run in this process: log warnings only, not one line per order.
  process.env[ENV.logLevel] = 'warn';
  const web = runs('load') ? 'dist' : 'none';
  const stack = await startLocalStack({ ports: 'free', web, distDir: process.env.THEKE_DIST_DIR, seed: true, log: () => undefined });
  try {
    if (runs('load')) {
      await loadGet(stack.urls.app, '/api/init');
      await loadOrders(stack);
    }
    // Last: its year of counters would otherwise sit in the table of the load runs.
    if (runs('statistics')) await statisticsBench(stack);
  } finally {
    await stack.stop();
  }
}
// Two stacks of its own (demo shop, big chain), serving the app built by the storefront section.
if (runs('lcp')) await lcpSection(process.env.THEKE_DIST_DIR ?? 'dist');
if (runs('analytics')) await analyticsBench();
if (runs('calls')) await callsBench();
if (runs('init')) await initSizeBench();
// Only when named (20 minutes): `npm run bench -- soak [--minutes N]`.
if (wanted.has('soak')) await soakBench(process.argv.slice(2));
