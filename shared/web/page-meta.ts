/**
 * Titles and descriptions of the storefront's pages (storefront.md §2 "Page titles"), one rule
 * for the app (web/storefront/layout/page-meta.ts sets them while it runs) and the server
 * (functions/pages writes them into the HTML crawlers read):
 * - content page '{title or name} - {shop title}'; legal page '{Datenschutz|AGB|Impressum|Allergene} - {shop title}';
 * - division (home) '{division title or config title} - {shop title}';
 * - branch '{branch name} - {shop title}';
 * - checkout and checkout_error 'Bestellvorgang - {shop title}', status 'Bestellstatus - {shop title}';
 * - an unknown path '404 Not Found - {shop title}'.
 *
 * Decisions:
 * - Shop title: the shop name, else the config title.
 * - Home page: the document title follows the spec's division rule; the config's seoTitle, when
 *   set, is the home page's title for link previews (og:title), as the shop wrote it for sharing
 *   and search results, usually with its name in it.
 * - Description: the page's own (a site's description, a branch's description), else the config's
 *   seoDescription, else its description. seoDescription is what the shop wrote for search results,
 *   so it wins over the general description everywhere.
 * - A legal page is /site/privacy, /site/terms-and-conditions, /site/imprint or /site/allergens
 *   when the matching text setting exists (storefront.md §2 "Footer"); it wins over a site stored
 *   under the same path, as the footer links there only because of the text.
 */
import { createLookup, type PlainKeyOf } from '../i18n/lookup';
import { storefrontMessages } from '../i18n/storefront';

// Only the storefront area, so server bundles do not carry the whole customer catalogue.
const t = createLookup(storefrontMessages);

/** The route of a storefront path, as far as titles care (web/storefront/layout/routes.ts has the app's). */
export type PageMetaRoute =
  { name: 'division' } | { name: 'branch' | 'checkout' | 'checkout_error'; branchIdentifier: string } | { name: 'status' } | { name: 'site'; path: string };

export interface MetaConfig {
  title?: string | null;
  description?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
  shopName?: string | null;
  termsAndConditionsText?: string | null;
  privacyPolicyText?: string | null;
  imprintText?: string | null;
  allergensText?: string | null;
}

export interface MetaSite {
  name: string;
  title?: string | null;
  description?: string | null;
}

export interface MetaBranch {
  identifier: string;
  name: string;
  description?: string | null;
}

export interface PageMetaData {
  config?: MetaConfig;
  division?: { title?: string | null };
  branches?: readonly MetaBranch[];
  /** The content page of a `site` route: the record, or null when no (visible) site has that path. */
  site?: MetaSite | null;
}

export interface PageMeta {
  title: string;
  description: string;
  /** The title link previews show (og:title) where it differs from the document title. */
  socialTitle?: string;
}

export interface LegalPage {
  path: string;
  /** The config field whose text the page shows. */
  textField: 'termsAndConditionsText' | 'privacyPolicyText' | 'imprintText' | 'allergensText';
  titleKey: PlainKeyOf<typeof storefrontMessages>;
}

export const LEGAL_PAGES: readonly LegalPage[] = [
  { path: '/site/terms-and-conditions', textField: 'termsAndConditionsText', titleKey: 'footer.terms' },
  { path: '/site/privacy', textField: 'privacyPolicyText', titleKey: 'footer.privacy' },
  { path: '/site/imprint', textField: 'imprintText', titleKey: 'footer.imprint' },
  { path: '/site/allergens', textField: 'allergensText', titleKey: 'footer.allergens' },
];

const text = (value: string | null | undefined): string => value?.trim() ?? '';

/** The legal page at `path` when its text is configured, else null. */
export function legalPage(path: string, config: MetaConfig | undefined): LegalPage | null {
  const page = LEGAL_PAGES.find((candidate) => candidate.path === path.toLowerCase());
  return page && text(config?.[page.textField]) ? page : null;
}

/** The shop's title: its name, else the config title. */
export function shopTitleOf(config: MetaConfig | undefined): string {
  return text(config?.shopName) || text(config?.title);
}

/** The configured description: seoDescription, else description. */
export function configDescription(config: MetaConfig | undefined): string {
  return text(config?.seoDescription) || text(config?.description);
}

/** '{title} - {shopTitle}' (the catalogue's 'page.title'), or just the one that exists. */
export function pageTitle(title: string | null | undefined, shopTitle: string | null | undefined): string {
  const page = text(title);
  const shop = text(shopTitle);
  if (page && shop) return t('page.title', { title: page, shopTitle: shop });
  return page || shop;
}

export function pageMeta(route: PageMetaRoute, { config, division, branches, site }: PageMetaData): PageMeta {
  const shopTitle = shopTitleOf(config);
  const description = configDescription(config);
  const withShop = (title: string | null | undefined) => pageTitle(title, shopTitle);
  switch (route.name) {
    case 'division':
      return {
        title: withShop(text(division?.title) || text(config?.title)),
        description,
        ...(text(config?.seoTitle) ? { socialTitle: text(config?.seoTitle) } : {}),
      };
    case 'branch': {
      const branch = branches?.find((candidate) => candidate.identifier === route.branchIdentifier);
      return { title: withShop(branch?.name), description: text(branch?.description) || description };
    }
    case 'checkout':
    case 'checkout_error':
      return { title: shopTitle ? t('page.checkoutTitle', { shopTitle }) : '', description };
    case 'status':
      return { title: shopTitle ? t('page.statusTitle', { shopTitle }) : '', description };
    case 'site': {
      const legal = legalPage(route.path, config);
      if (legal) return { title: withShop(t(legal.titleKey)), description };
      if (site) return { title: withShop(text(site.title) || site.name), description: text(site.description) || description };
      return { title: withShop(t('error.notFoundTitle')), description };
    }
  }
}

/**
 * The route of a storefront path (still URL-encoded, as a request or useLocation() has it), by
 * the rules of the app's router (web/storefront/layout/routes.ts, react-router's matchPath):
 * literal segments match regardless of case, one trailing slash is ignored, parameters are
 * decoded.
 */
export function matchPageRoute(pathname: string): PageMetaRoute {
  const segments = pathname.replace(/\/$/, '').split('/').slice(1);
  const literal = (index: number, value: string) => segments[index]?.toLowerCase() === value;
  const param = (index: number) => decodeSegment(segments[index] ?? '');
  if (segments.length === 0 || (segments.length === 1 && segments[0] === '')) return { name: 'division' };
  if (literal(0, 'store') && segments[1]) {
    if (segments.length === 2) return { name: 'branch', branchIdentifier: param(1) };
    if (segments.length === 3 && literal(2, 'checkout')) return { name: 'checkout', branchIdentifier: param(1) };
    if (segments.length === 4 && literal(2, 'checkout') && literal(3, 'error')) return { name: 'checkout_error', branchIdentifier: param(1) };
  }
  if (segments.length === 3 && literal(0, 'status') && segments[1] && segments[2]) return { name: 'status' };
  return { name: 'site', path: decodePath(pathname) };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A path as sites store it: decoded, without a trailing slash (except the root). */
export function decodePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  try {
    return decodeURI(trimmed) || '/';
  } catch {
    return trimmed || '/';
  }
}
