/**
 * The website's records from the query cache (GET /api/init delivers the public sites, nodes and
 * blocks; anonymous callers only get public ones, storefront.md §6).
 */
import { useQuery } from '@tanstack/react-query';
import type { Node, Site } from '#shared/schemas/content.ts';
import { decodePath } from '#shared/web/page-meta.ts';
import { keyForUrl } from '../../common/query';

export { publicNodes, useNodes } from './nodes';

export type { Node, Site };
export type NewsNode = Extract<Node, { type: 'newsPopup' }>;
export type EmployeeNode = Extract<Node, { type: 'employee' }>;
export type FormNode = Extract<Node, { type: 'form' }>;

/** The site's content as the renderer needs it (the back office's preview passes an unsaved one). */
export type SiteBody = Pick<Site, 'type' | 'content'>;

export function useSites() {
  return useQuery<Site[]>({ queryKey: keyForUrl('/api/sites') });
}

/**
 * The public site at a path, as the server's pages find it (shared/web/page-meta.ts decodePath:
 * decoded, one trailing slash ignored, letter case as stored).
 */
export function findSite(sites: readonly Site[] | undefined, pathname: string): Site | undefined {
  const wanted = decodePath(pathname);
  return sites?.find((site) => site.isPublic && site.path === wanted);
}
