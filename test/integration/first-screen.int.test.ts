/**
 * The server-rendered first screen of the home, store and content pages (functions/pages/
 * first-screen.ts with the renderer the pages Lambda carries, built by web/build/
 * first-screen-bundle.ts) against DynamoDB Local: the start-up data comes from the init Lambda
 * behind a loopback server standing in for CloudFront, as the visitor's browser would read it. And
 * what happens without it: the page goes out as before, with the shell and the static cookie
 * banner.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntity } from '#functions/db/repository.ts';
import { createPagesHandler } from '#functions/pages/index.ts';
import type { RenderFirstScreen } from '#shared/web/first-paint.ts';
import { VIEWER_ORIGIN_HEADER } from '#shared/web/page-paths.ts';
import { FIRST_SCREEN_FILE, bundleFirstScreen } from '#web/build/first-screen-bundle.ts';
import { sampleBody, unique } from './fixtures';
import { apiEvent, lambdaContext, loadGroupHandler } from './events';

const SHELL = `<!doctype html>
<html lang="de">
  <head><meta charset="utf-8" /><title>Theke</title></head>
  <body><div id="root"></div></body>
</html>`;

const repositoryRoot = join(import.meta.dirname, '../..');
let folder: string;
let render: RenderFirstScreen;
let origin: string;
let server: Server;
/** The status the stand-in for CloudFront answers /api/* with; 200 passes the init Lambda's answer. */
let apiStatus = 200;
let branch: { id: string; identifier: string };
let sitePath: string;
let colouredSitePath: string;
const productName = `Beiried ${unique('x')}`;

/** A public site of one block at a path of its own; resolves with the path. */
async function publicSite(name: string, block: { type: string; value: Record<string, unknown> }): Promise<string> {
  const path = `/${unique('seite')}`;
  await createEntity('Site', { path, name, type: 'default', isPublic: true, content: { blocks: [block] } });
  return path;
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'theke-first-screen-test-'));
  await bundleFirstScreen(repositoryRoot, folder);
  render = ((await import(pathToFileURL(join(folder, FIRST_SCREEN_FILE)).href)) as { renderFirstScreen: RenderFirstScreen }).renderFirstScreen;

  const category = await createEntity('Category', { name: 'Frischfleisch', isEnabled: true });
  const product = await createEntity('Product', {
    ...sampleBody('products', undefined),
    name: productName,
    price: 5.9,
    unit: 'amount',
    alternativeUnits: [],
    config: {},
    isEnabled: true,
  });
  branch = await createEntity('Branch', {
    ...sampleBody('branches', undefined),
    identifier: unique('erste'),
    name: 'Erste Filiale',
    isPublic: true,
    isEnabled: true,
  });
  await createEntity('Menu', { name: 'Hauptkatalog', branches: [{ id: branch.id }], catalog: [{ id: category.id, products: [product.id] }], isEnabled: true });
  // Stored without the sites Lambda, so its rich text was never cleaned on save.
  sitePath = await publicSite('Partyservice', {
    type: 'text',
    value: { text: '<p>Buffets ab 20 Personen</p><script>alert(1)</script><img src="/image/x.jpg" onerror="alert(2)">' },
  });
  colouredSitePath = await publicSite('Folgen Sie uns', {
    type: 'socialMedia',
    value: { text: '<p>Neuigkeiten aus der Fleischerei</p>', background: '#fde8e8' },
  });

  const init = await loadGroupHandler('init');
  server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (apiStatus !== 200) return res.writeHead(apiStatus).end();
      const storeId = /^\/api\/init\/store\/([^/]+)$/.exec(url.pathname)?.[1];
      const event = storeId
        ? apiEvent('GET', { path: '/api/init/store/{id}', params: { id: decodeURIComponent(storeId) } })
        : apiEvent('GET', { path: '/api/init' });
      const result = await init(event, lambdaContext());
      res.writeHead(result.statusCode ?? 200, { 'content-type': 'application/json' }).end(result.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 60_000);

afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function page(path: string, renderer: RenderFirstScreen | undefined = render): Promise<{ status: number; body: string }> {
  const handler = createPagesHandler({ shell: async () => SHELL, renderFirstScreen: async () => renderer });
  const event = apiEvent('GET', { path, headers: { [VIEWER_ORIGIN_HEADER]: origin } });
  const result = await handler({ ...event, rawPath: path, routeKey: path === '/' ? 'GET /' : 'GET /{path+}' });
  return { status: result.statusCode ?? 200, body: String(result.body ?? '') };
}

/** The root's content in the page's HTML. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));

describe('the first screen in the page HTML', () => {
  it("carries the home page as the app renders it, inert, and marks the document for the page's stylesheets", async () => {
    const { status, body } = await page('/');
    expect(status).toBe(200);
    expect(body).toMatch(/<html data-first-screen lang="de">/);
    const root = rootOf(body);
    expect(root).toMatch(/^<div id="root"><div data-first-screen inert><div class="site">/);
    expect(root).toContain('class="site-header"');
    expect(root).toContain('Erste Filiale');
    // The app's banner stays out; the static one (which the stylesheet hides after a decision) follows the screen.
    expect(root.match(/class="cookie-banner"/g)).toHaveLength(1);
    expect(root).toMatch(/<\/div><section class="cookie-banner" data-first-paint/);
  });

  it("carries the store page's products from its branch's catalogue", async () => {
    const { status, body } = await page(`/store/${branch.identifier}`);
    expect(status).toBe(200);
    const root = rootOf(body);
    expect(root).toContain('data-first-screen inert');
    expect(root).toContain('<h1');
    expect(root).toContain('Erste Filiale');
    expect(root).toMatch(new RegExp(`class="product-card[^"]*"[\\s\\S]*${productName}`));
    expect(root).toContain('5,90');
  });

  it("carries a content page's blocks, its rich text cleaned as when it is saved", async () => {
    const { status, body } = await page(sitePath);
    expect(status).toBe(200);
    const root = rootOf(body);
    expect(root).toMatch(/^<div id="root"><div data-first-screen inert><div class="site">/);
    expect(root).toContain('<p>Buffets ab 20 Personen</p>');
    expect(root).toContain('<img src="/image/x.jpg" />');
    expect(root).not.toContain('<script');
    expect(root).not.toContain('onerror');
  });

  it('leaves the pages without one as they were: checkout and status pages, and a page whose render needs an inline style', async () => {
    const { body } = await page('/checkout');
    expect(body).not.toContain('data-first-screen');
    expect(rootOf(body)).toMatch(/^<div id="root"><section class="cookie-banner" data-first-paint/);
    // A block's background colour is a style attribute, which the Content-Security-Policy refuses in HTML.
    const coloured = await page(colouredSitePath);
    expect(coloured.status).toBe(200);
    expect(coloured.body).not.toContain('data-first-screen');
    expect(rootOf(coloured.body)).toMatch(/^<div id="root"><section class="cookie-banner" data-first-paint/);
  });

  it('goes out without it when the start-up data fails, or the renderer does', async () => {
    apiStatus = 503;
    try {
      const { status, body } = await page('/');
      expect(status).toBe(200);
      expect(body).not.toContain('data-first-screen');
      expect(rootOf(body)).toMatch(/^<div id="root"><section class="cookie-banner" data-first-paint/);
    } finally {
      apiStatus = 200;
    }
    const failing: RenderFirstScreen = () => Promise.reject(new Error('render failed'));
    const { status, body } = await page(`/store/${branch.identifier}`, failing);
    expect(status).toBe(200);
    expect(body).not.toContain('data-first-screen');
    expect(body).toContain('Erste Filiale');
  });
});
