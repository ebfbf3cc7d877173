/**
 * /api/init: the start-up data of storefront and back office in one call (backoffice.md §7
 * "Start-up and configuration"): `{"data": [{url, data}, …]}` with the entries the client knows.
 * Every list is one query, all run in parallel; anonymous callers get the public records and
 * public config fields, a signed-in staff member additionally `/api/users/me` and what the list
 * endpoints would show them.
 */
import { createGroupHandler, route, sharedForSeconds } from '../lib/router';
import { visibleRecords } from '../lib/crud-routes';
import { INIT_RESOURCES } from '#shared/schemas/init.ts';
import { policies, clientView } from '../lib/policies';
import { configFor, loadShopConfig } from '../config/service';
import { me } from '../users/service';

/**
 * Decision: the anonymous answer is the same for every visitor, so each Lambda instance reuses it
 * for PUBLIC_SECONDS and CloudFront may cache it as long. A rush on the storefront then costs one
 * set of table queries per instance, not one per visitor; a change in the back office reaches the
 * storefront within PUBLIC_SECONDS. Signed-in staff always get fresh data: they are editing it.
 */
const PUBLIC_SECONDS = 5;
let publicAnswer: { expires: number; entries: unknown[] } | undefined;

export const handler = createGroupHandler('init', {
  'GET /api/init': route({
    handle: async ({ caller, log }) => {
      if (caller.kind === 'anonymous' && publicAnswer && publicAnswer.expires > Date.now()) {
        return sharedForSeconds(publicAnswer.entries, PUBLIC_SECONDS);
      }
      const [config, ...lists] = await Promise.all([
        loadShopConfig(log),
        ...INIT_RESOURCES.map((resource) => visibleRecords(policies[resource], caller, 'public')),
      ]);
      const entries = [
        { url: '/api/config', data: configFor(caller, config) },
        ...(caller.kind === 'staff' ? [{ url: '/api/users/me', data: me(caller) }] : []),
        ...INIT_RESOURCES.map((resource, index) => ({ url: `/api/${resource}`, data: lists[index]!.map((record) => clientView(policies[resource], record)) })),
      ];
      if (caller.kind !== 'anonymous') return entries;
      publicAnswer = { expires: Date.now() + PUBLIC_SECONDS * 1000, entries };
      return sharedForSeconds(entries, PUBLIC_SECONDS);
    },
  }),
});
