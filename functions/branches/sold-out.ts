/**
 * PUT /api/branches/{id}/sold-out: the products sold out at a branch, the one catalogue change
 * employees make (docs/permissions.md). The body replaces the branch's list; an empty list clears
 * it. Who may call it is the manifest's rule (staff, scope branch), applied by readableRecord and
 * canWrite of the branches policy: employees of the branch and administrators.
 *
 * Decisions: the list is stored on the branch (`soldOutProductIds`), so /api/init and the branch
 * reads carry it to the storefront without another query, and order create refuses those products
 * there (functions/orders/checks.ts). Ids of unknown products are kept as sent: a product deleted
 * meanwhile does no harm in the list. It stays until staff clear it (no automatic reset at night).
 */
import { soldOutInputSchema } from '#shared/schemas/branch.ts';
import { updateEntity } from '../db/repository';
import { canWrite, idParams, readableRecord } from '../lib/crud-routes';
import { ApiError } from '../lib/errors';
import { clientView, policies } from '../lib/policies';
import { route } from '../lib/router';

export const soldOutRoute = route({
  params: idParams,
  body: soldOutInputSchema,
  handle: async (context) => {
    const branch = await readableRecord(policies.branches, context.params.id, context);
    if (!canWrite(context.caller, policies.branches, branch)) throw ApiError.of(403, 'api.auth.branchForbidden');
    const soldOutProductIds = [...new Set(context.body.productIds)];
    const updated = await updateEntity('Branch', branch.id, { ...branch, soldOutProductIds }, branch.version, { previous: branch });
    return clientView(policies.branches, updated);
  },
});
