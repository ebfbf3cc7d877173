/**
 * A small shop for order-create tests (and the route-walking tests that need a valid order): a
 * public branch that is open around the clock (daily 00:00–00:00, so no test depends on the wall
 * clock), its menu with products of weight and piece units, a delivery area, a table and a
 * donation recipient; and a valid order body for it.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, inject } from 'vitest';
import { createEntity, getEntity, type StoredEntity } from '#functions/db/repository.ts';
import { newOrderLink } from '#functions/orders/service.ts';
import { ORDER_STATUS_FLAGS, type OrderCreateInput } from '#shared/schemas/order.ts';
import { loadGroupHandler, type Handler } from './events';
import { createActors, sampleBody, unique, type Actors } from './fixtures';

export interface OrderShopFixture {
  branch: StoredEntity;
  category: StoredEntity;
  menu: StoredEntity;
  /** Leberkäse: 24.90 per kg, also sold in g; a required select 'Sauce' (Senf, or Kren +0.50/kg). */
  leberkaese: StoredEntity;
  /** Semmel: 0.60 per piece, 1 to 50. */
  semmel: StoredEntity;
  /** The further products asked for, in the menu after the two above. */
  extras: StoredEntity[];
  table: StoredEntity;
  donatee: StoredEntity;
}

export const ALWAYS_OPEN = [{ type: 'daily', from: '00:00', to: '00:00' }];

/** Delivery area of the shop: 3.50 fee at 20 %, minimum order value 20, free from 50. */
export const GRAZ_AREA = { area: '8010 Graz', price: 3.5, tax: 20, minimumOrderValue: 20, freeFromOrderValue: 50 };

/** A branch that takes every order type and cash; `fields` override or add branch fields. */
export async function createOrderShop(fields: Record<string, unknown> = {}, products: Record<string, unknown>[] = []): Promise<OrderShopFixture> {
  const branch = await createEntity('Branch', {
    identifier: unique('bestellfiliale'),
    name: 'Bestellfiliale',
    isPublic: true,
    isEnabled: true,
    openingHours: ALWAYS_OPEN,
    deliveryHours: [],
    isDeliveryHoursEnabled: false,
    isTakeawayEnabled: true,
    isDeliveryEnabled: true,
    isDineInEnabled: true,
    isTableSelectionEnabled: true,
    isCashEnabled: true,
    isMollieEnabled: true,
    isDeliveryPhoneRequired: true,
    deliveryAreas: [GRAZ_AREA],
    ...fields,
  });
  const leberkaese = await createEntity('Product', {
    name: 'Leberkäse',
    type: 'configurable',
    price: 24.9,
    tax: 10,
    unit: 'kilogram',
    minimumQuantity: 0.1,
    maximumQuantity: 5,
    quantityStepSize: 0.1,
    alternativeUnits: [{ unit: 'gram', ratio: 0.001, minimumQuantity: 100, maximumQuantity: 5000, quantityStepSize: 50 }],
    pricing: 'fixed',
    isEnabled: true,
    config: {
      parts: [{ name: 'Sauce', type: 'select', optional: false, options: [{ name: 'Senf' }, { name: 'Kren', modifier: 'add', value: 0.5 }] }],
    },
  });
  const semmel = await createEntity('Product', {
    name: 'Semmel',
    price: 0.6,
    tax: 10,
    unit: 'amount',
    minimumQuantity: 1,
    maximumQuantity: 50,
    quantityStepSize: 1,
    pricing: 'fixed',
    isEnabled: true,
    config: { parts: [] },
  });
  const extras: StoredEntity[] = [];
  for (const product of products) extras.push(await createEntity('Product', { pricing: 'fixed', isEnabled: true, config: { parts: [] }, ...product }));
  const category = await createEntity('Category', { name: 'Wurst & Gebäck', isEnabled: true });
  const menu = await createEntity('Menu', {
    name: 'Sortiment',
    branches: [{ id: branch.id }],
    catalog: [{ id: category.id, products: [leberkaese.id, semmel.id, ...extras.map((product) => product.id)] }],
  });
  const table = await createEntity('Table', { identifier: unique('tisch'), branch: { id: branch.id } });
  const donatee = await createEntity('Donatee', { name: 'Tierheim Graz', isEnabled: true });
  return { branch, category, menu, leberkaese, semmel, extras, table, donatee };
}

/** A delivery address in the shop's area (add the items and what else the test asks for). */
export const GRAZ_DELIVERY = {
  isDelivery: true,
  phone: '+436641234567',
  street: 'Herrengasse 16',
  zipCode: '8010',
  city: 'Graz',
  country: 'AT',
  deliveryArea: GRAZ_AREA.area,
};

export interface OrdersApi {
  actors: Actors;
  /** The handler of the route group `orders`. */
  orders: Handler;
}

/**
 * The actors and the orders handler of a test file: made before its tests and closed after them.
 * Read the fields inside tests and hooks, not at import (they are set in beforeAll).
 */
export function useOrdersApi(): OrdersApi {
  const api = {} as OrdersApi;
  beforeAll(async () => {
    api.actors = await createActors();
    api.orders = await loadGroupHandler('orders');
  });
  afterAll(() => api.actors.tokens.close());
  return api;
}

/**
 * An order record of the branch as order create stores it (a cash pickup, every status flag off),
 * for tests that write the order directly; `extra` overrides or adds fields.
 */
export function orderRecord(branchId: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const flags = Object.fromEntries(ORDER_STATUS_FLAGS.map((flag) => [flag, false]));
  return { ...sampleBody('orders', branchId), ...newOrderLink(), ...flags, paymentMethod: 'cash', isDelivery: false, isDineIn: false, ...extra };
}

/** A fresh key per checkout attempt, as the storefront makes it. */
export const idempotencyKey = (): string => `k-${ulid()}`;

/**
 * A valid takeaway order of 250 g Leberkäse with Kren and 4 Semmeln, paid in cash:
 * 0.25 kg × 25.40 = 6.35 and 4 × 0.60 = 2.40, gross 8.75 at 10 %.
 */
export function takeawayBody(shop: OrderShopFixture, fields: Partial<OrderCreateInput> = {}): OrderCreateInput {
  return {
    idempotencyKey: idempotencyKey(),
    branch: { id: shop.branch.id },
    isDelivery: false,
    isDineIn: false,
    items: [
      { product: { id: shop.leberkaese.id }, amount: 250, unit: 'gram', parts: [{ name: 'Sauce', value: 'Kren' }] },
      { product: { id: shop.semmel.id }, amount: 4, unit: 'amount', parts: [] },
    ],
    firstName: 'Maria',
    lastName: 'Huber',
    email: 'maria.huber@example.at',
    phone: '',
    comment: 'Bitte in Scheiben',
    paymentMethod: 'cash',
    legalInstructions: true,
    privacyPolicy: true,
    ...fields,
  };
}

/** A well-formed order for a branch and product that do not exist (the answer is 404). */
export function unknownBranchOrderBody() {
  return {
    idempotencyKey: idempotencyKey(),
    branch: { id: ulid() },
    isDelivery: false,
    isDineIn: false,
    items: [{ product: { id: ulid() }, amount: 1, unit: 'kilogram', parts: [{ name: 'Sauce', value: 'Senf' }] }],
    firstName: 'Maria',
    lastName: 'Huber',
    email: 'maria.huber@example.at',
    phone: '+436641234567',
    comment: 'Bitte in Scheiben',
    paymentMethod: 'cash',
    legalInstructions: true,
    privacyPolicy: true,
  };
}

/** The order as stored now (a consistent read). */
export const stored = async (order: StoredEntity): Promise<StoredEntity> => (await getEntity('Order', order.id, { consistent: true }))!;

export interface PublishedEvent {
  'detail-type': string;
  source: string;
  detail: Record<string, unknown>;
}

/** The order's events on the local bus (the local server lists the latest ones). */
export async function eventsOf(order: StoredEntity): Promise<PublishedEvent[]> {
  const response = await fetch(`${inject('localStackUrl')}/local/eventbridge`);
  const { data } = (await response.json()) as { data: PublishedEvent[] };
  return data.filter((event) => event.source === 'theke.orders' && event.detail.orderId === order.id);
}
