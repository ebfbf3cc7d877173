/**
 * Where the payment routes send the customer's browser (302 `location`), all on the shop's own
 * origin except the provider's payment page.
 *
 * Order create (functions/orders) imports only this module of the payments: it answers the start
 * page as `paymentRedirectUrl` and must not load the providers' clients (DESIGN.md §9 budget).
 */
import type { EntityData } from '../db/entities';
import { getEntity, type StoredEntity } from '../db/repository';
import { branchIdOf } from '../lib/policies';
import { Reply } from '../lib/router';

/** An order, or just its public link (uid + hash). */
type OrderLink = EntityData;

const linkOf = (order: OrderLink): string => `${encodeURIComponent(String(order.uid))}/${encodeURIComponent(String(order.hash))}`;

export const redirect = (location: string): Reply => new Reply(302, null, { location });

/** The customer's status page (storefront). */
export const statusPage = (order: OrderLink): string => `/status/${linkOf(order)}`;

/**
 * GET /api/payments/start/{uid}/{hash} (./start-route.ts): creates the provider's payment and
 * sends the browser on to it. Relative: the storefront and /api/* share one origin (CloudFront,
 * the local server), so the link needs no configured public address.
 */
export const paymentStartPage = (order: OrderLink): string => `/api/payments/start/${linkOf(order)}`;

/**
 * checkout/error of the order's branch (storefront.md: 'A return from a failed payment arrives at
 * checkout/error'; the cart and the form are still there), or the status page for an order whose
 * branch is gone.
 */
export async function failedPaymentPage(order: StoredEntity): Promise<string> {
  const branchId = branchIdOf(order);
  const branch = branchId ? await getEntity('Branch', branchId) : undefined;
  return typeof branch?.identifier === 'string' ? `/store/${encodeURIComponent(branch.identifier)}/checkout/error` : statusPage(order);
}
