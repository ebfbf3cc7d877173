import { describe, expect, it } from 'vitest';
import { backOfficeScreenSchema, frontDeskScreenSchema } from './order-screen';

const backOfficeOrder = {
  id: '01M6DMBEZ8YFEQZT5DTM2SFB23',
  ticketNumber: 4,
  stage: 'open',
  orderType: 'takeaway',
  dueAt: '2026-11-02T10:00:00.000Z',
  createdAt: '2026-11-02T09:00:00.000Z',
  customerName: 'Maria H.',
  lines: [{ name: 'Leberkäse', amount: 250, unit: 'gram', parts: [{ name: 'Sauce', text: 'Kren' }] }],
};

describe('front-desk screen', () => {
  it('parses tickets and drops every field it does not name', () => {
    const parsed = frontDeskScreenSchema.parse({
      branchName: 'Graz',
      timeZone: 'Europe/Vienna',
      tickets: [{ ticketNumber: 7, stage: 'ready', tableIdentifier: 'T1', isNew: true, firstName: 'Maria', phone: '+43664' }],
      orders: [{ id: 'x' }],
    });
    expect(parsed).toEqual({
      branchName: 'Graz',
      timeZone: 'Europe/Vienna',
      tickets: [{ ticketNumber: 7, stage: 'ready', tableIdentifier: 'T1', isNew: true }],
    });
  });

  it('refuses an unknown stage or a ticket without a number', () => {
    expect(
      frontDeskScreenSchema.safeParse({ branchName: 'Graz', timeZone: 'Europe/Vienna', tickets: [{ ticketNumber: 7, stage: 'done', isNew: false }] }).success,
    ).toBe(false);
    expect(frontDeskScreenSchema.safeParse({ branchName: 'Graz', timeZone: 'Europe/Vienna', tickets: [{ stage: 'ready', isNew: false }] }).success).toBe(false);
  });
});

describe('back-office screen', () => {
  it('parses open orders with their lines and drops contact data', () => {
    const parsed = backOfficeScreenSchema.parse({
      branchName: 'Graz',
      timeZone: 'Europe/Vienna',
      orders: [{ ...backOfficeOrder, phone: '+43664', email: 'maria@example.at', pricing: { totalGross: 9 } }],
    });
    expect(parsed.orders).toEqual([backOfficeOrder]);
  });

  it('refuses a closed stage, an unknown order type or unit', () => {
    const parse = (order: object) => backOfficeScreenSchema.safeParse({ branchName: 'Graz', timeZone: 'Europe/Vienna', orders: [order] }).success;
    expect(parse(backOfficeOrder)).toBe(true);
    expect(parse({ ...backOfficeOrder, stage: 'completed' })).toBe(false);
    expect(parse({ ...backOfficeOrder, orderType: 'pickup' })).toBe(false);
    expect(parse({ ...backOfficeOrder, lines: [{ ...backOfficeOrder.lines[0], unit: 'bucket' }] })).toBe(false);
  });
});
