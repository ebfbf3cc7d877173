/**
 * /sitemap.xml and /robots.txt of the shop's website (functions/pages, docs/website.md).
 *
 * The sitemap lists what a visitor can open without an order: the home page, the store page of
 * every enabled and public branch, every public content page and the legal pages whose text is
 * configured; `lastmod` is the record's last change (the home page: the newest of them). Checkout,
 * order status and drafts are not listed. robots.txt lets crawlers read the website and keeps
 * them out of the back office, the API, the order status pages and the checkout.
 */
import { escapeHtml } from './document-head';

export interface SitemapEntry {
  /** Path on the shop's origin, e.g. `/store/graz` (encoded here). */
  path: string;
  /** ISO date-time of the last change. */
  lastModified?: string;
}

/** An absolute URL on `origin` (no trailing slash) for a decoded path. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${encodeURI(path)}`;
}

/** The sitemap document (sitemaps.org 0.9); every URL is absolute and XML-escaped. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${escapeHtml(entry.lastModified)}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(absoluteUrl(origin, entry.path))}</loc>${lastmod}</url>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}

/**
 * Paths crawlers must not read: the back office, the API, order status pages (each is one
 * customer's order) and the checkout of every branch (a form, nothing to find).
 */
export const DISALLOWED_PATHS = ['/backend', '/api/', '/status/', '/store/*/checkout'] as const;

export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`];
  return `${lines.join('\n')}\n`;
}

/** The newest of the ISO timestamps (they compare as text), or undefined. */
export function newest(timestamps: ReadonlyArray<string | undefined>): string | undefined {
  return timestamps.reduce<string | undefined>((latest, value) => (value && (!latest || value > latest) ? value : latest), undefined);
}
