/**
 * A cap on the customer messages one recipient gets, across orders: order create is anonymous,
 * so without it anyone could make the shop write to any address or number as often as they
 * place orders.
 *
 * Decisions:
 * - At most CUSTOMER_EMAILS_PER_HOUR e-mails per address and CUSTOMER_SMS_PER_HOUR SMS per
 *   number in one UTC clock hour (a fixed window: at the turn of an hour up to twice the cap can
 *   arrive within 60 minutes). A real order sends 2–4 messages (new, confirmed, ready; SMS 1–3), so a
 *   customer with a few orders an hour never meets the cap.
 * - Counted with one counter item per recipient and hour (keys.ts messageLimitKey), a
 *   conditional `ADD` that fails once the cap is reached; the item expires (`ttl`) two hours
 *   after its hour. The recipient is hashed (SHA-256 of the lower-case address or the E.164
 *   number), so no address is a key.
 * - Counted after the consumer's claim and before sending: a redelivered event is stopped by its
 *   claim and never counts twice; a send that fails after counting keeps its count (the cap errs
 *   on the side of fewer messages).
 * - Over the cap the message is not sent, the claim is marked done with `skipped`, it is logged,
 *   and the event succeeds: nothing retries it. Staff resends count like any other message.
 * - The shop's own alerts (to the settings' addresses) are not capped.
 */
import { createHash } from 'node:crypto';
import { takeAllowance } from '#functions/db/allowance-counters.ts';
import { messageLimitKey } from '#functions/db/keys.ts';
import type { NotificationChannel } from '../../contracts/notifications';

export const CUSTOMER_EMAILS_PER_HOUR = 10;
export const CUSTOMER_SMS_PER_HOUR = 8;

/** Counter items stay two hours after their hour, then DynamoDB removes them. */
const COUNTER_TTL_SECONDS = 3 * 3600;

export function recipientLimit(channel: NotificationChannel): number {
  return channel === 'email' ? CUSTOMER_EMAILS_PER_HOUR : CUSTOMER_SMS_PER_HOUR;
}

/** SHA-256 hex of the recipient as it is compared: addresses case-insensitively, numbers as given (E.164). */
export function recipientHash(channel: NotificationChannel, recipient: string): string {
  const normalised = channel === 'email' ? recipient.trim().toLowerCase() : recipient.trim();
  return createHash('sha256').update(normalised, 'utf8').digest('hex');
}

/**
 * Counts one message to `recipient` in the current hour; answers false (and counts nothing) when
 * the recipient already had `limit` messages this hour.
 */
export async function takeRecipientAllowance(
  channel: NotificationChannel,
  recipient: string,
  now: Date = new Date(),
  limit: number = recipientLimit(channel),
): Promise<boolean> {
  const hour = now.toISOString().slice(0, 13);
  const hourStart = Date.parse(`${hour}:00:00.000Z`);
  return takeAllowance({
    key: messageLimitKey(channel, recipientHash(channel, recipient), hour),
    limit,
    entityType: 'MessageLimit',
    expiresAt: Math.floor(hourStart / 1000) + COUNTER_TTL_SECONDS,
  });
}
