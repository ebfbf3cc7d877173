/**
 * Order logic of the back office: server-managed fields on create and update, and the lists
 * (history, current, missed, order screens) built on the queries of functions/db/orders.ts.
 */
import { randomBytes } from 'node:crypto';
import { isListedAsMissed, type MissedOrderState } from '#shared/order-status/missed.ts';
import { orderTypeOf } from '#shared/cart/cart.ts';
import {
  ORDER_LIST_ROW_FIELDS,
  ORDER_STATUS_FLAGS,
  orderServerFields,
  type OrderHistoryQuery,
  type OrderInput,
  type OrderListPageQuery,
} from '#shared/schemas/order.ts';
import { isOpenOrder, orderDueAt, type EntityData } from '../db/entities';
import { queryCustomerOrders, queryOpenOrderRows, queryOpenOrders, queryOrderHistory } from '../db/orders';
import { listEntities, type StoredEntity, type StoredOrder } from '../db/repository';
import type { Caller, StaffCaller } from '../lib/auth';
import { ApiError } from '../lib/errors';
import { inRange, matchesSearch, rangeBounds } from '../lib/filters';
import { canRead, keepServerFields } from '../lib/crud-routes';
import { policies } from '../lib/policies';

/**
 * Fields only the server sets: the server fields of the stored-order schema
 * (shared/schemas/order.ts orderServerFields), so the schema and this list cannot drift. A staff
 * edit replaces the record, so it keeps their stored values and drops what the client sent: status
 * flags change through the status actions, `payment` (the online payment's link) and
 * `idempotencyKey` (with its uniqueness item) come from order create, `counterAppointment` changes
 * only through its own action (./counter-appointment.ts, which publishes the event the customer's
 * e-mail needs), `missedAt` only through the job (events/jobs/missed-orders.ts),
 * `deliveryAreaTerms` are the fee terms the order was priced with (./items.ts prices it again with
 * them).
 */
export const ORDER_SERVER_FIELDS: readonly string[] = Object.keys(orderServerFields);

/**
 * The public link of a new order: `uid` (64 random bits, hex, the customer-facing number) and
 * `hash` (128 random bits, hex), as DESIGN.md §4 asks.
 */
export function newOrderLink(): { uid: string; hash: string } {
  return { uid: randomBytes(8).toString('hex'), hash: randomBytes(16).toString('hex') };
}

export function prepareOrder(input: OrderInput, _context: unknown, previous?: StoredEntity): EntityData {
  if (previous) return keepServerFields(input, previous, ORDER_SERVER_FIELDS);
  const flags = Object.fromEntries(ORDER_STATUS_FLAGS.map((flag) => [flag, false]));
  return { ...input, ...newOrderLink(), ...flags };
}

/** Branches whose orders a staff member sees, optionally narrowed to one (403 if not theirs). */
export async function staffBranchIds(caller: StaffCaller, branch: string | undefined): Promise<string[]> {
  if (branch) {
    if (!caller.isAdmin && !caller.branchIds.has(branch)) throw ApiError.of(403, 'api.auth.branchForbidden', undefined, 'branch');
    return [branch];
  }
  if (!caller.isAdmin) return [...caller.branchIds];
  return (await listEntities('Branch')).map((record) => record.id);
}

const byDue = (a: StoredOrder, b: StoredOrder) => orderDueAt(a).localeCompare(orderDueAt(b));
const newestFirst = (a: StoredOrder, b: StoredOrder) => b.createdAt.localeCompare(a.createdAt);

/** Open orders of the branches (optionally only those due before an instant), by due time. */
export async function openOrders(branchIds: readonly string[], options: { dueBefore?: string } = {}): Promise<StoredOrder[]> {
  const lists = await Promise.all(branchIds.map((branchId) => queryOpenOrders(branchId, options)));
  return lists.flat().sort(byDue);
}

/** One page of the current or missed list: slim rows and the cursor of the next page, if any. */
export interface OrderListPage {
  rows: Record<string, unknown>[];
  nextCursor?: string;
}

/** The cursor is the last row's position in the open-orders index (due time, then order id), base64url. */
const encodeCursor = (sortKey: string): string => Buffer.from(sortKey, 'utf8').toString('base64url');

function decodeCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  const sortKey = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^DUE#[^#]+#ORDER#[0-9A-Z]+$/.test(sortKey)) throw ApiError.of(400, 'api.validation.invalidCursor', undefined, 'cursor');
  return sortKey;
}

/**
 * `GET /orders/current`: every open order that is not listed as missed, by due time, the most
 * urgent first (the spec's order: overdue and due-now orders at the top, preorders for later
 * below); `GET /orders/missed`: the open orders the job `missed-orders` marked and that still wait
 * for the shop (shared/order-status/missed.ts), the latest due first (a customer who just missed
 * their pick-up may still be waiting; last week's missed orders are at the end).
 *
 * Paged (docs/order-limits.md): `limit` rows (default 100, at most 200) of the slim row projection
 * (ORDER_LIST_ROW_FIELDS), after `cursor`. Each branch reads about one page of its open-orders
 * index, so a page costs the same on a day with 1,000 open orders as on a quiet one.
 */
export async function currentOrMissedOrders(caller: Caller, query: OrderListPageQuery, missed: boolean): Promise<OrderListPage> {
  if (caller.kind !== 'staff') throw ApiError.of(401, 'api.auth.required');
  const after = decodeCursor(query.cursor);
  const branchIds = await staffBranchIds(caller, query.branch);
  const lists = await Promise.all(
    branchIds.map((branchId) =>
      queryOpenOrderRows(branchId, {
        attributes: ORDER_LIST_ROW_FIELDS,
        after,
        descending: missed,
        want: query.limit + 1,
        accept: (row) => isListedAsMissed(row as unknown as MissedOrderState) === missed,
      }),
    ),
  );
  const merged = lists.flat().sort((a, b) => (missed ? b.gsi2sk.localeCompare(a.gsi2sk) : a.gsi2sk.localeCompare(b.gsi2sk)));
  const page = merged.slice(0, query.limit);
  const rows = page.map(({ gsi2sk: _sortKey, ...row }) => row);
  return merged.length > query.limit ? { rows, nextCursor: encodeCursor(page.at(-1)!.gsi2sk) } : { rows };
}

const STATUS_TESTS: Record<NonNullable<OrderHistoryQuery['status']>, (order: EntityData) => boolean> = {
  open: isOpenOrder,
  confirmed: (order) => order.isConfirmed === true && isOpenOrder(order),
  completed: (order) => order.isCompleted === true,
  rejected: (order) => order.isRejected === true,
  canceled: (order) => order.isCanceled === true,
  failed: (order) => order.isFailed === true,
};

const SEARCH_FIELDS = ['uid', 'firstName', 'lastName', 'companyName', 'email', 'phone', 'ticketNumberText'];

/** Default and longest range of the history (decision: the spec shows no page size). */
const DEFAULT_HISTORY_DAYS = 30;
const MAX_HISTORY_DAYS = 366;
const DAY_MS = 86_400_000;

/** `GET /orders`: the order history with its filters, newest first. */
export async function orderHistory(caller: Caller, query: OrderHistoryQuery, now: Date): Promise<StoredOrder[]> {
  if (caller.kind !== 'staff') throw ApiError.of(401, 'api.auth.required');
  const branchIds = await staffBranchIds(caller, query.branch);
  const bounds = rangeBounds(query.from, query.to);
  let orders: StoredOrder[];
  if (query.customer) {
    // A customer's orders are few: every one of them unless a range is asked for.
    const allowed = new Set(branchIds);
    orders = (await queryCustomerOrders(query.customer)).filter(
      (order) => canRead(caller, policies.orders, order, 'staff') && allowed.has(order.branch.id) && inRange(order.createdAt, bounds),
    );
  } else {
    const to = bounds.to ?? now.toISOString();
    const from = bounds.from ?? new Date(Date.parse(to) - DEFAULT_HISTORY_DAYS * DAY_MS).toISOString();
    if (Date.parse(to) - Date.parse(from) > MAX_HISTORY_DAYS * DAY_MS) {
      throw ApiError.of(400, 'api.validation.dateRangeTooLong', { days: MAX_HISTORY_DAYS }, 'from');
    }
    orders = (await Promise.all(branchIds.map((branchId) => queryOrderHistory(branchId, from, to)))).flat();
  }
  const status = query.status ? STATUS_TESTS[query.status] : undefined;
  return orders
    .filter((order) => !query.orderType || orderTypeOf({ isDelivery: order.isDelivery === true, isDineIn: order.isDineIn === true }) === query.orderType)
    .filter((order) => !query.paymentMethod || order.paymentMethod === query.paymentMethod)
    .filter(
      (order) => (!status || status(order)) && matchesSearch({ ...order, ticketNumberText: String(order.ticketNumber ?? '') }, SEARCH_FIELDS, query.search),
    )
    .sort(newestFirst);
}
