/**
 * Links to terms, privacy policy, imprint and allergens (storefront.md §2 "Footer"): the site
 * page /site/... when the matching text setting exists, otherwise the external address from the
 * matching setting, otherwise no link.
 *
 * The /site/... pages render the settings' texts (web/storefront/content/SitePage.tsx); the
 * server answers them with their titles (functions/pages).
 */
import { t, type PlainMessageKey } from '../../common/i18n';
import type { PublicConfig } from '../data';
import { hasText } from '#shared/text/index.ts';

export interface LegalLink {
  key: 'termsAndConditions' | 'privacyPolicy' | 'imprint' | 'allergens';
  label: string;
  href: string;
  /** An external address: opens in a new tab. */
  external: boolean;
}

const LEGAL: ReadonlyArray<{ key: LegalLink['key']; text: keyof PublicConfig; path: string; label: PlainMessageKey }> = [
  { key: 'termsAndConditions', text: 'termsAndConditionsText', path: '/site/terms-and-conditions', label: 'footer.terms' },
  { key: 'privacyPolicy', text: 'privacyPolicyText', path: '/site/privacy', label: 'footer.privacy' },
  { key: 'imprint', text: 'imprintText', path: '/site/imprint', label: 'footer.imprint' },
  { key: 'allergens', text: 'allergensText', path: '/site/allergens', label: 'footer.allergens' },
];

export function legalLinks(config: Partial<PublicConfig> | undefined): LegalLink[] {
  const links: LegalLink[] = [];
  for (const { key, text, path, label } of LEGAL) {
    const address = config?.[key];
    if (hasText(config?.[text])) links.push({ key, label: t(label), href: path, external: false });
    else if (hasText(address)) links.push({ key, label: t(label), href: address.trim(), external: true });
  }
  return links;
}

/** The privacy policy link alone (the cookie banner points to it). */
export function privacyLink(config: Partial<PublicConfig> | undefined): LegalLink | null {
  return legalLinks(config).find((link) => link.key === 'privacyPolicy') ?? null;
}
