import { describe, expect, it } from 'vitest';
import type { Branch, Division, PublicConfig } from '../data';
import { matchPageRoute } from '#shared/web/page-meta.ts';
import { layoutSetsTitle, pageMeta } from './page-meta';
import { matchRoute } from './routes';

const config = {
  shopName: 'Fleischerei Gruber',
  title: 'Fleischerei Gruber – Fleisch und Wurst',
  description: 'Beschreibung',
  seoDescription: 'SEO-Beschreibung',
} as PublicConfig;
const division = { title: 'Unsere Filialen' } as Division;
const branches = [
  { identifier: 'graz', name: 'Graz Annenstraße', description: 'Unser Stammhaus' },
  { identifier: 'weiz', name: 'Weiz', description: '' },
] as Branch[];
const data = { config, division, branches };

describe('pageMeta', () => {
  it("division: '{division title} - {shop name}' with the SEO description", () => {
    expect(pageMeta(matchRoute('/'), data)).toEqual({ title: 'Unsere Filialen - Fleischerei Gruber', description: 'SEO-Beschreibung' });
  });

  it('division without a division record: the config title', () => {
    expect(pageMeta(matchRoute('/'), { config }).title).toBe('Fleischerei Gruber – Fleisch und Wurst - Fleischerei Gruber');
  });

  it("branch: '{branch name} - {shop name}' and its own description, else the configured one", () => {
    expect(pageMeta(matchRoute('/store/graz'), data)).toEqual({ title: 'Graz Annenstraße - Fleischerei Gruber', description: 'Unser Stammhaus' });
    expect(pageMeta(matchRoute('/store/weiz'), data).description).toBe('SEO-Beschreibung');
    expect(pageMeta(matchRoute('/store/unbekannt'), data).title).toBe('Fleischerei Gruber');
  });

  it('checkout, checkout error and status', () => {
    expect(pageMeta(matchRoute('/store/graz/checkout'), data).title).toBe('Bestellvorgang - Fleischerei Gruber');
    expect(pageMeta(matchRoute('/store/graz/checkout/error'), data).title).toBe('Bestellvorgang - Fleischerei Gruber');
    expect(pageMeta(matchRoute('/status/u/h'), data).title).toBe('Bestellstatus - Fleischerei Gruber');
  });

  it("a path without a content page gets the 404 title, a content page '{title or name} - {shop name}'", () => {
    expect(pageMeta(matchRoute('/site/privacy'), data).title).toBe('404 Not Found - Fleischerei Gruber');
    expect(pageMeta(matchRoute('/catering'), { ...data, site: { name: 'Catering', title: 'Catering und Party-Service', description: 'Platten' } })).toEqual({
      title: 'Catering und Party-Service - Fleischerei Gruber',
      description: 'Platten',
    });
  });

  it("the home page's document title keeps the division rule when a seoTitle is set", () => {
    const meta = pageMeta(matchRoute('/'), { ...data, config: { ...config, seoTitle: 'Fleischerei Gruber | online bestellen' } });
    expect(meta.socialTitle).toBe('Fleischerei Gruber | online bestellen');
    expect(meta.title).not.toBe('Fleischerei Gruber | online bestellen');
  });

  it('the layout titles every route but content pages; legal pages with a configured text are its own', () => {
    expect(layoutSetsTitle(matchRoute('/store/graz'), config)).toBe(true);
    expect(layoutSetsTitle(matchRoute('/catering'), config)).toBe(false);
    expect(layoutSetsTitle(matchRoute('/site/imprint'), config)).toBe(false);
    expect(layoutSetsTitle(matchRoute('/site/imprint'), { ...config, imprintText: 'Fleischerei Gruber GmbH' })).toBe(true);
  });

  it("the server's route matching (shared/web/page-meta.ts) agrees with the app's router", () => {
    const paths = [
      '/',
      '/store/graz',
      '/Store/Graz/',
      '/store/gr%C3%BCn',
      '/store/graz/checkout',
      '/store/graz/CHECKOUT/error/',
      '/status/u1/h1',
      '/status/u1',
    ];
    for (const path of [...paths, '/store', '/store/graz/menu', '/catering', '/site/privacy', '/status/u/h/x']) {
      const app = matchRoute(path);
      const server = matchPageRoute(path);
      expect(server.name, path).toBe(app.name);
      if ('branchIdentifier' in app) expect(server, path).toMatchObject({ branchIdentifier: app.branchIdentifier });
    }
  });

  it('falls back to the config title as shop title and to the description without an SEO one', () => {
    const plain = { title: 'Metzgerei', description: 'Frisch' } as PublicConfig;
    expect(pageMeta(matchRoute('/status/u/h'), { config: plain })).toEqual({ title: 'Bestellstatus - Metzgerei', description: 'Frisch' });
    expect(pageMeta(matchRoute('/status/u/h'), {})).toEqual({ title: '', description: '' });
  });
});
