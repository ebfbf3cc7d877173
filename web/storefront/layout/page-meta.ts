/**
 * Page titles and descriptions of every storefront route (storefront.md §2 "Page titles"), set in
 * one place by the layout: division '{title} - {shop title}', branch '{branch name} - {shop
 * title}', checkout and checkout_error 'Bestellvorgang - …', status 'Bestellstatus - …'. The
 * description falls back to the configured one.
 *
 * Decisions:
 * - The layout owns the titles (pages need not set any): it knows the route and has every name
 *   from GET /api/init. The storefront renders no content pages: the `site` case is the 404
 *   page and gets its title; a content page's '{title or name} - {shop title}' would go there.
 * - Shop title: the shop name, else the config title. Division title: the division's title, else
 *   the config title. Configured description: seoDescription, else description.
 * - A branch page's description is the branch's own description when it has one.
 * - Until the content pages exist every other path is the 404 page: '404 Not Found - {shop title}'.
 */
import { t } from '../../common/i18n';
import { pageTitle, useDocumentTitle } from '../../common/document';
import { useBranches, useConfig, useDivisions, type Branch, type Division, type PublicConfig } from '../data';
import { useLocation } from 'react-router';
import { matchRoute, type StorefrontRoute } from './routes';

export interface PageMetaData {
  config?: PublicConfig;
  division?: Division;
  branches?: readonly Branch[];
}

export interface PageMeta {
  title: string;
  description: string;
}

export function pageMeta(route: StorefrontRoute, { config, division, branches }: PageMetaData): PageMeta {
  const shopTitle = config?.shopName?.trim() || config?.title?.trim() || '';
  const description = config?.seoDescription?.trim() || config?.description?.trim() || '';
  const withShop = (title: string | undefined) => pageTitle(title, shopTitle);
  switch (route.name) {
    case 'division':
      return { title: withShop(division?.title || config?.title), description };
    case 'branch': {
      const branch = branches?.find((candidate) => candidate.identifier === route.branchIdentifier);
      return { title: withShop(branch?.name), description: branch?.description?.trim() || description };
    }
    case 'checkout':
    case 'checkout_error':
      return { title: shopTitle ? t('page.checkoutTitle', { shopTitle }) : '', description };
    case 'status':
      return { title: shopTitle ? t('page.statusTitle', { shopTitle }) : '', description };
    case 'site':
      return { title: withShop(t('error.notFoundTitle')), description };
  }
}

/** Sets title and description for the current route; render it only once GET /api/init is done. */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  const config = useConfig().data;
  const division = useDivisions().data?.[0];
  const branches = useBranches().data;
  const meta = pageMeta(matchRoute(pathname), { config, division, branches });
  useDocumentTitle(meta.title, meta.description);
}
