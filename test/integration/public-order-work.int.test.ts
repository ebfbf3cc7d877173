/**
 * Public order links do the same work for a known and an unknown uid (functions/lib/access.ts), so
 * the response time does not tell whether a uid exists: the same DynamoDB reads in the same order,
 * then one constant-time compare.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { documentClient } from '#functions/db/client.ts';
import { createEntity, type StoredEntity } from '#functions/db/repository.ts';
import { authorize } from '#functions/lib/access.ts';
import { ApiError } from '#functions/lib/errors.ts';
import { createLogger } from '#functions/lib/logger.ts';
import { newOrderLink } from '#functions/orders/service.ts';
import { ORDER_STATUS_FLAGS } from '#shared/schemas/order.ts';
import { sampleBody } from './fixtures';
import { apiEvent } from './events';

let order: StoredEntity;

beforeAll(async () => {
  const branch = await createEntity('Branch', { ...sampleBody('branches', undefined), name: 'Graz Annenstraße' });
  const flags = Object.fromEntries(ORDER_STATUS_FLAGS.map((flag) => [flag, false]));
  order = await createEntity('Order', { ...sampleBody('orders', branch.id), ...newOrderLink(), ...flags });
});

/** The DynamoDB commands one authorisation of a public link sends, and how it ends. */
async function workFor(uid: string, hash: string): Promise<{ commands: string[]; outcome: string }> {
  const send = vi.spyOn(documentClient(), 'send');
  try {
    const event = apiEvent('GET', { path: '/api/orders/public/{uid}/{hash}', params: { uid, hash } });
    const outcome = await authorize('publicOrder', event, createLogger()).then(
      (caller) => caller.kind,
      (error: unknown) => (error instanceof ApiError ? String(error.status) : 'unexpected'),
    );
    return { commands: send.mock.calls.map(([command]) => command.constructor.name), outcome };
  } finally {
    send.mockRestore();
  }
}

describe('public order links: the same work for known and unknown uids', () => {
  it('reads the unique entry and one record for every uid, known or not', async () => {
    const known = await workFor(String(order.uid), String(order.hash));
    expect(known).toEqual({ commands: ['GetCommand', 'GetCommand'], outcome: 'publicOrder' });
    for (const [uid, hash] of [
      [String(order.uid), 'f'.repeat(32)],
      ['f'.repeat(16), String(order.hash)],
      ['x'.repeat(65), 'f'.repeat(32)],
      ['', ''],
    ] as const) {
      expect(await workFor(uid, hash), uid).toEqual({ commands: ['GetCommand', 'GetCommand'], outcome: '404' });
    }
  });
});
