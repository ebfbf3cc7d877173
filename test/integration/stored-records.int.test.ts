/**
 * Stored records typed at the edge (functions/db/records.ts), seen from the outside: a stored
 * order that no longer parses is a generic German 500 over HTTP and a failed event in a consumer,
 * each logged with the order's key and without its values; a print job that no longer parses
 * fails the printer's poll; and a staff update of an order keeps every server field
 * (functions/orders/service.ts ORDER_SERVER_FIELDS).
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ORDER_PRINT_REQUESTED } from '#events/contracts/printing.ts';
import { handler as receiptHandler } from '#events/consumers/printing/order-receipt.ts';
import { documentClient, tableName } from '#functions/db/client.ts';
import { StoredRecordInvalidError } from '#functions/db/errors.ts';
import { entityKey, printJobKey, uniqueKey } from '#functions/db/keys.ts';
import { findOrderByIdempotencyKey } from '#functions/db/orders.ts';
import { createEntity, type StoredEntity } from '#functions/db/repository.ts';
import { ORDER_SERVER_FIELDS } from '#functions/orders/service.ts';
import { nextJob } from '#functions/printing/queue.ts';
import { apiMessages } from '#shared/i18n/api.ts';
import { invoke } from './events';
import { orderRecord, stored, useOrdersApi } from './order-fixtures';

const api = useOrdersApi();

const broken: StoredEntity[] = [];

/**
 * A completed order (outside the open-orders index other tests walk) whose e-mail address was
 * written past the repository as an object: the stored-order schema wants text.
 */
async function brokenOrder(): Promise<StoredEntity> {
  const order = await createEntity('Order', orderRecord(api.actors.branchA.id, { email: 'maria.huber@example.at', isConfirmed: true, isCompleted: true }));
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: entityKey('Order', order.id),
      UpdateExpression: 'SET email = :email',
      ExpressionAttributeValues: { ':email': { address: 'maria.huber@example.at' } },
    }),
  );
  broken.push(order);
  return order;
}

afterAll(async () => {
  for (const order of broken) {
    await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: entityKey('Order', order.id) }));
    await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: uniqueKey('Order', 'uid', String(order.uid)) }));
  }
});

/** The JSON log lines written to stderr while `run` runs. */
async function errorLines(run: () => Promise<unknown>): Promise<{ raw: string; entries: Array<Record<string, unknown>> }> {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await run().catch(() => undefined);
    const lines = spy.mock.calls.map(([line]) => String(line));
    return { raw: lines.join('\n'), entries: lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
  } finally {
    spy.mockRestore();
  }
}

describe('a stored order that no longer parses', () => {
  it('GET /api/orders/{id} answers the generic German 500 and logs the key, not the values', async () => {
    const order = await brokenOrder();
    let status = 0;
    let body: unknown;
    const log = await errorLines(async () => {
      ({ status, body } = await invoke(api.orders, 'GET', { path: '/api/orders/{id}', params: { id: order.id }, token: api.actors.admin.token }));
    });
    expect(status).toBe(500);
    expect(body).toEqual({ errors: [{ code: 'internal', message: apiMessages['api.internal'] }] });
    const failure = log.entries.find((entry) => entry.message === 'request failed');
    expect(failure?.error).toMatchObject({
      name: 'StoredRecordInvalidError',
      message: `stored Order ${order.id} does not match its schema: email (invalid_type)`,
    });
    expect(log.raw).not.toContain('maria.huber');
  });

  it('fails the receipt consumer’s event and logs the key, so the bus retries it and keeps it in the dead-letter queue', async () => {
    const order = await brokenOrder();
    const event = {
      version: '0',
      id: ulid(),
      'detail-type': ORDER_PRINT_REQUESTED,
      source: 'theke.orders',
      account: '000000000000',
      time: new Date().toISOString(),
      region: 'eu-central-1',
      resources: [],
      detail: { orderId: order.id, branchId: api.actors.branchA.id, requestId: ulid() },
    };
    let failure: unknown;
    const log = await errorLines(async () => {
      failure = await receiptHandler(event).then(
        () => undefined,
        (error: unknown) => error,
      );
    });
    expect(failure).toBeInstanceOf(StoredRecordInvalidError);
    expect(log.entries).toContainEqual(
      expect.objectContaining({ message: 'stored record does not match its schema', recordType: 'Order', key: order.id, paths: ['email (invalid_type)'] }),
    );
    expect(log.raw).not.toContain('maria.huber');
  });
});

describe('a stored print job that no longer parses', () => {
  it('fails the printer’s poll with the job’s key instead of offering half a document', async () => {
    const deviceId = ulid();
    const jobId = ulid();
    const now = new Date();
    const key = printJobKey(deviceId, jobId);
    // A text block without its text.
    const item = {
      ...key,
      entityType: 'PrintJob',
      jobId,
      deviceId,
      kind: 'receipt',
      blocks: [{ kind: 'text' }],
      status: 'queued',
      attempts: 0,
      createdAt: now.toISOString(),
      ttl: Math.floor(now.getTime() / 1000) + 3600,
    };
    await documentClient().send(new PutCommand({ TableName: tableName(), Item: item }));
    try {
      await expect(nextJob(deviceId, now)).rejects.toMatchObject({
        recordType: 'PrintJob',
        key: `${key.pk}/${key.sk}`,
        paths: ['blocks.0.text (invalid_type)'],
      });
    } finally {
      await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: key }));
    }
  });
});

describe('a staff update of an order', () => {
  it('lists the server fields of the stored-order schema', () => {
    expect(ORDER_SERVER_FIELDS).toEqual(
      expect.arrayContaining([
        'uid',
        'hash',
        'ticketNumber',
        'isConfirmed',
        'isPaid',
        'payment',
        'idempotencyKey',
        'counterAppointment',
        'missedAt',
        'deliveryAreaTerms',
        'questionnaireRating',
      ]),
    );
  });

  it('keeps idempotencyKey, missedAt and the other server fields, whether the body changes or omits them', async () => {
    const key = `k-${ulid()}`;
    const missedAt = '2026-11-02T09:30:00.000Z';
    const order = await createEntity('Order', orderRecord(api.actors.branchA.id, { idempotencyKey: key, missedAt, ticketNumber: 12 }));
    const put = (body: Record<string, unknown>) =>
      invoke<Record<string, unknown>>(api.orders, 'PUT', { path: '/api/orders/{id}', params: { id: order.id }, token: api.actors.admin.token, body });

    const changed = await put({
      ...order,
      comment: 'Bitte klingeln',
      idempotencyKey: `k-${ulid()}`,
      missedAt: '2030-01-01T00:00:00.000Z',
      isConfirmed: true,
      ticketNumber: 99,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ comment: 'Bitte klingeln', idempotencyKey: key, missedAt, isConfirmed: false, ticketNumber: 12, version: 2 });

    // The back office sends the record as it shows it; fields it leaves out stay as stored.
    const { idempotencyKey: _key, missedAt: _missedAt, ticketNumber: _ticket, ...shown } = changed.body.data!;
    expect((await put({ ...shown, comment: 'Hintereingang' })).status).toBe(200);
    expect(await stored(order)).toMatchObject({ comment: 'Hintereingang', idempotencyKey: key, missedAt, ticketNumber: 12, version: 3 });
    // The key's uniqueness item still names the order: a repeated checkout finds it.
    expect((await findOrderByIdempotencyKey(key))?.id).toBe(order.id);
  });
});
