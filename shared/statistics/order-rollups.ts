/**
 * What an order adds to the statistics' roll-ups (shared/statistics/catalog.ts, docs/order-origins.md),
 * pure so the consumer (events/consumers/statistics/order-rollups.ts) and the tests share it.
 *
 * When placed, on the shop-local day of its placement (its createdAt), for its branch:
 * - `orders` count 1; `order-times` count 1 at `weekday|hour` (ISO weekday, shop time);
 * - `revenue` amount = gross cents (total incl. delivery and VAT);
 * - `items` count = the order's item count (`itemCount` per line);
 * - `popular-items` per product id: count = its item count, amount = its lines' gross cents;
 * - `order-origins` at `originKey(origin)`: count 1, amount = gross cents.
 *
 * When canceled or rejected after it was counted: `canceled-orders` count 1, and revenue, items,
 * popular-items and order-origins are taken back, all on the PLACEMENT day, so a day's revenue is
 * the gross of the orders placed that day that were not canceled. `orders` and `order-times` keep
 * the order: they say how many orders came in and when (the work that arrived).
 */
import { getUnit, MEASURED_UNIT_TYPES } from '../units/units';
import { localDateOf, localMinuteOf } from '../time/zone';
import { weekdayOf } from '../time/calendar';
import { originKey, type OrderOrigin } from './origins';
import { isOnlinePaymentMethod } from '../order-status/transitions';

/** A roll-up increment (functions/db/rollups.ts RollupIncrement, the same shape). */
export interface OrderRollupIncrement {
  metric: string;
  branchId?: string;
  day: string;
  key?: string;
  count?: number;
  amount?: number;
}

/** The fields of a stored order the roll-ups read. */
export interface CountedOrder {
  id: string;
  /** ISO instant of placement. */
  createdAt: string;
  branch: { id: string };
  items: readonly { product: { id: string }; amount: number; unit: string; price?: number }[];
  pricing?: { totalGross: number };
  origin?: OrderOrigin;
}

/** Euros (2 or more decimals) as whole cents. */
export const toCents = (euros: number): number => Math.round(euros * 100);

/** The order's gross in cents: what the customer pays, delivery included. */
export const grossCents = (order: Pick<CountedOrder, 'pricing'>): number => toCents(order.pricing?.totalGross ?? 0);

/**
 * How many items a line is: its amount for pieces, servings, pairs, persons and packages (at
 * least 1, rounded: 1.5 portions are 2), and 1 for a weighed or measured line (500 g of mince is
 * one item, not 500). An unknown unit counts 1.
 */
export function itemCount(line: { amount: number; unit: string }): number {
  try {
    if (MEASURED_UNIT_TYPES.includes(getUnit(line.unit).type)) return 1;
  } catch {
    return 1;
  }
  return Math.max(1, Math.round(line.amount));
}

/** `weekday|hour` of an instant in the shop's zone: ISO weekday 1–7 (Monday 1), hour 00–23. */
export function weekdayHourKey(instant: Date, timeZone: string): string {
  const minute = ((localMinuteOf(instant, timeZone) % 1440) + 1440) % 1440;
  const weekday = weekdayOf(localDateOf(instant, timeZone)) + 1;
  return `${weekday}|${String(Math.floor(minute / 60)).padStart(2, '0')}`;
}

/** The metrics a cancellation takes back (see the top of this file). */
export const TAKEN_BACK_METRICS: readonly string[] = ['revenue', 'items', 'popular-items', 'order-origins'];

/** The value increments of an order on `day`: revenue, items, popular items, origin. */
function valueIncrements(order: CountedOrder, day: string): OrderRollupIncrement[] {
  const branchId = order.branch.id;
  const gross = grossCents(order);
  const perProduct = new Map<string, { count: number; amount: number }>();
  let items = 0;
  for (const line of order.items) {
    const count = itemCount(line);
    items += count;
    const entry = perProduct.get(line.product.id) ?? { count: 0, amount: 0 };
    entry.count += count;
    entry.amount += toCents(line.price ?? 0);
    perProduct.set(line.product.id, entry);
  }
  return [
    { metric: 'revenue', branchId, day, count: 1, amount: gross },
    { metric: 'items', branchId, day, count: items },
    ...[...perProduct].map(([productId, entry]) => ({ metric: 'popular-items', branchId, day, key: productId, ...entry })),
    { metric: 'order-origins', branchId, day, key: originKey(order.origin ?? { channel: 'storefront' }), count: 1, amount: gross },
  ];
}

/** What a placed order adds (see the top of this file). */
export function placementIncrements(order: CountedOrder, timeZone: string): OrderRollupIncrement[] {
  const placedAt = new Date(order.createdAt);
  const day = localDateOf(placedAt, timeZone);
  const branchId = order.branch.id;
  return [
    { metric: 'orders', branchId, day, count: 1 },
    { metric: 'order-times', branchId, day, key: weekdayHourKey(placedAt, timeZone), count: 1 },
    ...valueIncrements(order, day),
  ];
}

/**
 * What the cancellation (or rejection) of a counted order changes: `canceled-orders` 1 and the
 * placement's values taken back, on the placement's day and branch. Built from what placement
 * added (kept by the consumer), not from the order as it is now: weighing at the counter may have
 * changed its lines since, and the roll-ups must return to what they were without it.
 */
export function cancellationIncrements(placed: readonly OrderRollupIncrement[]): OrderRollupIncrement[] {
  const first = placed[0];
  if (!first) return [];
  return [
    { metric: 'canceled-orders', branchId: first.branchId, day: first.day, count: 1 },
    ...placed
      .filter((increment) => TAKEN_BACK_METRICS.includes(increment.metric))
      .map((increment) => ({ ...increment, count: -(increment.count ?? 1), amount: -(increment.amount ?? 0) })),
  ];
}

/** The fields of a stored order that say whether it was placed and whether it was taken back. */
export interface OrderPlacementState {
  paymentMethod?: string;
  enteredBy?: unknown;
  isConfirmed?: boolean;
  isPaid?: boolean;
  isCanceled?: boolean;
  isRejected?: boolean;
}

/**
 * Whether a stored order has been placed, as the events say it (events/contracts/orders.ts
 * `OrderPlaced`): a storefront order paid at the shop when created, an online payment once paid,
 * an order staff entered once confirmed. For counting orders that were stored without their events
 * (the demo seed, orders older than the statistics).
 */
export function wasPlaced(order: OrderPlacementState): boolean {
  if (order.enteredBy) return order.isConfirmed === true;
  return isOnlinePaymentMethod(order.paymentMethod) ? order.isPaid === true : true;
}

/** Whether a stored order was canceled or rejected (its placement is then taken back). */
export const wasTakenBack = (order: OrderPlacementState): boolean => order.isCanceled === true || order.isRejected === true;
