import { describe, expect, it } from 'vitest';
import { legalLinks, privacyLink } from './legal';

describe('legalLinks', () => {
  it('links to the site page when the text setting exists, even if an address is set too', () => {
    expect(legalLinks({ privacyPolicyText: '# Datenschutz', privacyPolicy: 'https://extern.example/datenschutz' })).toEqual([
      { key: 'privacyPolicy', label: 'Datenschutz', href: '/site/privacy', external: false },
    ]);
  });

  it('links to the external address when only the address exists', () => {
    expect(legalLinks({ imprint: ' https://extern.example/impressum ' })).toEqual([
      { key: 'imprint', label: 'Impressum', href: 'https://extern.example/impressum', external: true },
    ]);
  });

  it('gives all four in a fixed order, and nothing for empty settings', () => {
    const links = legalLinks({
      allergensText: 'A',
      imprintText: 'I',
      termsAndConditions: 'https://agb.example',
      privacyPolicyText: 'P',
    });
    expect(links.map((link) => [link.label, link.href])).toEqual([
      ['AGB', 'https://agb.example'],
      ['Datenschutz', '/site/privacy'],
      ['Impressum', '/site/imprint'],
      ['Allergene', '/site/allergens'],
    ]);
    expect(legalLinks({ termsAndConditionsText: '   ', termsAndConditions: '' })).toEqual([]);
    expect(legalLinks(undefined)).toEqual([]);
  });

  it('finds the privacy link for the cookie banner', () => {
    expect(privacyLink({ termsAndConditionsText: 'T', privacyPolicyText: 'P' })?.href).toBe('/site/privacy');
    expect(privacyLink({ termsAndConditionsText: 'T' })).toBeNull();
  });
});
