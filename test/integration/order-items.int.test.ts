/**
 * `PUT /api/orders/{id}/items/{itemIndex}` (functions/orders/items.ts) against DynamoDB Local:
 * orders placed through the storefront's order create, then weighed at the counter. The expected
 * figures are computed by hand in the comments (Faschiertes 11.90 per kg at 10 %, by the gram).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { findOrderByUid } from '#functions/db/orders.ts';
import { createEntity, deleteEntity, getEntity, updateEntity, type StoredEntity } from '#functions/db/repository.ts';
import type { OrderCreateInput, OrderCreated } from '#shared/schemas/order.ts';
import { assignBranch } from './fixtures';
import { invoke, type ApiResponse } from './events';
import { GRAZ_AREA, GRAZ_DELIVERY, createOrderShop, orderRecord, takeawayBody, useOrdersApi, type OrderShopFixture } from './order-fixtures';

const api = useOrdersApi();
let shop: OrderShopFixture;
let faschiertes: StoredEntity;
let saft: StoredEntity;

beforeAll(async () => {
  shop = await createOrderShop({}, [
    {
      name: 'Faschiertes gemischt',
      price: 11.9,
      tax: 10,
      unit: 'kilogram',
      minimumQuantity: 0.25,
      maximumQuantity: 5,
      quantityStepSize: 0.25,
      alternativeUnits: [{ unit: 'gram', ratio: 0.001, minimumQuantity: 250, maximumQuantity: 5000, quantityStepSize: 50, calculationModel: 'approximate' }],
      config: { parts: [{ name: 'Mahlgrad', type: 'select', optional: false, options: [{ name: 'Fein' }, { name: 'Grob' }] }] },
    },
    { name: 'Apfelsaft', price: 2.5, tax: 20, unit: 'amount', minimumQuantity: 1, maximumQuantity: 20, quantityStepSize: 1 },
  ]);
  [faschiertes, saft] = shop.extras as [StoredEntity, StoredEntity];
  await assignBranch(api.actors.employee, shop.branch);
});

type Order = Record<string, unknown> & { id: string; version: number; items: Array<Record<string, unknown>>; pricing: Record<string, unknown> };

/** Places the order through the storefront's order create and reads it back. */
async function place(fields: Partial<OrderCreateInput> = {}): Promise<Order> {
  const response = await invoke<OrderCreated>(api.orders, 'POST', { path: '/api/orders/public', body: takeawayBody(shop, fields) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return (await findOrderByUid(response.body.data!.uid)) as unknown as Order;
}

/** 500 g Faschiertes (fein), 4 Semmeln, 2 Apfelsaft; cash, takeaway. */
const mixedItems = (): OrderCreateInput['items'] => [
  { product: { id: faschiertes.id }, amount: 500, unit: 'gram', parts: [{ name: 'Mahlgrad', value: 'Fein' }] },
  { product: { id: shop.semmel.id }, amount: 4, unit: 'amount', parts: [] },
  { product: { id: saft.id }, amount: 2, unit: 'amount', parts: [] },
];

function weigh(order: { id: string }, index: number | string, body: unknown, token: string | null = api.actors.employee.token): Promise<ApiResponse<Order>> {
  return invoke<Order>(api.orders, 'PUT', {
    path: '/api/orders/{id}/items/{itemIndex}',
    params: { id: order.id, itemIndex: String(index) },
    token: token ?? undefined,
    body,
  });
}

const stored = async (order: { id: string }) => (await getEntity('Order', order.id, { consistent: true }))!;

async function act(order: { id: string }, action: string): Promise<void> {
  const response = await invoke(api.orders, 'POST', { path: `/api/orders/{id}/status/${action}`, params: { id: order.id }, token: api.actors.employee.token });
  expect(response.status).toBe(200);
}

describe('the real weight at the counter', () => {
  it('prices the line and the order again: 523 g instead of 500 g, taxes per rate', async () => {
    const order = await place({ items: mixedItems() });
    // As ordered: 0.5 × 11.90 = 5.95; 4 × 0.60 = 2.40; 2 × 2.50 = 5.00.
    expect(order.pricing).toMatchObject({ gross: 13.35, totalGross: 13.35 });

    const response = await weigh(order, 0, { amount: 523 });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const changed = response.body.data!;
    // 0.523 × 11.90 = 6.2237 (ca., the gram is 'approximate'); 10 %: net 5.6579, tax 0.5658.
    expect(changed.items[0]).toMatchObject({ amount: 523, unit: 'gram', orderedAmount: 500, orderedUnit: 'gram', price: 6.2237, pricingModel: 'approximate' });
    expect(changed.items.slice(1)).toEqual(order.items.slice(1));
    expect(changed.pricing).toEqual({
      net: 12.0064,
      tax: 1.6173,
      gross: 13.6237,
      deliveryNet: 0,
      deliveryTax: 0,
      deliveryGross: 0,
      totalNet: 12.0064,
      totalTax: 1.6173,
      totalGross: 13.6237,
      taxes: [
        // 6.2237 + 2.40 = 8.6237: net 5.6579 + 2.1818 = 7.8397, tax 0.7840.
        { rate: 10, net: 7.8397, tax: 0.784, gross: 8.6237 },
        // 5.00: net 4.1667, tax 0.8333.
        { rate: 20, net: 4.1667, tax: 0.8333, gross: 5 },
      ],
    });
    expect(changed.version).toBe(order.version + 1);
    expect(await stored(order)).toEqual(changed);
  });

  it('charges the prices of the order, not a changed catalogue; weighing again keeps what was ordered; a confirmed order too', async () => {
    const order = await place({ items: mixedItems() });
    await act(order, 'confirm');
    const current = await getEntity('Product', faschiertes.id);
    await updateEntity('Product', faschiertes.id, { ...current!, price: 15 }, current!.version);
    try {
      const first = await weigh(order, 0, { amount: 523 });
      expect(first.status).toBe(200);
      const second = await weigh(order, '0', { amount: 0.51, unit: 'kilogram' }, api.actors.admin.token);
      expect(second.status).toBe(200);
      // 0.51 × 11.90 = 6.069 (the kilogram is the product's own unit: fixed); + 2.40 + 5.00 = 13.469.
      expect(second.body.data!.items[0]).toMatchObject({
        amount: 0.51,
        unit: 'kilogram',
        orderedAmount: 500,
        orderedUnit: 'gram',
        price: 6.069,
        pricingModel: 'fixed',
      });
      expect(second.body.data!.pricing).toMatchObject({ gross: 13.469, totalGross: 13.469 });
      expect(second.body.data).toMatchObject({ isConfirmed: true });
    } finally {
      const changed = await getEntity('Product', faschiertes.id);
      await updateEntity('Product', faschiertes.id, { ...changed!, price: 11.9 }, changed!.version);
    }
  });

  it('a delivery order weighed above the free-from value loses its delivery fee', async () => {
    const order = await place({
      ...GRAZ_DELIVERY,
      items: [{ product: { id: shop.leberkaese.id }, amount: 2, unit: 'kilogram', parts: [{ value: 'Senf' }] }],
    });
    // The area's terms as the branch stores them (`free` is false unless set).
    expect(order.deliveryAreaTerms).toEqual({ ...GRAZ_AREA, free: false });
    // 2 × 24.90 = 49.80 (not above 50): fee 3.50; items at the area's 20 %.
    expect(order.pricing).toMatchObject({ gross: 49.8, deliveryGross: 3.5, totalGross: 53.3 });
    const response = await weigh(order, 0, { amount: 2.05 });
    expect(response.status).toBe(200);
    // 2.05 × 24.90 = 51.045 > 50: free delivery; net 51.045 / 1.2 = 42.5375, tax 8.5075.
    expect(response.body.data!.pricing).toEqual({
      net: 42.5375,
      tax: 8.5075,
      gross: 51.045,
      deliveryNet: 0,
      deliveryTax: 0,
      deliveryGross: 0,
      totalNet: 42.5375,
      totalTax: 8.5075,
      totalGross: 51.045,
      taxes: [{ rate: 20, net: 42.5375, tax: 8.5075, gross: 51.045 }],
    });
  });

  it('a line entered without a snapshot (back office) is priced with the product as it is now', async () => {
    const backOfficeOrder = (product: StoredEntity) =>
      createEntity(
        'Order',
        orderRecord(shop.branch.id, { items: [{ product: { id: product.id, name: product.name }, amount: 4, unit: 'amount', parts: [] }] }),
      );
    const order = await backOfficeOrder(shop.semmel);
    const response = await weigh(order, 0, { amount: 6 });
    expect(response.status).toBe(200);
    // 6 × 0.60 = 3.60 at 10 %: net 3.2727, tax 0.3273.
    expect(response.body.data!.pricing).toMatchObject({ net: 3.2727, tax: 0.3273, gross: 3.6, totalGross: 3.6 });

    const gone = await createEntity('Product', { name: 'Saisonware', price: 3, tax: 10, unit: 'amount' });
    const orphan = await backOfficeOrder(gone);
    await deleteEntity('Product', gone.id, { previous: gone });
    const refused = await weigh(orphan, 0, { amount: 2 });
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 409,
      body: {
        errors: [{ code: 'orderItem.productUnknown', message: 'Der Artikel ist nicht mehr im Sortiment, die Position kann nicht neu berechnet werden.' }],
      },
    });
  });
});

describe('refusals: German messages, nothing written', () => {
  it('bad amounts and units: 400 with the field', async () => {
    const order = await place({ items: mixedItems() });
    const cases: Array<[number, unknown, string, string]> = [
      [0, { amount: 523, unit: 'liter' }, 'orderItem.unit', 'Die Einheit „Liter“ ist für „Faschiertes gemischt“ nicht verfügbar.'],
      [1, { amount: 1, unit: 'kilogram' }, 'orderItem.unit', 'Die Einheit „Kilogramm“ ist für „Semmel“ nicht verfügbar.'],
      [1, { amount: 4.5 }, 'orderItem.amountWhole', 'Bitte geben Sie die Menge in Stück als ganze Zahl an.'],
      [0, { amount: 523.1234 }, 'orderItem.amountPrecision', 'Bitte geben Sie die Menge mit höchstens drei Nachkommastellen an.'],
      [
        0,
        { amount: 523, unit: 'kilogram' },
        'orderItem.amountTooLarge',
        'Die Menge darf höchstens das Zehnfache der bestellten Menge sein. Bitte prüfen Sie Menge und Einheit.',
      ],
    ];
    for (const [index, body, code, message] of cases) {
      const response = await weigh(order, index, body);
      expect({ status: response.status, errors: response.body.errors }, JSON.stringify(body)).toEqual({
        status: 400,
        errors: [{ code, field: code === 'orderItem.unit' ? 'unit' : 'amount', message }],
      });
    }
    for (const amount of [-1, 0, '523']) {
      const response = await weigh(order, 0, { amount });
      expect(response.status, String(amount)).toBe(400);
      expect(response.body.errors?.[0]).toMatchObject({ field: 'amount' });
      expect(response.body.errors?.[0]?.message).toMatch(/^[A-ZÄÖÜ].*\.$/);
    }
    expect(await stored(order)).toEqual(order);
  });

  it('an unknown position is 404', async () => {
    const order = await place({ items: mixedItems() });
    for (const index of [3, 'erste', '-1']) {
      const response = await weigh(order, index, { amount: 1 });
      expect({ status: response.status, errors: response.body.errors }, String(index)).toEqual({
        status: 404,
        errors: [{ code: 'orderItem.unknown', message: 'Diese Position gibt es in der Bestellung nicht.' }],
      });
    }
    expect(await stored(order)).toEqual(order);
  });

  it('an order ready for pickup, completed or cancelled, and an online payment: 409', async () => {
    const ready = await place({ items: mixedItems() });
    await act(ready, 'confirm');
    await act(ready, 'in-delivery');
    const canceled = await place({ items: mixedItems() });
    await act(canceled, 'cancel');
    const closed = {
      status: 409,
      errors: [{ code: 'orderItem.closed', message: 'Die Menge kann nur geändert werden, solange die Bestellung offen oder bestätigt ist.' }],
    };
    for (const order of [ready, canceled]) {
      const before = await stored(order);
      const response = await weigh(order, 0, { amount: 523 });
      expect({ status: response.status, errors: response.body.errors }).toEqual(closed);
      expect(await stored(order)).toEqual(before);
    }

    const paid = await place({ items: mixedItems() });
    const paidOnline = await updateEntity('Order', paid.id, { ...paid, paymentMethod: 'mollie', isPaid: true }, paid.version);
    const response = await weigh(paidOnline, 0, { amount: 523 });
    expect({ status: response.status, errors: response.body.errors }).toEqual({
      status: 409,
      errors: [
        {
          code: 'orderItem.onlinePayment',
          message: 'Bei Bestellungen mit Online-Zahlung kann die Menge nicht geändert werden, weil der Betrag beim Zahlungsanbieter feststeht.',
        },
      ],
    });
    expect(await stored(paid)).toEqual(paidOnline);
  });

  it('another branch’s employee gets 403, no sign-in 401, an unknown order 404', async () => {
    const order = await place({ items: mixedItems() });
    const forbidden = await weigh(order, 0, { amount: 523 }, api.actors.otherEmployee.token);
    expect({ status: forbidden.status, errors: forbidden.body.errors }).toEqual({
      status: 403,
      errors: [{ code: 'auth.branchForbidden', message: 'Sie haben keine Berechtigung für diese Filiale.' }],
    });
    expect((await weigh(order, 0, { amount: 523 }, null)).status).toBe(401);
    const unknown = await weigh({ id: '01JD0000000000000000000000' }, 0, { amount: 523 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors?.[0]?.message).toBe('Bestellung wurde nicht gefunden.');
    expect(await stored(order)).toEqual(order);
  });
});
