import { describe, expect, it } from 'vitest';
import { configSchema } from '../schemas/config';
import { maxOrderGrossOf, orderValueCapViolation, productCapViolations } from './caps';

const NBSP = '\u00a0';
const caps = { maxKilogramsPerProduct: 10, maxPiecesPerProduct: 50, maxOrderGross: 500, maxOrderGrossByBranch: { weiz: 800 } };
const line = (productId: string, amount: number, unit: string, productName = productId) => ({ productId, productName, amount, unit });

describe('order caps in the config', () => {
  it('defaults to 10 kg, 50 pieces and 500 per order', () => {
    expect(configSchema.parse({}).orderCaps).toEqual({ maxKilogramsPerProduct: 10, maxPiecesPerProduct: 50, maxOrderGross: 500, maxOrderGrossByBranch: {} });
  });
});

describe('productCapViolations', () => {
  it('allows exactly the cap: 100 lines of 10 dag are 10 kg', () => {
    const lines = Array.from({ length: 100 }, () => line('schnitzel', 10, 'decagram'));
    expect(productCapViolations(lines, caps)).toEqual([]);
  });

  it('adds the lines of one product up: 6 kg + 450 dag = 10.5 kg is over 10 kg, reported at the first line', () => {
    const violations = productCapViolations([line('brot', 2, 'amount'), line('speck', 6, 'kilogram', 'Speck'), line('speck', 450, 'decagram', 'Speck')], caps);
    expect(violations).toEqual([
      {
        code: 'order.productCap',
        lineIndex: 1,
        message: 'Von „Speck“ nehmen wir online höchstens 10 kg pro Bestellung an. Für größere Mengen rufen Sie uns bitte an oder fragen Sie ein Angebot an.',
      },
    ]);
  });

  it('counts pieces against the piece cap and names the phone when the branch has one', () => {
    const violations = productCapViolations([line('semmel', 30, 'amount', 'Semmel'), line('semmel', 21, 'amount', 'Semmel')], caps, '+43 3112 1234');
    expect(violations).toEqual([
      {
        code: 'order.productCap',
        lineIndex: 0,
        message:
          'Von „Semmel“ nehmen wir online höchstens 50 Stk. pro Bestellung an. Für größere Mengen rufen Sie uns bitte unter +43 3112 1234 an oder fragen Sie ein Angebot an.',
      },
    ]);
  });

  it('the review case: one product in 100 lines of 300 dag is 300 kg', () => {
    const lines = Array.from({ length: 100 }, () => line('beef', 300, 'decagram', 'Rinderfilet'));
    expect(productCapViolations(lines, caps).map((violation) => violation.lineIndex)).toEqual([0]);
  });

  it('checks weight and pieces of one product apart, and litres against the kilogram cap', () => {
    expect(productCapViolations([line('wurst', 9, 'kilogram'), line('wurst', 40, 'amount')], caps)).toEqual([]);
    expect(productCapViolations([line('suppe', 10001, 'milliliter')], caps).map((violation) => violation.lineIndex)).toEqual([0]);
    expect(productCapViolations([line('suppe', 100, 'deciliter')], caps)).toEqual([]);
  });

  it('does not cap lengths', () => {
    expect(productCapViolations([line('kranz', 50, 'meter')], caps)).toEqual([]);
  });
});

describe('orderValueCapViolation', () => {
  it('allows exactly 500.00 and refuses 500.01', () => {
    expect(orderValueCapViolation(500, 'graz', caps, 'EUR')).toBeNull();
    expect(orderValueCapViolation(500.01, 'graz', caps, 'EUR')).toEqual({
      code: 'order.valueCap',
      message: `Online nehmen wir Bestellungen bis 500,00${NBSP}€ an. Für größere Bestellungen rufen Sie uns bitte an oder fragen Sie ein Angebot an.`,
    });
  });

  it('the review case: 44,700.00 is refused, with the phone', () => {
    expect(orderValueCapViolation(44_700, 'graz', caps, 'EUR', '0316 123456')?.message).toBe(
      `Online nehmen wir Bestellungen bis 500,00${NBSP}€ an. Für größere Bestellungen rufen Sie uns bitte unter 0316 123456 an oder fragen Sie ein Angebot an.`,
    );
  });

  it("uses the branch's own cap where one is set", () => {
    expect(maxOrderGrossOf(caps, 'weiz')).toBe(800);
    expect(maxOrderGrossOf(caps, 'graz')).toBe(500);
    expect(orderValueCapViolation(799.99, 'weiz', caps, 'EUR')).toBeNull();
    expect(orderValueCapViolation(800.5, 'weiz', caps, 'EUR')?.code).toBe('order.valueCap');
  });
});
