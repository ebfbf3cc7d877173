/**
 * The web app: three HTML entries in web/, built into dist/ (DESIGN.md §1).
 * - web/index.html             the storefront (public shop and website), served at / and every other path
 * - web/backoffice/index.html  the back office, served at /backend and /backend/* (web/build/pages.ts)
 * - web/signage/index.html     the signage player a TV opens, served at /signage/* (web/build/pages.ts)
 * The entries share only web/common and shared/ in the source and are built separately (see
 * `environments`); the storefront never loads back-office code or Amplify, the player neither
 * (the bench and the build checks of test/e2e look at the emitted chunks).
 */
import { resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// With the extension: Vite loads this config file natively in a future version.
import { htmlEntryOf, STOREFRONT_HTML } from './web/build/pages.ts';
import { routePreloads } from './web/build/route-preloads.ts';
import { cspHashes } from './web/build/csp-hashes.ts';
import { serviceWorker } from './web/build/service-worker.ts';
import { signageWorker } from './web/build/signage-worker.ts';
import { entryChunk } from './web/build/entry-chunk.ts';
import { lazyTexts } from './web/build/lazy-texts.ts';
import { customerOrderAreas } from './shared/i18n/customer-orders.ts';

const repositoryRoot = import.meta.dirname;
const webRoot = resolve(repositoryRoot, 'web');
const storefrontCore = entryChunk('client', 'storefront-core');
// The ordering texts load with the pages that use them (web/common/i18n.ts); the build checks every chunk that names one.
const orderTexts = lazyTexts({
  environment: 'client',
  lookup: resolve(webRoot, 'common/i18n.ts'),
  registration: resolve(webRoot, 'storefront/order-texts.ts'),
  lazyAreas: customerOrderAreas,
});

/**
 * History fallback for the back office and the signage player in the dev server: Vite's own
 * fallback answers every unknown path with the root index.html, which would boot the storefront
 * on /backend/login or /signage/{id}/{key}.
 */
function appFallback(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const entry = req.url && (req.method === 'GET' || req.method === 'HEAD') ? htmlEntryOf(req.url) : STOREFRONT_HTML;
    if (req.url && entry !== STOREFRONT_HTML) {
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      req.url = `${entry}${query}`;
    }
    next();
  };
  return {
    name: 'theke:app-fallback',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), appFallback(), routePreloads(), cspHashes(), serviceWorker(), signageWorker(), storefrontCore.plugin, orderTexts],
  build: {
    // THEKE_DIST_DIR builds elsewhere (a second checkout's or a helper's own e2e run); the e2e
    // stack serves the same folder (test/setup/local-stack.ts).
    outDir: process.env.THEKE_DIST_DIR ?? resolve(repositoryRoot, 'dist'),
    emptyOutDir: true,
    // Chromium/Safari of the last years; no legacy bundle.
    target: 'es2022',
  },
  // Three builds into one dist/ (`vite build` builds every environment, in this order): the
  // storefront first (it empties dist/), then the back office, then the signage player. One build
  // of all entries would put modules they share (React, react-router, shared/) into shared chunks
  // with the union of what any uses, so the back office's data router and editors' imports would
  // weigh on the storefront's entry and the player on a TV stick (DESIGN.md §9). Each page loads only its own chunks either way.
  environments: {
    client: {
      build: {
        rolldownOptions: {
          input: { storefront: resolve(webRoot, 'index.html') },
          // The first visit loads one file of the entry's code instead of a score of fragments (web/build/entry-chunk.ts).
          output: { codeSplitting: { groups: [storefrontCore.group] } },
        },
      },
    },
    backoffice: {
      consumer: 'client',
      build: {
        emptyOutDir: false,
        rolldownOptions: {
          input: { backoffice: resolve(webRoot, 'backoffice/index.html') },
          // zod and web/common/zod-jitless.ts in one chunk, in that order: the chunks with the
          // schemas import it, so zod is switched to jitless before any of them runs (otherwise
          // zod probes eval, which the Content-Security-Policy refuses and reports).
          output: { codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|web[\\/]common[\\/]zod-jitless/ }] } },
        },
      },
    },
    // The player a TV stick opens: React, the scene renderer and the player's own modules only.
    signage: {
      consumer: 'client',
      build: {
        emptyOutDir: false,
        rolldownOptions: { input: { signage: resolve(webRoot, 'signage/index.html') } },
      },
    },
  },
  builder: {},
  server: {
    // The dev server serves the web app, not the project folder: /@fs/ reaches only web/, shared/,
    // the dependencies and package.json (the back office shows its version), never .data/ (the
    // local Cognito store and database), .git/ or env files.
    fs: {
      strict: true,
      allow: [webRoot, resolve(repositoryRoot, 'shared'), resolve(repositoryRoot, 'node_modules'), resolve(repositoryRoot, 'package.json')],
      deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.data/**'],
    },
    // The local stack's API server (port 3000) mounts Vite in middleware mode; a bare `npx vite`
    // forwards API, images and uploads to it.
    proxy: Object.fromEntries(['/api', '/image', '/upload', '/runtime-config.json', '/local'].map((path) => [path, 'http://127.0.0.1:3000'])),
  },
});
