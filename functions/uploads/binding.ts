/**
 * The binding of an upload to the browser that made it (decision): the storefront keeps one
 * random upload token per browser (web/storefront/store/uploads.ts, localStorage, 128 bits) and
 * sends it with every upload and with the order. The upload stores only its SHA-256
 * (`tokenHash`); order create accepts a file only when the order's token hashes to the file's
 * `tokenHash` (functions/orders/checks.ts). So a file address someone found or was sent (its
 * `publicHash` is in every link) cannot be attached to a stranger's order, and the token never
 * appears in a URL. A per-browser token rather than the checkout's idempotency key, because
 * files are uploaded in the product overlay, long before the checkout makes its key.
 */
import { createHash } from 'node:crypto';

export function uploadTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
