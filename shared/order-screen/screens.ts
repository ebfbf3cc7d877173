/**
 * What the two order screens of a branch show (backoffice.md §1, §6): the
 * projections of the branch's open orders that GET /api/orders/frontdesk|backoffice/{branchId}/
 * {apiKey} answer. Pure: the server passes the open orders (each with its due instant), `now`
 * and the shop's time zone.
 *
 * Decisions where the spec is silent:
 * - Front desk (customer display): only what anyone standing in the shop may read, the ticket
 *   number, its column and for dine-in the table. 'In Vorbereitung' = confirmed and not ready;
 *   'Abholbereit' = isInDelivery on a takeaway or dine-in order (the flag means "ready for
 *   pickup" there, see shared/order-status/transitions.ts). Unconfirmed orders do not appear
 *   (they may still be rejected), delivery orders never (nobody picks them up at the counter).
 *   Only orders due today (shop time) appear: ticket numbers restart every day, and a pre-order
 *   for next week is not being prepared now. A ready ticket stays until staff complete the order
 *   (completed orders leave the open-orders index); it is highlighted as new for
 *   READY_HIGHLIGHT_MINUTES after it became ready. The stored order has no "ready since" field;
 *   its updatedAt is that moment, as nothing else changes an order between ready and completed
 *   (item updates stop at confirmed) except a rare staff edit, which only restarts the highlight.
 * - Back office (counter tablet): open orders (also unconfirmed ones, which the tablet flags) due
 *   today or earlier: what the counter has to prepare or hand out now, including a backlog from
 *   earlier days that nobody completed. Orders for later days appear on their day. The customer is
 *   named by first name and the initial of the last name: enough to call out at the counter,
 *   and nothing more on a tablet that may stand where customers see it. No prices, phone numbers
 *   or addresses.
 */
import { orderTypeOf } from '../cart/cart';
import { orderPartText } from '../items/part-text';
import { orderStage, type OrderStatusState } from '../order-status/transitions';
import { SCREEN_ORDER_STAGES, type BackOfficeLine, type BackOfficeOrder, type FrontDeskTicket, type ScreenOrderStage } from '../schemas/order-screen';
import { localDateOf } from '../time/zone';

/** How long a ticket counts as newly ready (highlighted on the front-desk display). */
export const READY_HIGHLIGHT_MINUTES = 5;

interface ScreenOrderPart {
  name?: string | null;
  value?: unknown;
  files?: readonly unknown[] | null;
}

interface ScreenOrderItem {
  product?: { name?: string | null } | null;
  amount: number;
  unit: string;
  parts?: readonly (ScreenOrderPart | null)[] | null;
  comment?: string | null;
}

/** An open order as stored, with the instant it is due (appointment, else arrival). */
export interface ScreenOrderRecord extends OrderStatusState {
  id: string;
  dueAt: string;
  createdAt: string;
  updatedAt: string;
  ticketNumber?: number | null;
  appointmentDate?: string | null;
  isDineIn?: boolean | null;
  tableIdentifier?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  comment?: string | null;
  items?: readonly ScreenOrderItem[] | null;
}

const filled = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** 'Maria H.' from 'Maria' and 'Huber'; 'Maria' without a last name, 'H.' without a first one. */
export function shortCustomerName(firstName: string | null | undefined, lastName: string | null | undefined): string | undefined {
  const first = filled(firstName);
  const initial = filled(lastName)?.charAt(0).toLocaleUpperCase('de-AT');
  const name = [first, initial && `${initial}.`].filter(Boolean).join(' ');
  return name || undefined;
}

const isDueBy = (order: ScreenOrderRecord, today: string, timeZone: string) => localDateOf(new Date(order.dueAt), timeZone) <= today;
const isDueToday = (order: ScreenOrderRecord, today: string, timeZone: string) => localDateOf(new Date(order.dueAt), timeZone) === today;

/** The tickets of the customer display: preparing by due time, then ready ones, newest first. */
export function frontDeskTickets(orders: readonly ScreenOrderRecord[], now: Date, timeZone: string): FrontDeskTicket[] {
  const today = localDateOf(now, timeZone);
  const highlightFrom = now.getTime() - READY_HIGHLIGHT_MINUTES * 60_000;
  const shown = orders.filter((order) => typeof order.ticketNumber === 'number' && !order.isDelivery && isDueToday(order, today, timeZone));
  const ticket = (order: ScreenOrderRecord, stage: FrontDeskTicket['stage']): FrontDeskTicket => {
    const table = order.isDineIn ? filled(order.tableIdentifier) : undefined;
    return {
      ticketNumber: order.ticketNumber!,
      stage,
      ...(table ? { tableIdentifier: table } : {}),
      isNew: stage === 'ready' && Date.parse(order.updatedAt) >= highlightFrom,
    };
  };
  const preparing = shown
    .filter((order) => orderStage(order) === 'confirmed')
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.ticketNumber! - b.ticketNumber!)
    .map((order) => ticket(order, 'preparing'));
  const ready = shown
    .filter((order) => orderStage(order) === 'inDelivery')
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .map((order) => ticket(order, 'ready'));
  return [...preparing, ...ready];
}

/** A part's entry as one line of text (shared/items/part-text.ts); undefined when nothing was filled in. */
export function partText(part: ScreenOrderPart | null | undefined): string | undefined {
  return part ? orderPartText(part) || undefined : undefined;
}

function line(item: ScreenOrderItem): BackOfficeLine {
  const parts = (item.parts ?? []).flatMap((part) => {
    const text = partText(part);
    const name = filled(part?.name);
    return text ? [{ ...(name ? { name } : {}), text }] : [];
  });
  const comment = filled(item.comment);
  return {
    name: filled(item.product?.name) ?? '–',
    amount: item.amount,
    unit: item.unit as BackOfficeLine['unit'],
    parts,
    ...(comment ? { comment } : {}),
  };
}

/** The counter tablet's list: open orders due today or earlier, by due time. */
export function backOfficeOrders(orders: readonly ScreenOrderRecord[], now: Date, timeZone: string): BackOfficeOrder[] {
  const today = localDateOf(now, timeZone);
  return orders
    .filter((order) => isDueBy(order, today, timeZone))
    .flatMap((order): BackOfficeOrder[] => {
      const stage = orderStage(order);
      if (!(SCREEN_ORDER_STAGES as readonly string[]).includes(stage)) return [];
      const appointment = filled(order.appointmentDate);
      const customerName = shortCustomerName(order.firstName, order.lastName);
      const table = order.isDineIn ? filled(order.tableIdentifier) : undefined;
      const comment = filled(order.comment);
      return [
        {
          id: order.id,
          ...(typeof order.ticketNumber === 'number' ? { ticketNumber: order.ticketNumber } : {}),
          stage: stage as ScreenOrderStage,
          orderType: orderTypeOf(order),
          dueAt: order.dueAt,
          ...(appointment ? { appointmentDate: appointment } : {}),
          createdAt: order.createdAt,
          ...(customerName ? { customerName } : {}),
          ...(table ? { tableIdentifier: table } : {}),
          ...(comment ? { comment } : {}),
          lines: (order.items ?? []).map(line),
        },
      ];
    })
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt));
}
