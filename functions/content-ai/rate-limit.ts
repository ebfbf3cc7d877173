/**
 * The cap on content generations per staff user: each one costs a model call, so a stuck button
 * or a script cannot run up the shop's Bedrock bill.
 *
 * Decisions (the same counter shape as the contact form's and the message recipients' caps,
 * functions/forms/rate-limit.ts, events/consumers/notifications/recipient-limit.ts):
 * - At most GENERATIONS_PER_HOUR per user in one UTC clock hour (a fixed window). Writing a page
 *   takes a few tries; twenty leave room for a busy afternoon of editing.
 * - One counter item per user and hour (keys.ts contentGenerationLimitKey), a conditional `ADD`
 *   that fails once the cap is reached; the item expires (`ttl`) two hours after its hour. The
 *   user is named by a SHA-256 hex of their id, so the key holds no name.
 * - Counted after the request passed its checks and before the model is asked: a failed model
 *   call keeps its count (the cap errs on the side of fewer calls).
 */
import { createHash } from 'node:crypto';
import { takeAllowance } from '../db/allowance-counters';
import { contentGenerationLimitKey } from '../db/keys';

export const GENERATIONS_PER_HOUR = 20;

/** Counter items stay two hours after their hour, then DynamoDB removes them. */
const COUNTER_TTL_SECONDS = 3 * 3600;

/** SHA-256 hex of a user id: what the counter key and the log name a user by. */
export function userHash(userId: string): string {
  return createHash('sha256').update(`content-ai\u0000${userId}`, 'utf8').digest('hex');
}

/** Counts one generation of the user in the current hour; false (and nothing counted) once the user had `limit`. */
export async function takeGenerationAllowance(userId: string, now: Date = new Date(), limit: number = GENERATIONS_PER_HOUR): Promise<boolean> {
  const hour = now.toISOString().slice(0, 13);
  const hourStart = Date.parse(`${hour}:00:00.000Z`);
  return takeAllowance({
    key: contentGenerationLimitKey(userHash(userId), hour),
    limit,
    entityType: 'ContentGenerationLimit',
    expiresAt: Math.floor(hourStart / 1000) + COUNTER_TTL_SECONDS,
  });
}
