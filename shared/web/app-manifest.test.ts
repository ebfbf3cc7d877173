import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, appManifest, shortLabel } from './app-manifest';

describe('appManifest', () => {
  it('names the app after the title and labels it with the shop name', () => {
    expect(appManifest({ title: 'Fleischerei Gruber – Online bestellen', shopName: 'Gruber', description: 'Frisch aus der Steiermark.' })).toEqual({
      name: 'Fleischerei Gruber – Online bestellen',
      short_name: 'Gruber',
      description: 'Frisch aus der Steiermark.',
      lang: 'de',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      id: '/',
      display: 'standalone',
      theme_color: '#000000',
      background_color: '#ffffff',
      icons: APP_ICONS,
    });
  });

  it('falls back to the shop name, then to Theke, and prefers the SEO description', () => {
    const withShopName = appManifest({ title: '  ', shopName: 'Fleischerei Gruber', seoDescription: 'SEO', description: 'Lang' });
    expect([withShopName.name, withShopName.short_name, withShopName.description]).toEqual(['Fleischerei Gruber', 'Fleischerei', 'SEO']);
    const empty = appManifest({});
    expect([empty.name, empty.short_name, 'description' in empty]).toEqual(['Theke', 'Theke', false]);
  });

  it('offers 192 and 512 px icons and a maskable one', () => {
    expect(APP_ICONS.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });
});

describe('shortLabel', () => {
  it.each([
    ['Gruber', 'Gruber'],
    ['Metzgerei Huber', 'Metzgerei'],
    ['Fleischhauerei', 'Fleischhauer'],
    ['Zum goldenen Ochsen', 'Zum goldenen'],
  ])('%s → %s', (text, label) => {
    expect(shortLabel(text)).toBe(label);
  });

  it('never exceeds the limit and is taken from the name', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), (text) => {
        const label = shortLabel(text);
        expect(label.length).toBeLessThanOrEqual(12);
        // Whole words joined by one space, or the text itself when it fits.
        expect(text.includes(label) || text.replace(/\s+/g, ' ').includes(label)).toBe(true);
      }),
    );
  });
});
