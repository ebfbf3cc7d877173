/**
 * The web app: two entries built into dist/ (DESIGN.md §1).
 * - index.html          the storefront (public shop and website), served at / and every other path
 * - backend/index.html  the back office, served at /backend and /backend/*
 * The two entries share only web/common and shared/; the storefront never loads back-office code
 * or Amplify (the bench and the build check of test/e2e look at the emitted chunks).
 */
import { resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// With the extension: Vite loads this config file natively in a future version.
import { routePreloads } from './web/build/route-preloads.ts';

const root = import.meta.dirname;

/** True for /backend and /backend/… page requests (not for the entry's own modules and assets). */
export function isBackendPage(url: string): boolean {
  const path = url.split('?')[0]!.split('#')[0]!;
  if (path !== '/backend' && !path.startsWith('/backend/')) return false;
  // A path with a file extension is a module or asset (e.g. /backend/index.html, /backend/x.ts).
  return !/\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * History fallback for the back office in the dev server: Vite's own fallback answers every
 * unknown path with the root index.html, which would boot the storefront on /backend/login.
 */
function backendFallback(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    if (req.url && (req.method === 'GET' || req.method === 'HEAD') && isBackendPage(req.url)) {
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      req.url = `/backend/index.html${query}`;
    }
    next();
  };
  return {
    name: 'theke:backend-fallback',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

export default defineConfig({
  root,
  plugins: [react(), backendFallback(), routePreloads()],
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: true,
    // Chromium/Safari of the last years; no legacy bundle.
    target: 'es2022',
    rolldownOptions: {
      input: {
        storefront: resolve(root, 'index.html'),
        backend: resolve(root, 'backend/index.html'),
      },
    },
  },
  server: {
    // The local stack's API server (port 3000) mounts Vite in middleware mode; a bare `npx vite`
    // forwards API, images and uploads to it.
    proxy: Object.fromEntries(
      ['/api', '/image', '/upload', '/runtime-config.json', '/local'].map((path) => [path, 'http://127.0.0.1:3000']),
    ),
  },
});
