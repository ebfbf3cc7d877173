/**
 * The web app: two HTML entries in web/, built into dist/ (DESIGN.md §1).
 * - web/index.html             the storefront (public shop and website), served at / and every other path
 * - web/backoffice/index.html  the back office, served at /backend and /backend/* (web/build/pages.ts)
 * The two entries share only web/common and shared/; the storefront never loads back-office code
 * or Amplify (the bench and the build check of test/e2e look at the emitted chunks).
 */
import { resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// With the extension: Vite loads this config file natively in a future version.
import { BACKOFFICE_HTML, isBackofficePage } from './web/build/pages.ts';
import { routePreloads } from './web/build/route-preloads.ts';
import { cspHashes } from './web/build/csp-hashes.ts';

const repositoryRoot = import.meta.dirname;
const webRoot = resolve(repositoryRoot, 'web');

/**
 * History fallback for the back office in the dev server: Vite's own fallback answers every
 * unknown path with the root index.html, which would boot the storefront on /backend/login.
 */
function backofficeFallback(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    if (req.url && (req.method === 'GET' || req.method === 'HEAD') && isBackofficePage(req.url)) {
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      req.url = `${BACKOFFICE_HTML}${query}`;
    }
    next();
  };
  return {
    name: 'theke:backoffice-fallback',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), backofficeFallback(), routePreloads(), cspHashes()],
  build: {
    outDir: resolve(repositoryRoot, 'dist'),
    emptyOutDir: true,
    // Chromium/Safari of the last years; no legacy bundle.
    target: 'es2022',
    rolldownOptions: {
      input: {
        storefront: resolve(webRoot, 'index.html'),
        backoffice: resolve(webRoot, 'backoffice/index.html'),
      },
    },
  },
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
