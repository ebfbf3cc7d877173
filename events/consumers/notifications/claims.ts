/**
 * Idempotency of a consumer whose side effect cannot be undone and does not live in the table
 * (an e-mail, an SMS): a claim item (keys.ts consumerClaimKey, entityType "Claim") is written
 * conditionally before the message goes out, marked `sent` afterwards, and deleted when sending
 * fails, so the retry of the event sends it. The same event delivered twice finds the claim and
 * sends nothing.
 *
 * A claim being sent holds a lease: a second delivery that finds a live lease throws
 * ClaimBusyError (the event is retried later and then finds `sent`, or the claim released). A
 * lease left behind by a run that died without releasing (Lambda timeout) expires, and the next
 * delivery takes the claim over. The lease outlasts the consumer's 60 s timeout, so a run that
 * is still sending is never taken over.
 *
 * Decision: claims, not the idempotency utility of Powertools for AWS Lambda
 * (@aws-lambda-powertools/idempotency 2.35, measured with esbuild as `npm run bench` bundles):
 * - When marking its record done fails after the message went out, it fails the invocation; the
 *   event is retried and, once the in-progress record expires, the message is sent again.
 *   sendOnce keeps the event successful and logs the unmarked claim.
 * - It adds 44.9 KB to a bundle (order SMS consumer 159.9 → 204.8 KB) and keys its records by
 *   the Lambda's function name (or a prefix) and a hash of the payload, outside the key
 *   vocabulary of keys.ts.
 * - Order create (functions/orders/create.ts) cannot use it either: its key is a uniqueness item
 *   written in the same transaction as the order and kept as long as the order, while the utility
 *   writes its own record beside the work and keeps the answer for a set time (1 hour by
 *   default); and it would take the orders Lambda from 275.1 to 320.0 KB, over the 300 KB budget.
 */
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '#functions/db/client.ts';
import { consumerClaimKey, type PrimaryKey } from '#functions/db/keys.ts';
import type { Logger } from '#functions/lib/logger.ts';

/** Longer than the consumer timeout (infra/constructs/event-consumer.ts, 60 s). */
export const CLAIM_LEASE_MS = 90_000;

/**
 * Decision: 30 days, longer than any redelivery: EventBridge and Lambda give up after 6 hours and
 * the dead-letter queue keeps an event 14 days for a redrive, which must still find the claim.
 */
export const CLAIM_TTL_SECONDS = 30 * 86_400;

export interface Claim {
  key: PrimaryKey;
  /** Random id of this run; only the owner marks or releases the claim. */
  token: string;
}

/** Another run is sending this message right now; retry the event later. */
export class ClaimBusyError extends Error {
  override readonly name = 'ClaimBusyError';
}

const isConditionFailure = (error: unknown): boolean => error instanceof Error && error.name === 'ConditionalCheckFailedException';

/**
 * Claims `subject` (keys.ts claimSubject) for `consumer`. Answers the claim, or undefined when the
 * work was done before; throws ClaimBusyError while another run holds it.
 */
export async function claimWork(consumer: string, subject: string, now: Date = new Date()): Promise<Claim | undefined> {
  const key = consumerClaimKey(consumer, subject);
  const token = randomUUID();
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...key,
          entityType: 'Claim',
          consumer,
          subject,
          state: 'claimed',
          token,
          claimedAt: now.toISOString(),
          leaseUntil: now.getTime() + CLAIM_LEASE_MS,
          ttl: Math.floor(now.getTime() / 1000) + CLAIM_TTL_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR (#state = :claimed AND leaseUntil < :now)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':claimed': 'claimed', ':now': now.getTime() },
      }),
    );
    return { key, token };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const existing = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  if (existing.Item?.state === 'sent') return undefined;
  // Claimed with a live lease (or released in between): either way, try again later.
  throw new ClaimBusyError(`${consumer} ${subject} is being handled by another run`);
}

/** The work is done: later deliveries skip it. `details` (e.g. the provider's message id) are kept on the claim. */
export async function markClaimDone(claim: Claim, details: Record<string, string> = {}, now: Date = new Date()): Promise<void> {
  const names: Record<string, string> = { '#state': 'state', '#token': 'token' };
  const values: Record<string, unknown> = { ':sent': 'sent', ':token': claim.token, ':at': now.toISOString() };
  const sets = ['#state = :sent', 'sentAt = :at'];
  Object.entries(details).forEach(([name, value], index) => {
    names[`#d${index}`] = name;
    values[`:d${index}`] = value;
    sets.push(`#d${index} = :d${index}`);
  });
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: claim.key,
      UpdateExpression: `SET ${sets.join(', ')} REMOVE leaseUntil`,
      ConditionExpression: '#token = :token',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

/** The work failed: the claim goes, so the retry of the event does the work. Only the owner releases. */
export async function releaseClaim(claim: Claim): Promise<void> {
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: claim.key,
        ConditionExpression: '#token = :token AND #state = :claimed',
        ExpressionAttributeNames: { '#state': 'state', '#token': 'token' },
        ExpressionAttributeValues: { ':token': claim.token, ':claimed': 'claimed' },
      }),
    );
  } catch (error) {
    // Taken over after an expired lease: the new owner decides.
    if (!isConditionFailure(error)) throw error;
  }
}

/** What a send answers: the provider's message id, or why nothing was sent (e.g. the recipient's cap). */
export type SendResult = string | { skipped: string };

/**
 * Sends one message at most once per `consumer` and `subject`: claims, sends, marks the claim
 * sent. Answers the provider's message id (or the `skipped` reason `send` gave, which is kept on
 * the claim likewise, so a redelivery does nothing either), or undefined when it was done before.
 * When sending fails the claim is released and the error thrown, so the event is retried (and
 * after the last try kept in the dead-letter queue); once sent, nothing fails the event any more
 * (a retry would send again), a claim left unmarked is only logged.
 */
export async function sendOnce<T extends SendResult>(
  consumer: string,
  subject: string,
  send: () => Promise<T>,
  log: Pick<Logger, 'error'>,
  context: Record<string, unknown> = {},
): Promise<T | undefined> {
  const claim = await claimWork(consumer, subject);
  if (!claim) return undefined;
  let result: T;
  try {
    result = await send();
  } catch (error) {
    await releaseClaim(claim);
    throw error;
  }
  const details: Record<string, string> = typeof result === 'string' ? { messageId: result } : { skipped: result.skipped };
  try {
    await markClaimDone(claim, details);
  } catch (error) {
    log.error('message sent, but its claim was not marked sent', { ...context, ...details, error });
  }
  return result;
}
