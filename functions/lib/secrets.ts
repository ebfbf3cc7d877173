/**
 * Secrets in paths (order-screen API keys, time-tracking access tokens, public order hashes):
 * stored as SHA-256 hashes where the server need not show them again, always compared in
 * constant time. The keys are long random strings, so an unsalted hash is enough.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const sha256 = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

export function hashSecret(secret: string): string {
  return sha256(secret).toString('hex');
}

/** Whether `secret` hashes to `storedHash`, in constant time. */
export function matchesHash(secret: string, storedHash: unknown): boolean {
  if (typeof storedHash !== 'string' || !/^[0-9a-f]{64}$/.test(storedHash)) return false;
  return timingSafeEqual(sha256(secret), Buffer.from(storedHash, 'hex'));
}

/** String equality in constant time (both sides hashed to equal length first). */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}

/** A URL-safe random string of `bytes` random bytes (16 bytes = 128 bits). */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * A record's write-only secret (a branch's order-screen key, a printer's key) as it is stored:
 * its hash under `hashField`; without a new secret the stored hash stays; never the secret itself.
 */
export function withSecretHash<T extends object, K extends string>(
  fields: T,
  secret: string | undefined,
  hashField: K,
  previous: Record<string, unknown> | undefined,
): T & Partial<Record<K, string>> {
  const hash = secret ? hashSecret(secret) : previous?.[hashField];
  return typeof hash === 'string' ? { ...fields, [hashField]: hash } : fields;
}
