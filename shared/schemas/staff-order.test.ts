import { describe, expect, it } from 'vitest';
import { orderSchema, staffOrderCreateSchema } from './order';

const ID = '01JAAAAAAAAAAAAAAAAAAAAAAA';

describe('staffOrderCreateSchema', () => {
  it('keeps products by id, amount, unit and parts and the customer; drops prices, names, ticks and upload tokens', () => {
    const parsed = staffOrderCreateSchema.parse({
      idempotencyKey: 'staff-0123456789abcdef',
      branch: { id: ID },
      items: [{ product: { id: ID, name: 'Gratis', price: 0 }, amount: 2, unit: 'amount', parts: [{ value: 'Semmel' }], price: 0.01 }],
      lastName: 'Pichler',
      customer: { id: ID },
      legalInstructions: true,
      privacyPolicy: true,
      uploadToken: 'x'.repeat(32),
      pricing: { totalGross: 1 },
    });
    expect(parsed.items).toEqual([{ product: { id: ID }, amount: 2, unit: 'amount', parts: [{ value: 'Semmel' }] }]);
    expect(parsed.customer).toEqual({ id: ID });
    expect(parsed.paymentMethod).toBe('cash');
    for (const dropped of ['legalInstructions', 'privacyPolicy', 'uploadToken', 'pricing']) expect(parsed).not.toHaveProperty(dropped);
  });

  it('needs an idempotency key and at least one line', () => {
    expect(staffOrderCreateSchema.safeParse({ branch: { id: ID }, items: [{ product: { id: ID }, amount: 1, unit: 'amount' }] }).success).toBe(false);
    expect(staffOrderCreateSchema.safeParse({ idempotencyKey: 'staff-0123456789abcdef', branch: { id: ID }, items: [] }).success).toBe(false);
  });
});

describe('enteredBy on a stored order', () => {
  it('is read with id and name', () => {
    const shape = orderSchema.shape.enteredBy;
    expect(shape.parse({ id: 'sub-1', name: 'Sabine Holzer' })).toEqual({ id: 'sub-1', name: 'Sabine Holzer' });
    expect(shape.parse(undefined)).toBeUndefined();
    expect(shape.safeParse({ name: 'Sabine Holzer' }).success).toBe(false);
  });
});
