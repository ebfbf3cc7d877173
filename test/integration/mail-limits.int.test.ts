/**
 * The shop is no mail relay (events/consumers/notifications/recipient-limit.ts, shared/checkout/email.ts):
 * order create refuses an address the strict check refuses, and one address gets at most
 * CUSTOMER_EMAILS_PER_HOUR e-mails an hour however many orders name it (one number at most
 * CUSTOMER_SMS_PER_HOUR SMS); the messages over the cap are not sent and their events succeed.
 * On a local stack of its own (seeded demo shop, in memory), through the local server's API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { CONFIG_ID } from '#functions/db/keys.ts';
import { findOrderByUid } from '#functions/db/orders.ts';
import { getEntity, updateEntity } from '#functions/db/repository.ts';
import { CUSTOMER_EMAILS_PER_HOUR, CUSTOMER_SMS_PER_HOUR } from '#events/consumers/notifications/recipient-limit.ts';
import { grazBranch } from '../../infra/local/seed/data/branches';
import { branchIds, productIds } from '../../infra/local/seed/ids';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { appointmentSlots } from '#shared/slots/index.ts';
import { staffToken } from '../e2e/staff';

let stack: LocalStack;
let grazToken = '';

beforeAll(async () => {
  stack = await startLocalStack({ ports: 'free', web: 'none', seed: true, log: () => undefined });
  grazToken = await staffToken(stack.urls.app, 'team-graz');
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

interface Answer {
  status: number;
  data?: { uid: string; hash: string };
  errors?: Array<{ code: string; field?: string; message: string }>;
}

let client = 0;

/**
 * Each request from another client address (the header CloudFront sets), as an abuser with many
 * addresses would send them: the per-client rate limit of the local server does not stop them,
 * the cap per recipient must.
 */
async function api(method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  client++;
  const response = await fetch(`${stack.urls.api}${path}`, {
    method,
    headers: {
      'cloudfront-viewer-address': `10.0.${Math.floor(client / 250)}.${client % 250}:4711`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
}

const slot = (): string =>
  appointmentSlots(grazBranch, false, new Date(), 'Europe/Vienna')
    .filter((day) => day.slots.length >= 6)[3]!
    .slots[3]!.at.toISOString();

const orderBody = (fields: Record<string, unknown>) => ({
  idempotencyKey: `k-${ulid()}`,
  branch: { id: branchIds.graz },
  isDelivery: false,
  isDineIn: false,
  items: [{ product: { id: productIds.leberkaeseWarm }, amount: 20, unit: 'decagram', parts: [] }],
  firstName: 'Anna',
  lastName: 'Berger',
  phone: '+43 664 1234567',
  appointmentDate: slot(),
  paymentMethod: 'cash',
  legalInstructions: true,
  privacyPolicy: true,
  ...fields,
});

const mailsTo = (to: string) => stack.outbox.list().filter((message) => message.channel === 'email' && message.to === to);

describe('order create refuses e-mail addresses the strict check refuses', () => {
  it.each([
    'x@example.org<script>alert(1)</script>',
    'Anna <anna@example.at>',
    'anna berger@example.at',
    '"anna"@example.at',
    'anna@localhost',
    'anna@@example.at',
    `${'a'.repeat(65)}@example.at`,
  ])('%s: 400 on the field email with a German message, nothing stored, nothing sent', async (email) => {
    const before = stack.outbox.list().length;
    const answer = await api('POST', '/orders/public', orderBody({ email }));
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([
      expect.objectContaining({ field: 'email', message: expect.stringMatching(/^Bitte geben Sie eine gültige E-Mail-Adresse (an|ein)\.$/) }),
    ]);
    await stack.bus.settled();
    expect(stack.outbox.list()).toHaveLength(before);
  });

  it('takes an ordinary address', async () => {
    const email = `anna.${ulid().toLowerCase()}@example.at`;
    expect((await api('POST', '/orders/public', orderBody({ email }))).status).toBe(201);
  });
});

describe('at most N customer messages per recipient and hour', () => {
  it(`${CUSTOMER_EMAILS_PER_HOUR + 1} orders to one address: ${CUSTOMER_EMAILS_PER_HOUR} e-mails in the outbox, every order stored, no event undeliverable`, async () => {
    const email = `viel.${ulid().toLowerCase()}@example.at`;
    const uids: string[] = [];
    for (let index = 0; index <= CUSTOMER_EMAILS_PER_HOUR; index++) {
      const answer = await api('POST', '/orders/public', orderBody({ email, firstName: `Kunde ${index}` }));
      expect(answer.status, JSON.stringify(answer.errors)).toBe(201);
      uids.push(answer.data!.uid);
    }
    await stack.bus.settled();
    expect(mailsTo(email)).toHaveLength(CUSTOMER_EMAILS_PER_HOUR);
    // Case does not open a second allowance.
    expect((await api('POST', '/orders/public', orderBody({ email: email.toUpperCase() }))).status).toBe(201);
    await stack.bus.settled();
    expect(stack.outbox.list().filter((message) => message.channel === 'email' && message.to.toLowerCase() === email)).toHaveLength(CUSTOMER_EMAILS_PER_HOUR);
    for (const uid of uids) expect(await findOrderByUid(uid)).toBeDefined();
    expect(stack.bus.undeliverable.filter((entry) => JSON.stringify(entry).includes(email))).toEqual([]);
    // Another address is not affected.
    const other = `andere.${ulid().toLowerCase()}@example.at`;
    expect((await api('POST', '/orders/public', orderBody({ email: other }))).status).toBe(201);
    await stack.bus.settled();
    expect(mailsTo(other)).toHaveLength(1);
  }, 120_000);

  it(`SMS likewise: ${CUSTOMER_SMS_PER_HOUR + 2} requests to one number send ${CUSTOMER_SMS_PER_HOUR} SMS`, async () => {
    const config = (await getEntity('Config', CONFIG_ID, { consistent: true }))!;
    await updateEntity('Config', CONFIG_ID, { ...config, enablePluginSMS: true }, config.version);
    const answer = await api('POST', '/orders/public', orderBody({ email: `sms.${ulid().toLowerCase()}@example.at`, phone: '+43 664 9990001' }));
    expect(answer.status).toBe(201);
    const order = (await findOrderByUid(answer.data!.uid))!;
    for (let index = 0; index < CUSTOMER_SMS_PER_HOUR + 2; index++) {
      expect((await api('POST', `/orders/${order.id}/resend-new-order-sms`, undefined, grazToken)).status).toBe(200);
    }
    await stack.bus.settled();
    expect(stack.outbox.list().filter((message) => message.channel === 'sms' && message.to === '+436649990001')).toHaveLength(CUSTOMER_SMS_PER_HOUR);
    expect(stack.bus.undeliverable).toEqual([]);
  }, 120_000);
});
