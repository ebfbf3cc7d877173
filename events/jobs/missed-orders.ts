/**
 * Scheduled job `missed-orders` (events/rules.ts, every minute): marks the orders the shop did not
 * confirm in time with `missedAt` (the rule: shared/order-status/missed.ts), so the back office
 * lists them under missed orders (GET /api/orders/missed, functions/orders/service.ts).
 *
 * Which orders: the open orders of every branch (sparse open-orders index) due before now, i.e.
 * with an appointment or created before now; the rule then decides with the shop's
 * `missedOrderMinutes` (config, default 15). Each mark is a conditional write on the order's
 * version (./changes.ts changeOrder): after a conflict the rule decides again on the fresh order,
 * so an order confirmed at the same moment is not marked. Orders marked once are skipped, so a run
 * repeated (or two runs overlapping) marks nothing twice.
 *
 * One order failing is logged and the others go on; the next run tries it again. A stored order
 * that no longer parses fails the whole run, logged with its key (../invalid-records.ts): the
 * open-orders query cannot hand on the others without it.
 */
import { isOrderOverdue } from '#shared/order-status/missed.ts';
import { loadShopConfig } from '#functions/config/service.ts';
import { listEntities, type StoredOrder } from '#functions/db/repository.ts';
import { createLogger, type Logger } from '#functions/lib/logger.ts';
import { changeOrder } from '#functions/orders/changes.ts';
import { openOrders } from '#functions/orders/service.ts';
import { failOnInvalidRecord } from '#functions/lib/invalid-records.ts';

/** The change found it no longer missed (confirmed, cancelled or marked meanwhile). */
class NotMissed extends Error {}

const toMark = (order: StoredOrder, now: Date, minutes: number): boolean => !order.missedAt && isOrderOverdue(order, now, minutes);

export interface MissedOrdersRun {
  /** Ids of the orders this run marked. */
  marked: string[];
  failed: number;
}

/** Marks every open order that is missed at `now` and not marked yet. */
export async function markMissedOrders(options: { now: Date; minutes: number; log: Logger; branchIds?: readonly string[] }): Promise<MissedOrdersRun> {
  const { now, minutes, log } = options;
  const branchIds = options.branchIds ?? (await listEntities('Branch')).map((branch) => branch.id);
  const candidates = (await openOrders(branchIds, { dueBefore: now.toISOString() })).filter((order) => toMark(order, now, minutes));
  const run: MissedOrdersRun = { marked: [], failed: 0 };
  for (const order of candidates) {
    try {
      await changeOrder(order, (current) => {
        if (!toMark(current, now, minutes)) throw new NotMissed();
        return { ...current, missedAt: now.toISOString() };
      });
      run.marked.push(order.id);
    } catch (error) {
      if (error instanceof NotMissed) continue;
      run.failed++;
      log.error('missed order not marked', { orderId: order.id, error });
    }
  }
  return run;
}

export async function handler(): Promise<void> {
  const log = createLogger({ group: 'orders', step: 'missed-orders' });
  const { config } = await loadShopConfig(log);
  const run = await failOnInvalidRecord(log, () => markMissedOrders({ now: new Date(), minutes: config.missedOrderMinutes, log }));
  log.info('missed orders marked', { marked: run.marked.length, failed: run.failed });
}
