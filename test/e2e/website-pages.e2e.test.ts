/**
 * The storefront's page paths on the built app (docs/website.md): the HTML a crawler reads carries
 * the page's title and description, a redirect is a 301 without JavaScript, an unknown path is a
 * 404 that still starts the app, and the head written by the server breaks no inline script (the
 * Content-Security-Policy's hashes; the watcher of ./browser.ts fails on any violation).
 */
import { inject, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { staffToken } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();

describe('storefront pages rendered at the origin', () => {
  it('a content page answers with its title, description and canonical URL in the HTML', async () => {
    const response = await fetch(`${baseUrl}/catering`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    const html = await response.text();
    expect(html).toContain('<title>Catering und Party-Service - Fleischerei Gruber</title>');
    expect(html).toContain('<meta name="description" content="Party-Platten, Spanferkel und Grillpakete für Feiern von 6 bis 200 Personen." />');
    expect(html).toContain('<link rel="canonical" href="https://www.fleischerei-gruber.example/catering" />');
  });

  it('a redirect of /api/redirects answers 301 with Location, and stops when deleted', async () => {
    const token = await staffToken(baseUrl);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const path = `/alte-catering-seite-${Date.now()}`;
    const created = await fetch(`${baseUrl}/api/redirects`, { method: 'POST', headers, body: JSON.stringify({ path, target: '/catering', statusCode: 301 }) });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string } };
    const redirect = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/catering');
    expect(await redirect.text()).toBe('');
    expect((await fetch(`${baseUrl}/api/redirects/${data.id}`, { method: 'DELETE', headers })).status).toBe(200);
    expect((await fetch(`${baseUrl}${path}`, { redirect: 'manual' })).status).toBe(404);
  });

  it('sitemap.xml and robots.txt', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>https://www.fleischerei-gruber.example/ueber-uns</loc>');
    expect(sitemap).toContain('<loc>https://www.fleischerei-gruber.example/store/graz</loc>');
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toContain('Sitemap: https://www.fleischerei-gruber.example/sitemap.xml');
  });

  it('in the browser: the app starts from the served shell on a page and on a 404, with the hashed inline scripts running', async () => {
    const page = await session.newPage();
    const store = await page.goto(`${baseUrl}/store/graz`);
    expect(store?.status()).toBe(200);
    await expect.poll(() => page.locator('head link[rel="modulepreload"][href*="/assets/StorePage-"]').count()).toBeGreaterThan(0);
    await expect.poll(() => page.title()).toBe('Graz Annenstraße - Fleischerei Gruber');
    const missing = await page.goto(`${baseUrl}/gibt-es-nicht`);
    expect(missing?.status()).toBe(404);
    await expect.poll(() => page.getByText('Leider wurde die angeforderte Seite nicht gefunden.').count()).toBeGreaterThan(0);
  });
});
