import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePath, legalPage, matchPageRoute, pageMeta, pageTitle } from './page-meta';

const config = {
  shopName: 'Fleischerei Gruber',
  title: 'Fleischerei Gruber – Fleisch und Wurst',
  description: 'Beschreibung',
  seoDescription: 'SEO-Beschreibung',
  privacyPolicyText: 'Wir speichern …',
};
const branches = [
  { identifier: 'graz', name: 'Graz Annenstraße', description: 'Unser Stammhaus' },
  { identifier: 'weiz', name: 'Weiz', description: '' },
];

describe('pageMeta', () => {
  it("home: '{division title} - {shop name}'; the seoTitle, when set, only for link previews", () => {
    expect(pageMeta({ name: 'division' }, { config, division: { title: 'Unsere Filialen' } })).toEqual({
      title: 'Unsere Filialen - Fleischerei Gruber',
      description: 'SEO-Beschreibung',
    });
    expect(
      pageMeta({ name: 'division' }, { config: { ...config, seoTitle: 'Fleischerei Gruber | online bestellen' }, division: { title: 'Unsere Filialen' } }),
    ).toEqual({ title: 'Unsere Filialen - Fleischerei Gruber', description: 'SEO-Beschreibung', socialTitle: 'Fleischerei Gruber | online bestellen' });
  });

  it("branch: '{name} - {shop}' with its own description, else the configured one", () => {
    expect(pageMeta({ name: 'branch', branchIdentifier: 'graz' }, { config, branches })).toEqual({
      title: 'Graz Annenstraße - Fleischerei Gruber',
      description: 'Unser Stammhaus',
    });
    expect(pageMeta({ name: 'branch', branchIdentifier: 'weiz' }, { config, branches }).description).toBe('SEO-Beschreibung');
  });

  it("content page: '{title or name} - {shop}' and its description; legal pages by their label; else 404", () => {
    const site = { name: 'Catering', title: 'Catering und Party-Service', description: 'Platten' };
    expect(pageMeta({ name: 'site', path: '/catering' }, { config, site })).toEqual({
      title: 'Catering und Party-Service - Fleischerei Gruber',
      description: 'Platten',
    });
    expect(pageMeta({ name: 'site', path: '/x' }, { config, site: { name: 'Nur Name', title: ' ' } })).toEqual({
      title: 'Nur Name - Fleischerei Gruber',
      description: 'SEO-Beschreibung',
    });
    expect(pageMeta({ name: 'site', path: '/site/privacy' }, { config, site }).title).toBe('Datenschutz - Fleischerei Gruber');
    expect(pageMeta({ name: 'site', path: '/site/imprint' }, { config, site: null }).title).toBe('404 Not Found - Fleischerei Gruber');
  });

  it('checkout, checkout error and status; nothing configured gives empty texts', () => {
    expect(pageMeta({ name: 'checkout_error', branchIdentifier: 'graz' }, { config }).title).toBe('Bestellvorgang - Fleischerei Gruber');
    expect(pageMeta({ name: 'status' }, { config: { title: 'Metzgerei', description: 'Frisch' } })).toEqual({
      title: 'Bestellstatus - Metzgerei',
      description: 'Frisch',
    });
    expect(pageMeta({ name: 'status' }, {})).toEqual({ title: '', description: '' });
  });
});

describe('legalPage', () => {
  it('is the page whose text is configured', () => {
    expect(legalPage('/site/privacy', config)?.titleKey).toBe('footer.privacy');
    expect(legalPage('/site/terms-and-conditions', config)).toBeNull();
    expect(legalPage('/site/allergens', { allergensText: 'A Gluten' })?.textField).toBe('allergensText');
  });
});

describe('pageTitle', () => {
  it('joins title and shop title, or gives the one that exists', () => {
    expect(pageTitle(' Kontakt ', 'Gruber')).toBe('Kontakt - Gruber');
    expect(pageTitle('', 'Gruber')).toBe('Gruber');
    expect(pageTitle('Kontakt', undefined)).toBe('Kontakt');
  });
});

describe('matchPageRoute', () => {
  it.each([
    ['/', { name: 'division' }],
    ['/store/graz', { name: 'branch', branchIdentifier: 'graz' }],
    ['/Store/graz/', { name: 'branch', branchIdentifier: 'graz' }],
    ['/store/gr%C3%BCn', { name: 'branch', branchIdentifier: 'grün' }],
    ['/store/graz/checkout', { name: 'checkout', branchIdentifier: 'graz' }],
    ['/store/graz/checkout/error', { name: 'checkout_error', branchIdentifier: 'graz' }],
    ['/status/u1/h1', { name: 'status' }],
    ['/status/u1', { name: 'site', path: '/status/u1' }],
    ['/store', { name: 'site', path: '/store' }],
    ['/store/graz/menu', { name: 'site', path: '/store/graz/menu' }],
    ['/%C3%BCber-uns/', { name: 'site', path: '/über-uns' }],
  ])('%s', (path, route) => {
    expect(matchPageRoute(path)).toEqual(route);
  });

  it('never throws, whatever the path', () => {
    fc.assert(
      fc.property(fc.string(), (tail) => {
        expect(() => matchPageRoute(`/${tail}`)).not.toThrow();
      }),
    );
  });
});

describe('decodePath', () => {
  it('decodes and drops trailing slashes, and keeps a broken encoding as it is', () => {
    expect(decodePath('/ueber-uns//')).toBe('/ueber-uns');
    expect(decodePath('/')).toBe('/');
    expect(decodePath('/%E0%A4%A')).toBe('/%E0%A4%A');
  });
});
