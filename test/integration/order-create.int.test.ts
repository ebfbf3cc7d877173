/**
 * `POST /api/orders/public` against DynamoDB Local and the local event bus: checks, server-side
 * prices, ticket numbers, idempotency, OrderPlaced and online payments. The shops are open around
 * the clock (order-fixtures.ts) and appointments come from the shared slot rules, so nothing here
 * depends on the wall clock; where the instant matters the test passes its own clock to createOrder.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_ID } from '#functions/db/keys.ts';
import { findOrderByUid, queryOpenOrders, queryOrderHistory } from '#functions/db/orders.ts';
import { createEntity, deleteEntity, getEntity, updateEntity, type StoredEntity } from '#functions/db/repository.ts';
import { readConfig } from '#functions/lib/config.ts';
import { createLogger } from '#functions/lib/logger.ts';
import { createOrder } from '#functions/orders/create.ts';
import { orderPlacedDetailSchema } from '#events/contracts/orders.ts';
import type { BranchHours } from '#shared/hours/index.ts';
import { configSchema } from '#shared/schemas/config.ts';
import { orderCreateSchema, orderSchema, type OrderCreated, type OrderCreateInput } from '#shared/schemas/order.ts';
import { appointmentSlots, earliestSlotTime, slotsOn } from '#shared/slots/index.ts';
import { addDays, localDateOf } from '#shared/time/index.ts';
import { invoke, loadGroupHandler, type ApiResponse, type Handler } from './events';
import { ALWAYS_OPEN, GRAZ_DELIVERY, createOrderShop, idempotencyKey, takeawayBody, type OrderShopFixture } from './order-fixtures';
import { scanAllItems } from './table';

const log = createLogger({ test: 'order-create' });
let orders: Handler;
let shop: OrderShopFixture;
const timeZone = readConfig().timeZone;

const post = (body: unknown): Promise<ApiResponse<OrderCreated>> => invoke<OrderCreated>(orders, 'POST', { path: '/api/orders/public', body });

async function stored(uid: string): Promise<StoredEntity> {
  const order = await findOrderByUid(uid);
  if (!order) throw new Error(`order ${uid} not stored`);
  return order;
}

interface BusEvent {
  source: string;
  'detail-type': string;
  detail: Record<string, unknown>;
}

async function publishedEvents(): Promise<BusEvent[]> {
  const response = await fetch(readConfig().eventBridgeEndpoint!);
  return ((await response.json()) as { data: BusEvent[] }).data;
}

/** A slot on the local day `days` after today at `time` (HH:mm), from the shared slot rules. */
function appointmentAt(branch: StoredEntity, days: number, time: string, isDelivery = false): string {
  const now = new Date();
  const date = addDays(localDateOf(now, timeZone), days);
  const slot = slotsOn(appointmentSlots(branch as BranchHours, isDelivery, now, timeZone), date).find((candidate) => candidate.time === time);
  if (!slot) throw new Error(`no slot on ${date} at ${time}`);
  return slot.at.toISOString();
}

/** Orders of a branch created today or later (history query). */
const ordersOf = (branchId: string): Promise<StoredEntity[]> => queryOrderHistory(branchId, '2000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z');

// The shop configuration is one record for all tests: switch on Mollie and donations, and put
// the previous state back afterwards.
let previousConfig: StoredEntity | undefined;

beforeAll(async () => {
  orders = await loadGroupHandler('orders');
  previousConfig = await getEntity('Config', CONFIG_ID, { consistent: true });
  const flags = { isMollieEnabled: true, enablePluginDonations: true };
  if (previousConfig) await updateEntity('Config', CONFIG_ID, { ...previousConfig, ...flags }, previousConfig.version);
  else await createEntity('Config', { ...configSchema.parse({}), ...flags }, { id: CONFIG_ID });
  shop = await createOrderShop();
});

afterAll(async () => {
  const current = await getEntity('Config', CONFIG_ID, { consistent: true });
  if (!current) return;
  if (previousConfig) await updateEntity('Config', CONFIG_ID, { ...previousConfig }, current.version);
  else await deleteEntity('Config', CONFIG_ID);
});

describe('a valid order', () => {
  it('stores a takeaway order with server prices and answers 201 with uid and hash', async () => {
    const body = takeawayBody(shop);
    const response = await post(body);
    expect(response.status).toBe(201);
    const { uid, hash, paymentRedirectUrl } = response.body.data!;
    expect(uid).toMatch(/^[0-9a-f]{16}$/);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(paymentRedirectUrl).toBeUndefined();

    const order = await stored(uid);
    // 0.25 kg × (24.90 + 0.50 Kren) = 6.35; 4 × 0.60 = 2.40; 10 %: net = gross / 1.1 to 4 places.
    expect(order.items).toEqual([
      {
        product: { id: shop.leberkaese.id, name: 'Leberkäse' },
        // What the price came from, to price the line again at the counter (functions/orders/items.ts).
        productSnapshot: {
          unit: 'kilogram',
          price: 24.9,
          tax: 10,
          pricing: 'fixed',
          alternativeUnits: shop.leberkaese.alternativeUnits,
          config: shop.leberkaese.config,
        },
        amount: 250,
        unit: 'gram',
        parts: [{ name: 'Sauce', value: 'Kren' }],
        price: 6.35,
        pricingModel: 'fixed',
      },
      {
        product: { id: shop.semmel.id, name: 'Semmel' },
        productSnapshot: { unit: 'amount', price: 0.6, tax: 10, pricing: 'fixed', alternativeUnits: [], config: { parts: [] } },
        amount: 4,
        unit: 'amount',
        parts: [],
        price: 2.4,
        pricingModel: 'fixed',
      },
    ]);
    expect(order.pricing).toEqual({
      net: 7.9545,
      tax: 0.7955,
      gross: 8.75,
      deliveryNet: 0,
      deliveryTax: 0,
      deliveryGross: 0,
      totalNet: 7.9545,
      totalTax: 0.7955,
      totalGross: 8.75,
      taxes: [{ rate: 10, net: 7.9545, tax: 0.7955, gross: 8.75 }],
    });
    expect(order).toMatchObject({
      branch: { id: shop.branch.id },
      hash,
      idempotencyKey: body.idempotencyKey,
      firstName: 'Maria',
      lastName: 'Huber',
      email: 'maria.huber@example.at',
      comment: 'Bitte in Scheiben',
      paymentMethod: 'cash',
      isDelivery: false,
      isDineIn: false,
      isConfirmed: false,
      isCompleted: false,
      isFailed: false,
      isPaid: false,
      entityType: 'Order',
      version: 1,
    });
    expect(order.ticketNumber).toEqual(expect.any(Number));
    // Takeaway shows no address: nothing of it is stored.
    expect(order).not.toHaveProperty('street');
    expect(orderSchema.safeParse(order).success).toBe(true);

    // The existing lists and the public link see it.
    expect((await queryOpenOrders(shop.branch.id)).map((open) => open.id)).toContain(order.id);
    expect((await ordersOf(shop.branch.id)).map((entry) => entry.id)).toContain(order.id);
    const pub = await invoke<{ uid: string; ticketNumber: number }>(orders, 'GET', { path: '/api/orders/public/{uid}/{hash}', params: { uid, hash } });
    expect(pub.status).toBe(200);
    expect(pub.body.data).toMatchObject({ uid, ticketNumber: order.ticketNumber });
  });

  it('stores a delivery order with the area fee and the area tax', async () => {
    const body = takeawayBody(shop, {
      isDelivery: true,
      items: [
        { product: { id: shop.leberkaese.id }, amount: 1, unit: 'kilogram', parts: [{ value: 'Senf' }] },
        { product: { id: shop.semmel.id }, amount: 2, unit: 'amount' },
      ],
      phone: '0043 664 1234567',
      street: 'Herrengasse 16',
      floor: '2',
      zipCode: '8010',
      city: 'Graz',
      country: 'AT',
      deliveryArea: '8010 Graz',
      // Not shown for a delivery: ignored.
      table: { id: shop.table.id },
    });
    const response = await post(body);
    expect(response.status).toBe(201);
    const order = await stored(response.body.data!.uid);
    // Items 24.90 + 1.20 = 26.10 at the area's 20 %: net 20.75 + 1.00; fee 3.50: net 2.9167.
    expect(order.items).toMatchObject([
      { price: 24.9, parts: [{ name: 'Sauce', value: 'Senf' }] },
      { price: 1.2, parts: [] },
    ]);
    expect(order.pricing).toEqual({
      net: 21.75,
      tax: 4.35,
      gross: 26.1,
      deliveryNet: 2.9167,
      deliveryTax: 0.5833,
      deliveryGross: 3.5,
      totalNet: 24.6667,
      totalTax: 4.9333,
      totalGross: 29.6,
      taxes: [{ rate: 20, net: 24.6667, tax: 4.9333, gross: 29.6 }],
    });
    expect(order).toMatchObject({
      isDelivery: true,
      isDineIn: false,
      deliveryArea: '8010 Graz',
      street: 'Herrengasse 16',
      floor: '2',
      zipCode: '8010',
      city: 'Graz',
      country: 'AT',
      phone: '+436641234567',
      isDeliveryAddressDifferent: false,
    });
    expect(order).not.toHaveProperty('table');
    expect(order).not.toHaveProperty('tableIdentifier');
  });

  it('delivers free above freeFromOrderValue', async () => {
    const body = takeawayBody(shop, {
      isDelivery: true,
      items: [{ product: { id: shop.leberkaese.id }, amount: 2.1, unit: 'kilogram', parts: [{ value: 'Senf' }] }],
      phone: '+43 316 123456',
      street: 'Sackstraße 1',
      zipCode: '8010',
      city: 'Graz',
      country: 'AT',
      deliveryArea: '8010 Graz',
    });
    const response = await post(body);
    expect(response.status).toBe(201);
    // 2.1 × 24.90 = 52.29 > 50: no fee.
    expect((await stored(response.body.data!.uid)).pricing).toMatchObject({ gross: 52.29, deliveryGross: 0, totalGross: 52.29 });
  });

  it('takes a dine-in order at a table without contact data and a donation recipient', async () => {
    const body = takeawayBody(shop, {
      isDineIn: true,
      firstName: '',
      lastName: '',
      email: '',
      table: { id: shop.table.id },
      donatee: { id: shop.donatee.id },
    });
    const response = await post(body);
    expect(response.status).toBe(201);
    const order = await stored(response.body.data!.uid);
    expect(order).toMatchObject({ isDineIn: true, table: { id: shop.table.id }, tableIdentifier: shop.table.identifier, donatee: { id: shop.donatee.id } });
    expect(order).not.toHaveProperty('firstName');
    expect(orderSchema.safeParse(order).success).toBe(true);
  });
});

describe('prices and quantities come from the server', () => {
  it('ignores a tampered price, name and totals in the request', async () => {
    const honest = takeawayBody(shop);
    const tampered = {
      ...takeawayBody(shop),
      items: honest.items.map((item) => ({ ...item, price: 0.01, product: { ...item.product, name: 'Gratis', price: 0 } })),
      pricing: { net: 0, tax: 0, gross: 0.01, totalNet: 0, totalTax: 0, totalGross: 0.01, taxes: [] },
      ticketNumber: 1,
      isPaid: true,
      isConfirmed: true,
    };
    const [a, b] = [await post(honest), await post(tampered)];
    expect([a.status, b.status]).toEqual([201, 201]);
    const [first, second] = [await stored(a.body.data!.uid), await stored(b.body.data!.uid)];
    expect(second.items).toEqual(first.items);
    expect(second.pricing).toEqual(first.pricing);
    expect(second).toMatchObject({ isPaid: false, isConfirmed: false });
    expect(second.ticketNumber).not.toBe(1);
  });

  it('refuses an amount off the step or above the maximum, and a unit the product is not sold in', async () => {
    const before = (await ordersOf(shop.branch.id)).length;
    const items = (leberkaese: Record<string, unknown>) => [{ product: { id: shop.leberkaese.id }, parts: [{ value: 'Senf' }], ...leberkaese }];

    const offStep = await post(takeawayBody(shop, { items: items({ amount: 0.123, unit: 'kilogram' }) as OrderCreateInput['items'] }));
    expect(offStep.status).toBe(400);
    expect(offStep.body.errors).toEqual([
      { code: 'order.quantity', field: 'items.0.amount', message: 'Die Menge 0,123 kg ist für „Leberkäse“ nicht zulässig.' },
    ]);

    const tooMuch = await post(takeawayBody(shop, { items: items({ amount: 6000, unit: 'gram' }) as OrderCreateInput['items'] }));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors?.[0]).toMatchObject({ code: 'order.quantity', message: 'Die Menge 6000 g ist für „Leberkäse“ nicht zulässig.' });

    const wrongUnit = await post(takeawayBody(shop, { items: items({ amount: 1, unit: 'liter' }) as OrderCreateInput['items'] }));
    expect(wrongUnit.status).toBe(400);
    expect(wrongUnit.body.errors).toEqual([{ code: 'order.unit', field: 'items.0.unit', message: 'Die Einheit „Liter“ ist für „Leberkäse“ nicht verfügbar.' }]);

    const noUnit = await post(takeawayBody(shop, { items: items({ amount: 1, unit: 'Stange' }) as OrderCreateInput['items'] }));
    expect(noUnit.status).toBe(400);
    expect(noUnit.body.errors?.[0]?.field).toBe('items.0.unit');

    expect((await ordersOf(shop.branch.id)).length).toBe(before);
  });

  it('refuses a missing required option and an option the product does not have, naming the product', async () => {
    const response = await post(
      takeawayBody(shop, {
        items: [
          { product: { id: shop.leberkaese.id }, amount: 1, unit: 'kilogram', parts: [{ value: '' }] },
          { product: { id: shop.leberkaese.id }, amount: 1, unit: 'kilogram', parts: [{ value: 'Ketchup' }] },
        ],
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { code: 'order.item', field: 'items.0.parts.0', message: '„Leberkäse“: Bitte wählen Sie bei „Sauce“ eine Option aus.' },
      { code: 'order.item', field: 'items.1.parts.0', message: '„Leberkäse“: Die Option „Ketchup“ gibt es bei „Sauce“ nicht.' },
    ]);
  });
});

describe('opening hours and appointments', () => {
  it('answers an appointment on a closed day with the spec message', async () => {
    const today = localDateOf(new Date(), timeZone);
    const closedDay = addDays(today, 3);
    const holiday = await createOrderShop({ openingHours: [...ALWAYS_OPEN, { type: 'once', date: closedDay, isClosed: true }] });
    const open = appointmentAt(holiday.branch, 2, '12:00');
    // Noon on the closed day, taken from the slots of a branch that is open then.
    const closed = appointmentAt(shop.branch, 3, '12:00');
    const response = await post(takeawayBody(holiday, { appointmentDate: closed }));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([
      {
        code: 'appointment.closed',
        field: 'appointmentDate',
        message: 'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
      },
    ]);
    const accepted = await post(takeawayBody(holiday, { appointmentDate: open }));
    expect(accepted.status).toBe(201);
    expect((await stored(accepted.body.data!.uid)).appointmentDate).toBe(open);
  });

  it('uses the delivery hours for a delivery appointment', async () => {
    const deliveryShop = await createOrderShop({
      isDeliveryHoursEnabled: true,
      deliveryHours: [
        { type: 'daily', from: '00:00', to: '00:00' },
        { type: 'once', date: addDays(localDateOf(new Date(), timeZone), 2), isClosed: true },
      ],
    });
    const delivery = {
      ...GRAZ_DELIVERY,
      items: [{ product: { id: deliveryShop.leberkaese.id }, amount: 1, unit: 'kilogram' as const, parts: [{ value: 'Senf' }] }],
    };
    const appointment = appointmentAt(shop.branch, 2, '11:00');
    const refused = await post(takeawayBody(deliveryShop, { ...delivery, appointmentDate: appointment }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.[0]).toMatchObject({ code: 'appointment.closed', field: 'appointmentDate' });
    // The shop itself is open then: a pickup at that time is fine.
    expect((await post(takeawayBody(deliveryShop, { appointmentDate: appointment }))).status).toBe(201);
  });

  it('refuses an order while closed without preorders, and asks a preorder for its appointment', async () => {
    const today = localDateOf(new Date(), timeZone);
    // Closed today and tomorrow (tomorrow too: the test may run just before midnight).
    const closedNow = [...ALWAYS_OPEN, { type: 'once', date: today, isClosed: true }, { type: 'once', date: addDays(today, 1), isClosed: true }];
    const closed = await createOrderShop({ openingHours: closedNow });
    const refused = await post(takeawayBody(closed));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ code: 'order.closed', message: 'Derzeit haben wir leider geschlossen.' }]);

    const preorders = await createOrderShop({ openingHours: closedNow, isPreorderEnabled: true });
    const withoutAppointment = await post(takeawayBody(preorders));
    expect(withoutAppointment.status).toBe(422);
    expect(withoutAppointment.body.errors).toEqual([{ code: 'appointment.required', field: 'appointmentDate', message: 'Bitte wählen Sie einen Termin aus.' }]);
    const appointment = appointmentAt(preorders.branch, 3, '09:30');
    const preorder = await post(takeawayBody(preorders, { appointmentDate: appointment }));
    expect(preorder.status).toBe(201);
    expect((await stored(preorder.body.data!.uid)).appointmentDate).toBe(appointment);
  });

  it('accepts the first slot a customer picked a few minutes ago, not one of half an hour ago', async () => {
    // The first slot six minutes ago lies at least one 5-minute step before today's first slot.
    const firstSlotAt = (minutesAgo: number) => earliestSlotTime(new Date(Date.now() - minutesAgo * 60_000), readConfig().timeZone).toISOString();
    expect((await post(takeawayBody(shop, { appointmentDate: firstSlotAt(6) }))).status).toBe(201);
    const stale = await post(takeawayBody(shop, { appointmentDate: firstSlotAt(30) }));
    expect(stale.status).toBe(422);
    expect(stale.body.errors?.[0]).toMatchObject({ code: 'appointment.tooEarly', field: 'appointmentDate' });
  });

  it('needs an appointment after the lead time of a product', async () => {
    const leadTime = await createOrderShop({}, [
      {
        name: 'Spanferkel',
        price: 180,
        tax: 10,
        unit: 'amount',
        minimumQuantity: 1,
        quantityStepSize: 1,
        isLeadTimeEnabled: true,
        leadTimeType: 'days',
        leadTimeValue: 2,
      },
    ]);
    const spanferkel = leadTime.extras[0]!;
    const items = [{ product: { id: spanferkel.id }, amount: 1, unit: 'amount' as const }];
    const now = await post(takeawayBody(leadTime, { items }));
    expect(now.status).toBe(422);
    expect(now.body.errors).toEqual([{ code: 'appointment.required', field: 'appointmentDate', message: 'Bitte wählen Sie einen Termin aus.' }]);
    const tomorrow = await post(takeawayBody(leadTime, { items, appointmentDate: appointmentAt(leadTime.branch, 1, '12:00') }));
    expect(tomorrow.status).toBe(422);
    expect(tomorrow.body.errors?.[0]).toMatchObject({ code: 'appointment.tooEarly', field: 'appointmentDate' });
    expect(tomorrow.body.errors?.[0]?.message).toMatch(
      /^Zu diesem Zeitpunkt können wir Ihre Bestellung leider noch nicht fertigstellen\. Der frühestmögliche Termin ist am \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr\.$/,
    );
    expect((await post(takeawayBody(leadTime, { items, appointmentDate: appointmentAt(leadTime.branch, 3, '12:00') }))).status).toBe(201);
  });

  it('checks product availability at the appointment', async () => {
    const day = addDays(localDateOf(new Date(), timeZone), 3);
    const seasonal = await createOrderShop({}, [
      { name: 'Martinigansl', price: 39, tax: 10, unit: 'amount', minimumQuantity: 1, schedule: [{ type: 'once', date: day, from: '10:00', to: '20:00' }] },
      { name: 'Ausverkauft', price: 5, tax: 10, unit: 'amount', isEnabled: false },
    ]);
    const [gansl, soldOut] = seasonal.extras as [StoredEntity, StoredEntity];
    const items = [{ product: { id: gansl.id }, amount: 1, unit: 'amount' as const }];
    const asap = await post(takeawayBody(seasonal, { items }));
    expect(asap.status).toBe(422);
    expect(asap.body.errors).toEqual([
      { code: 'order.productUnavailable', field: 'items.0', message: '„Martinigansl“ ist zum gewählten Zeitpunkt leider nicht erhältlich.' },
    ]);
    expect((await post(takeawayBody(seasonal, { items, appointmentDate: appointmentAt(seasonal.branch, 3, '12:00') }))).status).toBe(201);
    const disabled = await post(takeawayBody(seasonal, { items: [{ product: { id: soldOut.id }, amount: 1, unit: 'amount' }] }));
    expect(disabled.body.errors?.[0]).toMatchObject({ code: 'order.productUnavailable', field: 'items.0' });
  });
});

describe('delivery rules', () => {
  it('refuses a delivery below the minimum order value with the spec message', async () => {
    const response = await post(
      takeawayBody(shop, {
        ...GRAZ_DELIVERY,
        items: [{ product: { id: shop.semmel.id }, amount: 10, unit: 'amount' }],
      }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([
      {
        code: 'order.minimumOrderValue',
        field: 'deliveryArea',
        message: 'Sie haben den Mindestbestellwert in Höhe von 20,00\u00a0€ leider noch nicht erreicht.',
      },
    ]);
  });

  it('refuses an order type or payment method the branch does not offer', async () => {
    const takeawayOnly = await createOrderShop({ isDeliveryEnabled: false, isDineInEnabled: false, isTableSelectionEnabled: false, isMollieEnabled: false });
    const response = await post(takeawayBody(takeawayOnly, { isDineIn: true, paymentMethod: 'mollie' }));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([
      { code: 'order.orderType', field: 'orderType', message: 'Diese Bestellart bietet die Filiale derzeit leider nicht an.' },
      { code: 'order.paymentMethod', field: 'paymentMethod', message: 'Diese Zahlungsart steht leider nicht zur Verfügung.' },
    ]);
  });
});

describe('form fields', () => {
  it('answers missing and malformed fields with one German message per field', async () => {
    const response = await post(
      takeawayBody(shop, {
        isDelivery: true,
        isCompany: true,
        firstName: '  ',
        lastName: '',
        email: 'maria@',
        phone: '0664 123',
        street: 'Herrengasse 16',
        zipCode: '',
        city: 'Graz',
        country: 'XX',
        deliveryArea: 'Mond',
        legalInstructions: false,
        privacyPolicy: false,
        items: [{ product: { id: shop.leberkaese.id }, amount: 1, unit: 'kilogram', parts: [{ value: 'Senf' }] }],
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { code: 'checkout.required', field: 'companyName', message: 'Bitte füllen Sie das Feld „Firmenname“ aus.' },
      { code: 'checkout.required', field: 'firstName', message: 'Bitte füllen Sie das Feld „Vorname“ aus.' },
      { code: 'checkout.required', field: 'lastName', message: 'Bitte füllen Sie das Feld „Nachname“ aus.' },
      { code: 'checkout.invalid', field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' },
      {
        code: 'checkout.invalid',
        field: 'phone',
        message: 'Bitte geben Sie eine gültige Nummer im Format +43 664 1234567 mit führendem + und Ländervorwahl an.',
      },
      { code: 'checkout.required', field: 'zipCode', message: 'Bitte füllen Sie das Feld „PLZ“ aus.' },
      { code: 'checkout.invalid', field: 'country', message: 'Bitte wählen Sie ein Land aus der Liste aus.' },
      { code: 'checkout.invalid', field: 'deliveryArea', message: 'Bitte wählen Sie ein Liefergebiet aus der Liste aus.' },
      { code: 'checkout.required', field: 'legalInstructions', message: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.' },
      { code: 'checkout.required', field: 'privacyPolicy', message: 'Bitte akzeptieren Sie die Datenschutzerklärung.' },
    ]);
  });

  it('refuses a table of another branch and an unknown donation recipient', async () => {
    const other = await createOrderShop();
    const response = await post(takeawayBody(shop, { isDineIn: true, table: { id: other.table.id }, donatee: { id: shop.leberkaese.id } }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { code: 'order.table', field: 'table', message: 'Bitte wählen Sie einen Tisch aus der Liste aus.' },
      { code: 'order.donatee', field: 'donatee', message: 'Diese Organisation steht leider nicht zur Auswahl. Bitte wählen Sie eine andere.' },
    ]);
  });

  it('answers a body the schema refuses with field messages and without an order', async () => {
    const { idempotencyKey: _key, ...withoutKey } = takeawayBody(shop);
    const response = await post({ ...withoutKey, items: [] });
    expect(response.status).toBe(400);
    expect(response.body.errors?.map((error) => error.field)).toEqual(['idempotencyKey', 'items']);
  });
});

describe('unknown things', () => {
  it('answers 404 for an unknown branch and for one visitors cannot use', async () => {
    const unknown = await post(takeawayBody(shop, { branch: { id: ulid() } }));
    expect(unknown).toMatchObject({ status: 404, body: { errors: [{ code: 'entity.notFound', message: 'Filiale wurde nicht gefunden.' }] } });
    const hidden = await createOrderShop({ isPublic: false });
    expect((await post(takeawayBody(hidden))).status).toBe(404);
    const disabled = await createOrderShop({ isEnabled: false });
    expect((await post(takeawayBody(disabled))).status).toBe(404);
  });

  it('answers 422 for a product that does not exist or is not on the branch menu', async () => {
    const other = await createOrderShop({}, [{ name: 'Nur in Weiz', price: 3, tax: 10, unit: 'amount' }]);
    const response = await post(
      takeawayBody(shop, {
        items: [
          { product: { id: ulid() }, amount: 1, unit: 'amount' },
          { product: { id: other.extras[0]!.id }, amount: 1, unit: 'amount' },
        ],
      }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([
      {
        code: 'order.productUnknown',
        field: 'items.0',
        message: 'Ein Produkt in Ihrem Warenkorb ist in dieser Filiale leider nicht mehr erhältlich. Bitte entfernen Sie es.',
      },
      {
        code: 'order.productNotInMenu',
        field: 'items.1',
        message: '„Nur in Weiz“ ist in dieser Filiale leider nicht erhältlich. Bitte entfernen Sie es aus dem Warenkorb.',
      },
    ]);
  });
});

describe('ticket numbers and idempotency', () => {
  it('gives 50 parallel orders of one branch the numbers 1 to 50', async () => {
    const busy = await createOrderShop();
    const responses = await Promise.all(Array.from({ length: 50 }, () => post(takeawayBody(busy))));
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
    const tickets = (await ordersOf(busy.branch.id)).map((order) => order.ticketNumber as number).sort((a, b) => a - b);
    expect(tickets).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  });

  it('starts at 1 on each local day of the shop', async () => {
    const fresh = await createOrderShop();
    const input = (key: string) => orderCreateSchema.parse(takeawayBody(fresh, { idempotencyKey: key }));
    // 23:50 and 00:10 in Vienna (winter, UTC+1): the same UTC day, two local days.
    const lateEvening = new Date('2031-01-14T22:50:00.000Z');
    const afterMidnight = new Date('2031-01-14T23:10:00.000Z');
    const options = { log, timeZone: 'Europe/Vienna' };
    await createOrder(input(idempotencyKey()), { ...options, now: lateEvening });
    await createOrder(input(idempotencyKey()), { ...options, now: lateEvening });
    await createOrder(input(idempotencyKey()), { ...options, now: afterMidnight });
    const byCreation = (await ordersOf(fresh.branch.id)).sort(
      (a, b) => a.createdAt.localeCompare(b.createdAt) || Number(a.ticketNumber) - Number(b.ticketNumber),
    );
    expect(byCreation.map((order) => [order.createdAt, order.ticketNumber])).toEqual([
      ['2031-01-14T22:50:00.000Z', 1],
      ['2031-01-14T22:50:00.000Z', 2],
      ['2031-01-14T23:10:00.000Z', 1],
    ]);
  });

  it('answers the same key again with the first order and takes no second ticket', async () => {
    const fresh = await createOrderShop();
    const body = takeawayBody(fresh);
    const first = await post(body);
    const again = await post({ ...body, comment: 'Doppelklick' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const next = await post(takeawayBody(fresh));
    expect((await ordersOf(fresh.branch.id)).map((order) => order.ticketNumber).sort()).toEqual([1, 2]);
    expect(next.status).toBe(201);
    const order = await stored(first.body.data!.uid);
    expect(order.comment).toBe('Bitte in Scheiben');
  });

  it('stores one order for the same key sent several times at once', async () => {
    const fresh = await createOrderShop();
    const body = takeawayBody(fresh);
    const responses = await Promise.all(Array.from({ length: 6 }, () => post(body)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.body.data?.uid)).size).toBe(1);
    expect(await ordersOf(fresh.branch.id)).toHaveLength(1);
    const keyItems = (await scanAllItems()).filter((item) => item.pk === `ORDER_IDEMPOTENCY_KEY#${body.idempotencyKey.toLowerCase()}`);
    expect(keyItems).toHaveLength(1);
  });
});

describe('OrderPlaced', () => {
  it('is published for a new cash order, once, with the order in its detail', async () => {
    const body = takeawayBody(shop);
    const response = await post(body);
    const order = await stored(response.body.data!.uid);
    await post(body);
    const events = (await publishedEvents()).filter((event) => event['detail-type'] === 'OrderPlaced' && event.detail.orderId === order.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.source).toBe('theke.orders');
    expect(orderPlacedDetailSchema.parse(events[0]!.detail)).toEqual({
      orderId: order.id,
      uid: order.uid,
      branchId: shop.branch.id,
      ticketNumber: order.ticketNumber,
      placedAt: order.createdAt,
      isDelivery: false,
      isDineIn: false,
      paymentMethod: 'cash',
      totalGross: 8.75,
    });
  });

  it('keeps the order when publishing fails', async () => {
    const failing = async (): Promise<string> => {
      throw new Error('EventBridge nicht erreichbar');
    };
    const reply = await createOrder(orderCreateSchema.parse(takeawayBody(shop)), { log, publish: failing });
    expect(reply.status).toBe(201);
    const order = await stored((reply.data as OrderCreated).uid);
    expect(order.isFailed).toBe(false);
  });
});

describe('online payment', () => {
  const mollieBody = () => orderCreateSchema.parse(takeawayBody(shop, { paymentMethod: 'mollie' }));

  it('stores the order without calling the provider and answers the payments start link; OrderPlaced waits for the payment', async () => {
    const input = mollieBody();
    const reply = await createOrder(input, { log });
    expect(reply.status).toBe(201);
    const answer = reply.data as OrderCreated;
    // The payments Lambda starts the payment there (payments.int.test.ts, "through POST /api/orders/public").
    expect(answer.paymentRedirectUrl).toBe(`/api/payments/start/${answer.uid}/${answer.hash}`);
    const order = await stored(answer.uid);
    expect(order).toMatchObject({ paymentMethod: 'mollie', pricing: { totalGross: 8.75 }, isFailed: false, isPaid: false, version: 1 });
    expect(order).not.toHaveProperty('payment');
    expect((await publishedEvents()).some((event) => event.detail.orderId === order.id)).toBe(false);

    // The same key again: the same link, and still one order.
    const again = await createOrder(input, { log });
    expect(again.status).toBe(200);
    expect(again.data).toEqual(answer);
    expect((await ordersOf(shop.branch.id)).filter((candidate) => candidate.idempotencyKey === input.idempotencyKey)).toHaveLength(1);
  });

  it('answers the same start link for a repeated key whose payment could not be started (the link leads to checkout/error)', async () => {
    const input = mollieBody();
    const answer = (await createOrder(input, { log })).data as OrderCreated;
    const order = await stored(answer.uid);
    // As the start route leaves an order whose provider failed (payments.int.test.ts).
    await updateEntity('Order', order.id, { ...order, isFailed: true }, order.version);
    const again = await createOrder(input, { log });
    expect(again.status).toBe(200);
    expect(again.data).toEqual(answer);
  });
});
