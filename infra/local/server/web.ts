/**
 * The web app behind the local server: the Vite dev server in middleware mode (npm start), or the
 * built files in dist/ (end-to-end tests), both with the three HTML entries of vite.config.ts:
 * /backend and /backend/* get the back office, /signage/* the signage player, every other page
 * path the storefront (web/build/pages.ts). The storefront's page paths (shared/web/page-paths.ts) go through the
 * pages handler (./pages.ts) with the shell this app gives (`storefrontShell`), as in AWS.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { BACKOFFICE_HTML, SIGNAGE_HTML, STOREFRONT_HTML, htmlEntryOf } from '#web/build/pages.ts';
import { FIRST_SCREEN_FILE, bundleFirstScreen } from '#web/build/first-screen-bundle.ts';
import type { RenderFirstScreen } from '#shared/web/first-paint.ts';
import { CSP_HASHES_FILE, contentSecurityPolicy, type CspHashesFile } from '#shared/web/content-security-policy.ts';
import { isPagePath } from '#shared/web/page-paths.ts';
import { LocalStackError, repoRoot } from '../emulators/process';
import type { ModuleLoader } from '../lambda';
import { compressForClient } from './io';
import { localMessages } from './messages';

export interface WebApp {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Whether a request path is a storefront page (or /sitemap.xml, /robots.txt) for the pages handler. */
  isPage(path: string): boolean;
  /** The storefront's index.html as this app serves it for `url`: the shell of the pages handler. */
  storefrontShell(url: string): Promise<string>;
  /** The Content-Security-Policy this app sends (CloudFront's response headers policy in AWS). */
  csp: string;
  /**
   * The storefront's first-screen renderer for the pages handler, as the pages Lambda carries it.
   * Only the built app has one: in Vite's dev mode the stylesheets arrive with the scripts, so a
   * first screen in the HTML would paint unstyled; there the app renders every page.
   */
  renderFirstScreen?(): Promise<RenderFirstScreen | undefined>;
  close(): Promise<void>;
}

export interface ViteWebApp extends WebApp {
  /** Loads a module through Vite's SSR module graph: after an edit the next call gets the new code. */
  ssrLoad: ModuleLoader;
}

/**
 * Paths the web app never serves, whatever Vite or dist/ would find: the local data (Cognito's
 * store with plain passwords, the database file), git's files and environment files. Checked on
 * the decoded path, so `/@fs/<repo>/.data/…` and `/%2Edata/…` are refused too. Vite's own
 * `server.fs.allow` (vite.config.ts) limits /@fs/ to web/, shared/ and node_modules/ as well.
 */
export function isForbiddenWebPath(url: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.split('?')[0]!);
  } catch {
    return true;
  }
  return path.split(/[\\/]/).some((segment) => segment === '.data' || segment === '.git' || segment.startsWith('.env'));
}

function refuse(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(localMessages.fileNotFound);
}

/**
 * The dev server's policy: the real one of shared/web/content-security-policy.ts with Vite's needs
 * (inline module scripts of React refresh, injected <style> elements, the HMR websocket), and
 * `connectOrigins` the browser also talks to (s3rver, where the back office POSTs photos).
 */
export const devCsp = (connectOrigins: readonly string[] = []): string => contentSecurityPolicy({ scriptHashes: [], connectOrigins, dev: true });

/** The built app's policy: the real one, with the hashes the build wrote into dist/csp.json. */
export function distCsp(distDir: string, connectOrigins: readonly string[] = []): string {
  const file = join(distDir, CSP_HASHES_FILE);
  if (!existsSync(file)) throw new LocalStackError(`${file} fehlt. Bitte zuerst "npm run build" ausführen.`);
  const { scriptHashes } = JSON.parse(readFileSync(file, 'utf8')) as CspHashesFile;
  return contentSecurityPolicy({ scriptHashes, connectOrigins });
}

/** Vite's dev server inside the local server: HMR runs over the same port. */
export async function viteWebApp(httpServer: Server, connectOrigins: readonly string[] = []): Promise<ViteWebApp> {
  const csp = devCsp(connectOrigins);
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: join(repoRoot, 'vite.config.ts'),
    server: { middlewareMode: { server: httpServer }, ws: { server: httpServer } },
    // 'spa': Vite's history fallback answers page paths with index.html; the config's own
    // plugin sends /backend/* to the back office's entry first.
    appType: 'spa',
    plugins: [
      {
        name: 'theke:local-stack',
        // The config proxies /api etc. to port 3000 for a bare `npx vite`; inside the local server
        // those paths never reach Vite, and a proxy back to ourselves could only loop.
        config(config) {
          if (config.server) delete config.server.proxy;
        },
      },
    ],
  });
  return {
    handle: (req, res) => {
      if (isForbiddenWebPath(req.url ?? '/')) return refuse(res);
      res.setHeader('content-security-policy', csp);
      vite.middlewares(req, res, () => refuse(res));
    },
    // Vite's own modules (/@vite/client, /@react-refresh, /@id/…, /__…) have no dot either.
    isPage: (path) => isPagePath(path) && !/^\/(?:@|__)/.test(path),
    // Read on every request: an edit of web/index.html shows at the next reload, as with Vite's own fallback.
    storefrontShell: async (url) => vite.transformIndexHtml(url, readFileSync(join(repoRoot, 'web', STOREFRONT_HTML), 'utf8')),
    csp,
    close: () => vite.close(),
    ssrLoad: (modulePath) => vite.ssrLoadModule(join(repoRoot, modulePath)),
  };
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** The built app from dist/, cached like CloudFront would: hashed assets forever, HTML never. */
export function distWebApp(distDir: string, connectOrigins: readonly string[] = []): WebApp {
  const storefrontHtml = join(distDir, STOREFRONT_HTML);
  for (const file of [storefrontHtml, join(distDir, BACKOFFICE_HTML), join(distDir, SIGNAGE_HTML)]) {
    if (!existsSync(file)) throw new LocalStackError(`${file} fehlt. Bitte zuerst "npm run build" ausführen.`);
  }
  const csp = distCsp(distDir, connectOrigins);
  const shell = readFileSync(storefrontHtml, 'utf8');
  const firstScreen = lazyFirstScreenRenderer();
  return {
    isPage: isPagePath,
    storefrontShell: async () => shell,
    csp,
    renderFirstScreen: firstScreen.load,
    handle(req, res) {
      if (isForbiddenWebPath(req.url ?? '/')) return refuse(res);
      // What CloudFront's response headers policy adds in AWS (infra/stacks/web-stack.ts).
      res.setHeader('content-security-policy', csp);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      const url = req.url ?? '/';
      let path: string;
      try {
        path = decodeURIComponent(url.split('?')[0]!);
      } catch {
        path = '/';
      }
      const file = normalize(join(distDir, path));
      const inside = file.startsWith(distDir + sep);
      if (inside && existsSync(file) && statSync(file).isFile()) {
        // The service worker lives in /build/ but controls the whole site (docs/pwa.md).
        if (path.startsWith('/build/')) res.setHeader('service-worker-allowed', '/');
        sendFile(req, res, file, path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        return;
      }
      if (extname(path) !== '' && !path.endsWith('.html')) return refuse(res);
      sendFile(req, res, join(distDir, htmlEntryOf(url)), 'no-cache');
    },
    close: async () => firstScreen.remove(),
  };
}

/** The renderer bundled into a folder of this process on the first page that asks (about a second), then kept. */
function lazyFirstScreenRenderer(): { load(): Promise<RenderFirstScreen | undefined>; remove(): void } {
  let folder: string | undefined;
  let loaded: Promise<RenderFirstScreen | undefined> | undefined;
  return {
    load() {
      loaded ??= (async () => {
        folder = mkdtempSync(join(tmpdir(), 'theke-first-screen-'));
        await bundleFirstScreen(repoRoot, folder);
        const module = (await import(pathToFileURL(join(folder, FIRST_SCREEN_FILE)).href)) as { renderFirstScreen: RenderFirstScreen };
        return module.renderFirstScreen;
      })().catch((error: unknown) => {
        // As in AWS without the renderer: the pages go out with the shell and the static banner.
        console.error('first screen: the renderer could not be built', error);
        return undefined;
      });
      return loaded;
    },
    remove() {
      if (folder) rmSync(folder, { recursive: true, force: true });
    },
  };
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string): void {
  const type = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const sent = compressForClient(req, { 'content-type': type, 'cache-control': cacheControl }, readFileSync(file));
  res.writeHead(200, { 'content-length': sent.body.length, ...sent.headers });
  res.end(req.method === 'HEAD' ? undefined : sent.body);
}
