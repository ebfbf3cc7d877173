/**
 * A customer's order totals (the customer page): how many orders, the gross of those that count
 * as sales, the first and the last order's date. Decision: rejected, canceled and failed orders
 * are counted as orders (the shop sees that they happened) but add nothing to the gross — the
 * customer never paid for them.
 */
import type { CustomerOrderTotals } from '../schemas/customers';

export interface TotalsOrder {
  createdAt: string;
  isRejected?: boolean;
  isCanceled?: boolean;
  isFailed?: boolean;
  pricing?: { totalGross?: number };
}

/** Whether an order adds to the customer's gross. */
export const countsAsSale = (order: TotalsOrder): boolean => !order.isRejected && !order.isCanceled && !order.isFailed;

/** Totals of a customer's orders; the gross is summed in cents, so it stays exact to the cent. */
export function customerOrderTotals(orders: readonly TotalsOrder[]): CustomerOrderTotals {
  const cents = orders.filter(countsAsSale).reduce((sum, order) => sum + Math.round((order.pricing?.totalGross ?? 0) * 100), 0);
  const dates = orders.map((order) => order.createdAt).sort();
  return {
    count: orders.length,
    totalGross: cents / 100,
    ...(dates.length > 0 ? { firstOrderAt: dates[0], lastOrderAt: dates.at(-1) } : {}),
  };
}
