/** /api/branches: the generic resource shape plus the menus of a branch and its sold-out list. */
import { branchInputSchema, type BranchInput } from '#shared/schemas/branch.ts';
import type { EntityData } from '../db/entities';
import type { StoredEntity } from '../db/repository';
import { idParams, keepServerFields, readableRecord, crudHandlers, visibleRecords } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler, route } from '../lib/router';
import { withSecretHash } from '../lib/secrets';
import { soldOutRoute } from './sold-out';

/**
 * The write-only API key of the order screens is stored as a hash; without a new key the old one
 * stays. The sold-out list and its day are not part of the branch edit: they keep their stored values.
 */
export function prepareBranch({ apiKey, ...fields }: BranchInput, _context: unknown, previous?: StoredEntity): EntityData {
  return keepServerFields(withSecretHash(fields, apiKey, 'apiKeyHash', previous), previous, ['soldOutProductIds', 'soldOutDate']);
}

const menuBranchIds = (menu: EntityData): string[] => (Array.isArray(menu.branches) ? menu.branches.map((branch: { id?: unknown }) => String(branch?.id)) : []);

export const handler = createGroupHandler('branches', {
  ...crudHandlers({ policy: policies.branches, input: branchInputSchema, prepare: prepareBranch }),
  'GET /api/branches/{id}/menus': route({
    params: idParams,
    handle: async (context) => {
      const branch = await readableRecord(policies.branches, context.params.id, context);
      const menus = await visibleRecords(policies.menus, context.caller, context.route.access);
      return menus.filter((menu) => menuBranchIds(menu).includes(branch.id));
    },
  }),
  'PUT /api/branches/{id}/sold-out': soldOutRoute,
});
