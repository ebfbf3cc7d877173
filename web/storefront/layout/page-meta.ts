/**
 * Page titles and descriptions of every storefront route (storefront.md §2 "Page titles"), set by
 * the layout while the app runs. The rules are shared/web/page-meta.ts, the same ones the server
 * writes into the HTML crawlers read (functions/pages, docs/website.md).
 *
 * Decisions:
 * - The layout owns the titles of the app's own routes (pages need not set any): it knows the
 *   route and has every name from GET /api/init.
 * - A content page (the `site` route, except the legal pages, whose titles come from the config)
 *   is loaded by its page: that page sets the title with useContentPageMeta once it knows the site
 *   (or knows there is none: the 404 title). The layout leaves those paths alone, because a
 *   parent's effect runs after its child's and would overwrite the page's title.
 */
import { pageMeta as sharedPageMeta, legalPage, type MetaSite, type PageMeta } from '#shared/web/page-meta.ts';
import { useDocumentTitle } from '../../common/document';
import { useBranches, useConfig, useDivisions, type Branch, type Division, type PublicConfig } from '../data';
import { useLocation } from 'react-router';
import { matchRoute, type StorefrontRoute } from './routes';

export type { PageMeta } from '#shared/web/page-meta.ts';

export interface PageMetaData {
  config?: PublicConfig;
  division?: Division;
  branches?: readonly Branch[];
  /** The content page of a `site` route: the record, or null when there is none. */
  site?: MetaSite | null;
}

export function pageMeta(route: StorefrontRoute, data: PageMetaData): PageMeta {
  return sharedPageMeta(route, data);
}

/** Whether the layout sets the title of this route (every route but a content page). */
export function layoutSetsTitle(route: StorefrontRoute, config: PublicConfig | undefined): boolean {
  return route.name !== 'site' || legalPage(route.path, config) !== null;
}

/** Sets title and description for the current route; render it only once GET /api/init is done. */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  const config = useConfig().data;
  const division = useDivisions().data?.[0];
  const branches = useBranches().data;
  const route = matchRoute(pathname);
  const meta = layoutSetsTitle(route, config) ? pageMeta(route, { config, division, branches }) : { title: undefined, description: undefined };
  useDocumentTitle(meta.title, meta.description);
}

/**
 * A content page's title and description: '{title or name} - {shop title}' for a site, the 404
 * title for `null` (no such page); nothing while the site is still loading (`undefined`).
 */
export function useContentPageMeta(site: MetaSite | null | undefined): void {
  const { pathname } = useLocation();
  const config = useConfig().data;
  const meta = site === undefined ? { title: undefined, description: undefined } : pageMeta({ name: 'site', path: pathname }, { config, site });
  useDocumentTitle(meta.title, meta.description);
}
