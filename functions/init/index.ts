/**
 * /api/init: the start-up data of storefront and back office in one call (backoffice.md §7
 * "Start-up and configuration"): `{"data": [{url, data}, …]}` with the entries the client knows.
 * Every list is one query, all run in parallel; anonymous callers get the public records and
 * public config fields, a signed-in staff member additionally `/api/users/me` and what the list
 * endpoints would show them.
 */
import { createGroupHandler, route } from '../lib/router';
import { visibleRecords } from '../lib/resource';
import { INIT_RESOURCES } from '../../shared/schemas/init';
import { policies, present } from '../lib/resources';
import { configFor, loadShopConfig } from '../config/service';
import { me } from '../users/service';

export const handler = createGroupHandler('init', {
  'GET /api/init': route({
    handle: async ({ caller, log }) => {
      const [config, ...lists] = await Promise.all([
        loadShopConfig(log),
        ...INIT_RESOURCES.map((resource) => visibleRecords(policies[resource], caller, 'public')),
      ]);
      return [
        { url: '/api/config', data: configFor(caller, config) },
        ...(caller.kind === 'staff' ? [{ url: '/api/users/me', data: me(caller) }] : []),
        ...INIT_RESOURCES.map((resource, index) => ({ url: `/api/${resource}`, data: lists[index]!.map((record) => present(policies[resource], record)) })),
      ];
    },
  }),
});
