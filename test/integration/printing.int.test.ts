/**
 * Receipt printing against DynamoDB Local and the local stack: the printer key
 * of the device resource, the CloudPRNT protocol (poll, fetch, confirm; wrong keys, another
 * branch's printer, a job not confirmed), the receipt consumer's idempotency, the print route,
 * the device test routes and log requests, and the simulated printer receiving the receipt of a
 * confirmed order through the local server and bus.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEntity, type StoredEntity } from '#functions/db/repository.ts';
import { claimSubject } from '#functions/db/keys.ts';
import { createLogger } from '#functions/lib/logger.ts';
import { newOrderLink } from '#functions/orders/service.ts';
import { handler as receiptHandler, queueReceipt } from '#events/consumers/printing/order-receipt.ts';
import { MAX_ATTEMPTS, REOFFER_AFTER_MS, deviceJobs, enqueue, newJob, nextJob } from '#functions/printing/queue.ts';
import { SimulatedPrinter } from '../../infra/local/printer/simulated-printer';
import { decodeStarPrnt, textBlock } from '#shared/print/index.ts';
import { ORDER_STATUS_FLAGS } from '#shared/schemas/order.ts';
import { apiEvent, invoke, lambdaContext, loadGroupHandler, type ApiResponse, type Handler } from './events';
import { createActors, sampleBody, type Actors } from './fixtures';
import { createOrderShop, takeawayBody } from './order-fixtures';

let actors: Actors;
let devices: Handler;
let orders: Handler;
let printing: Handler;

beforeAll(async () => {
  actors = await createActors();
  [devices, orders, printing] = await Promise.all([loadGroupHandler('devices'), loadGroupHandler('orders'), loadGroupHandler('printing')]);
});
afterAll(() => actors.tokens.close());

const log = createLogger({ test: 'printing' });
const newKey = () => `key-${ulid()}-${ulid()}`;
type Device = Record<string, unknown> & { id: string; version: number };

/** A device created through the API (so its key is hashed the way the back office stores it). */
async function createDevice(branch: StoredEntity, fields: Record<string, unknown> = {}): Promise<{ device: Device; key: string }> {
  const key = newKey();
  const response = await invoke<Device>(devices, 'POST', {
    path: '/api/devices',
    token: actors.admin.token,
    body: { ...sampleBody('devices', branch.id), isEnabled: true, key, ...fields },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { device: response.body.data!, key };
}

interface RawResponse {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

/** A CloudPRNT request as the printer sends it (the answer is raw: JSON or print data). */
async function cloudPrnt(
  method: 'POST' | 'GET' | 'DELETE',
  deviceId: string,
  deviceKey: string,
  options: { query?: Record<string, string>; body?: unknown } = {},
): Promise<RawResponse> {
  const result = await printing(
    apiEvent(method, { path: '/api/cloudprnt/{deviceId}/{deviceKey}', params: { deviceId, deviceKey }, query: options.query, body: options.body }),
    lambdaContext(),
  );
  const body = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
  return { status: result.statusCode ?? 200, headers: result.headers ?? {}, body };
}

const json = (response: RawResponse) => JSON.parse(response.body.toString('utf8')) as Record<string, unknown>;
const poll = async (deviceId: string, key: string, body: unknown = { statusCode: '200 OK', printerMAC: '00:11:62:aa:bb:cc' }) =>
  cloudPrnt('POST', deviceId, key, { body });

/** An order as order create stores it: cash pickup, a ticket number, every status flag off. */
function storeOrder(branch: StoredEntity, extra: Record<string, unknown> = {}): Promise<StoredEntity> {
  const flags = Object.fromEntries(ORDER_STATUS_FLAGS.map((flag) => [flag, false]));
  return createEntity('Order', { ...sampleBody('orders', branch.id), ...newOrderLink(), ...flags, ticketNumber: 12, paymentMethod: 'cash', ...extra });
}

/** Waits until `check` holds (the local bus delivers events in the stack's process). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const receiptJobs = async (deviceId: string, orderId: string) => (await deviceJobs(deviceId)).filter((job) => job.orderId === orderId);

describe('the printer key of the device resource', () => {
  it('is write-only: stored as a hash, answered as hasKey; an update without a key keeps it, a new key replaces it (administrators)', async () => {
    const { device, key } = await createDevice(actors.branchA);
    expect(device).toMatchObject({ kind: 'printer', hasKey: true });
    expect(device).not.toHaveProperty('key');
    expect(device).not.toHaveProperty('keyHash');
    expect((await poll(device.id, key)).status).toBe(200);

    const renamed = await invoke<Device>(devices, 'PUT', {
      path: '/api/devices/{id}',
      params: { id: device.id },
      token: actors.admin.token,
      body: { ...sampleBody('devices', actors.branchA.id), identifier: device.identifier, name: 'Drucker Küche', version: device.version },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Drucker Küche', hasKey: true });
    expect((await poll(device.id, key)).status).toBe(200);

    const rotated = newKey();
    const rotation = await invoke<Device>(devices, 'PUT', {
      path: '/api/devices/{id}',
      params: { id: device.id },
      token: actors.admin.token,
      body: {
        ...sampleBody('devices', actors.branchA.id),
        identifier: device.identifier,
        name: 'Drucker Küche',
        key: rotated,
        version: renamed.body.data!.version,
      },
    });
    expect(rotation.status).toBe(200);
    expect((await poll(device.id, key)).status).toBe(401);
    expect((await poll(device.id, rotated)).status).toBe(200);
  });

  it('refuses a key that is short or not URL-safe, in German', async () => {
    const response = await invoke(devices, 'POST', {
      path: '/api/devices',
      token: actors.admin.token,
      body: { ...sampleBody('devices', actors.branchA.id), key: 'kurz' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]).toMatchObject({ field: 'key' });
    expect(response.body.errors?.[0]?.message).toMatch(/[äöüÄÖÜß]|Zeichen|Schlüssel|mindestens/);
  });
});

describe('CloudPRNT: poll, fetch and confirm', () => {
  it('refuses a wrong key and an unknown device with the same 401, revealing nothing', async () => {
    const { device, key } = await createDevice(actors.branchA);
    const wrong = await poll(device.id, `${key}x`);
    const unknown = await poll(ulid(), key);
    expect(wrong.status).toBe(401);
    expect(json(wrong)).toEqual({ errors: [{ code: 'auth.invalidDeviceKey', message: 'Gerät oder Druckerschlüssel ist ungültig.' }] });
    expect(unknown.body.equals(wrong.body)).toBe(true);
    for (const method of ['GET', 'DELETE'] as const) expect((await cloudPrnt(method, device.id, `${key}x`)).status).toBe(401);
    // A tablet with a key is no printer.
    const tablet = await createDevice(actors.branchA, { kind: 'tablet' });
    expect((await poll(tablet.device.id, tablet.key)).status).toBe(401);
  });

  it('records each poll as lastSeenAt with the printer status, and answers jobReady false when nothing waits', async () => {
    const { device, key } = await createDevice(actors.branchA);
    const before = Date.now();
    const answer = await poll(device.id, key, { statusCode: '211 Paper Low', printerMAC: '00:11:62:00:00:09' });
    expect(answer.status).toBe(200);
    expect(String(answer.headers['content-type'])).toContain('application/json');
    expect(json(answer)).toEqual({ jobReady: false });
    const shown = (await invoke<Device>(devices, 'GET', { path: '/api/devices/{id}', params: { id: device.id }, token: actors.employee.token })).body.data!;
    expect(shown.printerStatus).toBe('211 Paper Low');
    expect(Date.parse(String(shown.lastSeenAt))).toBeGreaterThanOrEqual(before - 1000);
    expect(shown.version).toBe(device.version);
  });

  it('offers a queued job in StarPRNT and plain text, serves it, and forgets it once confirmed', async () => {
    const { device, key } = await createDevice(actors.branchA);
    const queued = await invoke<{ jobToken: string }>(devices, 'POST', {
      path: '/api/devices/{id}/test/print',
      params: { id: device.id },
      token: actors.employee.token,
    });
    expect(queued.status).toBe(201);
    const token = queued.body.data!.jobToken;

    expect(json(await poll(device.id, key))).toEqual({ jobReady: true, mediaTypes: ['application/vnd.star.starprnt', 'text/plain'], jobToken: token });

    const starPrnt = await cloudPrnt('GET', device.id, key, { query: { mac: '00:11:62:aa:bb:cc', type: 'application/vnd.star.starprnt', token } });
    expect(starPrnt.status).toBe(200);
    expect(starPrnt.headers['content-type']).toBe('application/vnd.star.starprnt');
    expect([...starPrnt.body.subarray(0, 6)]).toEqual([0x1b, 0x40, 0x1b, 0x1d, 0x74, 32]);
    const decoded = decodeStarPrnt(new Uint8Array(starPrnt.body));
    expect(decoded.text).toContain('Testdruck');
    expect(decoded.text).toContain('Gerät: Bondrucker');
    expect(decoded.text).toContain('Umlaute: Ä Ö Ü ä ö ü ß €');

    const plain = await cloudPrnt('GET', device.id, key, { query: { type: 'text/plain', token } });
    expect(plain.status).toBe(200);
    expect(plain.body.toString('utf8')).toBe(`${decoded.text}\n`);

    const unsupported = await cloudPrnt('GET', device.id, key, { query: { type: 'image/png', token } });
    expect(unsupported.status).toBe(415);
    expect(json(unsupported)).toEqual({ errors: [{ code: 'print.unsupportedMediaType', message: 'Dieses Druckformat wird nicht unterstützt.' }] });

    const confirmed = await cloudPrnt('DELETE', device.id, key, { query: { mac: '00:11:62:aa:bb:cc', code: 'OK', token } });
    expect(confirmed.status).toBe(200);
    expect(json(confirmed)).toEqual({ data: { jobToken: token, status: 'done' } });
    // The printer repeats its confirmation: nothing changes.
    expect(json(await cloudPrnt('DELETE', device.id, key, { query: { code: 'OK', token } }))).toEqual({ data: { jobToken: token, status: 'done' } });
    expect(json(await poll(device.id, key))).toEqual({ jobReady: false });
    expect((await cloudPrnt('GET', device.id, key, { query: { token } })).status).toBe(404);
    expect(await deviceJobs(device.id)).toEqual([expect.objectContaining({ jobId: token, status: 'done', code: 'OK', attempts: 2 })]);
  });

  it('prints jobs first in, first out; a job the printer cannot print is failed with its code', async () => {
    const { device, key } = await createDevice(actors.branchA);
    const now = new Date();
    const first = await enqueue(newJob(device.id, 'test', [textBlock('Erster')], now));
    const second = await enqueue(newJob(device.id, 'test', [textBlock('Zweiter')], now));
    expect(json(await poll(device.id, key))).toMatchObject({ jobToken: first.jobId });
    await cloudPrnt('GET', device.id, key, { query: { token: first.jobId } });
    const failed = await cloudPrnt('DELETE', device.id, key, { query: { code: '520 Job Decode Error', token: first.jobId } });
    expect(json(failed)).toEqual({ data: { jobToken: first.jobId, status: 'failed' } });
    expect(json(await poll(device.id, key))).toMatchObject({ jobToken: second.jobId });
  });

  it('serves and confirms without a job token (older firmware): the oldest open job', async () => {
    const { device, key } = await createDevice(actors.branchA);
    const job = await enqueue(newJob(device.id, 'test', [textBlock('Ohne Token')], new Date()));
    const fetched = await cloudPrnt('GET', device.id, key, { query: { type: 'text/plain' } });
    expect(fetched.body.toString('utf8')).toBe('Ohne Token\n');
    expect(json(await cloudPrnt('DELETE', device.id, key, { query: { code: '200 OK' } }))).toEqual({ data: { jobToken: job.jobId, status: 'done' } });
    expect((await cloudPrnt('DELETE', device.id, key, { query: { code: 'OK' } })).status).toBe(404);
  });

  it('offers a job fetched but never confirmed again after a minute, at most five times', async () => {
    const { device, key } = await createDevice(actors.branchA);
    const job = await enqueue(newJob(device.id, 'test', [textBlock('Verloren')], new Date()));
    await cloudPrnt('GET', device.id, key, { query: { token: job.jobId } });
    // Just fetched: the printer is printing it, nothing else waits.
    expect(json(await poll(device.id, key))).toEqual({ jobReady: false });
    const later = new Date(Date.now() + REOFFER_AFTER_MS + 1000);
    expect((await nextJob(device.id, later))?.jobId).toBe(job.jobId);
    for (let fetch = 2; fetch <= MAX_ATTEMPTS; fetch++) await cloudPrnt('GET', device.id, key, { query: { token: job.jobId } });
    expect(await nextJob(device.id, later)).toBeUndefined();
  });

  it('lets no printer fetch or confirm another printer’s job, and no key open another printer', async () => {
    const own = await createDevice(actors.branchA);
    const foreign = await createDevice(actors.branchB);
    const job = await enqueue(newJob(own.device.id, 'receipt', [textBlock('Bon Filiale A')], new Date()));
    expect((await cloudPrnt('GET', foreign.device.id, foreign.key, { query: { token: job.jobId } })).status).toBe(404);
    expect((await cloudPrnt('DELETE', foreign.device.id, foreign.key, { query: { token: job.jobId, code: 'OK' } })).status).toBe(404);
    expect(json(await poll(foreign.device.id, foreign.key))).toEqual({ jobReady: false });
    expect((await cloudPrnt('GET', own.device.id, foreign.key, { query: { token: job.jobId } })).status).toBe(401);
    expect(json(await poll(own.device.id, own.key))).toMatchObject({ jobReady: true, jobToken: job.jobId });
  });

  it('jobs expire after twelve hours', async () => {
    const { device } = await createDevice(actors.branchA);
    const job = await enqueue(newJob(device.id, 'test', [textBlock('Alt')], new Date(Date.now() - 12 * 60 * 60_000 - 1000)));
    expect(job.status).toBe('queued');
    expect(await nextJob(device.id, new Date())).toBeUndefined();
  });
});

describe('receipt consumer (order-receipt)', () => {
  it('queues exactly one receipt per enabled printer when an order is confirmed, even when the event arrives twice', async () => {
    const branch = await createEntity('Branch', { ...sampleBody('branches', undefined), name: 'Filiale Beleg' });
    const first = await createDevice(branch);
    const second = await createDevice(branch);
    const disabled = await createDevice(branch, { isEnabled: false });
    const order = await storeOrder(branch);

    const confirm = await invoke(orders, 'POST', { path: '/api/orders/{id}/status/confirm', params: { id: order.id }, token: actors.admin.token });
    expect(confirm.status).toBe(200);
    // The local bus delivers OrderConfirmed to the consumer; then the same event twice more.
    await eventually(
      () => receiptJobs(second.device.id, order.id),
      (jobs) => jobs.length > 0,
      'the receipt of the confirmed order',
    );
    const event = {
      version: '0',
      id: ulid(),
      'detail-type': 'OrderConfirmed',
      source: 'theke.orders',
      account: '000000000000',
      time: new Date().toISOString(),
      region: 'eu-central-1',
      resources: [],
      detail: {
        orderId: order.id,
        uid: order.uid,
        branchId: branch.id,
        ticketNumber: 12,
        isDelivery: false,
        isDineIn: false,
        changedAt: new Date().toISOString(),
        changedBy: 'admin',
      },
    };
    await Promise.all([receiptHandler(event), receiptHandler(event)]);

    for (const printer of [first, second]) {
      const jobs = await receiptJobs(printer.device.id, order.id);
      expect(jobs).toHaveLength(1);
      const printed = jobs[0]!.blocks.map((block) => (block.kind === 'text' ? block.text : '')).join('\n');
      expect(printed).toContain('Ticket');
      expect(jobs[0]!.blocks).toContainEqual({ kind: 'text', text: '12', align: 'center', bold: true, large: true });
    }
    expect(await receiptJobs(disabled.device.id, order.id)).toEqual([]);
  });

  it('prints nothing for a branch without a printer and for an unknown order', async () => {
    const branch = await createEntity('Branch', { ...sampleBody('branches', undefined), name: 'Filiale ohne Drucker' });
    const order = await storeOrder(branch);
    expect(await queueReceipt({ orderId: order.id, subject: claimSubject.request(ulid()) }, log)).toEqual({ outcome: 'noPrinter', jobs: 0 });
    expect(await queueReceipt({ orderId: ulid(), subject: claimSubject.request(ulid()) }, log)).toEqual({ outcome: 'noOrder', jobs: 0 });
  });
});

describe('POST /api/orders/{id}/print', () => {
  const print = (order: StoredEntity, token: string, body?: unknown): Promise<ApiResponse<{ requestId: string; printers: number }>> =>
    invoke(orders, 'POST', { path: '/api/orders/{id}/print', params: { id: order.id }, token, body });

  it('answers 422 in German when the branch has no printer', async () => {
    const branch = await createEntity('Branch', { ...sampleBody('branches', undefined), name: 'Filiale ohne Drucker' });
    const response = await print(await storeOrder(branch), actors.admin.token);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([{ code: 'print.noPrinter', message: 'Für diese Filiale ist kein Drucker eingerichtet.' }]);
  });

  it('prints again on every request, once per request, on every printer or the one named; employees of other branches may not', async () => {
    const branch = await createEntity('Branch', { ...sampleBody('branches', undefined), name: 'Filiale Nachdruck' });
    const { assignBranch } = await import('./fixtures');
    await assignBranch(actors.employee, branch);
    const counter = await createDevice(branch);
    const kitchen = await createDevice(branch);
    const order = await storeOrder(branch);

    const all = await print(order, actors.employee.token);
    expect(all.status).toBe(202);
    expect(all.body.data).toEqual({ requestId: expect.any(String), printers: 2 });
    await eventually(
      () => receiptJobs(kitchen.device.id, order.id),
      (jobs) => jobs.length === 1,
      'the reprint on the kitchen printer',
    );

    const one = await print(order, actors.employee.token, { deviceId: counter.device.id });
    expect(one.status).toBe(202);
    expect(one.body.data?.printers).toBe(1);
    await eventually(
      () => receiptJobs(counter.device.id, order.id),
      (jobs) => jobs.length === 2,
      'the second reprint on the counter printer',
    );
    // The same request delivered again prints nothing more.
    const again = { orderId: order.id, deviceId: counter.device.id, subject: claimSubject.request(one.body.data!.requestId) };
    expect(await queueReceipt(again, log)).toEqual({ outcome: 'duplicate', jobs: 0 });
    expect(await receiptJobs(counter.device.id, order.id)).toHaveLength(2);
    expect(await receiptJobs(kitchen.device.id, order.id)).toHaveLength(1);

    const foreignPrinter = await createDevice(actors.branchB);
    const refused = await print(order, actors.admin.token, { deviceId: foreignPrinter.device.id });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.[0]?.code).toBe('print.unknownPrinter');
    expect((await print(order, actors.otherEmployee.token)).status).toBe(403);
  });
});

describe('device test routes and log requests', () => {
  it('test notification queues a short slip; a tablet gets a German 422; another branch’s employee 403', async () => {
    const { device, key } = await createDevice(actors.branchA);
    const response = await invoke<{ jobToken: string }>(devices, 'POST', {
      path: '/api/devices/{id}/test/notification',
      params: { id: device.id },
      token: actors.employee.token,
    });
    expect(response.status).toBe(201);
    const fetched = await cloudPrnt('GET', device.id, key, { query: { type: 'text/plain', token: response.body.data!.jobToken } });
    expect(fetched.body.toString('utf8')).toContain('Testbenachrichtigung');

    const tablet = await createDevice(actors.branchA, { kind: 'tablet' });
    const refused = await invoke(devices, 'POST', { path: '/api/devices/{id}/test/print', params: { id: tablet.device.id }, token: actors.employee.token });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ code: 'print.notAPrinter', message: 'Dieses Gerät ist kein Drucker.' }]);
    for (const action of ['test/print', 'test/notification', 'request-device-logs']) {
      const foreign = await invoke(devices, 'POST', { path: `/api/devices/{id}/${action}`, params: { id: device.id }, token: actors.otherEmployee.token });
      expect(foreign.status, action).toBe(403);
    }
  });

  it('a log request asks the printer at its next poll and stores what it answers', async () => {
    const { device, key } = await createDevice(actors.branchA);
    const requested = await invoke<Device>(devices, 'POST', {
      path: '/api/devices/{id}/request-device-logs',
      params: { id: device.id },
      token: actors.employee.token,
    });
    expect(requested.status).toBe(200);
    expect(requested.body.data).toMatchObject({ id: device.id, logRequestedAt: expect.any(String), hasKey: true });

    const asked = json(await poll(device.id, key));
    expect(asked.clientAction).toEqual(
      ['ClientType', 'ClientVersion', 'Encodings', 'GetPollInterval', 'PageInfo'].map((request) => ({ request, options: '' })),
    );
    const results = [
      { request: 'ClientType', result: 'Star mC-Print3' },
      { request: 'PageInfo', result: { paperWidth: '72' } },
    ];
    expect(json(await poll(device.id, key, { statusCode: '200 OK', clientAction: results }))).toEqual({ jobReady: false });
    const shown = (await invoke<Device>(devices, 'GET', { path: '/api/devices/{id}', params: { id: device.id }, token: actors.employee.token })).body.data!;
    expect(shown.deviceLog).toEqual({
      receivedAt: expect.any(String),
      entries: [
        { request: 'ClientType', result: 'Star mC-Print3' },
        { request: 'PageInfo', result: '{"paperWidth":"72"}' },
      ],
    });
    expect(shown).not.toHaveProperty('logRequestedAt');
    expect(json(await poll(device.id, key))).toEqual({ jobReady: false });
  });
});

describe('the simulated printer against the local stack', () => {
  it('receives and confirms the receipt of an order confirmed by staff, with its ticket number and status link', async () => {
    const shop = await createOrderShop();
    const { device, key } = await createDevice(shop.branch);
    const created = await invoke<{ uid: string; hash: string }>(orders, 'POST', { path: '/api/orders/public', body: takeawayBody(shop) });
    expect(created.status).toBe(201);
    const order = (await (await import('#functions/db/orders.ts')).findOrderByUid(created.body.data!.uid))!;
    expect((await invoke(orders, 'POST', { path: '/api/orders/{id}/status/confirm', params: { id: order.id }, token: actors.admin.token })).status).toBe(200);

    const baseUrl = inject('localStackUrl');
    const printer = new SimulatedPrinter({ baseUrl, deviceId: device.id, deviceKey: key });
    const job = await eventually(
      () => printer.pollOnce(),
      (received) => received !== undefined,
      'the receipt at the simulated printer',
    );
    console.log(`Beleg am simulierten Drucker:\n${job!.text}\nQR: ${job!.qrCodes.join(', ')}`);
    expect(job!.mediaType).toBe('application/vnd.star.starprnt');
    expect(job!.text).toContain(`                      ${String(order.ticketNumber)}`);
    expect(job!.text).toContain('Kunde: Maria Huber');
    expect(job!.text).toMatch(/^250 g Leberkäse +6,35 €$/m);
    expect(job!.text).toContain('  Sauce: Kren');
    expect(job!.qrCodes).toEqual([`${baseUrl}/status/${created.body.data!.uid}/${created.body.data!.hash}`]);
    expect(printer.received).toEqual([job]);
    expect(await printer.pollOnce()).toBeUndefined();
    expect(await receiptJobs(device.id, order.id)).toEqual([expect.objectContaining({ status: 'done', code: 'OK' })]);
  });
});
