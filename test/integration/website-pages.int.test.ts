/**
 * The storefront's page paths (functions/pages) against DynamoDB Local: titles and descriptions
 * in the HTML without JavaScript, redirects answered by the server, 404 statuses, drafts and
 * disabled branches hidden, legal pages from the settings, sitemap and robots.txt, the origin
 * secret; and rich text cleaned when a site is saved through the API (functions/lib/rich-text.ts).
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_ID } from '#functions/db/keys.ts';
import { createEntity, findByUnique, getEntity, listEntities, updateEntity, type StoredEntity } from '#functions/db/repository.ts';
import { ANONYMOUS } from '#functions/lib/auth.ts';
import { ENV } from '#functions/lib/config.ts';
import { visibleRecords } from '#functions/lib/crud-routes.ts';
import { policies } from '#functions/lib/policies.ts';
import { BRANCH_CARD_PHOTO, PRODUCT_CARD_PHOTO, imageSrcSet, imageUrl } from '#shared/media/image-files.ts';
import type { ImageRef } from '#shared/schemas/common.ts';
import { VIEWER_ORIGIN_HEADER } from '#shared/web/page-paths.ts';
import { sites as seedSites } from '../../infra/local/seed/data/content';
import { createPagesHandler } from '#functions/pages/index.ts';
import { createActors, sampleBody, type Actors } from './fixtures';
import { apiEvent, invoke, loadGroupHandler } from './events';

const SHELL = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <script>setTimeout(function () {});</script>
    <meta name="description" content="" />
    <title>Theke</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const handler = createPagesHandler({ shell: async () => SHELL });
const WEBSITE = 'https://www.fleischerei-gruber.example';

async function get(path: string, headers: Record<string, string> = {}) {
  const [rawPath, query] = path.split('?');
  const event = apiEvent('GET', { path: rawPath!, headers: { [VIEWER_ORIGIN_HEADER]: 'http://localhost:3000', ...headers } });
  const result = await handler({ ...event, rawQueryString: query ?? '', routeKey: rawPath === '/' ? 'GET /' : 'GET /{path+}' });
  return { status: result.statusCode, headers: result.headers ?? {}, body: String(result.body ?? '') };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

let previousConfig: StoredEntity | undefined;
let catering: StoredEntity;
let draft: StoredEntity;
let branch: StoredEntity;
let closedBranch: StoredEntity;
let actors: Actors;

async function setConfig(fields: Record<string, unknown>): Promise<void> {
  const config = await getEntity('Config', CONFIG_ID, { consistent: true });
  if (config) await updateEntity('Config', CONFIG_ID, { ...config, ...fields }, config.version);
  else await createEntity('Config', fields, { id: CONFIG_ID });
}

beforeAll(async () => {
  actors = await createActors();
  previousConfig = await getEntity('Config', CONFIG_ID, { consistent: true });
  await setConfig({
    shopName: 'Fleischerei Gruber',
    title: 'Fleischerei Gruber – Fleisch und Wurst',
    seoTitle: undefined,
    seoDescription: 'Steirisches Fleisch, online vorbestellt.',
    website: WEBSITE,
    privacyPolicyText: 'Wir speichern nur, was Ihre Bestellung braucht.',
    imprintText: undefined,
  });
  const seeded = seedSites.find((site) => site.path === '/catering')!;
  catering = (await findByUnique('Site', 'path', '/catering')) ?? (await createEntity('Site', { ...seeded, id: undefined }));
  draft = await createEntity('Site', { type: 'simple', path: `/entwurf-${ulid()}`, name: 'Geheimer Entwurf', isPublic: false, content: { body: '<p>x</p>' } });
  branch = await createEntity('Branch', {
    ...sampleBody('branches', undefined),
    name: 'Graz Annenstraße',
    description: 'Unser Stammhaus',
    isPublic: true,
    isEnabled: true,
  });
  closedBranch = await createEntity('Branch', { ...sampleBody('branches', undefined), name: 'Alt', isPublic: true, isEnabled: false });
});

afterAll(async () => {
  actors.tokens.close();
  const current = await getEntity('Config', CONFIG_ID, { consistent: true });
  if (previousConfig && current) await updateEntity('Config', CONFIG_ID, previousConfig, current.version);
});

describe('content pages', () => {
  it('a seeded content page carries its title, description, canonical URL and Open Graph tags', async () => {
    const page = await get('/catering');
    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    });
    expect(titleOf(page.body)).toBe('Catering und Party-Service - Fleischerei Gruber');
    expect(page.body).toContain('<meta name="description" content="Party-Platten, Spanferkel und Grillpakete für Feiern von 6 bis 200 Personen." />');
    expect(page.body).toContain(`<link rel="canonical" href="${WEBSITE}/catering" />`);
    expect(page.body).toContain('<meta property="og:title" content="Catering und Party-Service - Fleischerei Gruber" />');
    expect(page.body).toContain('<meta property="og:site_name" content="Fleischerei Gruber" />');
    expect(page.body).not.toContain('noindex');
    // The shell stays the shell: the app starts from it, its root holding the static first paint
    // (the cookie banner, with the privacy link of the settings' text).
    expect(page.body).toContain('<div id="root"><section class="cookie-banner" data-first-paint');
    expect(page.body).toContain('<a href="/site/privacy">');
    expect(page.body).toContain('<script>setTimeout(function () {});</script>');
  });

  it('finds a page regardless of case and answers a trailing slash with a redirect to the one address', async () => {
    expect(titleOf((await get('/Catering')).body)).toBe('Catering und Party-Service - Fleischerei Gruber');
    expect(await get('/catering/?utm_source=x')).toMatchObject({ status: 301, headers: { location: '/catering?utm_source=x' } });
  });

  it('an unknown path answers 404 with the shell, the 404 title and noindex', async () => {
    const page = await get(`/gibt-es-nicht-${ulid()}`);
    expect(page.status).toBe(404);
    expect(titleOf(page.body)).toBe('404 Not Found - Fleischerei Gruber');
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect(page.body).toContain('<div id="root"><section class="cookie-banner" data-first-paint');
  });

  it('a draft answers 404 and does not tell its title', async () => {
    const page = await get(String(draft.path));
    expect(page.status).toBe(404);
    expect(page.body).not.toContain('Geheimer Entwurf');
    expect(page.body).toContain('noindex');
  });

  it('legal pages exist when their text is configured', async () => {
    const privacy = await get('/site/privacy');
    expect(privacy.status).toBe(200);
    expect(titleOf(privacy.body)).toBe('Datenschutz - Fleischerei Gruber');
    expect(privacy.body).toContain(`<link rel="canonical" href="${WEBSITE}/site/privacy" />`);
    if (!(await findByUnique('Site', 'path', '/site/imprint'))) expect((await get('/site/imprint')).status).toBe(404);
  });
});

describe('home, branch, checkout and status pages', () => {
  it('home: the division title with the shop title and the SEO description', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<meta name="description" content="Steirisches Fleisch, online vorbestellt." />');
    expect(home.body).toContain(`<link rel="canonical" href="${WEBSITE}/" />`);
    // The first branch card's photo, when a branch has one, is preloaded with its WebP candidates.
    const [first] = (await visibleRecords(policies.branches, ANONYMOUS, 'public'))
      .map((record) => (record.images as ImageRef[] | undefined)?.[0])
      .filter((image) => image !== undefined);
    if (first) expect(home.body).toContain(`href="${imageUrl(first, 'small', 'webp')}" imagesrcset="${imageSrcSet(first, 'webp', BRANCH_CARD_PHOTO.widths)}"`);
    else expect(home.body).not.toContain('as="image"');
  });

  it("a public, enabled branch: '{name} - {shop}' with its description; a disabled one is 404", async () => {
    const page = await get(`/store/${String(branch.identifier)}`);
    expect(page.status).toBe(200);
    expect(titleOf(page.body)).toBe('Graz Annenstraße - Fleischerei Gruber');
    expect(page.body).toContain('<meta name="description" content="Unser Stammhaus" />');
    // Its catalogue, fetched with the scripts instead of after the store page's code has run.
    expect(page.body).toContain(`<link rel="preload" href="/api/init/store/${String(branch.id)}" as="fetch" crossorigin="anonymous" data-page-preload />`);
    expect((await get(`/store/${String(closedBranch.identifier)}`)).status).toBe(404);
  });

  it("a branch page preloads its first product card's photo, chosen by the menu rules the page renders with", async () => {
    const photo = { id: ulid(), version: 3, extension: 'jpg' };
    const shop = await createEntity('Branch', { ...sampleBody('branches', undefined), name: 'Vorladen', isPublic: true, isEnabled: true });
    const category = await createEntity('Category', { name: 'Würste', isEnabled: true });
    // Listed first in the menu but disabled (and not shown when unavailable): not on the page.
    const hidden = await createEntity('Product', {
      name: 'Versteckt',
      isEnabled: false,
      price: 100,
      unit: 'amount',
      images: [{ id: ulid(), version: 1, extension: 'jpg' }],
    });
    const shown = await createEntity('Product', { name: 'Debreziner', isEnabled: true, price: 350, unit: 'amount', images: [photo] });
    await createEntity('Menu', {
      name: 'Vorladen',
      availableFrom: '2020-01-01T00:00:00.000Z',
      branches: [{ id: shop.id }],
      catalog: [{ id: category.id, products: [hidden.id, shown.id] }],
    });
    const page = await get(`/store/${String(shop.identifier)}`);
    expect(page.body).toContain(
      `<link rel="preload" as="image" type="image/webp" href="${imageUrl(photo, 'product', 'webp')}" imagesrcset="${imageSrcSet(photo, 'webp', PRODUCT_CARD_PHOTO.widths)}"`,
    );
    // A first category whose products are all hidden is no group of the page: the next one's first photo.
    const empty = await createEntity('Category', { name: 'Leer', isEnabled: true });
    const menu = (await listEntities('Menu')).find((candidate) => candidate.name === 'Vorladen')!;
    await updateEntity('Menu', menu.id, { ...menu, catalog: [{ id: empty.id, products: [hidden.id] }, ...menu.catalog!] }, menu.version);
    expect((await get(`/store/${String(shop.identifier)}`)).body).toContain(`href="${imageUrl(photo, 'product', 'webp')}"`);
    // The first product shown has no photo: nothing to preload.
    await updateEntity('Product', shown.id, { ...shown, images: [] }, shown.version);
    expect((await get(`/store/${String(shop.identifier)}`)).body).not.toContain('as="image"');
  });

  it('checkout and status pages are not indexed', async () => {
    const checkout = await get(`/store/${String(branch.identifier)}/checkout`);
    expect(checkout.status).toBe(200);
    expect(titleOf(checkout.body)).toBe('Bestellvorgang - Fleischerei Gruber');
    expect(checkout.body).toContain('noindex');
    const status = await get('/status/abc/def');
    expect(titleOf(status.body)).toBe('Bestellstatus - Fleischerei Gruber');
    expect(status.body).toContain('noindex');
  });
});

describe('redirects', () => {
  it('answers 301 with Location and no page for an enabled redirect, 302 when it says so, nothing for a disabled one', async () => {
    const permanent = await createEntity('Redirect', { path: `/alt-${ulid()}`, target: '/catering', statusCode: 301, isEnabled: true });
    const temporary = await createEntity('Redirect', { path: `/aktion-${ulid()}`, target: 'https://www.example.at/aktion', statusCode: 302, isEnabled: true });
    const disabled = await createEntity('Redirect', { path: `/aus-${ulid()}`, target: '/catering', statusCode: 301, isEnabled: false });
    expect(await get(String(permanent.path))).toEqual({
      status: 301,
      headers: { location: '/catering', 'cache-control': 'public, max-age=3600, s-maxage=60' },
      body: '',
    });
    expect(await get(String(temporary.path))).toMatchObject({ status: 302, headers: { location: 'https://www.example.at/aktion' } });
    expect((await get(String(disabled.path))).status).toBe(404);
  });

  it('refuses targets that are no address', async () => {
    const script = await createEntity('Redirect', { path: `/boese-${ulid()}`, target: 'javascript:alert(1)', statusCode: 301, isEnabled: true });
    expect((await get(String(script.path))).status).toBe(404);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists home, public enabled branches, public sites and configured legal pages with absolute URLs', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain(`<loc>${WEBSITE}/</loc>`);
    expect(sitemap.body).toContain(`<url><loc>${WEBSITE}/catering</loc><lastmod>${catering.updatedAt}</lastmod></url>`);
    expect(sitemap.body).toContain(`<loc>${WEBSITE}/store/${String(branch.identifier)}</loc>`);
    expect(sitemap.body).toContain(`<loc>${WEBSITE}/site/privacy</loc>`);
    expect(sitemap.body).not.toContain(String(closedBranch.identifier));
    expect(sitemap.body).not.toContain(String(draft.path));
    expect(sitemap.body).not.toContain('/checkout');
  });

  it('robots.txt names the sitemap and keeps crawlers out of back office, API, status and checkout', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain(`Sitemap: ${WEBSITE}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /backend\nDisallow: /api/\nDisallow: /status/\nDisallow: /store/*/checkout');
  });
});

describe('edges', () => {
  it("without a website in the settings: the deployment's public URL, else the visitor's origin", async () => {
    const publicUrl = process.env[ENV.publicUrl];
    await setConfig({ website: undefined });
    try {
      process.env[ENV.publicUrl] = 'https://bestellen.example.at/';
      expect((await get('/catering')).body).toContain('<link rel="canonical" href="https://bestellen.example.at/catering" />');
      delete process.env[ENV.publicUrl];
      expect((await get('/catering')).body).toContain('<link rel="canonical" href="http://localhost:3000/catering" />');
    } finally {
      if (publicUrl === undefined) delete process.env[ENV.publicUrl];
      else process.env[ENV.publicUrl] = publicUrl;
      await setConfig({ website: WEBSITE });
    }
  });

  it('refuses a request without the origin secret when one is configured, and answers /api paths with the API 404', async () => {
    process.env[ENV.originVerify] = 'geheim';
    try {
      const direct = await get('/catering');
      expect(direct.status).toBe(403);
      expect(JSON.parse(direct.body).errors[0].message).toBe('Die Schnittstelle ist nur über die Adresse des Shops erreichbar.');
      expect((await get('/catering', { 'x-theke-origin-verify': 'geheim' })).status).toBe(200);
    } finally {
      delete process.env[ENV.originVerify];
    }
    const api = await get('/api/gibt-es-nicht');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body).errors[0].code).toBe('route.notFound');
  });

  it('answers HEAD without a body', async () => {
    const event = apiEvent('GET', { path: '/catering' });
    const result = await handler({ ...event, requestContext: { ...event.requestContext, http: { ...event.requestContext.http, method: 'HEAD' } } });
    expect(result.statusCode).toBe(200);
    expect(result.body).toBe('');
  });
});

describe('rich text is cleaned when a site is saved', () => {
  it('POST and PUT store the cleaned HTML', async () => {
    const sites = await loadGroupHandler('sites');
    const body = {
      type: 'default',
      path: `/xss-${ulid()}`,
      name: 'XSS',
      isPublic: false,
      content: {
        blocks: [
          { type: 'text', value: { text: '<p>Hallo<script>alert(1)</script></p><img src=x onerror=alert(1)>' } },
          { type: 'bulletPoints', value: { points: [{ headline: 'H', text: '<a href="javascript:alert(1)">Link</a><svg onload=alert(1)></svg>' }] } },
        ],
      },
    };
    const created = await invoke<{ id: string; version: number }>(sites, 'POST', { path: '/api/sites', token: actors.admin.token, body });
    expect(created.status).toBe(201);
    const stored = await getEntity('Site', created.body.data!.id);
    expect(stored!.content).toEqual({
      blocks: [
        { type: 'text', value: { text: '<p>Hallo</p><img src="x" />' } },
        { type: 'bulletPoints', value: { points: [{ headline: 'H', text: '<a>Link</a>' }] } },
      ],
    });

    const simple = { ...body, type: 'simple', content: { body: '<p onclick="x()">Text</p><iframe src="https://evil.example"></iframe>' } };
    const updated = await invoke(sites, 'PUT', {
      path: '/api/sites/{id}',
      params: { id: created.body.data!.id },
      token: actors.admin.token,
      body: { ...simple, version: stored!.version },
    });
    expect(updated.status).toBe(200);
    expect((await getEntity('Site', created.body.data!.id))!.content).toEqual({ body: '<p>Text</p>' });
  });
});
