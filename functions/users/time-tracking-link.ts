/**
 * The personal clock link of an employee (`/backend/time-tracking/{username}/{accessToken}`,
 * docs/users.md "The clock link"): an administrator makes it and can revoke it.
 *
 * - make: a new random token (32 bytes, base64url) whose SHA-256 hash replaces the stored one,
 *   so the previous link stops working at once; the token itself is answered this once and never
 *   stored or logged.
 * - revoke: the hash is removed; the link then answers 401 like a wrong token.
 *
 * Both write the User record through updateEntity (version-checked, audited). The Cognito account
 * is not involved: the clock page has no sign-in.
 */
import { updateEntity, type StoredEntity } from '../db/repository';
import { randomToken, hashSecret } from '../lib/secrets';

/** Random bytes of a clock-link token: 256 bits. */
export const ACCESS_TOKEN_BYTES = 32;

export interface TimeTrackingLink {
  username: string;
  accessToken: string;
  /** The page of the link, to be prefixed with the back office's origin. */
  path: string;
}

/** The clock page of a user name and token, e.g. /backend/time-tracking/sabine/abc… */
export const timeTrackingPagePath = (username: string, accessToken: string): string =>
  `/backend/time-tracking/${encodeURIComponent(username)}/${encodeURIComponent(accessToken)}`;

export async function makeTimeTrackingLink(previous: StoredEntity): Promise<TimeTrackingLink> {
  const accessToken = randomToken(ACCESS_TOKEN_BYTES);
  await updateEntity('User', previous.id, { ...previous, accessTokenHash: hashSecret(accessToken) }, previous.version, { previous });
  const username = String(previous.username);
  return { username, accessToken, path: timeTrackingPagePath(username, accessToken) };
}

/** Answers the record as it is afterwards (without a hash; the same when there was none). */
export async function revokeTimeTrackingLink(previous: StoredEntity): Promise<StoredEntity> {
  if (previous.accessTokenHash === undefined) return previous;
  const { accessTokenHash: _revoked, ...fields } = previous;
  return updateEntity('User', previous.id, fields, previous.version, { previous });
}
