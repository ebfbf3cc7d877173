/**
 * Consumer `order-statistics` (events/rules.ts): adds every order to the roll-ups of the
 * statistics (shared/statistics/order-rollups.ts says what each metric counts,
 * docs/order-origins.md the whole picture).
 *
 * Events:
 * - `OrderPlaced`: the order is placed (cash, card and voucher at create; online payments when paid);
 * - `OrderConfirmed` of an order staff entered (`enteredBy`): a phone order publishes no
 *   OrderPlaced (functions/orders/create.ts), its confirmation is its placement; other
 *   confirmations are ignored (their order came with OrderPlaced);
 * - `OrderCanceled`, `OrderRejected`: a counted order is taken back on its placement day; an order
 *   that was never placed (an online payment abandoned, then canceled) changes nothing.
 *
 * Idempotent and independent of delivery order, with claim items (keys.ts consumerClaimKey):
 * - placement first stores what it adds (`counted`, with the increments: a later cancellation
 *   takes back exactly that, even after the lines were weighed again), then writes the counters in
 *   transactions of at most 99 writes, each with its own claim (`placed#<n>`): a chunk is written
 *   once or not at all, a retry writes the chunks still missing;
 * - a cancellation stores that it was seen (`cancel-seen`) and then, if the order was counted,
 *   takes it back the same way (`canceled#<n>`);
 * - placement looks for `cancel-seen` after writing, so a cancellation that arrives first is
 *   applied when the placement arrives. Whichever sees both applies it; the chunk claims make sure
 *   it happens once.
 * Decision: claims without expiry (a few hundred bytes per order): a cancellation months later
 * must still find what the placement added.
 */
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { EventBridgeEvent } from 'aws-lambda';
import {
  cancellationIncrements,
  placementIncrements,
  wasPlaced,
  wasTakenBack,
  type CountedOrder,
  type OrderPlacementState,
  type OrderRollupIncrement,
} from '#shared/statistics/order-rollups.ts';
import { orderOriginSchema } from '#shared/statistics/origins.ts';
import { documentClient, tableName } from '#functions/db/client.ts';
import { claimSubject, consumerClaimKey } from '#functions/db/keys.ts';
import { getEntity } from '#functions/db/repository.ts';
import { rollupUpdates, type RollupIncrement } from '#functions/db/rollups.ts';
import { readConfig } from '#functions/lib/config.ts';
import { failOnInvalidRecord } from '#functions/lib/invalid-records.ts';
import { createLogger, type Logger } from '#functions/lib/logger.ts';
import { orderPlacedDetailSchema, ORDER_PLACED } from '../../contracts/orders';
import { ORDER_STATUS_EVENTS, orderStatusChangedDetailSchema } from '../../contracts/order-status';

export const ORDER_STATISTICS_CONSUMER = 'order-statistics';

/** A transaction holds 100 items: the chunk's claim and 99 counter writes. */
const CHUNK_WRITES = 99;

const claimKey = (orderId: string, step: string) => consumerClaimKey(ORDER_STATISTICS_CONSUMER, claimSubject.orderEvent(orderId, step));

const isConditionFailure = (error: unknown): boolean => error instanceof Error && error.name === 'ConditionalCheckFailedException';

/** The order as the roll-ups read it; undefined when it lacks a branch or lines. */
function countedOrder(order: Record<string, unknown> & { id: string; createdAt: string }): CountedOrder | undefined {
  const branch = order.branch as { id?: unknown } | undefined;
  if (typeof branch?.id !== 'string' || !Array.isArray(order.items)) return undefined;
  const origin = orderOriginSchema.safeParse(order.origin);
  return {
    id: order.id,
    createdAt: order.createdAt,
    branch: { id: branch.id },
    items: order.items as CountedOrder['items'],
    pricing: order.pricing as CountedOrder['pricing'],
    ...(origin.success ? { origin: origin.data } : {}),
  };
}

/** Writes `increments` once per `step` of the order: chunks of counter writes, each in one transaction with its claim. */
async function applyOnce(orderId: string, step: string, increments: readonly OrderRollupIncrement[], now: Date): Promise<number> {
  const updates = rollupUpdates(increments as RollupIncrement[]);
  let written = 0;
  for (let chunk = 0; chunk * CHUNK_WRITES < updates.length; chunk++) {
    const claim = claimKey(orderId, `${step}#${chunk}`);
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName(),
                Item: { ...claim, entityType: 'Claim', consumer: ORDER_STATISTICS_CONSUMER, createdAt: now.toISOString() },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            ...updates.slice(chunk * CHUNK_WRITES, (chunk + 1) * CHUNK_WRITES).map((update) => ({ Update: { TableName: tableName(), ...update } })),
          ],
        }),
      );
      written++;
    } catch (error) {
      const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons;
      // Written before (a redelivery, or the other event of a placement–cancellation pair).
      if (error instanceof Error && error.name === 'TransactionCanceledException' && reasons?.[0]?.Code === 'ConditionalCheckFailed') continue;
      throw error;
    }
  }
  return written;
}

/** What the placement added, stored once; a second run reads what the first stored. */
async function countedIncrements(order: CountedOrder, now: Date): Promise<OrderRollupIncrement[]> {
  const key = claimKey(order.id, 'counted');
  const increments = placementIncrements(order, readConfig().timeZone);
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, entityType: 'Claim', consumer: ORDER_STATISTICS_CONSUMER, createdAt: now.toISOString(), increments },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return increments;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return (await storedIncrements(order.id)) ?? increments;
}

async function storedIncrements(orderId: string): Promise<OrderRollupIncrement[] | undefined> {
  const item = await documentClient().send(new GetCommand({ TableName: tableName(), Key: claimKey(orderId, 'counted'), ConsistentRead: true }));
  return item.Item ? ((item.Item.increments as OrderRollupIncrement[] | undefined) ?? []) : undefined;
}

async function cancellationSeen(orderId: string): Promise<boolean> {
  const item = await documentClient().send(new GetCommand({ TableName: tableName(), Key: claimKey(orderId, 'cancel-seen'), ConsistentRead: true }));
  return item.Item !== undefined;
}

export type StatisticsOutcome = 'counted' | 'canceled' | 'ignored' | 'noOrder';

/** Counts a placed order (and takes it back at once when its cancellation came first). */
export async function countPlacement(orderId: string, log: Logger, now = new Date()): Promise<StatisticsOutcome> {
  const stored = await getEntity('Order', orderId, { consistent: true });
  const order = stored ? countedOrder(stored as never) : undefined;
  if (!order) {
    log.warn('order statistics: order not found or without branch and lines, not counted', { orderId });
    return 'noOrder';
  }
  const increments = await countedIncrements(order, now);
  const chunks = await applyOnce(orderId, 'placed', increments, now);
  log.info('order statistics: placement counted', { orderId, chunks });
  if (await cancellationSeen(orderId)) {
    await applyOnce(orderId, 'canceled', cancellationIncrements(increments), now);
    return 'canceled';
  }
  return 'counted';
}

/** Takes back a canceled or rejected order, if it was counted (else its placement will, should it still come). */
export async function countCancellation(orderId: string, log: Logger, now = new Date()): Promise<StatisticsOutcome> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...claimKey(orderId, 'cancel-seen'), entityType: 'Claim', consumer: ORDER_STATISTICS_CONSUMER, createdAt: now.toISOString() },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const increments = await storedIncrements(orderId);
  if (!increments) {
    log.info('order statistics: canceled order was never counted', { orderId });
    return 'ignored';
  }
  await applyOnce(orderId, 'canceled', cancellationIncrements(increments), now);
  log.info('order statistics: cancellation counted', { orderId });
  return 'canceled';
}

/**
 * Counts an order that was stored without its events reaching this consumer (the demo seed;
 * orders placed before the statistics existed): placed and taken back as its flags say
 * (shared/statistics/order-rollups.ts `wasPlaced`, `wasTakenBack`). Idempotent like the events.
 */
export async function countStoredOrder(orderId: string, log: Logger, now = new Date()): Promise<StatisticsOutcome> {
  const order = await getEntity('Order', orderId, { consistent: true });
  if (!order) return 'noOrder';
  const state = order as OrderPlacementState;
  if (!wasPlaced(state)) return 'ignored';
  const placed = await countPlacement(orderId, log, now);
  return wasTakenBack(state) ? countCancellation(orderId, log, now) : placed;
}

const CANCELING_EVENTS: ReadonlySet<string> = new Set([ORDER_STATUS_EVENTS.cancel, ORDER_STATUS_EVENTS.reject]);

/** Handles one event of the rule; answers what it did. */
export async function countOrderEvent(event: Pick<EventBridgeEvent<string, unknown>, 'detail-type' | 'detail'>, log: Logger): Promise<StatisticsOutcome> {
  const type = event['detail-type'];
  if (type === ORDER_PLACED) return countPlacement(orderPlacedDetailSchema.parse(event.detail).orderId, log);
  if (type === ORDER_STATUS_EVENTS.confirm) {
    const { orderId } = orderStatusChangedDetailSchema.parse(event.detail);
    const order = await getEntity('Order', orderId, { consistent: true });
    return order?.enteredBy ? countPlacement(orderId, log) : 'ignored';
  }
  if (CANCELING_EVENTS.has(type)) return countCancellation(orderStatusChangedDetailSchema.parse(event.detail).orderId, log);
  log.warn('order statistics: event of an unexpected type ignored');
  return 'ignored';
}

export async function handler(event: EventBridgeEvent<string, unknown>): Promise<void> {
  const log = createLogger({ consumer: ORDER_STATISTICS_CONSUMER, eventId: event.id, detailType: event['detail-type'] });
  await failOnInvalidRecord(log, () => countOrderEvent(event, log));
}
