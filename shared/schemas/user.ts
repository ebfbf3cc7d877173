/**
 * Users of the back office and of time tracking (backoffice.md §3 "User", §6).
 *
 * Decisions where the spec is silent:
 * - `username` is the Cognito user name; the server finds the record of a signed-in caller by the
 *   token's `username` claim. Roles for access decisions come from the token's groups; `roles`
 *   here is what the back office shows and edits.
 * - The "user sub-object" holds the person's profile (first and last name, phone).
 * - `accessToken` (time tracking) is write-only: the server stores its hash and answers
 *   `hasAccessToken`.
 * - Every user has a Cognito account of the same user name (functions/users); its groups are the
 *   roles, and the e-mail address receives the temporary password, so a new user needs one.
 */
import * as z from 'zod';
import { optionalEmail, recordMeta, refSchema, requiredText, trimmedText } from './common';

export const ROLES = ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] as const;
export type Role = (typeof ROLES)[number];

export const userInputSchema = z.object({
  username: requiredText(128).regex(/^[A-Za-z0-9._@+-]+$/, { error: 'api.validation.format' }),
  name: requiredText(200),
  email: optionalEmail,
  roles: z.array(z.enum(ROLES)).max(ROLES.length).default([]),
  branches: z.array(refSchema).max(100).default([]),
  user: z
    .object({
      firstName: trimmedText(100).optional(),
      lastName: trimmedText(100).optional(),
      phone: trimmedText(50).optional(),
    })
    .default({}),
  accessToken: z.string().min(16, { error: 'api.validation.secretTooShort' }).max(200).optional(),
});
export type UserInput = z.infer<typeof userInputSchema>;

/**
 * `isEnabled` is managed by the server (POST /users/{id}/disable and /enable, not the record's
 * PUT); a record without it is enabled. A disabled user can neither sign in nor call the API.
 */
export const userSchema = userInputSchema.omit({ accessToken: true }).extend({ ...recordMeta, hasAccessToken: z.boolean(), isEnabled: z.boolean().optional() });
export type User = z.infer<typeof userSchema>;

/** A user as stored: the time-tracking access token only as its SHA-256 hash (hex); clients see `hasAccessToken`. */
export const storedUserSchema = userSchema.omit({ hasAccessToken: true }).extend({ accessTokenHash: z.string().optional() });

/** `GET /users/me`: the caller's record, with the roles that count for access (token and record agree). */
export const meSchema = userSchema.partial({ entityType: true, version: true, createdAt: true, updatedAt: true, hasAccessToken: true });
export type Me = z.infer<typeof meSchema>;
