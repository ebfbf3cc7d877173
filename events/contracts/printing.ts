/**
 * Printing events (DESIGN.md §6), source `theke.orders` like the other order events:
 *
 * - `OrderPrintRequested`: staff asked for the receipt of an order again
 *   (POST /api/orders/{id}/print); `requestId` is new per request, so the receipt consumer prints
 *   once per request however often the event arrives; `deviceId` names one printer of the
 *   order's branch, without it every enabled printer of the branch prints.
 *
 * The receipt consumer (events/consumers/printing/order-receipt.ts, rule `order-receipt` in ../rules.ts) also
 * takes `OrderConfirmed` (./order-status.ts): the receipt is the preparation slip of an accepted
 * order, so rejected orders waste no paper.
 */
import * as z from 'zod';

export const ORDER_PRINT_REQUESTED = 'OrderPrintRequested';

export const orderPrintRequestedDetailSchema = z.object({
  orderId: z.string(),
  branchId: z.string(),
  requestId: z.string(),
  deviceId: z.string().optional(),
});
export type OrderPrintRequestedDetail = z.infer<typeof orderPrintRequestedDetailSchema>;
