/**
 * /api/fonts (functions/fonts) and the font files of the local server (infra/local/server/fonts.ts):
 * the families with their variants, the embed stylesheet whose every URL is on the shop's own
 * origin, the files it names, and German 404s for unknown families, variants and files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { fontListSchema } from '#shared/fonts/schemas.ts';

const base = inject('localStackUrl');

describe('GET /api/fonts', () => {
  it('lists the eight families with their variants, German weight names and stylesheet URLs, shareable at the edge', async () => {
    const response = await fetch(`${base}/api/fonts`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=86400');
    const families = fontListSchema.parse(((await response.json()) as { data: unknown }).data);
    expect(families.map((family) => family.family)).toEqual([
      'roboto',
      'open-sans',
      'lato',
      'montserrat',
      'oswald',
      'playfair-display',
      'merriweather',
      'source-sans-3',
    ]);
    const roboto = families[0]!;
    expect(roboto.name).toBe('Roboto');
    expect(roboto.variants).toHaveLength(18);
    expect(roboto.variants.find((variant) => variant.id === '700italic')).toEqual({
      id: '700italic',
      weight: 700,
      style: 'italic',
      weightName: 'Bold',
      label: '700 Bold kursiv',
      stylesheetUrl: '/api/fonts/google/roboto/style-700italic.embed.css',
    });
    expect(roboto.variants.map((variant) => variant.weightName).filter((_, index) => index % 2 === 0)).toEqual([
      'Thin',
      'Extralight',
      'Light',
      'Regular',
      'Medium',
      'Semibold',
      'Bold',
      'Extrabold',
      'Black',
    ]);
    const oswald = families.find((family) => family.family === 'oswald')!;
    expect(oswald.variants.every((variant) => variant.style === 'normal')).toBe(true);
    expect(families.find((family) => family.family === 'merriweather')!.fontFamily).toBe("'Merriweather', serif");
  });
});

describe('GET /api/fonts/google/{family}/style-{variant}.embed.css', () => {
  it('answers CSS for roboto 700 whose fonts are all on our origin', async () => {
    const response = await fetch(`${base}/api/fonts/google/roboto/style-700.embed.css`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, s-maxage=604800');
    const css = await response.text();
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain("font-family: 'Roboto';");
    expect(css).toContain('font-weight: 700;');
    expect(css).toContain('font-display: swap;');
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]);
    expect(urls).toEqual(['/font/roboto/5.3.0/roboto-latin-ext-700-normal.woff2', '/font/roboto/5.3.0/roboto-latin-700-normal.woff2']);
    expect(css).not.toMatch(/https?:|\/\/|google/i);

    // Every file it names is served by the local server, the package's own bytes.
    for (const url of urls) {
      const file = await fetch(`${base}${url}`);
      expect(file.status, url).toBe(200);
      expect(file.headers.get('content-type')).toBe('font/woff2');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const name = url!.split('/').at(-1)!;
      expect(Buffer.from(await file.arrayBuffer()).equals(readFileSync(join('node_modules/@fontsource/roboto/files', name)))).toBe(true);
    }
  });

  it('takes Google’s names too: the family name and regular / italic', async () => {
    const response = await fetch(`${base}/api/fonts/google/Open%20Sans/style-italic.embed.css`);
    expect(response.status).toBe(200);
    const css = await response.text();
    expect(css).toContain("font-family: 'Open Sans';");
    expect(css).toContain('url(/font/open-sans/5.3.0/open-sans-latin-400-italic.woff2)');
  });

  it.each([
    ['/api/fonts/google/comic-sans/style-400.embed.css', 'font.unknownFamily', 'Diese Schriftart gibt es nicht.'],
    ['/api/fonts/google/oswald/style-400italic.embed.css', 'font.unknownVariant', 'Diesen Schriftschnitt gibt es für diese Schriftart nicht.'],
    ['/api/fonts/google/roboto/style-450.embed.css', 'font.unknownVariant', 'Diesen Schriftschnitt gibt es für diese Schriftart nicht.'],
    ['/api/fonts/google/roboto/700.css', 'font.unknownVariant', 'Diesen Schriftschnitt gibt es für diese Schriftart nicht.'],
  ])('%s → 404 in German', async (path, code, message) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: [{ code, message }] });
  });

  it('serves no other file under /font/', async () => {
    for (const path of [
      '/font/roboto/5.3.0/roboto-cyrillic-700-normal.woff2',
      '/font/roboto/5.2.0/roboto-latin-700-normal.woff2',
      '/font/roboto/5.3.0/..%2Fpackage.json',
      '/font/',
    ]) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
  });
});
