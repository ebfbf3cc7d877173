/**
 * `POST /api/orders/bulk-reject` (docs/order-limits.md): rejects up to 100 orders at once, e.g.
 * junk orders that came in as a flood.
 *
 * Body: `{ orderIds: string[] (1–100), rejectionMessage?: string }` (shared/schemas/order.ts
 * bulkRejectBodySchema). Each order goes through the single reject (./status-actions.ts
 * applyStatusAction): the same transition table, conditional write and `OrderRejected` event, so
 * the customer is told as after a single reject.
 *
 * Decisions:
 * - Permission is checked per order, before anything changes: an employee naming an order of a
 *   branch that is not theirs gets 403 `auth.branchForbidden` for the whole request and nothing is
 *   rejected (their list never shows such orders; a request naming one is not the back office's).
 * - Unknown orders and orders the transition table refuses (already rejected, completed, …) are
 *   skipped with the code and German message the single reject would answer; the others are
 *   rejected. Ids named twice count once.
 * - Answer 200 `{ rejected: [ids], skipped: [{ id, code, message }] }`, in the order of the request.
 */
import { bulkRejectBodySchema, type BulkRejectResult } from '#shared/schemas/order.ts';
import { getEntity, type StoredOrder } from '../db/repository';
import { ApiError, notFound } from '../lib/errors';
import { canWrite } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { route, type RouteDefinition } from '../lib/router';
import { apiMessages } from '#shared/i18n/api.ts';
import { applyStatusAction } from './status-actions';

const policy = policies.orders;

/** Orders changed at the same time (each is a conditional write and an event). */
const CONCURRENCY = 8;

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(work));
}

export const bulkRejectRoute: RouteDefinition = route({
  body: bulkRejectBodySchema,
  handle: async ({ caller, body, log }): Promise<BulkRejectResult> => {
    if (caller.kind !== 'staff') throw ApiError.of(401, 'api.auth.required');
    const ids = [...new Set(body.orderIds)];
    const orders = new Map<string, StoredOrder | undefined>();
    await inBatches(ids, 25, async (id) => {
      orders.set(id, await getEntity('Order', id, { consistent: true }));
    });
    if ([...orders.values()].some((order) => order !== undefined && !canWrite(caller, policy, order))) {
      throw ApiError.of(403, 'api.auth.branchForbidden');
    }

    const outcome = new Map<string, { code: string; message: string } | null>();
    await inBatches(ids, CONCURRENCY, async (id) => {
      const order = orders.get(id);
      if (!order) {
        const [entry] = notFound(policy.resource).errors;
        outcome.set(id, { code: entry!.code, message: entry!.message });
        return;
      }
      try {
        await applyStatusAction('reject', caller, order, { rejectionMessage: body.rejectionMessage }, log);
        outcome.set(id, null);
      } catch (error) {
        if (error instanceof ApiError && error.errors[0]) {
          outcome.set(id, { code: error.errors[0].code, message: error.errors[0].message });
        } else {
          log.error('bulk reject: order not rejected', { error, orderId: id });
          outcome.set(id, { code: 'internal', message: apiMessages['api.internal'] });
        }
      }
    });

    const result: BulkRejectResult = { rejected: [], skipped: [] };
    for (const id of ids) {
      const skip = outcome.get(id);
      if (skip) result.skipped.push({ id, ...skip });
      else result.rejected.push(id);
    }
    log.info('bulk reject', { rejected: result.rejected.length, skipped: result.skipped.length });
    return result;
  },
});
