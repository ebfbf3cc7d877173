/**
 * Consumer `order-receipt` (events/rules.ts): queues the receipt of an order for the printers of
 * its branch.
 *
 * - `OrderConfirmed`: every enabled printer of the order's branch gets one job (the receipt is the
 *   preparation slip of an accepted order).
 * - `OrderPrintRequested` (POST /orders/{id}/print): the same, or only the printer it names.
 *
 * Idempotent: the claim `CLAIM#order-receipt#<subject>` (subject: the order and detail type, or
 * the request id) is written in the same transaction as the jobs, conditional on being new. An
 * event delivered twice finds its claim and queues nothing; a failed transaction leaves neither
 * claim nor jobs, so the bus's retry queues them. Decision: one transaction rather than the claim
 * → side effect → done steps of the e-mail consumers, because here the side effect is a write to
 * the same table and can be atomic with its claim.
 *
 * A branch without a printer, or an order that no longer exists, is logged and skipped: a retry
 * could not change that, and the order is never blocked by printing.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { EventBridgeEvent } from 'aws-lambda';
import { orderStatusChangedDetailSchema } from '../../contracts/order-status';
import { ORDER_PRINT_REQUESTED, orderPrintRequestedDetailSchema } from '../../contracts/printing';
import { receiptBlocks } from '#shared/print/index.ts';
import { loadShopConfig } from '#functions/config/service.ts';
import { documentClient, tableName } from '#functions/db/client.ts';
import { claimSubject, consumerClaimKey } from '#functions/db/keys.ts';
import { getEntity } from '#functions/db/repository.ts';
import { ENV, readConfig } from '#functions/lib/config.ts';
import { createLogger, type Logger } from '#functions/lib/logger.ts';
import { branchIdOf } from '#functions/lib/policies.ts';
import { enabledPrinters } from '#functions/printing/devices.ts';
import { jobPut, newJob } from '#functions/printing/queue.ts';
import { failOnInvalidRecord } from '#functions/lib/invalid-records.ts';

export const RECEIPT_CONSUMER = 'order-receipt';
const ORDER_CONFIRMED = 'OrderConfirmed';

/** Claims are kept 30 days: far longer than EventBridge retries or redelivers an event. */
const CLAIM_LIFETIME_S = 30 * 24 * 60 * 60;
/** A transaction holds at most 100 items: the claim and up to 99 printers. */
const MAX_PRINTERS = 99;

export interface ReceiptRequest {
  orderId: string;
  /** Only this printer (it must be an enabled printer of the order's branch). */
  deviceId?: string;
  /** What the claim is for: claimSubject.orderEvent(…) or claimSubject.request(…). */
  subject: string;
}

export type ReceiptOutcome = 'queued' | 'duplicate' | 'noPrinter' | 'noOrder';

/** The shop's public origin for the status link (THEKE_PUBLIC_URL), if configured. */
const publicUrl = (): string | undefined => process.env[ENV.publicUrl] || undefined;

/** Queues the receipt of an order once per subject; answers what happened (and how many jobs). */
export async function queueReceipt(request: ReceiptRequest, log: Logger, now = new Date()): Promise<{ outcome: ReceiptOutcome; jobs: number }> {
  const order = await getEntity('Order', request.orderId, { consistent: true });
  const branchId = order ? branchIdOf(order) : undefined;
  if (!order || !branchId) {
    log.warn('receipt: order not found, nothing to print', { orderId: request.orderId });
    return { outcome: 'noOrder', jobs: 0 };
  }
  const printers = (await enabledPrinters(branchId)).filter((printer) => !request.deviceId || printer.id === request.deviceId);
  if (printers.length === 0) {
    log.info('receipt: no printer for the branch, nothing to print', { orderId: order.id, branchId, deviceId: request.deviceId });
    return { outcome: 'noPrinter', jobs: 0 };
  }
  if (printers.length > MAX_PRINTERS)
    log.warn('receipt: more printers than one transaction holds, printing on the first ones', { branchId, printers: printers.length });

  const [branch, shop] = await Promise.all([getEntity('Branch', branchId), loadShopConfig(log)]);
  const donatee = shop.config.enablePluginDonations && order.donatee ? await getEntity('Donatee', order.donatee.id) : undefined;
  const blocks = receiptBlocks({
    order,
    branch: branch ?? { name: '' },
    config: shop.config,
    donatee: typeof donatee?.name === 'string' ? { name: donatee.name } : undefined,
    publicUrl: publicUrl(),
    timeZone: readConfig().timeZone,
    now,
  });
  const jobs = printers.slice(0, MAX_PRINTERS).map((printer) => newJob(printer.id, 'receipt', blocks, now, order.id));
  const claim = consumerClaimKey(RECEIPT_CONSUMER, request.subject);
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...claim,
                entityType: 'Claim',
                consumer: RECEIPT_CONSUMER,
                subject: request.subject,
                createdAt: now.toISOString(),
                ttl: Math.floor(now.getTime() / 1000) + CLAIM_LIFETIME_S,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...jobs.map((job) => ({ Put: jobPut(job) })),
        ],
      }),
    );
  } catch (error) {
    const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons;
    if (error instanceof Error && error.name === 'TransactionCanceledException' && reasons?.[0]?.Code === 'ConditionalCheckFailed') {
      log.info('receipt: already queued for this event, skipped', { orderId: order.id, subject: request.subject });
      return { outcome: 'duplicate', jobs: 0 };
    }
    throw error;
  }
  log.info('receipt: queued', { orderId: order.id, subject: request.subject, devices: jobs.map((job) => job.deviceId) });
  return { outcome: 'queued', jobs: jobs.length };
}

/** The receipt request of a bus event; undefined for an event the rule should not have sent. */
export function receiptRequestOf(event: Pick<EventBridgeEvent<string, unknown>, 'detail-type' | 'detail'>): ReceiptRequest | undefined {
  if (event['detail-type'] === ORDER_CONFIRMED) {
    const detail = orderStatusChangedDetailSchema.parse(event.detail);
    return { orderId: detail.orderId, subject: claimSubject.orderEvent(detail.orderId, ORDER_CONFIRMED) };
  }
  if (event['detail-type'] === ORDER_PRINT_REQUESTED) {
    const detail = orderPrintRequestedDetailSchema.parse(event.detail);
    return { orderId: detail.orderId, deviceId: detail.deviceId, subject: claimSubject.request(detail.requestId) };
  }
  return undefined;
}

export async function handler(event: EventBridgeEvent<string, unknown>): Promise<void> {
  const log = createLogger({ consumer: RECEIPT_CONSUMER, eventId: event.id, detailType: event['detail-type'] });
  const request = receiptRequestOf(event);
  if (!request) {
    log.warn('receipt: event of an unexpected type ignored');
    return;
  }
  await failOnInvalidRecord(log, () => queueReceipt(request, log));
}
