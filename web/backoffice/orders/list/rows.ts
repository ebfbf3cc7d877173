/**
 * What one line of an order list shows, from the fields the lists read of an
 * order. Texts come from the shared order rules (shared/order-status: order type, payment method
 * and state, status line) so the back office says what the customer's status page says.
 */
import * as z from 'zod';
import { formatMoney, money } from '#shared/money/index.ts';
import { customerFullName, orderPaymentMethodLabel, orderStatusLine, orderTypeLabelOf, paymentStateText } from '#shared/order-status/index.ts';
import { orderListRowSchema } from '#shared/schemas/order.ts';
import { formatDate, formatTime, localDateOf } from '#shared/time/index.ts';
import { t } from '../../i18n';

/** The fields an order list reads (shared/schemas/order.ts). */
export type ListOrder = z.infer<typeof orderListRowSchema>;
export const orderListSchema = z.array(orderListRowSchema);

export interface OrderRow {
  id: string;
  /** 'Ticket 12' (or 'Ohne Ticket'). */
  ticket: string;
  ticketNumber: number | undefined;
  due: string;
  type: string;
  customer: string;
  branch: string | undefined;
  total: string;
  payment: string;
  paymentState: string | null;
  status: string;
  tone: 'waiting' | 'active' | 'done' | 'cancelled';
}

/**
 * The status a staff member reads. The customer's status line says 'Storniert' for every end
 * that is not completion; staff need to tell a rejection and a failed payment from a
 * cancellation (the history filter names them the same way).
 */
function staffStatus(order: ListOrder): { status: string; tone: OrderRow['tone'] } {
  if (order.isRejected) return { status: t('orderList.status.rejected'), tone: 'cancelled' };
  if (order.isFailed) return { status: t('orderList.status.failed'), tone: 'cancelled' };
  if (order.isCanceled) return { status: orderStatusLine(order), tone: 'cancelled' };
  const tone = order.isCompleted ? 'done' : order.isConfirmed ? 'active' : 'waiting';
  return { status: orderStatusLine(order), tone };
}

/** 'heute, 12:30 Uhr', '05.11.2026, 12:30 Uhr', or 'so bald wie möglich' without an appointment. */
export function dueText(appointment: string | undefined, now: Date, timeZone: string): string {
  if (!appointment) return t('orderList.asap');
  const at = new Date(appointment);
  const time = formatTime(at, timeZone);
  if (localDateOf(at, timeZone) === localDateOf(now, timeZone)) return t('orderList.due.today', { time });
  return t('orderList.due.date', { date: formatDate(at, timeZone), time });
}

function customerName(order: ListOrder): string {
  const name = customerFullName(order);
  if (name) return name;
  if (order.companyName) return order.companyName;
  // A dine-in order at a table may come without a name (shared/checkout/fields.ts).
  if (order.tableIdentifier) return t('orderList.table', { table: order.tableIdentifier });
  return t('orderList.noName');
}

export function orderRow(order: ListOrder, now: Date, timeZone: string, branchNames: ReadonlyMap<string, string>): OrderRow {
  const { status, tone } = staffStatus(order);
  return {
    id: order.id,
    ticket: order.ticketNumber === undefined ? t('orderList.noTicket') : t('orderList.ticket', { ticket: order.ticketNumber }),
    ticketNumber: order.ticketNumber,
    due: dueText(order.appointmentDate, now, timeZone),
    type: orderTypeLabelOf(order),
    customer: customerName(order),
    branch: branchNames.get(order.branch.id),
    total: order.pricing ? formatMoney(money(order.pricing.totalGross)) : '–',
    payment: orderPaymentMethodLabel(order.paymentMethod),
    paymentState: paymentStateText(order),
    status,
    tone,
  };
}
