/**
 * `PUT /api/orders/{id}/items/{itemIndex}` (staff, backoffice.md §4): the real weight or count of
 * a line at the counter. The rules (when, which amounts, what is kept) are in
 * shared/order-status/item-update.ts; the prices come from shared/pricing/order-lines.ts, the
 * same code order create prices with.
 *
 * Request: `itemIndex` the line's position (0-based); body `{amount: number > 0, unit?: unit id}`
 * (unit: one of the product's units; default the line's unit).
 * Answers:
 * - 200 the changed order: the line's `amount`, `unit`, `price` and `pricingModel` new,
 *   `orderedAmount` / `orderedUnit` what was ordered; every line's price and the order's
 *   `pricing` (subtotal, delivery fee with its free-from rule, totals, taxes per rate) computed
 *   again from the stored line (product snapshot, parts) and the order's delivery-area terms;
 * - 400 body not that shape, unit not one of the product's (`orderItem.unit`), amount with more
 *   than three decimals, not whole for counted units or more than ten times the ordered amount
 *   (`orderItem.amount…`), each with `field`;
 * - 401 / 403 / 404 as every staff order action (./changes.ts); 404 `orderItem.unknown` for a
 *   position the order does not have;
 * - 409 `orderItem.closed` (in delivery / ready for pickup, or ended), `orderItem.onlinePayment`
 *   (paid online: the charged amount cannot change), `orderItem.productUnknown` (a line without
 *   snapshot whose product was deleted).
 *
 * A line without a snapshot (an order entered in the back office, which sends no prices of the
 * catalogue) is priced with the product as it is now, and a delivery order without stored terms
 * with its branch's area of that name now. No event: nothing consumes a changed amount (the
 * receipt is printed on confirmation, the detail reloads after the call).
 */
import * as z from 'zod';
import { orderTypeOf } from '#shared/cart/cart.ts';
import { orderActionMessages } from '#shared/i18n/order-actions.ts';
import type { CartItemPart } from '#shared/items/parts.ts';
import { itemUpdateRefusal, repriceWithCounterAmount, type RepricedLine } from '#shared/order-status/item-update.ts';
import type { DeliveryArea, PricedProduct } from '#shared/pricing/pricing.ts';
import { unitSchema } from '#shared/schemas/catalogue.ts';
import { idSchema } from '#shared/schemas/common.ts';
import type { OrderItem } from '#shared/schemas/order.ts';
import type { EntityData } from '../db/entities';
import { getEntities, getEntity, type StoredOrder } from '../db/repository';
import { ApiError } from '../lib/errors';
import { idParams } from '../lib/crud-routes';
import { branchIdOf, policies, clientView } from '../lib/policies';
import { route, type RouteDefinition } from '../lib/router';
import { changeOrder, staffOrder } from './changes';
import { orderActionError } from './status-actions';

export const itemParamsSchema = idParams.extend({ itemIndex: z.string().max(20) });

export const itemUpdateBodySchema = z.object({
  amount: z.number().positive().max(1_000_000),
  unit: unitSchema.optional(),
});
export type ItemUpdateBody = z.infer<typeof itemUpdateBodySchema>;

const unknownItem = (): ApiError => new ApiError(404, [{ code: 'orderItem.unknown', message: orderActionMessages['orderItem.unknown'] }]);

type StoredLine = OrderItem & { productSnapshot?: PricedProduct };

const linesOf = (order: StoredOrder): StoredLine[] => order.items;

/** What the lines are priced from besides their snapshots: the products now, and the delivery area now. */
interface CurrentCatalogue {
  products: ReadonlyMap<string, PricedProduct>;
  deliveryArea: DeliveryArea | null;
}

async function currentCatalogue(order: StoredOrder): Promise<CurrentCatalogue> {
  const missing = linesOf(order)
    .filter((line) => !line.productSnapshot)
    .map((line) => line.product.id);
  const needsArea = order.isDelivery === true && !order.deliveryAreaTerms;
  const branchId = branchIdOf(order);
  const [products, branch] = await Promise.all([
    missing.length > 0
      ? getEntities(
          'Product',
          missing.filter((id) => idSchema.safeParse(id).success),
        )
      : [],
    needsArea && branchId ? getEntity('Branch', branchId) : undefined,
  ]);
  const deliveryArea = (branch?.deliveryAreas ?? []).find((area) => area.area === order.deliveryArea) ?? null;
  return { products: new Map(products.map((product) => [product.id, product])), deliveryArea };
}

/** The order's line `index` at the counter amount, every line and the totals priced again. */
function withCounterAmount(order: StoredOrder, index: number, body: ItemUpdateBody, catalogue: CurrentCatalogue): EntityData {
  const refusal = itemUpdateRefusal(order);
  if (refusal) throw orderActionError(refusal);
  const stored = linesOf(order);
  if (!stored[index]) throw unknownItem();
  const lines: RepricedLine[] = stored.map((line) => {
    const product = line.productSnapshot ?? catalogue.products.get(line.product.id);
    if (!product) throw orderActionError('orderItem.productUnknown');
    return {
      product: { ...product, name: line.product.name ?? product.name },
      amount: line.amount,
      unit: line.unit,
      parts: line.parts as CartItemPart[],
      orderedAmount: line.orderedAmount,
      orderedUnit: line.orderedUnit,
    };
  });
  const deliveryArea = order.isDelivery === true ? ((order.deliveryAreaTerms as DeliveryArea | undefined) ?? catalogue.deliveryArea) : null;
  const result = repriceWithCounterAmount(
    { orderType: orderTypeOf({ isDelivery: order.isDelivery === true, isDineIn: order.isDineIn === true }), deliveryArea, lines },
    { index, amount: body.amount, unit: body.unit },
  );
  if (!result.ok) throw new ApiError(result.status, [{ ...result.error, ...(result.field ? { field: result.field } : {}) }]);
  const items = stored.map((line, position) => (position === index ? { ...line, ...result.line } : { ...line, ...result.lines[position] }));
  return { ...order, items, pricing: result.pricing };
}

export const itemUpdateRoute: RouteDefinition = route({
  params: itemParamsSchema,
  body: itemUpdateBodySchema,
  handle: async ({ caller, params, body }) => {
    const { order } = await staffOrder(caller, params.id);
    // A position is a plain index; anything else names no line either.
    const index = /^\d{1,4}$/.test(params.itemIndex) ? Number(params.itemIndex) : -1;
    if (index < 0) throw unknownItem();
    const catalogue = await currentCatalogue(order);
    const { after } = await changeOrder(order, (current) => withCounterAmount(current, index, body, catalogue));
    return clientView(policies.orders, after);
  },
});
