import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDER_ACTIONS,
  ORDER_STAGES,
  allowedOrderActions,
  canProposeCounterAppointment,
  isTerminalStage,
  orderStage,
  orderTransition,
  refusalMessage,
  type OrderAction,
  type OrderStage,
  type OrderStatusState,
} from './transitions';

/** One order per stage, as the flags are stored (pickup, paid at the shop unless the stage needs otherwise). */
const ORDERS: Record<OrderStage, OrderStatusState> = {
  open: { paymentMethod: 'cash' },
  awaitingPayment: { paymentMethod: 'mollie', isPaid: false },
  confirmed: { paymentMethod: 'cash', isConfirmed: true },
  inDelivery: { paymentMethod: 'cash', isConfirmed: true, isInDelivery: true },
  completed: { paymentMethod: 'cash', isConfirmed: true, isCompleted: true },
  rejected: { paymentMethod: 'cash', isRejected: true },
  canceled: { paymentMethod: 'cash', isConfirmed: true, isCanceled: true },
  failed: { paymentMethod: 'datatrans', isFailed: true },
};

/**
 * The expected outcome of every action in every stage, written by hand: `→stage` where the
 * action applies, otherwise the refusal reason.
 */
const EXPECTED = `
              open           awaitingPayment  confirmed          inDelivery          completed  rejected  canceled  failed
confirm       →confirmed     paymentPending   alreadyConfirmed   alreadyConfirmed    completed  rejected  canceled  failed
reject        →rejected      →rejected        →rejected          inDelivery          completed  rejected  canceled  failed
cancel        →canceled      →canceled        →canceled          →canceled           completed  rejected  canceled  failed
in-delivery   notConfirmed   notConfirmed     →inDelivery        alreadyInDelivery   completed  rejected  canceled  failed
completed     notConfirmed   notConfirmed     →completed         →completed          completed  rejected  canceled  failed
`;

const [header, ...rows] = EXPECTED.trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/));
const pairs = rows.flatMap(([action, ...cells]) => cells.map((cell, index) => [action as OrderAction, header![index] as OrderStage, cell!] as const));

/** The flags each allowed action sets, by hand, for a pickup and a delivery order. */
const SETS: Record<OrderAction, { pickup: OrderStatusState; delivery: OrderStatusState }> = {
  confirm: { pickup: { isConfirmed: true }, delivery: { isConfirmed: true } },
  reject: { pickup: { isRejected: true }, delivery: { isRejected: true } },
  cancel: { pickup: { isCanceled: true }, delivery: { isCanceled: true } },
  'in-delivery': { pickup: { isInDelivery: true }, delivery: { isInDelivery: true } },
  completed: { pickup: { isCompleted: true }, delivery: { isCompleted: true, isDelivered: true } },
};

describe('the transition table', () => {
  it('covers every action in every stage', () => {
    expect(header).toEqual([...ORDER_STAGES]);
    expect(new Set(rows.map((row) => row[0]))).toEqual(new Set(ORDER_ACTIONS));
    expect(pairs).toHaveLength(ORDER_ACTIONS.length * ORDER_STAGES.length);
  });

  it('the fixtures are in the stage they are named after', () => {
    for (const stage of ORDER_STAGES) expect(orderStage(ORDERS[stage]), stage).toBe(stage);
  });

  describe.each(['pickup', 'delivery'] as const)('%s order', (type) => {
    it.each(pairs)('%s in stage %s: %s', (action, stage, cell) => {
      const order = { ...ORDERS[stage], isDelivery: type === 'delivery' };
      const result = orderTransition(action, order);
      if (cell.startsWith('→')) {
        expect(result).toEqual({ allowed: true, from: stage, to: cell.slice(1), changes: SETS[action][type] });
        expect(orderStage({ ...order, ...(result.allowed ? result.changes : {}) })).toBe(cell.slice(1));
      } else {
        expect(result).toEqual({ allowed: false, from: stage, reason: cell });
      }
    });
  });
});

describe('stage of an order from its flags', () => {
  it('a new order paid at the shop waits for confirmation; online payments wait for the money first', () => {
    expect(orderStage({})).toBe('open');
    expect(orderStage({ paymentMethod: 'atm-card' })).toBe('open');
    expect(orderStage({ paymentMethod: 'hydro-ag-voucher' })).toBe('open');
    expect(orderStage({ paymentMethod: 'datatrans' })).toBe('awaitingPayment');
    expect(orderStage({ paymentMethod: 'mollie', isPaid: true })).toBe('open');
    expect(orderStage({ paymentMethod: 'mollie', isRefunded: true })).toBe('open');
  });

  it('a confirmed online order is confirmed whatever its payment says', () => {
    expect(orderStage({ paymentMethod: 'mollie', isPaid: true, isConfirmed: true })).toBe('confirmed');
    expect(orderStage({ paymentMethod: 'mollie', isConfirmed: true, isInDelivery: true })).toBe('inDelivery');
  });

  it('a delivered delivery order that is not yet completed is still in delivery', () => {
    expect(orderStage({ isDelivery: true, isConfirmed: true, isInDelivery: true, isDelivered: true })).toBe('inDelivery');
  });

  it('two terminal flags: rejected, canceled and failed win over completed, in that order', () => {
    expect(orderStage({ isCompleted: true, isCanceled: true })).toBe('canceled');
    expect(orderStage({ isCompleted: true, isRejected: true, isCanceled: true })).toBe('rejected');
    expect(orderStage({ isCompleted: true, isFailed: true })).toBe('failed');
    expect(orderStage({ isCanceled: true, isFailed: true })).toBe('canceled');
  });

  it('null flags count as false', () => {
    expect(orderStage({ isConfirmed: null, isCompleted: null, paymentMethod: null })).toBe('open');
  });
});

describe('actions on offer and counter appointments', () => {
  it('lists the allowed actions per stage', () => {
    expect(allowedOrderActions(ORDERS.open)).toEqual(['cancel', 'confirm', 'reject']);
    expect(allowedOrderActions(ORDERS.awaitingPayment)).toEqual(['cancel', 'reject']);
    expect(allowedOrderActions(ORDERS.confirmed)).toEqual(['cancel', 'reject', 'in-delivery', 'completed']);
    expect(allowedOrderActions(ORDERS.inDelivery)).toEqual(['cancel', 'completed']);
    for (const stage of ['completed', 'rejected', 'canceled', 'failed'] as const) expect(allowedOrderActions(ORDERS[stage])).toEqual([]);
  });

  it('a counter appointment can be proposed only while the order waits for confirmation, not for its payment', () => {
    const expected: Record<OrderStage, boolean> = {
      open: true,
      awaitingPayment: false,
      confirmed: false,
      inDelivery: false,
      completed: false,
      rejected: false,
      canceled: false,
      failed: false,
    };
    for (const stage of ORDER_STAGES) expect(canProposeCounterAppointment(ORDERS[stage]), stage).toBe(expected[stage]);
  });
});

describe('refusal texts', () => {
  it('are German and name what happened', () => {
    expect(refusalMessage('alreadyConfirmed', {})).toBe('Die Bestellung ist bereits bestätigt.');
    expect(refusalMessage('notConfirmed', {})).toBe('Die Bestellung ist noch nicht bestätigt. Bitte bestätigen Sie sie zuerst.');
    expect(refusalMessage('canceled', {})).toBe('Die Bestellung wurde bereits storniert und kann nicht mehr geändert werden.');
    expect(refusalMessage('paymentPending', {})).toMatch(/^Die Online-Zahlung dieser Bestellung ist noch nicht abgeschlossen\./);
  });

  it('"already in delivery" reads "already ready for pickup" for pickup orders', () => {
    expect(refusalMessage('alreadyInDelivery', { isDelivery: true })).toBe('Die Bestellung ist bereits in Zustellung.');
    expect(refusalMessage('alreadyInDelivery', { isDelivery: false })).toBe('Die Bestellung ist bereits abholbereit.');
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const flag = fc.option(fc.boolean(), { nil: undefined });
const anyOrder: fc.Arbitrary<OrderStatusState> = fc.record({
  isConfirmed: flag,
  isInDelivery: flag,
  isDelivered: flag,
  isCompleted: flag,
  isRejected: flag,
  isCanceled: flag,
  isFailed: flag,
  isPaid: flag,
  isRefunded: flag,
  isDelivery: flag,
  paymentMethod: fc.constantFrom('cash', 'atm-card', 'hydro-ag-voucher', 'mollie', 'datatrans', undefined),
});

/** What happens to an order over its life: staff actions, and the payment code's paid and failed. */
type Step = { kind: 'action'; action: OrderAction } | { kind: 'paid' } | { kind: 'paymentFailed' };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom(...ORDER_ACTIONS).map((action): Step => ({ kind: 'action', action })),
  fc.constant<Step>({ kind: 'paid' }),
  fc.constant<Step>({ kind: 'paymentFailed' }),
);

/** The payment code marks a pending online payment as paid or failed (nothing else). */
function paymentStep(order: OrderStatusState, paid: boolean): OrderStatusState {
  if (orderStage(order) !== 'awaitingPayment') return order;
  return paid ? { ...order, isPaid: true } : { ...order, isFailed: true };
}

const TERMINAL_FLAGS = ['isCompleted', 'isRejected', 'isCanceled', 'isFailed'] as const;
const RANK: Record<OrderStage, number> = { open: 0, awaitingPayment: 0, confirmed: 1, inDelivery: 2, completed: 3, rejected: 3, canceled: 3, failed: 3 };

function consistencyProblems(order: OrderStatusState): string[] {
  const problems: string[] = [];
  if (TERMINAL_FLAGS.filter((name) => order[name]).length > 1) problems.push('two terminal flags');
  if (order.isInDelivery && !order.isConfirmed) problems.push('in delivery but not confirmed');
  if (order.isCompleted && !order.isConfirmed) problems.push('completed but not confirmed');
  if (Boolean(order.isDelivered) !== Boolean(order.isDelivery && order.isCompleted)) problems.push('delivered flag wrong');
  if (order.isConfirmed && order.isFailed) problems.push('confirmed and failed');
  if (order.isConfirmed && ['mollie', 'datatrans'].includes(order.paymentMethod ?? '') && !order.isPaid) problems.push('confirmed but unpaid');
  return problems;
}

describe('properties', () => {
  it('no action leaves a terminal stage, whatever the flags', () => {
    fc.assert(
      fc.property(anyOrder, fc.constantFrom(...ORDER_ACTIONS), (order, action) => {
        const result = orderTransition(action, order);
        if (isTerminalStage(orderStage(order))) expect(result.allowed).toBe(false);
        if (result.allowed) expect(isTerminalStage(result.from)).toBe(false);
      }),
    );
  });

  it('an allowed action only sets flags to true and reaches the stage the table names', () => {
    fc.assert(
      fc.property(anyOrder, fc.constantFrom(...ORDER_ACTIONS), (order, action) => {
        const result = orderTransition(action, order);
        if (!result.allowed) return;
        for (const value of Object.values(result.changes)) expect(value).toBe(true);
        expect(orderStage({ ...order, ...result.changes })).toBe(result.to);
        expect(RANK[result.to]).toBeGreaterThan(RANK[result.from]);
      }),
    );
  });

  it('from a new order, any sequence of actions and payment outcomes keeps the flags consistent', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('cash', 'atm-card', 'mollie', 'datatrans'),
        fc.boolean(),
        fc.array(step, { maxLength: 12 }),
        (paymentMethod, isDelivery, steps) => {
          let order: OrderStatusState = { paymentMethod, isDelivery, isPaid: false };
          for (const next of steps) {
            if (next.kind === 'paid' || next.kind === 'paymentFailed') {
              order = paymentStep(order, next.kind === 'paid');
            } else {
              const result = orderTransition(next.action, order);
              if (result.allowed) order = { ...order, ...result.changes };
            }
            expect(consistencyProblems(order), JSON.stringify(order)).toEqual([]);
          }
        },
      ),
    );
  });
});
