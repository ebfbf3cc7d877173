import { describe, expect, it } from 'vitest';
import {
  centsOfMollieValue,
  datatransState,
  isPaymentOfOrder,
  mollieState,
  mollieValue,
  paymentFlags,
  paymentUpdate,
  toCents,
  type ProviderPayment,
} from './status';

const mollie = (status: string, refundedCents = 0): ProviderPayment => ({
  provider: 'mollie',
  id: 'tr_abc',
  status,
  state: mollieState(status),
  amountCents: 2390,
  refundedCents,
  reference: { orderId: '01J' },
});

const openOrder = {
  paymentMethod: 'mollie',
  payment: { provider: 'mollie', id: 'tr_abc', redirectUrl: 'https://pay/x', status: 'open' },
  isPaid: false,
  isFailed: false,
  isRefunded: false,
};

describe('provider status → payment state', () => {
  it('Mollie: open, pending and authorized wait; paid is paid; canceled, expired and failed fail', () => {
    expect(['open', 'pending', 'authorized'].map(mollieState)).toEqual(['waiting', 'waiting', 'waiting']);
    expect(mollieState('paid')).toBe('paid');
    expect(['canceled', 'expired', 'failed'].map(mollieState)).toEqual(['failed', 'failed', 'failed']);
    expect(mollieState('something-new')).toBe('waiting');
    expect(mollieState('toString')).toBe('waiting');
  });

  it('Datatrans: settled and transmitted are paid; canceled and failed fail; the rest waits', () => {
    expect(['settled', 'transmitted'].map(datatransState)).toEqual(['paid', 'paid']);
    expect(['canceled', 'failed'].map(datatransState)).toEqual(['failed', 'failed']);
    expect(['initialized', 'authenticated', 'authorized', 'challenge_required'].map(datatransState)).toEqual(['waiting', 'waiting', 'waiting', 'waiting']);
  });
});

describe('order flags of a payment', () => {
  it('paid, failed and waiting', () => {
    expect(paymentFlags(mollie('paid'))).toEqual({ isPaid: true, isFailed: false, isRefunded: false });
    expect(paymentFlags(mollie('expired'))).toEqual({ isPaid: false, isFailed: true, isRefunded: false });
    expect(paymentFlags(mollie('pending'))).toEqual({ isPaid: false, isFailed: false, isRefunded: false });
  });

  it('refunded only when the whole amount came back (23.90 of 23.90), not for a part (10.00)', () => {
    expect(paymentFlags(mollie('paid', 2390))).toEqual({ isPaid: true, isFailed: false, isRefunded: true });
    expect(paymentFlags(mollie('paid', 1000))).toEqual({ isPaid: true, isFailed: false, isRefunded: false });
  });
});

describe('paymentUpdate', () => {
  it('sets flags and status, keeps the stored payment page, and records a refund in money units', () => {
    expect(paymentUpdate(openOrder, mollie('paid'))).toEqual({
      isPaid: true,
      isFailed: false,
      isRefunded: false,
      payment: { provider: 'mollie', id: 'tr_abc', redirectUrl: 'https://pay/x', status: 'paid' },
    });
    expect(paymentUpdate({ ...openOrder, isPaid: true, payment: { ...openOrder.payment, status: 'paid' } }, mollie('paid', 2390))).toEqual({
      isPaid: true,
      isFailed: false,
      isRefunded: true,
      payment: { provider: 'mollie', id: 'tr_abc', redirectUrl: 'https://pay/x', status: 'paid', amountRefunded: 23.9 },
    });
  });

  it('is undefined when the order already says it all (the same webhook twice)', () => {
    const paid = { ...openOrder, isPaid: true, payment: { ...openOrder.payment, status: 'paid' } };
    expect(paymentUpdate(paid, mollie('paid'))).toBeUndefined();
    expect(paymentUpdate(openOrder, mollie('open'))).toBeUndefined();
  });

  it('writes a status change that leaves the flags alone (open → pending)', () => {
    expect(paymentUpdate(openOrder, mollie('pending'))?.payment.status).toBe('pending');
  });
});

describe('isPaymentOfOrder', () => {
  it('needs the same provider and the stored payment id (or none stored yet)', () => {
    expect(isPaymentOfOrder(openOrder, mollie('paid'))).toBe(true);
    expect(isPaymentOfOrder({ ...openOrder, payment: undefined }, mollie('paid'))).toBe(true);
    expect(isPaymentOfOrder({ ...openOrder, payment: { provider: 'mollie', id: 'tr_other' } }, mollie('paid'))).toBe(false);
    expect(isPaymentOfOrder({ ...openOrder, paymentMethod: 'cash' }, mollie('paid'))).toBe(false);
    expect(isPaymentOfOrder({ ...openOrder, paymentMethod: 'datatrans' }, mollie('paid'))).toBe(false);
  });
});

describe('money', () => {
  it('cents of an amount in units, and Mollie values both ways', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0.07)).toBe(7);
    expect(toCents(19.99)).toBe(1999);
    expect(mollieValue(1250)).toBe('12.50');
    expect(mollieValue(7)).toBe('0.07');
    expect(mollieValue(100000)).toBe('1000.00');
    expect(centsOfMollieValue('12.50')).toBe(1250);
    expect(centsOfMollieValue('0.07')).toBe(7);
    expect(centsOfMollieValue('3')).toBe(300);
    expect(centsOfMollieValue('-1.5')).toBe(-150);
    expect(centsOfMollieValue(undefined)).toBe(0);
    expect(centsOfMollieValue('abc')).toBe(0);
  });
});
