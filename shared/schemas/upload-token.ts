/**
 * A browser's upload token (docs/mail-and-uploads.md): its own module because order create needs
 * it, and the rest of ./media.ts (images, templates, uploads) has no place in that Lambda.
 */
import * as z from 'zod';

/** A browser's upload token: 22–100 URL-safe characters (the storefront makes 128 random bits). */
export const uploadTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,100}$/, { error: 'api.validation.idempotencyKey' });
