/**
 * A scan of one of the shop's QR codes (backoffice.md §2 "QR codes looked up by path",
 * docs/order-origins.md): `GET /{path}` of an enabled code answers 302 to its target and counts
 * the scan. The pages Lambda asks for it before redirect records and pages (functions/pages/answer.ts).
 *
 * - `Cache-Control: no-store`, so neither CloudFront nor the browser keeps the answer and every
 *   scan reaches this code and is counted;
 * - a target on the shop (a path) gets `qr=<id>` added to its query: the storefront keeps it as
 *   the visit's origin (web/storefront/attribution), so an order placed after the scan counts for
 *   the code; an https target of an allowed partner host is left as it is;
 * - counted: `qr-code-origins` at the code's id and `qr-code-targets` at its target, for the
 *   branch whose store page the target is (`/store/{identifier}…`), else for all branches only.
 *   Nothing about the visitor is stored (no address, no agent, no cookie);
 * - only GET counts (a HEAD of a link checker or preview does not), and a failing count is logged
 *   and never keeps the visitor from the target;
 * - a disabled or unknown path is no scan: the page answer of the path follows.
 */
import { isAllowedQrTarget } from '#shared/schemas/crm.ts';
import { localDateOf } from '#shared/time/zone.ts';
import { findByUnique } from '../db/repository';
import { addRollups } from '../db/rollups';
import { readConfig } from '../lib/config';
import type { Logger } from '../lib/logger';

export const QR_SCAN_CACHE_CONTROL = 'no-store';

export interface QrScan {
  location: string;
}

/**
 * Longest target kept as a `qr-code-targets` key: a roll-up's sort key holds at most 1024 bytes
 * (functions/db/keys.ts rollupKey), and a target is a short path in practice.
 */
const TARGET_KEY_LENGTH = 500;

/** A target as a Location header (ASCII, percent-encoded), when it is still allowed (shared/schemas/crm.ts isAllowedQrTarget). */
function targetLocation(target: string): string | undefined {
  const trimmed = target.trim();
  if (!isAllowedQrTarget(trimmed)) return undefined;
  try {
    const url = new URL(trimmed, 'https://shop.invalid');
    return trimmed.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.href;
  } catch {
    return undefined;
  }
}

/** The target as the visitor is sent there: a shop path with `qr=<id>` (before any #fragment), an address as it is. */
export function scanLocation(target: string, qrCodeId: string): string | undefined {
  const location = targetLocation(target);
  if (location === undefined || !location.startsWith('/')) return location;
  const hashAt = location.indexOf('#');
  const [pathAndQuery, fragment] = hashAt < 0 ? [location, ''] : [location.slice(0, hashAt), location.slice(hashAt)];
  const queryAt = pathAndQuery.indexOf('?');
  const path = queryAt < 0 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  const query = new URLSearchParams(queryAt < 0 ? '' : pathAndQuery.slice(queryAt + 1));
  query.set('qr', qrCodeId);
  return `${path}?${query.toString()}${fragment}`;
}

/** The branch identifier of a store page target (`/store/{identifier}` and its sub-pages). */
export function storeIdentifierOf(target: string): string | undefined {
  const match = /^\/store\/([^/?#]+)/.exec(target);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/** The answer of a scan of `path`, or undefined when no enabled QR code has it. */
export async function answerQrScan(path: string, options: { count: boolean; log: Logger; now?: Date }): Promise<QrScan | undefined> {
  const code = await findByUnique('QrCode', 'path', path);
  if (!code || code.isEnabled === false) return undefined;
  const target = typeof code.target === 'string' ? code.target : '';
  const location = scanLocation(target, code.id);
  if (location === undefined) {
    options.log.warn('pages: QR code target is neither a path nor an allowed address', { id: code.id });
    return undefined;
  }
  if (options.count) await countScan(code.id, target, options.log, options.now ?? new Date());
  return { location };
}

async function countScan(qrCodeId: string, target: string, log: Logger, now: Date): Promise<void> {
  try {
    const identifier = storeIdentifierOf(target);
    const branch = identifier ? await findByUnique('Branch', 'identifier', identifier) : undefined;
    const day = localDateOf(now, readConfig().timeZone);
    const branchId = branch?.id;
    await addRollups([
      { metric: 'qr-code-origins', branchId, day, key: qrCodeId },
      { metric: 'qr-code-targets', branchId, day, key: target.slice(0, TARGET_KEY_LENGTH) },
    ]);
  } catch (error) {
    log.error('pages: QR scan not counted', { qrCodeId, error });
  }
}
