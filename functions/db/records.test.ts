import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_FLAGS } from '#shared/schemas/order.ts';
import { StoredRecordInvalidError } from './errors';
import { parseStoredRecord } from './records';

const meta = (entityType: string) => ({
  id: ulid(),
  entityType,
  version: 3,
  createdAt: '2026-11-02T09:15:00.000Z',
  updatedAt: '2026-11-02T09:20:00.000Z',
});

/** A stored order with a field no schema lists at the top (`printedAt`) and in a line (`product.sku`). */
const storedOrder = () => ({
  ...meta('Order'),
  branch: { id: ulid() },
  firstName: '  Maria ',
  lastName: 'Huber',
  email: 'maria.huber@example.at',
  uid: 'a1b2c3d4e5f6a7b8',
  hash: 'f'.repeat(32),
  ...Object.fromEntries(ORDER_STATUS_FLAGS.map((flag) => [flag, false])),
  idempotencyKey: 'k-01JB7Q2ZC9W3V8H2N5X4R6T1YA',
  items: [{ product: { id: ulid(), name: 'Leberkäse', sku: 'LK-250' }, amount: 0.25, unit: 'kilogram' }],
  printedAt: '2026-11-02T09:16:00.000Z',
});

const failureOf = (run: () => unknown): StoredRecordInvalidError => {
  try {
    run();
  } catch (error) {
    if (error instanceof StoredRecordInvalidError) return error;
    throw error;
  }
  throw new Error('the record parsed');
};

describe('stored records are checked when they are read (records.ts)', () => {
  it('types an order by the stored-order schema: defaults applied, text trimmed', () => {
    const order = parseStoredRecord('Order', storedOrder(), 'key');
    expect(order.firstName).toBe('Maria');
    expect(order).toMatchObject({ country: 'AT', paymentMethod: 'cash', isCompany: false });
    expect(order.items[0]!.parts).toEqual([]);
  });

  it('keeps every field the schema does not list, at the top and inside lines', () => {
    const stored = storedOrder();
    const order = parseStoredRecord('Order', stored, stored.id);
    expect(order.printedAt).toBe('2026-11-02T09:16:00.000Z');
    expect(order.idempotencyKey).toBe(stored.idempotencyKey);
    expect(order.items[0]!.product).toEqual({ id: stored.items[0]!.product.id, name: 'Leberkäse', sku: 'LK-250' });

    // A branch keeps the hash of its order-screen key, which only the stored variant lists.
    const branch = parseStoredRecord('Branch', { ...meta('Branch'), identifier: 'graz', name: 'Graz', apiKeyHash: 'a'.repeat(64), legacy: { code: 7 } }, 'key');
    expect(branch).toMatchObject({ apiKeyHash: 'a'.repeat(64), legacy: { code: 7 }, isEnabled: true, deliveryAreas: [] });
  });

  it('refuses a record that no longer parses, naming type, id and paths but no value', () => {
    // (The stored e-mail is read leniently: orders from before the strict check keep theirs, shared/schemas/order.ts.)
    const stored = { ...storedOrder(), country: 'maria', items: [{ product: { id: ulid() }, amount: 'viel', unit: 'kilogram' }] };
    const error = failureOf(() => parseStoredRecord('Order', stored, stored.id));
    expect(error).toMatchObject({ recordType: 'Order', key: stored.id, paths: ['country (invalid_value)', 'items.0.amount (invalid_type)'] });
    expect(error.message).toBe(`stored Order ${stored.id} does not match its schema: country (invalid_value), items.0.amount (invalid_type)`);
    expect(error.message).not.toContain('maria');
    expect(error.message).not.toContain('viel');
  });

  it('checks the managed attributes of every type, also of one without a schema', () => {
    const tag = { ...meta('Tag'), name: 'Parkplatz', image: { anything: true } };
    expect(parseStoredRecord('Tag', tag, tag.id)).toEqual(tag);
    const { version: _version, ...withoutVersion } = tag;
    expect(failureOf(() => parseStoredRecord('Tag', withoutVersion, tag.id)).paths).toEqual(['version (invalid_type)']);
    expect(failureOf(() => parseStoredRecord('Tag', { ...tag, entityType: 'Order' }, tag.id)).paths).toEqual(['entityType (other type)']);
  });
});
