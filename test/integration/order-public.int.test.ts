/**
 * The customer's public order calls (functions/orders/public.ts) against DynamoDB Local: what the
 * status link shows, the counter-appointment answers, the questionnaire, races between two
 * clicks, and that a wrong hash is answered exactly like an unknown order.
 */
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryOpenOrders } from '#functions/db/orders.ts';
import { createEntity, type StoredEntity } from '#functions/db/repository.ts';
import { CUSTOMER_ACTOR } from '#functions/orders/public.ts';
import { newOrderLink } from '#functions/orders/service.ts';
import { ORDER_STATUS_FLAGS } from '#shared/schemas/order.ts';
import type { PublicOrder } from '#shared/schemas/public-order.ts';
import { sampleBody } from './fixtures';
import { invoke, loadGroupHandler, type ApiResponse, type Handler } from './events';
import { eventsOf, stored } from './order-fixtures';

let orders: Handler;
let branch: StoredEntity;

beforeAll(async () => {
  orders = await loadGroupHandler('orders');
  branch = await createEntity('Branch', {
    ...sampleBody('branches', undefined),
    name: 'Graz Annenstraße',
    phone: '+43 316 123456',
    email: 'graz@example.at',
    apiKeyHash: 'a'.repeat(64),
  });
});

const PROPOSAL = '2030-05-04T12:45:00.000Z';
const WISH = '2030-05-04T10:00:00.000Z';

/** An order as order create stores it, with every status flag off unless `extra` sets it. */
function storeOrder(extra: Record<string, unknown> = {}): Promise<StoredEntity> {
  const flags = Object.fromEntries(ORDER_STATUS_FLAGS.map((flag) => [flag, false]));
  return createEntity('Order', {
    ...sampleBody('orders', branch.id),
    ...newOrderLink(),
    ...flags,
    phone: '+436641234567',
    street: 'Annenstraße 10',
    comment: 'Bitte läuten',
    paymentMethod: 'cash',
    idempotencyKey: ulid(),
    ticketNumber: 12,
    appointmentDate: WISH,
    isDelivery: false,
    isDineIn: false,
    items: [
      {
        product: { id: ulid(), name: 'Leberkäse' },
        amount: 0.2,
        unit: 'kilogram',
        parts: [
          { name: 'Gebäck', value: 'Semmel' },
          { name: 'Foto', files: [{ id: ulid(), version: 1, extension: 'png', publicHash: 'geheim', mimeType: 'image/png' }] },
        ],
        price: 4.5,
        pricingModel: 'approximate',
      },
    ],
    pricing: {
      net: 4.0909,
      tax: 0.4091,
      gross: 4.5,
      totalNet: 4.0909,
      totalTax: 0.4091,
      totalGross: 4.5,
      taxes: [{ rate: 10, net: 4.0909, tax: 0.4091, gross: 4.5 }],
    },
    ...extra,
  });
}

type Action = 'confirm-counter-appointment' | 'reject-counter-appointment' | 'questionnaire';

const link = (order: StoredEntity, hash = String(order.hash)) => ({ uid: String(order.uid), hash });

function act(order: StoredEntity, action: Action, body: unknown = {}, hash?: string): Promise<ApiResponse<PublicOrder>> {
  return invoke<PublicOrder>(orders, 'POST', { path: `/api/orders/public/{uid}/{hash}/${action}`, params: link(order, hash), body });
}

const view = (order: StoredEntity, hash?: string) => invoke<PublicOrder>(orders, 'GET', { path: '/api/orders/public/{uid}/{hash}', params: link(order, hash) });

const eventTypes = async (order: StoredEntity) => (await eventsOf(order)).map((event) => event['detail-type']);

const RATINGS = { rating: 5, foodRating: 4, serviceRating: 5, processRating: 3 };

const NO_PROPOSAL = {
  status: 409,
  body: { errors: [{ code: 'publicOrder.noCounterAppointment', message: 'Für diese Bestellung gibt es keinen offenen Terminvorschlag.' }] },
};

describe('GET /api/orders/public/{uid}/{hash}', () => {
  it('shows progress, lines, totals and the branch, but nothing about the customer or the payment provider', async () => {
    const order = await storeOrder({
      questionnaireRating: { ...RATINGS, comment: 'Sehr gut' },
      isCompleted: true,
      paymentMethod: 'mollie',
      payment: { provider: 'mollie', id: 'tr_geheim', redirectUrl: 'http://127.0.0.1/pay/tr_geheim', status: 'open' },
    });
    const response = await view(order);
    expect(response.status).toBe(200);
    const data = response.body.data!;
    expect(data).toMatchObject({
      id: order.id,
      uid: order.uid,
      ticketNumber: 12,
      createdAt: order.createdAt,
      appointmentDate: WISH,
      paymentMethod: 'mollie',
      isCompleted: true,
      isPaid: false,
      questionnaireRating: 5,
      items: [
        {
          product: { name: 'Leberkäse' },
          amount: 0.2,
          unit: 'kilogram',
          price: 4.5,
          pricingModel: 'approximate',
          parts: [
            { name: 'Gebäck', value: 'Semmel' },
            { name: 'Foto', fileCount: 1 },
          ],
        },
      ],
      pricing: { totalGross: 4.5 },
      branch: {
        id: branch.id,
        name: 'Graz Annenstraße',
        street: 'Hauptplatz 1',
        zipCode: '8010',
        city: 'Graz',
        phone: '+43 316 123456',
        email: 'graz@example.at',
      },
    });
    for (const hidden of ['hash', 'firstName', 'lastName', 'email', 'phone', 'street', 'comment', 'payment', 'idempotencyKey', 'version', 'entityType']) {
      expect(data, hidden).not.toHaveProperty(hidden);
    }
    expect(JSON.stringify(data)).not.toContain('geheim');
    expect(Object.keys(data.branch).sort()).toEqual(['city', 'email', 'id', 'identifier', 'name', 'phone', 'street', 'zipCode']);
  });

  it('answers a wrong hash exactly like an unknown order', async () => {
    const order = await storeOrder();
    const wrong = await view(order, 'f'.repeat(32));
    const unknown = await invoke(orders, 'GET', { path: '/api/orders/public/{uid}/{hash}', params: { uid: 'f'.repeat(16), hash: 'f'.repeat(32) } });
    expect(wrong).toMatchObject({ status: 404, body: { errors: [{ code: 'entity.notFound', message: 'Bestellung wurde nicht gefunden.' }] } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(wrong.body);
    // The hash of another order does not open this one.
    const other = await storeOrder();
    expect((await view(order, String(other.hash))).body).toEqual(wrong.body);
  });
});

describe('a wrong hash on the public actions', () => {
  it.each<[Action, unknown]>([
    ['confirm-counter-appointment', {}],
    ['reject-counter-appointment', {}],
    ['questionnaire', RATINGS],
  ])('%s: the same 404 as an unknown order, and nothing changes', async (action, body) => {
    const order = await storeOrder({ counterAppointment: PROPOSAL, isCompleted: action === 'questionnaire' });
    const wrong = await act(
      order,
      action,
      body,
      String(order.hash).replace(/^./, (c) => (c === '0' ? '1' : '0')),
    );
    const unknown = await invoke(orders, 'POST', {
      path: `/api/orders/public/{uid}/{hash}/${action}`,
      params: { uid: '0'.repeat(16), hash: String(order.hash) },
      body,
    });
    expect(wrong).toMatchObject({ status: 404, body: { errors: [{ code: 'entity.notFound' }] } });
    expect(unknown.body).toEqual(wrong.body);
    expect(await stored(order)).toEqual(order);
  });
});

describe('POST …/confirm-counter-appointment', () => {
  it('makes the proposal the appointment and confirms the order', async () => {
    const order = await storeOrder({ counterAppointment: PROPOSAL });
    const response = await act(order, 'confirm-counter-appointment');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ appointmentDate: PROPOSAL, isConfirmed: true, isCanceled: false });
    expect(response.body.data).not.toHaveProperty('counterAppointment');

    const after = await stored(order);
    expect(after).toMatchObject({ appointmentDate: PROPOSAL, isConfirmed: true, version: order.version + 1, hash: order.hash });
    expect(after).not.toHaveProperty('counterAppointment');
    // Still open, now due at the proposed time.
    expect((await queryOpenOrders(branch.id)).map((open) => open.id)).toContain(order.id);

    const events = await eventsOf(order);
    expect(events.map((event) => event['detail-type'])).toEqual(['OrderConfirmed']);
    expect(events[0]!.detail).toMatchObject({ orderId: order.id, uid: order.uid, branchId: branch.id, ticketNumber: 12, changedBy: CUSTOMER_ACTOR });
  });

  it('accepts the time but leaves the order unconfirmed while an online payment is pending', async () => {
    const order = await storeOrder({ counterAppointment: PROPOSAL, paymentMethod: 'mollie' });
    const response = await act(order, 'confirm-counter-appointment');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ appointmentDate: PROPOSAL, isConfirmed: false });
    expect(response.body.data).not.toHaveProperty('counterAppointment');
    expect(await eventTypes(order)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['no proposal', {}],
    ['an already confirmed order', { counterAppointment: PROPOSAL, isConfirmed: true }],
    ['a cancelled order', { counterAppointment: PROPOSAL, isCanceled: true }],
    ['a rejected order', { counterAppointment: PROPOSAL, isRejected: true }],
    ['a failed payment', { counterAppointment: PROPOSAL, isFailed: true }],
  ])('refuses %s with 409 and changes nothing', async (_name, extra) => {
    const order = await storeOrder(extra);
    expect(await act(order, 'confirm-counter-appointment')).toMatchObject(NO_PROPOSAL);
    expect(await stored(order)).toEqual(order);
    expect(await eventTypes(order)).toEqual([]);
  });
});

describe('POST …/reject-counter-appointment', () => {
  it('cancels the order and keeps the proposal on record', async () => {
    const order = await storeOrder({ counterAppointment: PROPOSAL });
    const response = await act(order, 'reject-counter-appointment');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ isCanceled: true, isConfirmed: false, appointmentDate: WISH, counterAppointment: PROPOSAL });
    expect(await stored(order)).toMatchObject({ isCanceled: true, version: order.version + 1 });
    // A cancelled order leaves the branch's open orders.
    expect((await queryOpenOrders(branch.id)).map((open) => open.id)).not.toContain(order.id);
    // Once answered, neither answer applies again.
    expect(await act(order, 'confirm-counter-appointment')).toMatchObject(NO_PROPOSAL);
    expect(await act(order, 'reject-counter-appointment')).toMatchObject(NO_PROPOSAL);

    const events = await eventsOf(order);
    expect(events.map((event) => event['detail-type'])).toEqual(['OrderCanceled']);
    expect(events[0]!.detail).toMatchObject({ orderId: order.id, changedBy: CUSTOMER_ACTOR });
  });

  it('refuses an order without a pending proposal', async () => {
    for (const extra of [{}, { counterAppointment: PROPOSAL, isConfirmed: true }, { counterAppointment: PROPOSAL, isRejected: true }]) {
      const order = await storeOrder(extra);
      expect(await act(order, 'reject-counter-appointment')).toMatchObject(NO_PROPOSAL);
      expect(await stored(order)).toEqual(order);
    }
  });
});

describe('two answers at the same time', () => {
  it('applies one of two confirm clicks', async () => {
    const order = await storeOrder({ counterAppointment: PROPOSAL });
    const answers = await Promise.all([act(order, 'confirm-counter-appointment'), act(order, 'confirm-counter-appointment')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)).toMatchObject(NO_PROPOSAL);
    expect(await stored(order)).toMatchObject({ version: order.version + 1, isConfirmed: true, appointmentDate: PROPOSAL });
    expect(await eventTypes(order)).toEqual(['OrderConfirmed']);
  });

  it('applies only one of confirm and reject', async () => {
    const order = await storeOrder({ counterAppointment: PROPOSAL });
    const [confirm, reject] = await Promise.all([act(order, 'confirm-counter-appointment'), act(order, 'reject-counter-appointment')]);
    expect([confirm.status, reject.status].sort()).toEqual([200, 409]);
    const after = await stored(order);
    expect(after.version).toBe(order.version + 1);
    expect(after.isConfirmed === true).toBe(confirm.status === 200);
    expect(after.isCanceled === true).toBe(reject.status === 200);
    expect(await eventTypes(order)).toEqual([confirm.status === 200 ? 'OrderConfirmed' : 'OrderCanceled']);
  });

  it('stores one of two questionnaires', async () => {
    const order = await storeOrder({ isCompleted: true });
    const answers = await Promise.all([act(order, 'questionnaire', RATINGS), act(order, 'questionnaire', { ...RATINGS, rating: 1 })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect((await stored(order)).questionnaireRating).toEqual({ ...RATINGS, rating: winner.body.data!.questionnaireRating });
  });
});

describe('POST …/questionnaire', () => {
  it('stores the ratings and the comment of a completed order', async () => {
    const order = await storeOrder({ isCompleted: true });
    const response = await act(order, 'questionnaire', { ...RATINGS, comment: '  Schnell und freundlich  ' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ questionnaireRating: 5, isCompleted: true });
    expect((await stored(order)).questionnaireRating).toEqual({ ...RATINGS, comment: 'Schnell und freundlich' });
  });

  it('leaves out an empty comment', async () => {
    const order = await storeOrder({ isCompleted: true });
    expect((await act(order, 'questionnaire', { ...RATINGS, comment: '' })).status).toBe(200);
    expect((await stored(order)).questionnaireRating).toEqual(RATINGS);
  });

  it('refuses a second questionnaire', async () => {
    const order = await storeOrder({ isCompleted: true });
    expect((await act(order, 'questionnaire', RATINGS)).status).toBe(200);
    const again = await act(order, 'questionnaire', { ...RATINGS, rating: 1 });
    expect(again).toMatchObject({
      status: 409,
      body: { errors: [{ code: 'publicOrder.alreadyRated', message: 'Sie haben diese Bestellung bereits bewertet. Vielen Dank!' }] },
    });
    expect((await stored(order)).questionnaireRating).toEqual(RATINGS);
  });

  it.each<[string, Record<string, unknown>]>([
    ['an open order', {}],
    ['a confirmed order', { isConfirmed: true }],
    ['a cancelled order', { isCompleted: true, isCanceled: true }],
  ])('refuses %s with 409', async (_name, extra) => {
    const order = await storeOrder(extra);
    expect(await act(order, 'questionnaire', RATINGS)).toMatchObject({
      status: 409,
      body: { errors: [{ code: 'publicOrder.notCompleted', message: 'Eine Bewertung ist erst möglich, wenn Ihre Bestellung abgeschlossen ist.' }] },
    });
    expect(await stored(order)).toEqual(order);
  });

  it('refuses ratings outside 1 to 5 or missing ones with German messages', async () => {
    const order = await storeOrder({ isCompleted: true });
    const zero = await act(order, 'questionnaire', { ...RATINGS, foodRating: 0 });
    expect(zero).toMatchObject({ status: 400, body: { errors: [{ field: 'foodRating', message: 'Der Wert muss mindestens 1 sein.' }] } });
    const missing = await act(order, 'questionnaire', { rating: 5 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.map((error) => error.field).sort()).toEqual(['foodRating', 'processRating', 'serviceRating']);
    const half = await act(order, 'questionnaire', { ...RATINGS, serviceRating: 4.5 });
    expect(half).toMatchObject({ status: 400, body: { errors: [{ field: 'serviceRating', message: 'Bitte geben Sie eine ganze Zahl ein.' }] } });
    expect(await stored(order)).toEqual(order);
  });
});
