/**
 * `POST /api/orders/public`: the storefront's order create (storefront.md §3 "Order (create)",
 * §7 "Order create").
 *
 * Request: `orderCreateSchema` (shared/schemas/order.ts). Answers:
 * - 201 `{data: {uid, hash, paymentRedirectUrl?}}`: a new order; for an online payment the browser
 *   goes to `paymentRedirectUrl`, otherwise to /status/{uid}/{hash};
 * - 200 with the same shape: the idempotency key created an order before (that order's answer);
 * - 400 / 422 `{errors: [{code, field?, message}]}`: see checks.ts; nothing is stored;
 * - 404: unknown branch, or one that is not enabled and public (visitors cannot use it).
 *
 * Online payments: `paymentRedirectUrl` is GET /api/payments/start/{uid}/{hash} of the payments
 * Lambda (functions/payments/start-route.ts), which creates the provider's payment and redirects
 * to its page, or to checkout/error (order marked failed) when it cannot be started. Decision: the
 * provider is not called here, so the orders Lambda does not carry the providers' clients (DESIGN.md
 * §9, 300 KB), and a repeated key answers the same link at once, whatever state its payment is in.
 *
 * Steps: the key is looked up while branch, configuration, menus, products, table, donatee and
 * uploads load in parallel; checks.ts checks and prices; the ticket number is taken; order and
 * key are written in one transaction; OrderPlaced is published (for an online payment only once
 * it is paid: functions/payments/sync.ts).
 */
import { ulid } from 'ulid';
import { isBranchActive } from '#shared/hours/branch.ts';
import { UPLOAD_REJECTED_MESSAGE } from '#shared/items/parts.ts';
import { currentMenu, type MenuLike } from '#shared/menu/index.ts';
import { isOnlinePaymentMethod } from '#shared/order-status/index.ts';
import type { Product } from '#shared/schemas/catalogue.ts';
import { ORDER_STATUS_FLAGS, orderCreateSchema, type OrderCreate, type OrderCreated } from '#shared/schemas/order.ts';
import { localDateOf } from '#shared/time/index.ts';
import { loadShopConfig } from '../config/service';
import type { EntityData } from '../db/entities';
import { EntityExistsError, UniqueConflictError } from '../db/errors';
import { findOrderByIdempotencyKey, nextTicketNumber } from '../db/orders';
import { createEntity, getEntities, getEntity, listEntities, type StoredEntity, type StoredRecord } from '../db/repository';
import { markUploadsUsed } from '../db/uploads';
import { readConfig } from '../lib/config';
import { ApiError, notFound } from '../lib/errors';
import type { publishEvent } from '../lib/events';
import type { Logger } from '../lib/logger';
import { Reply, created, route, type RouteDefinition } from '../lib/router';
import { paymentStartPage } from '../payments/pages';
import { uploadTokenHash } from '../uploads/binding';
import { checkOrder, uploadIdsOf, type OrderCheckError } from './checks';
import { publishOrderPlaced } from './placed';
import { newOrderLink } from './service';

const isOnline = (order: EntityData): boolean => isOnlinePaymentMethod(String(order.paymentMethod));

export interface CreateOrderOptions {
  log: Logger;
  /** The request's instant (tests pass a fixed one); now by default. */
  now?: Date;
  /** The shop's time zone (THEKE_TIME_ZONE by default). */
  timeZone?: string;
  publish?: typeof publishEvent;
}

function answer(order: EntityData): OrderCreated {
  const link = { uid: String(order.uid), hash: String(order.hash) };
  return isOnline(order) ? { ...link, paymentRedirectUrl: paymentStartPage(link) } : link;
}

function refused(errors: OrderCheckError[]): ApiError {
  const status = errors.some((error) => error.status === 400) ? 400 : 422;
  return new ApiError(
    status,
    errors.map(({ code, field, message }) => ({ code, message, ...(field !== undefined ? { field } : {}) })),
  );
}

/**
 * The answer for a key that already has its order: the same uid, hash and payment link (a
 * double-clicked button sends both tabs to the same start link, which starts one payment).
 */
function replay(order: StoredEntity, log: Logger): Reply {
  log.info('order create: idempotency key seen before', { orderId: order.id });
  return new Reply(200, answer(order));
}

interface LoadedShop {
  branch: StoredRecord<'Branch'> | undefined;
  config: Awaited<ReturnType<typeof loadShopConfig>>['config'];
  menus: StoredEntity<MenuLike>[];
  products: StoredEntity<Product>[];
  table: StoredEntity | undefined;
  donatee: StoredEntity | undefined;
  uploads: StoredEntity[];
}

async function loadShop(input: OrderCreate, log: Logger): Promise<LoadedShop> {
  const [branch, shopConfig, menus, products, table, donatee, uploads] = await Promise.all([
    getEntity('Branch', input.branch.id),
    loadShopConfig(log),
    listEntities('Menu'),
    getEntities(
      'Product',
      input.items.map((item) => item.product.id),
    ),
    input.table ? getEntity('Table', input.table.id) : undefined,
    input.donatee ? getEntity('Donatee', input.donatee.id) : undefined,
    getEntities('Upload', uploadIdsOf(input)),
  ]);
  return { branch, config: shopConfig.config, menus, products, table, donatee, uploads };
}

const byId = <T extends { id: string }>(records: readonly T[]): Map<string, T> => new Map(records.map((record) => [record.id, record]));

/** The order of a key another request is storing: it is there at once or within a moment. */
async function awaitOrderOfKey(key: string): Promise<StoredEntity | undefined> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const order = await findOrderByIdempotencyKey(key);
    if (order) return order;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

export async function createOrder(input: OrderCreate, options: CreateOrderOptions): Promise<Reply> {
  const { log } = options;
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? readConfig().timeZone;

  const [first, shop] = await Promise.all([findOrderByIdempotencyKey(input.idempotencyKey), loadShop(input, log)]);
  if (first) return replay(first, log);
  const { branch } = shop;
  if (!branch || !isBranchActive(branch)) throw notFound('branches');

  const menu = currentMenu(shop.menus, branch.id, now);
  const listing = new Set(input.items.map((item) => item.product.id));
  const categoryIds = (menu?.catalog ?? []).filter((category) => category.products?.some((id) => listing.has(id))).map((category) => category.id);
  const categories = await getEntities('Category', categoryIds);

  const check = checkOrder(
    input,
    {
      branch,
      config: shop.config,
      menu,
      products: byId(shop.products),
      categories: byId(categories),
      table: shop.table,
      donatee: shop.donatee,
      uploads: byId(shop.uploads),
      uploadTokenHash: input.uploadToken ? uploadTokenHash(input.uploadToken) : undefined,
    },
    now,
    timeZone,
  );
  if (!check.ok) throw refused(check.errors);

  // Decision: every order gets a ticket number, also with config.disableTickets: the setting only
  // changes its label on the status page ('Bestellnummer' instead of 'Ticket').
  // The uploads the order uses are marked first (the cleanup job keeps them from then on); one the
  // job began deleting in the meantime refuses the order like an unknown file. Decision: marked
  // before the order is stored, so a failure in between only keeps an upload, never loses one.
  const orderId = ulid();
  const lostUploads = await markUploadsUsed(uploadIdsOf(input), orderId, now);
  if (lostUploads.length > 0) throw new ApiError(400, [{ code: 'order.upload', message: UPLOAD_REJECTED_MESSAGE }]);

  const ticketNumber = await nextTicketNumber(branch.id, localDateOf(now, timeZone));
  const flags = Object.fromEntries(ORDER_STATUS_FLAGS.map((flag) => [flag, false]));
  let order: StoredEntity;
  try {
    order = await createEntity(
      'Order',
      {
        ...check.order.fields,
        branch: { id: branch.id },
        idempotencyKey: input.idempotencyKey,
        ...newOrderLink(),
        ...flags,
        ticketNumber,
        items: check.order.items,
        pricing: check.order.pricing,
      },
      { now, id: orderId },
    );
  } catch (error) {
    // The same key at the same moment: the other request stored first (its condition failed on
    // our key item) or is storing right now (DynamoDB cancels ours as a transaction conflict,
    // which the repository reports as EntityExistsError; our order id is new, so nothing else
    // can cause it). Our ticket number stays unused (ACCESS_PATTERNS.md "Order create").
    const duplicate = (error instanceof UniqueConflictError && error.field === 'idempotencyKey') || error instanceof EntityExistsError;
    const winner = duplicate ? await awaitOrderOfKey(input.idempotencyKey) : undefined;
    if (winner) return replay(winner, log);
    throw error;
  }
  log.info('order created', { orderId: order.id, branchId: branch.id, ticketNumber });

  // OrderPlaced of an online payment follows when the payment is paid (functions/payments/sync.ts).
  if (isOnline(order)) return created(answer(order));

  await publishOrderPlaced(order, log, options.publish);
  return created(answer(order));
}

export const createOrderRoute: RouteDefinition = route({
  body: orderCreateSchema,
  handle: ({ body, log }) => createOrder(body, { log }),
});
