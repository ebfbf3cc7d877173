/**
 * PUT /api/branches/{id}/sold-out: a counter employee marks one product sold out at their branch
 * for today (`{ productId, soldOut: true }`), or available again (`soldOut: false`); the one
 * catalogue change employees make (docs/permissions.md). Who may call it is the manifest's rule
 * (staff, scope branch), applied by readableRecord and canWrite of the branches policy: employees
 * of the branch and administrators. The answer is the branch as the branch read shows it.
 *
 * Decisions:
 * - The list is stored on the branch with its day (`soldOutProductIds`, `soldOutDate`: a date in
 *   the shop's time zone), so /api/init and the branch reads carry it to the storefront without
 *   another query, and order create refuses those products there (functions/orders/checks.ts).
 *   It is in effect on that day only (shared/availability `soldOutToday`): the next morning every
 *   product is back by itself; a mark on a new day starts a new list.
 * - One product per call, applied to the list as stored at that moment under the branch's
 *   version: when another employee's change came in between (409 from the conditional write),
 *   the change is applied again to the fresh record, so no tap overwrites another.
 * - Ids of unknown products are kept as sent: a product deleted meanwhile does no harm in the list.
 */
import { withSoldOut } from '#shared/availability/index.ts';
import { SOLD_OUT_MAX, soldOutInputSchema, type SoldOutInput } from '#shared/schemas/branch.ts';
import { VersionConflictError } from '../db/errors';
import { getEntity, updateEntity } from '../db/repository';
import type { StoredRecord } from '../db/records';
import { canWrite, idParams, readableRecord } from '../lib/crud-routes';
import { readConfig } from '../lib/config';
import { ApiError, notFound } from '../lib/errors';
import { clientView, policies } from '../lib/policies';
import { route, type RouteContext } from '../lib/router';

/** Writes of one tap before giving up: each retry follows another employee's change of the same branch. */
const ATTEMPTS = 5;

/** Marks or clears one product for the day of `now` (the shop's time zone by default). */
export async function setSoldOut(
  context: Pick<RouteContext<unknown, unknown, unknown>, 'caller' | 'route'>,
  branchIdOrIdentifier: string,
  input: SoldOutInput,
  options: { now?: Date; timeZone?: string } = {},
): Promise<StoredRecord<'Branch'>> {
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? readConfig().timeZone;
  const found = await readableRecord(policies.branches, branchIdOrIdentifier, context);
  if (!canWrite(context.caller, policies.branches, found)) throw ApiError.of(403, 'api.auth.branchForbidden');
  for (let attempt = 1; ; attempt += 1) {
    // Read consistently: the list this tap changes is the one stored now.
    const branch = await getEntity('Branch', found.id, { consistent: true });
    if (!branch) throw notFound(policies.branches.resource);
    const fields = withSoldOut(branch, input.productId, input.soldOut, now, timeZone);
    if (fields.soldOutProductIds.length > SOLD_OUT_MAX) throw ApiError.of(400, 'api.validation.tooManyItems', { maximum: SOLD_OUT_MAX }, 'productId');
    try {
      return await updateEntity('Branch', branch.id, { ...branch, ...fields }, branch.version, { previous: branch });
    } catch (error) {
      if (!(error instanceof VersionConflictError) || attempt === ATTEMPTS) throw error;
    }
  }
}

export const soldOutRoute = route({
  params: idParams,
  body: soldOutInputSchema,
  handle: async (context) => clientView(policies.branches, await setSoldOut(context, context.params.id, context.body)),
});
