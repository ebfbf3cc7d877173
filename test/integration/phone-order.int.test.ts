/**
 * `POST /api/orders`: an order staff enter by phone or at the counter (functions/orders/create.ts,
 * docs/phone-orders.md) against DynamoDB Local and the local event bus: priced and checked by the
 * storefront's path (the browser's prices ignored), a ticket number, stored confirmed with who
 * entered it, OrderConfirmed (receipt at the branch's printer, no shop alert), the customer link,
 * the branch limit, and the staff's differences (no terms ticks, no online payment).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_ID } from '#functions/db/keys.ts';
import { queryCustomerOrders } from '#functions/db/orders.ts';
import { createEntity, deleteEntity, getEntity, updateEntity, type StoredEntity } from '#functions/db/repository.ts';
import { deviceJobs } from '#functions/printing/queue.ts';
import { configSchema } from '#shared/schemas/config.ts';
import type { StaffOrderCreateInput } from '#shared/schemas/order.ts';
import { invoke, type ApiResponse } from './events';
import { assignBranch, sampleBody } from './fixtures';
import { createOrderShop, eventsOf, idempotencyKey, useOrdersApi, type OrderShopFixture } from './order-fixtures';

const api = useOrdersApi();
let shop: OrderShopFixture;
let printer: StoredEntity;
let previousConfig: StoredEntity | undefined;

type Order = Record<string, unknown> & { id: string };

/**
 * 250 g Leberkäse with Kren and 4 Semmeln for pickup, cash, as the back office sends it: the
 * browser's prices and names (deliberately wrong) must not count. 0.25 kg × 25.40 = 6.35 and
 * 4 × 0.60 = 2.40: gross 8.75.
 */
function phoneOrder(fields: Partial<StaffOrderCreateInput> = {}): StaffOrderCreateInput {
  return {
    idempotencyKey: idempotencyKey(),
    branch: { id: shop.branch.id },
    isDelivery: false,
    isDineIn: false,
    items: [
      { product: { id: shop.leberkaese.id, name: 'Gratis', price: 0.01 }, amount: 250, unit: 'gram', parts: [{ name: 'Sauce', value: 'Kren' }], price: 0.01 },
      { product: { id: shop.semmel.id }, amount: 4, unit: 'amount', parts: [], price: 0 },
    ] as unknown as StaffOrderCreateInput['items'],
    firstName: 'Josef',
    lastName: 'Pichler',
    phone: '+43 664 1234567',
    paymentMethod: 'cash',
    comment: 'Ruft um 11 Uhr an',
    pricing: { totalGross: 1 },
    ...fields,
  } as StaffOrderCreateInput;
}

/** `token` null: no sign-in. */
const post = (body: unknown, token: string | null = api.actors.employee.token): Promise<ApiResponse<Order>> =>
  invoke<Order>(api.orders, 'POST', { path: '/api/orders', token: token ?? undefined, body });

/** Waits until `check` holds (the local bus delivers events in the stack's process). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 8000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  // Mollie on for the shop (the fixture's branch offers it too), so refusing it is the staff rule.
  previousConfig = await getEntity('Config', CONFIG_ID, { consistent: true });
  if (previousConfig) await updateEntity('Config', CONFIG_ID, { ...previousConfig, isMollieEnabled: true, isCashEnabled: true }, previousConfig.version);
  else await createEntity('Config', { ...configSchema.parse({}), isMollieEnabled: true, isCashEnabled: true }, { id: CONFIG_ID });
  shop = await createOrderShop({ name: 'Graz Telefon' });
  printer = await createEntity('Device', { ...sampleBody('devices', shop.branch.id), isEnabled: true });
  // The employee works at this branch; the other employee (another branch) does not.
  await assignBranch(api.actors.employee, shop.branch);
});

afterAll(async () => {
  const current = await getEntity('Config', CONFIG_ID, { consistent: true });
  if (!current) return;
  if (previousConfig) await updateEntity('Config', CONFIG_ID, { ...previousConfig }, current.version);
  else await deleteEntity('Config', CONFIG_ID);
});

describe('an order entered by staff', () => {
  it('is priced by the server, gets a ticket number, is confirmed and names who entered it', async () => {
    const response = await post(phoneOrder());
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const order = response.body.data!;
    expect(order).toMatchObject({
      branch: { id: shop.branch.id },
      isConfirmed: true,
      isCompleted: false,
      paymentMethod: 'cash',
      firstName: 'Josef',
      lastName: 'Pichler',
      phone: '+436641234567',
      comment: 'Ruft um 11 Uhr an',
      legalInstructions: false,
      privacyPolicy: false,
      enteredBy: { id: expect.any(String), name: api.actors.employee.user.name },
      pricing: { totalGross: 8.75 },
    });
    expect((order.items as Array<{ product: { name: string }; price: number }>).map((line) => [line.product.name, line.price])).toEqual([
      ['Leberkäse', 6.35],
      ['Semmel', 2.4],
    ]);
    expect(order.ticketNumber).toEqual(expect.any(Number));
    expect(order.uid).toMatch(/^[0-9a-f]{16}$/);
    const detail = await invoke<Order>(api.orders, 'GET', { path: '/api/orders/{id}', params: { id: order.id }, token: api.actors.employee.token });
    expect(detail.body.data).toMatchObject({ enteredBy: order.enteredBy, ticketNumber: order.ticketNumber });
  });

  it('publishes OrderConfirmed by the employee, not OrderPlaced, and the receipt is queued for the branch printer', async () => {
    const order = (await post(phoneOrder())).body.data!;
    const events = await eventually(
      () => eventsOf(order as unknown as StoredEntity),
      (list) => list.length > 0,
      'the order event',
    );
    expect(events.map((event) => event['detail-type'])).toEqual(['OrderConfirmed']);
    expect(events[0]!.detail).toMatchObject({ orderId: order.id, branchId: shop.branch.id, changedBy: api.actors.employee.user.username });
    const jobs = await eventually(
      async () => (await deviceJobs(printer.id)).filter((job) => job.orderId === order.id),
      (list) => list.length > 0,
      'the receipt job',
    );
    expect(jobs).toHaveLength(1);
  });

  it('answers a repeated idempotency key with the first order', async () => {
    const body = phoneOrder();
    const first = await post(body);
    const again = await post(body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data!.id).toBe(first.body.data!.id);
  });

  it('links the customer, whose orders then list it', async () => {
    const customer = await createEntity('Customer', sampleBody('customers', undefined));
    const order = (await post(phoneOrder({ customer: { id: customer.id } }))).body.data!;
    expect(order.customer).toEqual({ id: customer.id });
    expect((await queryCustomerOrders(customer.id)).map((listed) => listed.id)).toContain(order.id);
  });

  it('without a picked customer, links the one its e-mail belongs to, created with the first order', async () => {
    const email = `kunde-${Date.now()}@example.at`;
    const first = (await post(phoneOrder({ email, firstName: 'Eva', lastName: 'Gruber' }))).body.data!;
    const second = (await post(phoneOrder({ email, firstName: 'Eva', lastName: 'Gruber-Maier' }))).body.data!;
    const customerId = (first.customer as { id: string }).id;
    expect(second.customer).toEqual({ id: customerId });
    expect(await getEntity('Customer', customerId)).toMatchObject({ firstName: 'Eva', lastName: 'Gruber', email, phone: '+436641234567' });
    expect((await queryCustomerOrders(customerId)).map((listed) => listed.id).sort()).toEqual([first.id, second.id].sort());
  });

  it('creates no customer for a refused order', async () => {
    const email = `abgelehnt-${Date.now()}@example.at`;
    // No phone: the customer is found by the e-mail address alone (the other tests' phone number would match).
    expect((await post(phoneOrder({ email, phone: '', paymentMethod: 'mollie' }))).status).toBe(422);
    const linked = (await post(phoneOrder({ email, phone: '' }))).body.data!;
    // The refused order left nothing: the customer of the accepted one is new, with only its order.
    expect((await queryCustomerOrders((linked.customer as { id: string }).id)).map((listed) => listed.id)).toEqual([linked.id]);
  });
});

describe('who may enter one', () => {
  it('refuses an employee of another branch (403), a visitor and a foreign token (401)', async () => {
    expect(await post(phoneOrder(), api.actors.otherEmployee.token)).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'auth.branchForbidden', field: 'branch' }] },
    });
    expect((await post(phoneOrder(), null)).status).toBe(401);
    expect((await post(phoneOrder(), api.actors.foreignToken)).status).toBe(401);
  });

  it('lets an administrator enter one for any branch', async () => {
    expect((await post(phoneOrder(), api.actors.admin.token)).status).toBe(201);
  });
});

describe('the checks, in German at their fields', () => {
  it('asks for the name and a valid phone number', async () => {
    const response = await post(phoneOrder({ lastName: '', phone: '0664 123' }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { code: 'checkout.required', field: 'lastName', message: 'Bitte füllen Sie das Feld „Nachname“ aus.' },
        expect.objectContaining({
          code: 'checkout.invalid',
          field: 'phone',
          message: expect.stringContaining('Bitte geben Sie eine gültige Nummer im Format'),
        }),
      ]),
    );
  });

  it('needs no terms or privacy ticks, but refuses an online payment', async () => {
    const response = await post(phoneOrder({ paymentMethod: 'mollie' }));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([
      { code: 'order.paymentMethod', field: 'paymentMethod', message: 'Diese Zahlungsart steht leider nicht zur Verfügung.' },
    ]);
  });

  it('keeps the storefront rules: a quantity over the maximum and a customer record that does not exist', async () => {
    const tooMany = await post(phoneOrder({ items: [{ product: { id: shop.semmel.id }, amount: 60, unit: 'amount', parts: [] }] }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors![0]).toMatchObject({ code: 'order.quantity', field: 'items.0.amount' });
    const unknown = await post(phoneOrder({ customer: { id: '01JAAAAAAAAAAAAAAAAAAAAAAA' } }));
    expect(unknown).toMatchObject({ status: 400, body: { errors: [{ field: 'customer', message: 'Kunde wurde nicht gefunden.' }] } });
  });
});
