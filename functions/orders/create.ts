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
 * Steps (docs/performance.md "Order path"): the catalogue generation and the idempotency key are
 * read in one call while the records the order names (table, donatee, uploads, QR code) load;
 * branch, configuration, menus, products and categories come from the instance's kept copy of
 * that generation (./price-basis.ts);
 * checks.ts checks and prices; the ticket number is taken; order, link and key are written in one
 * transaction (a key stored meanwhile fails its condition: the other order is answered);
 * OrderPlaced is published (for an online payment only once it is paid:
 * functions/payments/sync.ts). A warm instance makes three DynamoDB calls, one after the other.
 *
 * `POST /api/orders` (staff): an order entered by phone or at the counter runs this same path with
 * `source` staff (docs/phone-orders.md). Differences, each decided for a shop taking a call:
 * - an employee enters orders only for their own branches (403 `branch`); the branch must be
 *   enabled but need not be public (a branch not yet on the website may take calls);
 * - the checks of checks.ts with the staff's differences there (no terms and privacy ticks, only
 *   methods paid at the shop, no caps of an online order); opening hours, appointment rules and
 *   availability are the storefront's: what the shop cannot make online it cannot make on the
 *   phone either, and a time outside them is a counter appointment's business;
 * - the order is stored confirmed and marked `enteredBy` (user id and name): the employee accepted
 *   it while on the phone, so nobody confirms it again and the missed-orders job leaves it alone;
 * - the event is OrderConfirmed (changedBy: the employee), not OrderPlaced: the receipt prints
 *   and the customer, when an e-mail is given, gets the confirmation with the status link; the
 *   shop's new-order alert (e-mail, SMS) listens to OrderPlaced and stays quiet, since the shop
 *   itself entered the order;
 * - the order is linked to its customer, so the customer's page lists it: the one staff picked
 *   (`customer`), else the one the contact data belong to, found or created by
 *   findOrCreateCustomer (functions/customers/service.ts: same e-mail, or same phone and last
 *   name). Only after the checks passed, so a refused order leaves no customer behind; an order
 *   without a last name (a guest at a table) stays unlinked;
 * - the answer is the stored order (the back office opens its detail), 201, or 200 for a key seen before.
 */
import { ulid } from 'ulid';
import { isBranchActive } from '#shared/hours/branch.ts';
import { UPLOAD_REJECTED_MESSAGE } from '#shared/items/parts.ts';
import { isOnlinePaymentMethod } from '#shared/order-status/index.ts';
import { ORDER_STATUS_FLAGS, orderCreateSchema, staffOrderCreateSchema, type EnteredBy, type OrderCreate, type OrderCreated } from '#shared/schemas/order.ts';
import { resolveOrigin, type OrderOrigin } from '#shared/statistics/origins.ts';
import { localDateOf } from '#shared/time/index.ts';
import type { EntityData } from '../db/entities';
import { EntityExistsError, UniqueConflictError } from '../db/errors';
import { readCatalogueGeneration } from '../db/catalogue-generation';
import { findOrderByIdempotencyKey, idempotencyKeyItem, nextTicketNumber, orderOfIdempotencyKeyItem } from '../db/orders';
import { createEntity, getEntities, getEntity, type StoredEntity, type StoredRecord } from '../db/repository';
import { markUploadsUsed } from '../db/uploads';
import type { StaffCaller } from '../lib/auth';
import { readSetting } from '../lib/config';
import { ApiError, notFound } from '../lib/errors';
import type { publishEvent } from '../lib/events';
import type { Logger } from '../lib/logger';
import { clientView, policies } from '../lib/policies';
import { Reply, created, route, type RouteDefinition } from '../lib/router';
import { findOrCreateCustomer, type CustomerContactInput } from '../customers/service';
import { paymentStartPage } from '../payments/pages';
import { uploadTokenHash } from '../uploads/binding';
import { publishStatusEvent } from './changes';
import { checkOrder, uploadIdsOf, type OrderCheckError } from './checks';
import { publishOrderPlaced } from './placed';
import { loadPriceBasis } from './price-basis';
import { newOrderLink } from './service';

const isOnline = (order: EntityData): boolean => isOnlinePaymentMethod(String(order.paymentMethod));

/** Who places the order: the storefront's checkout, or a staff member in the back office. */
export type OrderSource = { kind: 'storefront' } | { kind: 'staff'; staff: StaffCaller; customer?: { id: string } };

const STOREFRONT: OrderSource = { kind: 'storefront' };

export interface CreateOrderOptions {
  log: Logger;
  /** The storefront's checkout by default. */
  source?: OrderSource;
  /** The request's instant (tests pass a fixed one); now by default. */
  now?: Date;
  /** The shop's time zone (THEKE_TIME_ZONE by default). */
  timeZone?: string;
  publish?: typeof publishEvent;
}

function answer(order: EntityData, source: OrderSource): OrderCreated | EntityData {
  if (source.kind === 'staff') return clientView(policies.orders, order);
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
function replay(order: StoredEntity, log: Logger, source: OrderSource): Reply {
  log.info('order create: idempotency key seen before', { orderId: order.id });
  return new Reply(200, answer(order, source));
}

/** The staff member as the order records them: the token's subject and the user's name (the user name without a record). */
const enteredByOf = (staff: StaffCaller): EnteredBy => ({ id: staff.identity.sub, name: staff.user?.name ?? staff.identity.username });

/** The customer of a staff order: the one picked, else the one its contact data belong to (found or created); none without a last name. */
async function customerOf(source: OrderSource, fields: EntityData, now: Date): Promise<{ id: string } | undefined> {
  if (source.kind !== 'staff') return undefined;
  if (source.customer) return { id: source.customer.id };
  if (typeof fields.lastName !== 'string') return undefined;
  const text = (name: string): string | undefined => (typeof fields[name] === 'string' ? fields[name] : undefined);
  const contact: CustomerContactInput = {
    lastName: fields.lastName,
    firstName: text('firstName'),
    companyName: text('companyName'),
    email: text('email'),
    phone: text('phone'),
    street: text('street'),
    zipCode: text('zipCode'),
    city: text('city'),
    // The checkout rules let only the form's countries through (shared/checkout/countries.ts).
    country: text('country') as CustomerContactInput['country'],
  };
  const { customer } = await findOrCreateCustomer(contact, { now });
  return { id: customer.id };
}

/** What a staff order adds to the stored order: confirmed (the shop accepted it on the phone), who entered it, its customer. */
function staffFields(source: OrderSource, customer: { id: string } | undefined): EntityData {
  if (source.kind !== 'staff') return {};
  return { isConfirmed: true, enteredBy: enteredByOf(source.staff), ...(customer ? { customer } : {}) };
}

/** 403 for an employee's order at another branch; 400 for a customer record that does not exist. */
async function checkStaffSource(input: OrderCreate, source: OrderSource): Promise<void> {
  if (source.kind !== 'staff') return;
  const { staff, customer } = source;
  if (!staff.isAdmin && !staff.branchIds.has(input.branch.id)) throw ApiError.of(403, 'api.auth.branchForbidden', undefined, 'branch');
  if (customer && !(await getEntity('Customer', customer.id))) {
    throw new ApiError(400, [{ ...notFound('customers').errors[0]!, field: 'customer' }]);
  }
}

/** The storefront takes orders at enabled, public branches; staff at every enabled branch of theirs. */
const takesOrders = (branch: StoredRecord<'Branch'>, source: OrderSource): boolean =>
  source.kind === 'staff' ? branch.isEnabled !== false : isBranchActive(branch);

/** The records the order names besides catalogue and branch: read fresh for every order. */
interface NamedRecords {
  table: StoredEntity | undefined;
  donatee: StoredEntity | undefined;
  uploads: StoredEntity[];
  /** The QR code the origin names, when it exists. */
  qrCode: StoredEntity | undefined;
}

async function loadNamedRecords(input: OrderCreate): Promise<NamedRecords> {
  const uploadIds = uploadIdsOf(input);
  const [table, donatee, uploads, qrCode] = await Promise.all([
    input.table ? getEntity('Table', input.table.id) : undefined,
    input.donatee ? getEntity('Donatee', input.donatee.id) : undefined,
    uploadIds.length > 0 ? getEntities('Upload', uploadIds) : [],
    input.origin?.qr ? getEntity('QrCode', input.origin.qr) : undefined,
  ]);
  return { table, donatee, uploads, qrCode };
}

/**
 * Where the order came from (shared/statistics/origins.ts): staff orders are phone orders, an
 * order at a table a table order, else what the browser saw on landing; a QR id that names no
 * code is dropped.
 */
const originOf = (input: OrderCreate, source: OrderSource, fields: EntityData, qrCode: StoredEntity | undefined): OrderOrigin =>
  resolveOrigin(input.origin, { enteredByStaff: source.kind === 'staff', atTable: Boolean(fields.table), isKnownQrCode: (id) => qrCode?.id === id });

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
  const timeZone = options.timeZone ?? readSetting('timeZone');
  const source = options.source ?? STOREFRONT;
  await checkStaffSource(input, source);

  // The idempotency key's item is read in the same call as the catalogue generation.
  const keyItem = idempotencyKeyItem(input.idempotencyKey);
  const [{ generation, items }, named] = await Promise.all([readCatalogueGeneration([keyItem]), loadNamedRecords(input)]);
  const first = await orderOfIdempotencyKeyItem(items.find((item) => item.pk === keyItem.pk && item.sk === keyItem.sk));
  if (first) return replay(first, log, source);
  const basis = await loadPriceBasis(
    generation,
    input.branch.id,
    input.items.map((item) => item.product.id),
    now,
    log,
  );
  const { branch } = basis;
  if (!branch || !takesOrders(branch, source)) throw notFound('branches');

  const check = checkOrder(
    input,
    {
      branch,
      config: basis.config,
      menu: basis.menu,
      products: basis.products,
      categories: basis.categories,
      table: named.table,
      donatee: named.donatee,
      uploads: new Map(named.uploads.map((upload) => [upload.id, upload])),
      uploadTokenHash: input.uploadToken ? uploadTokenHash(input.uploadToken) : undefined,
    },
    now,
    timeZone,
    source.kind,
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

  const [ticketNumber, customer] = await Promise.all([nextTicketNumber(branch.id, localDateOf(now, timeZone)), customerOf(source, check.order.fields, now)]);
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
        ...staffFields(source, customer),
        origin: originOf(input, source, check.order.fields, named.qrCode),
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
    if (winner) return replay(winner, log, source);
    throw error;
  }
  log.info('order created', { orderId: order.id, branchId: branch.id, ticketNumber, source: source.kind });

  if (source.kind === 'staff') {
    await publishStatusEvent('confirm', order, source.staff.identity.username, log);
    return created(answer(order, source));
  }
  // OrderPlaced of an online payment follows when the payment is paid (functions/payments/sync.ts).
  if (isOnline(order)) return created(answer(order, source));

  await publishOrderPlaced(order, log, options.publish);
  return created(answer(order, source));
}

export const createOrderRoute: RouteDefinition = route({
  body: orderCreateSchema,
  handle: ({ body, log }) => createOrder(body, { log }),
});

/** `POST /api/orders`: the order staff enter by phone or at the counter (see the top of this file). */
export const staffCreateOrderRoute: RouteDefinition = route({
  body: staffOrderCreateSchema,
  handle: ({ caller, body, log }) => {
    if (caller.kind !== 'staff') throw ApiError.of(401, 'api.auth.required');
    const { customer, ...order } = body;
    const source: OrderSource = { kind: 'staff', staff: caller, ...(customer ? { customer } : {}) };
    return createOrder({ ...order, legalInstructions: false, privacyPolicy: false }, { log, source });
  },
});
