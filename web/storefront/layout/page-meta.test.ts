import { describe, expect, it } from 'vitest';
import type { Branch, Division, PublicConfig } from '../data';
import { pageMeta } from './page-meta';
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

  it('other paths answer with the 404 page for now', () => {
    expect(pageMeta(matchRoute('/site/privacy'), data).title).toBe('404 Not Found - Fleischerei Gruber');
  });

  it('falls back to the config title as shop title and to the description without an SEO one', () => {
    const plain = { title: 'Metzgerei', description: 'Frisch' } as PublicConfig;
    expect(pageMeta(matchRoute('/status/u/h'), { config: plain })).toEqual({ title: 'Bestellstatus - Metzgerei', description: 'Frisch' });
    expect(pageMeta(matchRoute('/status/u/h'), {})).toEqual({ title: '', description: '' });
  });
});
