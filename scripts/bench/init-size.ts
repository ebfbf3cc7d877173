/**
 * `npm run bench -- init`: what a visitor downloads at start-up and on a store page, on the demo
 * shop and on the big chain (./big-chain.ts), in bytes and gzipped bytes:
 * - `GET /api/init` as a visitor gets it, per entry;
 * - the same answer with the whole catalogue (menus, categories, products) as it was before the
 *   catalogue moved to the store page's load: composed from the public list endpoints, which
 *   answer the same records;
 * - `GET /api/init/store/{id}` of the first branch and of the branch with the largest catalogue.
 */
import { gzipSync } from 'node:zlib';
import { INIT_RESOURCES } from '#shared/schemas/init.ts';
import { ENV } from '#functions/lib/config.ts';
import { startLocalStack } from '../../infra/local/stack';
import { seedBigChain } from './big-chain';

export interface Size {
  bytes: number;
  gzip: number;
}

/** Bytes and gzipped bytes (default level, as CloudFront's compression is comparable) of a text. */
export function sizeOf(text: string): Size {
  const buffer = Buffer.from(text);
  return { bytes: buffer.length, gzip: gzipSync(buffer).length };
}

/** The size of each entry's `data` of an init answer, as if sent alone. */
export function entrySizes(entries: readonly { url: string; data: unknown }[]): { url: string; size: Size }[] {
  return entries.map((entry) => ({ url: entry.url, size: sizeOf(JSON.stringify(entry.data)) }));
}

/**
 * An init answer with the lists `extra` put back in INIT_RESOURCES order (after config and
 * users/me), as the combined load sent them before.
 */
export function withLists(entries: readonly { url: string; data: unknown }[], extra: Record<string, unknown>): { url: string; data: unknown }[] {
  const lists = new Map(entries.map((entry) => [entry.url, entry.data]));
  for (const [url, data] of Object.entries(extra)) lists.set(url, data);
  const order = ['/api/config', '/api/users/me', ...INIT_RESOURCES.map((resource) => `/api/${resource}`)];
  return order.filter((url) => lists.has(url)).map((url) => ({ url, data: lists.get(url) }));
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const line = (label: string, size: Size) => `  ${label.padEnd(44)} ${kb(size.bytes).padStart(10)} ${kb(size.gzip).padStart(9)} gz`;

async function getText(origin: string, path: string): Promise<string> {
  const response = await fetch(origin + path);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.text();
}

/** Prints the sizes of one shop on a running stack. */
async function measureShop(origin: string, label: string): Promise<void> {
  const initText = await getText(origin, '/api/init');
  const entries = (JSON.parse(initText) as { data: { url: string; data: unknown }[] }).data;
  const catalogueUrls = ['/api/menus', '/api/categories', '/api/products'];
  const lists = Object.fromEntries(
    await Promise.all(catalogueUrls.map(async (url) => [url, (JSON.parse(await getText(origin, url)) as { data: unknown }).data] as const)),
  );
  const before = JSON.stringify({ data: withLists(entries, lists) });
  console.log(`\n/api/init, ${label}`);
  console.log(line('visitor init with the whole catalogue (before)', sizeOf(before)));
  console.log(line('visitor init (now)', sizeOf(initText)));
  for (const { url, size } of entrySizes(entries)) console.log(line(`  ${url}`, size));
  const branches = (entries.find((entry) => entry.url === '/api/branches')?.data ?? []) as { id: string; identifier: string }[];
  const stores = await Promise.all(branches.map(async (branch) => ({ branch, size: sizeOf(await getText(origin, `/api/init/store/${branch.id}`)) })));
  const first = stores[0];
  const largest = [...stores].sort((a, b) => b.size.bytes - a.size.bytes)[0];
  if (first) console.log(line(`store page adds /api/init/store (${first.branch.identifier})`, first.size));
  if (largest && largest !== first) console.log(line(`  largest branch (${largest.branch.identifier})`, largest.size));
}

export async function initSizeBench(): Promise<void> {
  process.env[ENV.logLevel] = 'warn';
  console.log('\n/api/init size (a visitor; bytes as sent, gzip level 6)');
  const demo = await startLocalStack({ ports: 'free', web: 'none', seed: true, log: () => undefined });
  try {
    await measureShop(demo.urls.app, 'demo shop (3 branches, 51 products)');
  } finally {
    await demo.stop();
  }
  const chain = await startLocalStack({ ports: 'free', web: 'none', seed: false, log: () => undefined });
  try {
    await seedBigChain({ photos: false });
    await measureShop(chain.urls.app, 'big chain (10 branches, 800 products, 60 pages)');
  } finally {
    await chain.stop();
  }
}
