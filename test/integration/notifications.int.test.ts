/**
 * The customer's e-mails and SMS and the shop's new-order alert (events/consumers/notifications) on a local stack of their own: the
 * seeded demo shop, free ports, in memory, so the test can read the stack's outbox, its bus
 * (published and undeliverable events) and switch its fake SES and SMS services to failing.
 * Orders are placed and handled through the local server's API with demo-user tokens; the
 * consumers run on the in-process bus exactly as on `npm start`, the messages go through the real
 * SES v2 and End User Messaging clients to the fakes (infra/local/fakes) and into the outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { CONFIG_ID, claimSubject, consumerClaimKey } from '#functions/db/keys.ts';
import { findOrderByUid } from '#functions/db/orders.ts';
import { getEntity, updateEntity, type StoredEntity } from '#functions/db/repository.ts';
import { SEND_ATTEMPTS } from '#events/consumers/notifications/senders.ts';
import { handler as orderEmailHandler } from '#events/consumers/notifications/order-email.ts';
import { handler as shopAlertEmailHandler } from '#events/consumers/notifications/shop-alert-email.ts';
import { grazBranch } from '../../infra/local/seed/data/branches';
import { branchIds, productIds, tableIds } from '../../infra/local/seed/ids';
import { config as seededConfig } from '../../infra/local/seed/data/shop';
import { LOCAL_MAIL_FROM, startLocalStack, type LocalStack } from '../../infra/local/stack';
import type { BusEvent } from '../../infra/local/bus/event-bus';
import type { OutboxMessage } from '../../infra/local/outbox';
import { appointmentSlots } from '#shared/slots/index.ts';
import { staffToken } from '../e2e/staff';
import { scanAllItems } from './table';

const TIME_ZONE = 'Europe/Vienna';
const SHOP = 'Fleischerei Gruber';
const PHONE = '+43 664 1234567';

let stack: LocalStack;
const tokens: Record<'admin' | 'graz' | 'leibnitz', string> = { admin: '', graz: '', leibnitz: '' };

beforeAll(async () => {
  stack = await startLocalStack({ ports: 'free', web: 'none', seed: true, log: () => undefined });
  tokens.admin = await staffToken(stack.urls.app, 'admin');
  tokens.graz = await staffToken(stack.urls.app, 'team-graz');
  tokens.leibnitz = await staffToken(stack.urls.app, 'team-leibnitz');
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

interface Answer<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: Array<{ code: string; message: string }>;
}

/** Each call comes from a customer of its own (the local server's rate limit counts per viewer address). */
let viewers = 0;

async function api<T = Record<string, unknown>>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer<T>> {
  viewers += 1;
  const response = await fetch(`${stack.urls.api}${path}`, {
    method,
    headers: {
      'cloudfront-viewer-address': `198.51.100.${viewers % 250}:${4000 + viewers}`,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = (await response.json()) as { data?: T; errors?: Answer['errors'] };
  return { status: response.status, ...body };
}

/**
 * A slot of Graz three or more days ahead, in the middle of an open day, and how the messages
 * must write it (weekday from Intl here, independent of the shared formatting).
 */
function appointment(isDelivery: boolean): { iso: string; text: string } {
  const days = appointmentSlots(grazBranch, isDelivery, new Date(), TIME_ZONE).filter((day) => day.slots.length >= 6);
  const day = days[3]!;
  const slot = day.slots[Math.floor(day.slots.length / 2)]!;
  const weekday = new Intl.DateTimeFormat('de-AT', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${slot.date}T12:00:00Z`));
  const [year, month, date] = slot.date.split('-');
  return { iso: slot.at.toISOString(), text: `${weekday}, ${date}.${month}.${year}, ${slot.time} Uhr` };
}

const unique = (name: string): string => `${name}.${ulid().toLowerCase()}@example.at`;

/**
 * Places an order of Graz through the storefront's order create: 2 Leberkässemmeln in
 * Schwarzbrot (3.90 + 0.20 each = 8.20) and 200 dag hot Leberkäse (0.159 per dag, approximate =
 * ca. 31.80), paid in cash: total ca. 40.00.
 */
async function placeOrder(fields: Record<string, unknown> = {}): Promise<{ order: StoredEntity; appointment: { iso: string; text: string } }> {
  const isDelivery = fields.isDelivery === true;
  const slot = appointment(isDelivery);
  const created = await api<{ uid: string; hash: string }>('POST', '/orders/public', {
    body: {
      idempotencyKey: `k-${ulid()}`,
      branch: { id: branchIds.graz },
      isDelivery: false,
      isDineIn: false,
      items: [
        { product: { id: productIds.leberkaesesemmel }, amount: 2, unit: 'amount', parts: [{ value: 'Schwarzbrot' }, { value: 'Klassisch' }, { value: [] }] },
        { product: { id: productIds.leberkaeseWarm }, amount: 200, unit: 'decagram', parts: [] },
      ],
      firstName: 'Anna',
      lastName: 'Berger',
      email: unique('anna'),
      phone: PHONE,
      appointmentDate: slot.iso,
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      ...fields,
    },
  });
  expect(created.status, JSON.stringify(created.errors)).toBe(201);
  await stack.bus.settled();
  return { order: (await findOrderByUid(created.data!.uid))!, appointment: slot };
}

const DELIVERY = {
  isDelivery: true,
  street: 'Annenstraße 10',
  zipCode: '8020',
  city: 'Graz',
  country: 'AT',
  deliveryArea: 'Graz Lend und Gries (8020)',
};

async function act(order: StoredEntity, action: string, body?: unknown): Promise<Answer> {
  const answer = await api('POST', `/orders/${order.id}/status/${action}`, { token: tokens.graz, body });
  expect(answer.status, JSON.stringify(answer.errors)).toBe(200);
  await stack.bus.settled();
  return answer;
}

const messagesTo = (to: string, channel: OutboxMessage['channel'] = 'email'): OutboxMessage[] =>
  stack.outbox.list().filter((message) => message.to === to && message.channel === channel);

const statusLink = (order: StoredEntity): string => `${stack.urls.app}/status/${String(order.uid)}/${String(order.hash)}`;

const emailOf = (order: StoredEntity): string => String(order.email);

/** Changes fields of the shop's settings; `undefined` removes a field. */
async function setConfig(fields: Record<string, unknown>): Promise<void> {
  const config = (await getEntity('Config', CONFIG_ID, { consistent: true }))!;
  await updateEntity('Config', CONFIG_ID, { ...config, ...fields }, config.version);
}

const setSmsPlugin = (on: boolean): Promise<void> => setConfig({ enablePluginSMS: on });

describe('the e-mails of an order of the demo shop', () => {
  it('new order: German subject, greeting, lines, total, appointment in Vienna time, payment, status link', async () => {
    const { order, appointment: slot } = await placeOrder();
    const [mail, ...more] = messagesTo(emailOf(order));
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      from: `${SHOP} <${LOCAL_MAIL_FROM}>`,
      subject: `Ihre Bestellung Nr. ${String(order.ticketNumber)} bei ${SHOP} ist eingegangen`,
    });
    for (const expected of [
      'Guten Tag,',
      'vielen Dank für Ihre Bestellung! Sie ist bei uns eingegangen.',
      `Bestellnummer: ${String(order.ticketNumber)}`,
      'Filiale: Graz Annenstraße',
      'Bestellart: Takeaway',
      `Termin: ${slot.text}`,
      'Zahlungsart: Barzahlung',
      '- 2 Stk. Leberkässemmel: 8,20 €',
      '    Gebäck: Schwarzbrot',
      '- 200 dag Heißer Leberkäse nach Gewicht: ca. 31,80 €',
      'Summe: ca. 40,00 €',
      'Ihre Angaben\nSo haben Sie es bei der Bestellung eingegeben (nicht von uns geprüft):\n> Name: Anna Berger\n> Telefon: +436641234567',
      `Den aktuellen Stand Ihrer Bestellung sehen Sie jederzeit hier:\n${statusLink(order)}`,
      'Fragen zu Ihrer Bestellung? Sie erreichen die Filiale Graz Annenstraße unter +43 316 714285.',
      `Freundliche Grüße\n${SHOP}`,
    ]) {
      expect(mail!.text).toContain(expected.replace(/ €/g, '\u00a0€'));
    }
    expect(mail!.html).toContain(`<a href="${statusLink(order)}"`);
    expect(mail!.html).toContain('Leberkässemmel');
    // The SMS plugin of the demo shop is off, and a new order sends no SMS anyway.
    expect(stack.outbox.list().filter((message) => message.channel === 'sms')).toEqual([]);
  });

  it('confirmation ("bestätigt", with lines and total), then ready for pickup ("abholbereit")', async () => {
    const { order, appointment: slot } = await placeOrder();
    await act(order, 'confirm');
    const confirmation = messagesTo(emailOf(order)).find((message) => message.subject?.includes('bestätigt'));
    expect(confirmation?.subject).toBe(`Ihre Bestellung Nr. ${String(order.ticketNumber)} bei ${SHOP} ist bestätigt`);
    expect(confirmation!.text).toContain('die Filiale hat Ihre Bestellung bestätigt.');
    expect(confirmation!.text).toContain(`Termin: ${slot.text}`);
    expect(confirmation!.text).toContain('Summe: ca. 40,00\u00a0€');

    await act(order, 'in-delivery');
    const ready = messagesTo(emailOf(order)).find((message) => message.subject?.endsWith('ist abholbereit'));
    expect(ready?.subject).toBe(`Ihre Bestellung Nr. ${String(order.ticketNumber)} bei ${SHOP} ist abholbereit`);
    expect(ready!.text).toContain('Ihre Bestellung ist fertig und liegt in der Filiale Graz Annenstraße für Sie bereit.');
    expect(ready!.text).toContain(statusLink(order));
    expect(messagesTo(emailOf(order)).map((message) => message.subject)).toHaveLength(3);
  });

  it('a delivery order "ist unterwegs"', async () => {
    const { order, appointment: slot } = await placeOrder(DELIVERY);
    const placed = messagesTo(emailOf(order))[0]!;
    expect(placed.text).toContain('Bestellart: Lieferung');
    expect(placed.text).toContain(`Termin: ${slot.text}`);
    // The area's fee is 2.90, free only above 40.00 (exactly 40.00 still pays it).
    expect(placed.text).toContain('Liefergebühr: 2,90\u00a0€\nSumme: ca. 42,90\u00a0€');
    await act(order, 'confirm');
    await act(order, 'in-delivery');
    const onItsWay = messagesTo(emailOf(order)).find((message) => message.subject?.endsWith('ist unterwegs'));
    expect(onItsWay?.subject).toBe(`Ihre Bestellung Nr. ${String(order.ticketNumber)} bei ${SHOP} ist unterwegs`);
    expect(onItsWay!.text).toContain('Ihre Bestellung ist jetzt unterwegs zu Ihnen.');
  });

  it('rejection and cancellation carry the shop’s reason', async () => {
    const { order: rejected } = await placeOrder();
    await act(rejected, 'reject', { rejectionMessage: 'Leberkäse ist heute leider aus.' });
    const rejection = messagesTo(emailOf(rejected)).find((message) => message.subject?.endsWith('wurde abgelehnt'));
    expect(rejection?.subject).toBe(`Ihre Bestellung Nr. ${String(rejected.ticketNumber)} bei ${SHOP} wurde abgelehnt`);
    expect(rejection!.text).toContain('leider kann die Filiale Ihre Bestellung nicht annehmen.\n\nBegründung der Filiale: Leberkäse ist heute leider aus.');
    expect(rejection!.text).not.toContain('Summe:');

    const { order: canceled } = await placeOrder();
    await act(canceled, 'confirm');
    await act(canceled, 'cancel', { rejectionMessage: 'Kunde hat angerufen.' });
    const cancellation = messagesTo(emailOf(canceled)).find((message) => message.subject?.endsWith('wurde storniert'));
    expect(cancellation?.subject).toBe(`Ihre Bestellung Nr. ${String(canceled.ticketNumber)} bei ${SHOP} wurde storniert`);
    expect(cancellation!.text).toContain('Begründung der Filiale: Kunde hat angerufen.');
  });

  it('counter appointment: the proposed and the wished time, and where to answer', async () => {
    const { order, appointment: wished } = await placeOrder();
    const proposal = appointment(false);
    const later = { iso: new Date(Date.parse(proposal.iso) + 86_400_000 * 2).toISOString() };
    const answer = await api('POST', `/orders/${order.id}/status/counter-appointment`, { token: tokens.graz, body: { counterAppointment: later.iso } });
    expect(answer.status, JSON.stringify(answer.errors)).toBe(200);
    await stack.bus.settled();
    const mail = messagesTo(emailOf(order)).find((message) => message.subject?.startsWith('Neuer Terminvorschlag'));
    expect(mail?.subject).toBe(`Neuer Terminvorschlag für Ihre Bestellung Nr. ${String(order.ticketNumber)} bei ${SHOP}`);
    const proposed = new Date(later.iso);
    const weekday = new Intl.DateTimeFormat('de-AT', { weekday: 'long', timeZone: TIME_ZONE }).format(proposed);
    const date = new Intl.DateTimeFormat('de-AT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }).format(proposed);
    const time = new Intl.DateTimeFormat('de-AT', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE }).format(proposed);
    expect(mail!.text).toContain(`schlägt Ihnen einen neuen Termin vor: ${weekday}, ${date}, ${time} Uhr.`);
    expect(mail!.text).toContain(`Gewünschter Termin: ${wished.text}`);
    expect(mail!.text).toContain('Bitte bestätigen oder lehnen Sie den Vorschlag auf der Statusseite Ihrer Bestellung ab.');
    expect(mail!.text).toContain(statusLink(order));

    // A second, different proposal is news to the customer: a second e-mail.
    const again = new Date(Date.parse(later.iso) + 3_600_000).toISOString();
    expect((await api('POST', `/orders/${order.id}/status/counter-appointment`, { token: tokens.graz, body: { counterAppointment: again } })).status).toBe(200);
    await stack.bus.settled();
    expect(messagesTo(emailOf(order)).filter((message) => message.subject?.startsWith('Neuer Terminvorschlag'))).toHaveLength(2);
  });
});

describe('idempotency: the same event twice sends one e-mail', () => {
  it('a duplicate delivery (same detail, new event id) and a repeated run of the same event', async () => {
    const { order } = await placeOrder();
    await act(order, 'confirm');
    const confirmations = () => messagesTo(emailOf(order)).filter((message) => message.subject?.includes('bestätigt'));
    expect(confirmations()).toHaveLength(1);

    const event = stack.bus.published.find(
      (published) => published['detail-type'] === 'OrderConfirmed' && (published.detail as { orderId: string }).orderId === order.id,
    )!;
    const entry = { Source: event.source, DetailType: event['detail-type'], Detail: JSON.stringify(event.detail), EventBusName: 'theke' };
    // Two at once: one of them may find the other's claim still being sent and is retried.
    stack.bus.putEvents([entry, entry]);
    await stack.bus.settled();
    await orderEmailHandler(event as BusEvent);
    expect(confirmations()).toHaveLength(1);
    expect(stack.bus.undeliverable.filter((failed) => (failed.event.detail as { orderId?: string }).orderId === order.id)).toEqual([]);

    const claim = (await scanAllItems()).find((item) => item.pk === consumerClaimKey('order-email', claimSubject.orderEvent(order.id, 'OrderConfirmed')).pk);
    expect(claim).toMatchObject({ entityType: 'Claim', state: 'sent', messageId: expect.stringMatching(/^lokal-/) });
    expect(claim!.ttl).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
  });
});

describe('failures: retried, then the dead-letter queue; the order is never touched', () => {
  it('a consumer that fails three times leaves the event undeliverable and the order as it was', async () => {
    const { order } = await placeOrder({ email: `fail-${unique('anna')}` });
    const answer = await act(order, 'confirm');
    const confirmed = (await getEntity('Order', order.id, { consistent: true }))!;
    expect(confirmed).toEqual(answer.data);

    const failed = stack.bus.undeliverable.filter((entry) => entry.rule === 'order-email' && (entry.event.detail as { orderId?: string }).orderId === order.id);
    expect(failed.map((entry) => entry.event['detail-type'])).toEqual(['OrderPlaced', 'OrderConfirmed']);
    expect(failed[1]!.error).toContain('fails on purpose');
    expect(messagesTo(emailOf(order))).toEqual([]);
    // The order is exactly as the confirmation stored it, and the claims were released for a redrive.
    expect(await getEntity('Order', order.id, { consistent: true })).toEqual(confirmed);
    const claims = (await scanAllItems()).filter((item) => String(item.pk).startsWith(`CLAIM#order-email#ORDER#${order.id}`));
    expect(claims).toEqual([]);
  });

  it('a first run that fails and a retry that succeeds send exactly one e-mail', async () => {
    const { order } = await placeOrder();
    // Every try of the first run (the SDK's own retries included) is answered 500.
    stack.messaging.ses.failNext(SEND_ATTEMPTS);
    await act(order, 'confirm');
    expect(messagesTo(emailOf(order)).filter((message) => message.subject?.includes('bestätigt'))).toHaveLength(1);
    expect(stack.bus.undeliverable.filter((entry) => (entry.event.detail as { orderId?: string }).orderId === order.id)).toEqual([]);
  });
});

describe('SMS, only with the SMS plugin on', () => {
  afterAll(() => setSmsPlugin(false));

  it('no SMS while the plugin is off; with it on the confirmation and "abholbereit" go out by SMS too', async () => {
    const { order: quiet } = await placeOrder({ phone: '+43 664 7654321' });
    await act(quiet, 'confirm');
    expect(messagesTo('+436647654321', 'sms')).toEqual([]);

    await setSmsPlugin(true);
    const { order, appointment: slot } = await placeOrder({ phone: '0043 664 1112223' });
    expect(messagesTo('+436641112223', 'sms')).toEqual([]);
    await act(order, 'confirm');
    await act(order, 'in-delivery');
    expect(
      messagesTo('+436641112223', 'sms')
        .map((message) => message.text)
        .reverse(),
    ).toEqual([
      `${SHOP}: Ihre Bestellung Nr. ${String(order.ticketNumber)} ist bestätigt. Termin: ${slot.text}. Details: ${statusLink(order)}`,
      `${SHOP}: Ihre Bestellung Nr. ${String(order.ticketNumber)} ist abholbereit. Details: ${statusLink(order)}`,
    ]);
  });

  it('the first SMS run fails, the retry sends one SMS', async () => {
    const { order } = await placeOrder({ phone: '+43 664 3334445' });
    stack.messaging.sms.failNext(SEND_ATTEMPTS);
    await act(order, 'reject', { rejectionMessage: 'Heute geschlossen.' });
    expect(messagesTo('+436643334445', 'sms').map((message) => message.text)).toEqual([
      `${SHOP}: Ihre Bestellung Nr. ${String(order.ticketNumber)} wurde leider abgelehnt. Begründung: Heute geschlossen. Details: ${statusLink(order)}`,
    ]);
  });
});

describe('POST /api/orders/{id}/resend-new-order-email and -sms', () => {
  const resend = (order: StoredEntity | string, channel: 'email' | 'sms', token?: string) =>
    api('POST', `/orders/${typeof order === 'string' ? order : order.id}/resend-new-order-${channel}`, { token });

  it('needs a staff sign-in for the order’s branch', async () => {
    const { order } = await placeOrder();
    for (const channel of ['email', 'sms'] as const) {
      expect((await resend(order, channel)).status).toBe(401);
      expect(await resend(order, channel, tokens.leibnitz)).toMatchObject({ status: 403, errors: [{ code: 'auth.branchForbidden' }] });
      expect((await resend(ulid(), channel, tokens.admin)).status).toBe(404);
    }
  });

  it('sends the new-order e-mail once per request and answers with the order', async () => {
    const { order } = await placeOrder();
    const first = await resend(order, 'email', tokens.graz);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ id: order.id, uid: order.uid });
    expect((await resend(order, 'email', tokens.admin)).status).toBe(200);
    await stack.bus.settled();
    const subjects = messagesTo(emailOf(order)).map((message) => message.subject);
    expect(subjects).toEqual(Array(3).fill(`Ihre Bestellung Nr. ${String(order.ticketNumber)} bei ${SHOP} ist eingegangen`));
    const requests = stack.bus.published.filter(
      (event) => event['detail-type'] === 'OrderNotificationRequested' && (event.detail as { orderId: string }).orderId === order.id,
    );
    expect(requests.map((event) => event.detail)).toEqual([
      { orderId: order.id, channel: 'email', requestId: expect.any(String) },
      { orderId: order.id, channel: 'email', requestId: expect.any(String) },
    ]);
  });

  it('422 with a German reason: no e-mail address, no international phone number, SMS plugin off', async () => {
    const { order } = await placeOrder({ isDineIn: true, table: { id: tableIds.grazT1 }, email: '', phone: '' });
    expect(await resend(order, 'email', tokens.graz)).toMatchObject({
      status: 422,
      errors: [{ code: 'notification.noEmail', message: 'Die Bestellung hat keine E-Mail-Adresse. Es kann keine E-Mail versendet werden.' }],
    });
    expect(await resend(order, 'sms', tokens.graz)).toMatchObject({
      status: 422,
      errors: [{ code: 'notification.noPhone', message: expect.stringContaining('keine Telefonnummer im internationalen Format') }],
    });
    const { order: withPhone } = await placeOrder();
    expect(await resend(withPhone, 'sms', tokens.graz)).toMatchObject({
      status: 422,
      errors: [{ code: 'notification.smsDisabled', message: 'Der SMS-Versand ist in den Einstellungen nicht aktiviert.' }],
    });
    await stack.bus.settled();
    expect(
      stack.bus.published.filter(
        (event) => event['detail-type'] === 'OrderNotificationRequested' && [order.id, withPhone.id].includes((event.detail as { orderId: string }).orderId),
      ),
    ).toEqual([]);
  });

  it('sends the new-order SMS once per request with the plugin on', async () => {
    await setSmsPlugin(true);
    try {
      const { order } = await placeOrder({ phone: '+43 664 5556667' });
      expect((await resend(order, 'sms', tokens.graz)).status).toBe(200);
      expect((await resend(order, 'sms', tokens.graz)).status).toBe(200);
      await stack.bus.settled();
      expect(messagesTo('+436645556667', 'sms').map((message) => message.text)).toEqual(
        Array(2).fill(`${SHOP}: Ihre Bestellung Nr. ${String(order.ticketNumber)} ist eingegangen. Details: ${statusLink(order)}`),
      );
      // The e-mail consumer ignores a request for an SMS.
      expect(messagesTo(emailOf(order))).toHaveLength(1);
    } finally {
      await setSmsPlugin(false);
    }
  });
});

describe('the shop’s own alert of a new order (notificationEmail, notificationPhone)', () => {
  // The demo shop's settings (infra/local/seed/data/shop.ts).
  const SHOP_EMAIL = 'bestellungen@fleischerei-gruber.example';
  const SHOP_PHONE = '+43316714285';
  const backOfficeLink = (order: StoredEntity): string => `${stack.urls.app}/backend/orders/${order.id}`;
  /** Alerts of this order: the shop's address gets one per order, each links its order. */
  const alertsOf = (order: StoredEntity, to = SHOP_EMAIL, channel: OutboxMessage['channel'] = 'email'): OutboxMessage[] =>
    messagesTo(to, channel).filter((message) => message.text.includes(backOfficeLink(order)));

  afterAll(() => setConfig({ enablePluginSMS: false, notificationEmail: SHOP_EMAIL, notificationPhone: seededConfig.notificationPhone }));

  it('an order placed: one German e-mail to the shop’s address with branch, ticket, customer, lines, total and the back-office link', async () => {
    expect([seededConfig.notificationEmail, seededConfig.notificationPhone]).toEqual([SHOP_EMAIL, '+43 316 714285']);
    const { order, appointment: slot } = await placeOrder({ comment: 'Bitte gut einpacken.' });
    const [alert, ...more] = alertsOf(order);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ from: `${SHOP} <${LOCAL_MAIL_FROM}>`, subject: `Neue Bestellung Nr. ${String(order.ticketNumber)} – Graz Annenstraße` });
    for (const expected of [
      'In der Filiale Graz Annenstraße ist eine neue Bestellung eingegangen.',
      `Bestellnummer: ${String(order.ticketNumber)}`,
      'Bestellart: Takeaway',
      `Termin: ${slot.text}`,
      'Zahlungsart: Barzahlung',
      'Kunde: Anna Berger',
      // As the order stores it (normalised at order create).
      'Telefon: +436641234567',
      `E-Mail: ${emailOf(order)}`,
      'Anmerkung: Bitte gut einpacken.',
      'Bestellung:\n- 2 Stk. Leberkässemmel: 8,20 €\n    Gebäck: Schwarzbrot',
      'Summe: ca. 40,00 €',
      `Die Bestellung im Backoffice bestätigen oder ablehnen:\n${backOfficeLink(order)}`,
    ]) {
      expect(alert!.text).toContain(expected.replace(/ €/g, '\u00a0€'));
    }
    expect(alert!.html).toContain(`<a href="${backOfficeLink(order)}"`);
    // The customer's own e-mail went too, and the SMS plugin is off: no SMS to the shop.
    expect(messagesTo(emailOf(order))).toHaveLength(1);
    expect(alertsOf(order, SHOP_PHONE, 'sms')).toEqual([]);
  });

  it('the same event twice sends one alert', async () => {
    const { order } = await placeOrder();
    const event = stack.bus.published.find(
      (published) => published['detail-type'] === 'OrderPlaced' && (published.detail as { orderId: string }).orderId === order.id,
    )!;
    const entry = { Source: event.source, DetailType: event['detail-type'], Detail: JSON.stringify(event.detail), EventBusName: 'theke' };
    stack.bus.putEvents([entry, entry]);
    await stack.bus.settled();
    await shopAlertEmailHandler(event as BusEvent);
    expect(alertsOf(order)).toHaveLength(1);
    expect(stack.bus.undeliverable.filter((failed) => (failed.event.detail as { orderId?: string }).orderId === order.id)).toEqual([]);
    const claim = (await scanAllItems()).find((item) => item.pk === consumerClaimKey('shop-alert-email', claimSubject.orderEvent(order.id, 'OrderPlaced')).pk);
    expect(claim).toMatchObject({ entityType: 'Claim', state: 'sent', messageId: expect.stringMatching(/^lokal-/) });
  });

  it('no address in the settings: nothing is sent, and nothing fails', async () => {
    await setConfig({ notificationEmail: undefined });
    const before = stack.outbox.list().length;
    const { order } = await placeOrder();
    // Only the customer's e-mail.
    expect(
      stack.outbox
        .list()
        .slice(0, stack.outbox.list().length - before)
        .map((message) => message.to),
    ).toEqual([emailOf(order)]);
    expect(stack.bus.undeliverable.filter((failed) => (failed.event.detail as { orderId?: string }).orderId === order.id)).toEqual([]);
    await setConfig({ notificationEmail: SHOP_EMAIL });
  });

  it('a failing address: retried, then the dead-letter queue; the customer’s e-mail and the order are not affected', async () => {
    await setConfig({ notificationEmail: 'fail-bestellungen@fleischerei-gruber.example' });
    try {
      const { order } = await placeOrder();
      const failed = stack.bus.undeliverable.filter((entry) => (entry.event.detail as { orderId?: string }).orderId === order.id);
      expect(failed.map((entry) => [entry.rule, entry.event['detail-type']])).toEqual([['shop-alert-email', 'OrderPlaced']]);
      expect(messagesTo(emailOf(order))).toHaveLength(1);
      const claims = (await scanAllItems()).filter((item) => String(item.pk).startsWith(`CLAIM#shop-alert-email#ORDER#${order.id}`));
      expect(claims).toEqual([]);
    } finally {
      await setConfig({ notificationEmail: SHOP_EMAIL });
    }
  });

  it('an SMS to the shop only with the SMS plugin on and a phone number in the international format', async () => {
    const { order: quiet } = await placeOrder();
    expect(alertsOf(quiet, SHOP_PHONE, 'sms')).toEqual([]);

    await setSmsPlugin(true);
    const { order, appointment: slot } = await placeOrder();
    // "Montag, 23.11.2026, 07:00 Uhr" → "23.11. 07:00".
    const [, day, month, time] = /, (\d\d)\.(\d\d)\.\d{4}, (\d\d:\d\d) Uhr$/.exec(slot.text)!;
    expect(alertsOf(order, SHOP_PHONE, 'sms').map((message) => message.text)).toEqual([
      `Neue Bestellung Nr. ${String(order.ticketNumber)} in Graz Annenstraße, Abholung ${day}.${month}. ${time} – ${backOfficeLink(order)}`,
    ]);
    // The e-mail goes as well, once.
    expect(alertsOf(order)).toHaveLength(1);

    // A number without country code cannot take an SMS: the e-mail alone.
    await setConfig({ notificationPhone: '0316 714285' });
    const { order: local } = await placeOrder();
    expect(stack.outbox.list().filter((message) => message.channel === 'sms' && message.text.includes(backOfficeLink(local)))).toEqual([]);
    expect(alertsOf(local)).toHaveLength(1);
  });
});
