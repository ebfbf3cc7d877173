/**
 * Which orders of a fresh current-orders result are new, i.e. worth a sound, a highlight and an
 * announcement: new orders appear without a reload and with an audible signal.
 */
import { pluralKey, t } from '../../i18n';

export interface SeenOrder {
  id: string;
  isConfirmed: boolean;
}

/**
 * The orders of `next` that were not in the result seen before. Nothing is new on the first
 * result (`previous` undefined): what the list shows on opening is not news. A confirmed order is
 * never new: it can only join the current list from the missed list, when staff confirm a late
 * order, and that is no arrival (a new order always starts unconfirmed).
 */
export function newOrders<O extends SeenOrder>(previous: ReadonlySet<string> | undefined, next: readonly O[]): O[] {
  if (!previous) return [];
  return next.filter((order) => !order.isConfirmed && !previous.has(order.id));
}

/**
 * What the live region says: 'Neue Bestellung: Ticket 12', 'Neue Bestellungen: Tickets 12, 13';
 * orders without a ticket (made in the back office) are counted only.
 */
export function newOrdersAnnouncement(orders: ReadonlyArray<{ ticketNumber?: number }>): string {
  const tickets = orders.map((order) => order.ticketNumber).filter((ticket): ticket is number => ticket !== undefined);
  if (tickets.length !== orders.length) {
    return t(pluralKey(orders.length, 'orderList.announce.countOne', 'orderList.announce.countOther'), { count: orders.length });
  }
  return t(pluralKey(tickets.length, 'orderList.announce.one', 'orderList.announce.other'), { tickets: tickets.join(', ') });
}
