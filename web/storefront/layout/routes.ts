/**
 * The storefront's routes by name (storefront.md §2 "Route table"), for what the layout decides
 * per route: page titles, the toolbar's selected branch, the scroll behaviour. App.tsx declares
 * the same paths as <Route>s.
 */
import { matchPath } from 'react-router';

export type StorefrontRoute =
  | { name: 'division' }
  | { name: 'branch' | 'checkout' | 'checkout_error'; branchIdentifier: string }
  | { name: 'status'; uid: string; hash: string }
  /** Any other path: the content pages' catch-all (web/storefront/content/SitePage.tsx), the legal pages included. */
  | { name: 'site'; path: string };

export const ROUTE_PATHS = {
  division: '/',
  branch: '/store/:branchIdentifier',
  checkout: '/store/:branchIdentifier/checkout',
  checkout_error: '/store/:branchIdentifier/checkout/error',
  status: '/status/:uid/:hash',
} as const;

/** A path parameter as the pages' useParams() see it: decoded. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The route of a location's pathname (as useLocation() gives it, still URL-encoded). */
export function matchRoute(pathname: string): StorefrontRoute {
  if (matchPath(ROUTE_PATHS.division, pathname)) return { name: 'division' };
  for (const name of ['branch', 'checkout', 'checkout_error'] as const) {
    const match = matchPath(ROUTE_PATHS[name], pathname);
    if (match?.params.branchIdentifier) return { name, branchIdentifier: decoded(match.params.branchIdentifier) };
  }
  const status = matchPath(ROUTE_PATHS.status, pathname);
  if (status?.params.uid && status.params.hash) return { name: 'status', uid: decoded(status.params.uid), hash: decoded(status.params.hash) };
  return { name: 'site', path: pathname };
}

/** The branch a route is about: the store page and its checkout. */
export function routeBranchIdentifier(route: StorefrontRoute): string | null {
  return 'branchIdentifier' in route ? route.branchIdentifier : null;
}
