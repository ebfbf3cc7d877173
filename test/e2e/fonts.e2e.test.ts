/**
 * Fonts from the shop's own origin (functions/fonts, infra/local/server/fonts.ts): a storefront
 * page loads the embed stylesheet of one family in Chromium, `document.fonts` reports the face
 * loaded, and every request the page made for it — stylesheet and WOFF2 files — went to the local
 * origin, none to Google; the Content-Security-Policy (font-src and style-src 'self') lets them in.
 */
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser, viewports } from './browser';

const baseUrl = inject('baseUrl');
const session = useBrowser();

describe('fonts from our own origin', () => {
  it('loads Playfair Display 700 through its embed stylesheet, only from the local origin', async () => {
    const page = await session.newPage(viewports.desktop);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    requests.length = 0;

    const state = await page.evaluate(async () => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = '/api/fonts/google/playfair-display/style-700.embed.css';
      const loaded = new Promise((resolve, reject) => {
        link.onload = resolve;
        link.onerror = reject;
      });
      document.head.append(link);
      await loaded;
      const heading = document.createElement('h1');
      heading.textContent = 'Fleischerei – Größe und Qualität';
      heading.style.fontFamily = "'Playfair Display', serif";
      heading.style.fontWeight = '700';
      document.body.prepend(heading);
      const faces = await document.fonts.load("700 32px 'Playfair Display'", 'Größe');
      await document.fonts.ready;
      return {
        faces: faces.map((face) => ({ family: face.family, weight: face.weight, status: face.status })),
        check: document.fonts.check("700 32px 'Playfair Display'", 'Größe'),
      };
    });
    expect(state.check).toBe(true);
    expect(state.faces.length).toBeGreaterThan(0);
    expect(state.faces.every((face) => face.status === 'loaded' && face.weight === '700')).toBe(true);

    const fontRequests = requests.filter((url) => url.includes('/font/') || url.includes('/api/fonts/'));
    expect(fontRequests).toContain(`${baseUrl}/api/fonts/google/playfair-display/style-700.embed.css`);
    expect(fontRequests.some((url) => /\/font\/playfair-display\/[\d.]+\/playfair-display-latin-700-normal\.woff2$/.test(url))).toBe(true);
    // Every request of the page went to the local origin (the page routes others to abort, so prove none was even tried).
    expect(requests.filter((url) => !url.startsWith(baseUrl))).toEqual([]);
    expect(requests.filter((url) => /google|gstatic/.test(new URL(url).hostname))).toEqual([]);
    await screenshot(page, 'fonts-playfair-display', { fullPage: false });
  });
});
