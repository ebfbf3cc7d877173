/**
 * The caps of one online order (docs/order-limits.md): how much of one product and how much value
 * a single order from the storefront may carry. Above them the shop wants to be called or asked for
 * a quotation: a large order that is real is worth a phone call, a fake one must not tie up the
 * counter or the stock. Pure: the order create check (functions/orders/checks.ts) passes the
 * priced lines, the caps of the shop config and the branch's phone.
 *
 * Amounts of one product are added up over all its lines (the same product in ten lines counts
 * ten times). Weight lines count in kilograms, volume lines in litres (both against
 * `maxKilogramsPerProduct`), count units (piece, serving, pair, person, package) in pieces
 * (`maxPiecesPerProduct`); lengths, areas and cubic units are not capped. Exact decimals: 100 ×
 * 10 dag is exactly 10 kg and within a 10 kg cap.
 */
import { orderingMessages } from '../i18n/ordering';
import { add, compare, decimal, divide, multiply, type Decimal } from '../money/decimal';
import { formatMoney, money } from '../money/money';
import { formatQuantity } from '../quantity/format';
import type { OrderCaps } from '../schemas/config';
import { getUnit, isUnitId } from '../units/units';

export interface CapLine {
  productId: string;
  productName: string;
  amount: number;
  unit: string;
}

export interface CapViolation {
  /** `order.productCap` (per product) or `order.valueCap` (order value). */
  code: 'order.productCap' | 'order.valueCap';
  /** The first line of the product over its cap; absent for the order value. */
  lineIndex?: number;
  message: string;
}

type Measure = 'kilograms' | 'litres' | 'pieces';

const COUNT_TYPES = new Set(['amount', 'serving', 'pair', 'person', 'package']);

/** What a line counts against, and how much, in kg, l or pieces; null for uncapped units. */
function measureOf(amount: number, unit: string): { measure: Measure; value: Decimal } | null {
  if (!isUnitId(unit)) return null;
  const definition = getUnit(unit);
  if (COUNT_TYPES.has(definition.type)) return { measure: 'pieces', value: decimal(amount) };
  // Base units are gram and millilitre; 1000 of them are a kilogram or a litre.
  const inThousandths = (): Decimal => divide(multiply(decimal(amount), decimal(definition.factor)), decimal(1000), 6);
  if (definition.type === 'weight') return { measure: 'kilograms', value: inThousandths() };
  if (definition.type === 'volume') return { measure: 'litres', value: inThousandths() };
  return null;
}

const CAP_UNIT: Record<Measure, string> = { kilograms: 'kilogram', litres: 'liter', pieces: 'amount' };

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const hasPhone = (phone: string | undefined): phone is string => phone !== undefined && phone.trim() !== '';

/** The lines over the per-product caps: one violation per product, at its first line. */
export function productCapViolations(lines: readonly CapLine[], caps: OrderCaps, phone?: string): CapViolation[] {
  const totals = new Map<string, { firstIndex: number; name: string; sums: Partial<Record<Measure, Decimal>> }>();
  lines.forEach((line, index) => {
    const measured = measureOf(line.amount, line.unit);
    if (!measured) return;
    const entry = totals.get(line.productId) ?? { firstIndex: index, name: line.productName, sums: {} };
    entry.sums[measured.measure] = add(entry.sums[measured.measure] ?? decimal(0), measured.value);
    totals.set(line.productId, entry);
  });
  const violations: CapViolation[] = [];
  for (const entry of totals.values()) {
    const over = (['kilograms', 'litres', 'pieces'] as const).find((measure) => {
      const sum = entry.sums[measure];
      const cap = measure === 'pieces' ? caps.maxPiecesPerProduct : caps.maxKilogramsPerProduct;
      return sum !== undefined && compare(sum, decimal(cap)) > 0;
    });
    if (!over) continue;
    const max = formatQuantity(over === 'pieces' ? caps.maxPiecesPerProduct : caps.maxKilogramsPerProduct, CAP_UNIT[over]);
    const message = hasPhone(phone)
      ? fill(orderingMessages['ordering.cap.productWithPhone'], { product: entry.name, max, phone })
      : fill(orderingMessages['ordering.cap.product'], { product: entry.name, max });
    violations.push({ code: 'order.productCap', lineIndex: entry.firstIndex, message });
  }
  return violations.sort((a, b) => (a.lineIndex ?? 0) - (b.lineIndex ?? 0));
}

/** The order value cap of a branch: its own entry in `maxOrderGrossByBranch`, else `maxOrderGross`. */
export function maxOrderGrossOf(caps: OrderCaps, branchId: string): number {
  return caps.maxOrderGrossByBranch[branchId] ?? caps.maxOrderGross;
}

/** The violation when the order's gross total is above the branch's cap (equal is allowed). */
export function orderValueCapViolation(totalGross: number, branchId: string, caps: OrderCaps, currency: string, phone?: string): CapViolation | null {
  const cap = maxOrderGrossOf(caps, branchId);
  if (compare(decimal(totalGross), decimal(cap)) <= 0) return null;
  const max = formatMoney(money(cap), currency);
  const message = hasPhone(phone)
    ? fill(orderingMessages['ordering.cap.orderValueWithPhone'], { max, phone })
    : fill(orderingMessages['ordering.cap.orderValue'], { max });
  return { code: 'order.valueCap', message };
}
