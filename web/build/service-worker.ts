/**
 * Build plugin: the storefront's service worker (web/sw/service-worker.ts, Workbox) as one
 * classic script at /build/service-worker.js, with the list of files to precache written into it.
 *
 * - Build (the storefront's environment `client` only, so the back office is never precached):
 *   the entry chunk with the chunks it imports statically and their CSS (hashed: revision null),
 *   plus the offline page, its stylesheet and the icons of web/public/ (revision: a hash of the
 *   file). A new build with other files gives a worker with other bytes, which the browser takes
 *   as an update (the update banner).
 * - Dev server (npm start): the same worker built on request, precaching only the offline page and
 *   the icons (Vite's modules are not files to precache), so the install flow can be tried.
 * Bundled with esbuild (a dev dependency already) instead of vite-plugin-pwa or workbox-build:
 * the list is known from the bundle at hand, no glob over dist/ and no nested Vite build.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { SERVICE_WORKER_URL } from '../sw/routing.ts';

/** The files of web/public/ every worker precaches. */
export const PUBLIC_PRECACHE = ['offline.html', 'offline.css', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/maskable-512.png'];

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

const SOURCE = resolve(import.meta.dirname, '../sw/service-worker.ts');

export function revisionOf(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}

/** The entry chunk of the bundle, the chunks it imports statically and their CSS, as URLs. */
export function entryFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    chunk.imports.forEach((name) => {
      const imported = byName.get(name);
      if (imported) visit(imported);
    });
  };
  chunks.filter((chunk) => chunk.isEntry).forEach(visit);
  return [...files].sort().map((name) => `/${name}`);
}

function publicEntries(publicDir: string): PrecacheEntry[] {
  return PUBLIC_PRECACHE.map((name) => ({ url: `/${name}`, revision: revisionOf(readFileSync(join(publicDir, name))) }));
}

/** The worker's code with the precache list. */
export function buildServiceWorker(precache: PrecacheEntry[]): Promise<string> {
  // Workbox's development logging is dropped with 'production'.
  return bundleWorker(SOURCE, { 'process.env.NODE_ENV': '"production"', __PRECACHE_MANIFEST__: JSON.stringify(precache) });
}

/** A service worker's source as one minified classic script, with `define`d constants. */
export async function bundleWorker(source: string, define: Record<string, string>): Promise<string> {
  const result = await build({ entryPoints: [source], bundle: true, format: 'iife', target: 'es2022', minify: true, write: false, define, logLevel: 'silent' });
  return result.outputFiles[0]!.text;
}

export function serviceWorker(): Plugin {
  let publicDir = '';
  let precache: PrecacheEntry[] = [];
  return {
    name: 'theke:service-worker',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    // Only the storefront's build and the dev server.
    applyToEnvironment: (environment) => environment.name === 'client',
    configureServer(server) {
      server.middlewares.use(SERVICE_WORKER_URL, (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        buildServiceWorker(publicEntries(publicDir)).then(
          (code) => {
            res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache', 'service-worker-allowed': '/' });
            res.end(req.method === 'HEAD' ? undefined : code);
          },
          (error: unknown) => next(error),
        );
      });
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.config.command !== 'build') return;
        const hashed = entryFiles(bundle).map((url) => ({ url, revision: null }));
        precache = [...hashed, ...publicEntries(publicDir)];
      },
    },
    async writeBundle(options) {
      const file = join(options.dir ?? 'dist', SERVICE_WORKER_URL);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, await buildServiceWorker(precache));
    },
  };
}
