/**
 * What a storefront page path is answered with (docs/website.md): a redirect, the shell with the
 * page's head (200, or 404 for what does not exist or is not public), the sitemap or robots.txt.
 * The records come from the table here; the rules of titles, head and sitemap are pure
 * (shared/web/page-meta.ts, document-head.ts, sitemap.ts).
 *
 * Order: /sitemap.xml and /robots.txt; a trailing slash is dropped with a 301 (one address per
 * page); an enabled QR code of the path (302 to its target, counted: ./qr-scan.ts); a redirect
 * record of the path; then the route of the path as the app's router sees it.
 *
 * Decisions:
 * - A redirect record applies to any path, also the app's own (a shop may move /store/alt to
 *   /store/neu); a disabled one does not exist.
 * - A content page that is not public answers 404 with the 404 title and noindex: the app still
 *   renders the draft for signed-in staff, but its title stays unknown to visitors and crawlers.
 * - A branch page of a branch that is disabled, not public or unknown answers 404, like the API
 *   hides such a branch from visitors. Checkout and status pages answer 200 with noindex: they
 *   are no content to find, and the app handles unknown orders itself.
 * - The canonical origin (canonical URL, og:url, sitemap, robots.txt): the config's `website`
 *   when set (the address the shop gives its customers; CloudFront also answers under its own
 *   *.cloudfront.net name, which search engines must not list twice), else the deployment's public
 *   URL (THEKE_PUBLIC_URL), else the origin the visitor used.
 */
import type { Config } from '#shared/schemas/config.ts';
import type { ImageRef } from '#shared/schemas/common.ts';
import { withDocumentHead, type DocumentHead } from '#shared/web/document-head.ts';
import { cookieBannerHtml, firstScreenHtml, withFirstPaint, withFirstScreenMark } from '#shared/web/first-paint.ts';
import { LEGAL_PAGES, decodePath, legalPage, matchPageRoute, pageMeta, shopTitleOf, type PageMeta } from '#shared/web/page-meta.ts';
import { absoluteUrl, newest, robotsTxt, sitemapXml, type SitemapEntry } from '#shared/web/sitemap.ts';
import { BRANCH_CARD_PHOTO, PRODUCT_CARD_PHOTO, imagePreload } from '#shared/media/image-files.ts';
import { currentMenu, menuGroups } from '#shared/menu/menu.ts';
import { readConfig } from '../lib/config';
import { loadShopConfig } from '../config/service';
import { ANONYMOUS } from '../lib/auth';
import { visibleRecords } from '../lib/crud-routes';
import { findByUnique, getEntities, listEntities, type StoredRecord } from '../db/repository';
import type { Logger } from '../lib/logger';
import type { EntityData } from '../db/entities';
import { policies, type ResourcePolicy } from '../lib/policies';
import { INIT_URL } from './first-screen';
import { QR_SCAN_CACHE_CONTROL, answerQrScan } from './qr-scan';

/**
 * How long CloudFront keeps a page (docs/website.md): 60 s, then it serves the kept copy for up to
 * 10 more minutes while it fetches a fresh one in the background. An edit in the back office is
 * live within about a minute without any publish step, a rush of visitors costs one Lambda call
 * per page and minute, and no visitor waits for the Lambda once a page was asked for. Browsers
 * revalidate every time (max-age=0), so they never keep an old title.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** A permanent redirect: browsers keep it an hour (a shop fixes a wrong redirect within that), CloudFront a minute. */
export const PERMANENT_REDIRECT_CACHE_CONTROL = 'public, max-age=3600, s-maxage=60';
/** A temporary redirect: only CloudFront keeps it, for a minute. */
export const TEMPORARY_REDIRECT_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
/** Sitemap and robots.txt: crawlers read them rarely; CloudFront keeps them an hour (one scan of sites and branches per hour). */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600';

export type PageAnswer =
  | { kind: 'redirect'; status: 301 | 302; location: string; cacheControl: string }
  | {
      kind: 'page';
      status: 200 | 404;
      head: DocumentHead;
      firstPaint?: string;
      /** The start-up data a server-rendered first screen of this page needs (./first-screen.ts); only pages that have one. */
      firstScreenFetches?: string[];
    }
  | { kind: 'file'; status: 200; contentType: string; body: string };

export interface PageRequest {
  /** The path as the visitor asked for it (still URL-encoded). */
  rawPath: string;
  rawQueryString: string;
  /** The origin the visitor used, e.g. https://shop.example. */
  viewerOrigin: string;
  /** THEKE_PUBLIC_URL of the deployment, if set. */
  publicUrl?: string;
  /** GET (default) or HEAD: only a GET counts as a QR code scan. */
  method?: string;
}

/** The origin of canonical URLs (see the decisions above). */
export function canonicalOrigin(config: Pick<Config, 'website'>, request: Pick<PageRequest, 'viewerOrigin' | 'publicUrl'>): string {
  for (const candidate of [config.website, request.publicUrl]) {
    if (!candidate?.trim()) continue;
    try {
      return new URL(candidate.trim()).origin;
    } catch {
      // not a URL: try the next
    }
  }
  return request.viewerOrigin;
}

export async function answerPage(request: PageRequest, log: Logger): Promise<PageAnswer> {
  const { rawPath } = request;
  const query = request.rawQueryString ? `?${request.rawQueryString}` : '';
  if (rawPath === '/sitemap.xml') return sitemap(request, log);
  if (rawPath === '/robots.txt') {
    const { config } = await loadShopConfig(log);
    return { kind: 'file', status: 200, contentType: 'text/plain; charset=utf-8', body: robotsTxt(canonicalOrigin(config, request)) };
  }
  if (rawPath.length > 1 && rawPath.endsWith('/')) {
    return { kind: 'redirect', status: 301, location: `${rawPath.replace(/\/+$/, '') || '/'}${query}`, cacheControl: PERMANENT_REDIRECT_CACHE_CONTROL };
  }
  const path = decodePath(rawPath);
  const [scan, redirect, { config }] = await Promise.all([
    path === '/' ? undefined : answerQrScan(path, { count: request.method !== 'HEAD', log }),
    path === '/' ? undefined : findByUnique('Redirect', 'path', path),
    loadShopConfig(log),
  ]);
  if (scan) return { kind: 'redirect', status: 302, location: scan.location, cacheControl: QR_SCAN_CACHE_CONTROL };
  const location = redirect && isVisible(policies.redirects, redirect) ? redirectLocation(text(redirect.target) ?? '') : undefined;
  if (redirect && location === undefined) log.warn('pages: redirect target is neither a path nor an http(s) address', { id: redirect.id });
  if (redirect && location !== undefined) {
    const status = redirect.statusCode === 302 ? 302 : 301;
    return { kind: 'redirect', status, location, cacheControl: status === 301 ? PERMANENT_REDIRECT_CACHE_CONTROL : TEMPORARY_REDIRECT_CACHE_CONTROL };
  }
  const origin = canonicalOrigin(config, request);
  const page = (status: 200 | 404, meta: PageMeta, canonicalPath: string, extra: Partial<DocumentHead> = {}): Extract<PageAnswer, { kind: 'page' }> => ({
    kind: 'page',
    status,
    head: { ...meta, canonicalUrl: absoluteUrl(origin, canonicalPath), siteName: shopTitleOf(config) || undefined, noindex: status === 404, ...extra },
    firstPaint: cookieBannerHtml(config),
  });
  const notFound = () => page(404, pageMeta({ name: 'site', path }, { config, site: null }), path);

  const route = matchPageRoute(rawPath);
  switch (route.name) {
    case 'division': {
      const [[division], branches] = await Promise.all([listEntities('Division'), visibleRecords(policies.branches, ANONYMOUS, 'public')]);
      // The home page lists the branches in /api/init's order; the first card's photo is its largest paint.
      const firstPhoto = branches.map(firstImageOf).find((image) => image !== undefined);
      return {
        ...page(200, pageMeta(route, { config, division: { title: text(division?.title) } }), '/', {
          preloadImage: firstPhoto && imagePreload(firstPhoto, BRANCH_CARD_PHOTO),
        }),
        firstScreenFetches: [INIT_URL],
      };
    }
    case 'branch': {
      const branch = await findByUnique('Branch', 'identifier', route.branchIdentifier);
      if (!branch || !isVisible(policies.branches, branch)) return notFound();
      const image = branch.images?.[0] ?? branch.logo;
      const firstPhoto = await firstProductPhoto(branch);
      // The store page renders its products from its branch's catalogue (web/storefront/data.ts useStoreCatalogue).
      const catalogueUrl = `/api/init/store/${encodeURIComponent(branch.id)}`;
      return {
        ...page(200, pageMeta(route, { config, branches: [branch] }), `/store/${branch.identifier}`, {
          imageUrl: image ? absoluteUrl(origin, imagePath(image)) : undefined,
          preloadImage: firstPhoto && imagePreload(firstPhoto, PRODUCT_CARD_PHOTO),
          preloadFetches: [catalogueUrl],
        }),
        firstScreenFetches: [INIT_URL, catalogueUrl],
      };
    }
    case 'checkout':
    case 'checkout_error':
    case 'status':
      return page(200, pageMeta(route, { config }), path, { noindex: true });
    case 'site': {
      // A content page renders from /api/init alone (its sites and blocks, the legal texts of the settings).
      if (legalPage(path, config)) return { ...page(200, pageMeta(route, { config }), path.toLowerCase()), firstScreenFetches: [INIT_URL] };
      const site = await findByUnique('Site', 'path', path);
      if (!site || !isVisible(policies.sites, site)) return notFound();
      return {
        ...page(
          200,
          pageMeta(route, { config, site: { name: text(site.name) ?? '', title: text(site.title), description: text(site.description) } }),
          text(site.path) ?? path,
        ),
        firstScreenFetches: [INIT_URL],
      };
    }
  }
}

/**
 * A redirect's Location: a path of the shop (kept relative) or an http(s) address, percent-encoded
 * so the header carries ASCII only; anything else (javascript:, a protocol-relative //host, text)
 * is no redirect.
 */
export function redirectLocation(target: string): string | undefined {
  const trimmed = target.trim();
  let url: URL;
  try {
    url = new URL(trimmed, 'https://shop.invalid');
  } catch {
    return undefined;
  }
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return `${url.pathname}${url.search}${url.hash}`;
  if (!/^https?:\/\//i.test(trimmed) || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined;
  return url.href;
}

/**
 * The photo of the store page's first product card, its largest paint on a phone: the branch's
 * current menu grouped by the same shared rules the page renders with (shared/menu), so the
 * preload hint names the file the page's `<picture>` asks for. Nothing when the first product has
 * no photo. A customer's allergen filter (kept in their browser) can hide that product; the hint
 * then costs one unused download of ~20 KB.
 *
 * Only the products of the menu's first category with a product shown are read (by id; usually
 * the first category), not the whole catalogue: on a chain of 800 products the page's HTML would
 * otherwise wait for every product.
 */
async function firstProductPhoto(branch: StoredRecord<'Branch'>): Promise<ImageRef | undefined> {
  const [menus, categories] = await Promise.all([listEntities('Menu'), listEntities('Category')]);
  const now = new Date();
  const menu = currentMenu(
    menus.filter((candidate) => isVisible(policies.menus, candidate)),
    branch.id,
    now,
  );
  if (!menu) return undefined;
  const shownCategories = categories.filter((category) => isVisible(policies.categories, category));
  for (const entry of menu.catalog ?? []) {
    const products = (await getEntities('Product', entry.products ?? [])).filter((product) => isVisible(policies.products, product));
    const [first] = menuGroups({ ...menu, catalog: [entry] }, shownCategories, products, now, readConfig().timeZone, branch);
    if (first) return first.products[0]?.product.images?.[0];
  }
  return undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** What visitors may see of a resource (its policy's `isPublic`, as the API applies it). */
const firstImageOf = (record: EntityData): ImageRef | undefined => (Array.isArray(record.images) ? (record.images[0] as ImageRef | undefined) : undefined);

const isVisible = (policy: ResourcePolicy, record: EntityData): boolean => policy.isPublic?.(record) ?? true;

/** The address of a stored image (storefront.md §3 "Image"). */
const imagePath = (image: Pick<ImageRef, 'id' | 'version' | 'extension'>): string => `/image/${image.id}-${image.version}.${image.extension}`;

async function sitemap(request: PageRequest, log: Logger): Promise<PageAnswer> {
  const [{ config, record }, branches, sites] = await Promise.all([loadShopConfig(log), listEntities('Branch'), listEntities('Site')]);
  const visibleBranches = branches.filter((branch) => isVisible(policies.branches, branch)).sort((a, b) => a.identifier.localeCompare(b.identifier));
  const legalPaths = new Set(LEGAL_PAGES.filter((legal) => legalPage(legal.path, config)).map((legal) => legal.path));
  // A public site under a legal page's path is that page already (the legal text wins).
  const sitePaths = sites
    .filter((site) => isVisible(policies.sites, site))
    .flatMap((site) => {
      const sitePath = text(site.path);
      return sitePath && !legalPaths.has(sitePath.toLowerCase()) ? [{ path: sitePath, lastModified: site.updatedAt }] : [];
    })
    .sort((a, b) => a.path.localeCompare(b.path));
  const entries: SitemapEntry[] = [
    { path: '/', lastModified: newest([record?.updatedAt, ...visibleBranches.map((branch) => branch.updatedAt)]) },
    ...visibleBranches.map((branch) => ({ path: `/store/${branch.identifier}`, lastModified: branch.updatedAt })),
    ...sitePaths,
    ...[...legalPaths].map((path) => ({ path, lastModified: record?.updatedAt })),
  ];
  return { kind: 'file', status: 200, contentType: 'application/xml; charset=utf-8', body: sitemapXml(canonicalOrigin(config, request), entries) };
}

/**
 * The shell with the answer's head and, in the app's root, its first paint (shared/web/first-paint.ts):
 * the server-rendered first screen when there is one, and the static cookie banner.
 */
export function pageHtml(shell: string, answer: Extract<PageAnswer, { kind: 'page' }>, firstScreen?: string): string {
  const html = withDocumentHead(shell, answer.head);
  const firstPaint = (firstScreen ? firstScreenHtml(firstScreen) : '') + (answer.firstPaint ?? '');
  if (!firstPaint) return html;
  return withFirstPaint(firstScreen ? withFirstScreenMark(html) : html, firstPaint);
}
