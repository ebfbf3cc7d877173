/**
 * `GET /api/init` (backoffice.md §7 "Start-up and configuration"): a list of entries
 * `{url, data}`, each standing for a GET of that url. The order is `/api/config`,
 * `/api/users/me` (signed-in staff only), then the lists below; each `data` parses with the
 * schema of its resource (e.g. `z.array(branchSchema)` for `/api/branches`).
 */
import * as z from 'zod';

/** The lists /init delivers, in this order, after config and the current user. */
export const INIT_RESOURCES = [
  'divisions',
  'branches',
  'menus',
  'categories',
  'products',
  'tags',
  'tables',
  'sites',
  'navigations',
  'blocks',
  'nodes',
  'donatees',
] as const;

export const initEntrySchema = z.object({ url: z.string(), data: z.unknown() });
export type InitEntry = z.infer<typeof initEntrySchema>;

/** The payload of `data` in the response. */
export const initResponseSchema = z.array(initEntrySchema);
