/**
 * Orders placed the way the storefront places them (POST /api/orders/public) at the seeded Graz
 * branch, for e2e tests of what staff and screens do with them. The appointment is the first slot
 * the shared slot rules offer now for Graz's hours as the API serves them, so no test depends on
 * the wall clock.
 */
import { randomInt } from 'node:crypto';
import { ulid } from 'ulid';
import { branchIds } from '../../infra/local/seed/ids';
import type { BranchHours } from '#shared/hours/index.ts';
import { appointmentSlots } from '#shared/slots/index.ts';
import { seededProducts } from './checkout-steps';

const TIME_ZONE = 'Europe/Vienna';

/** The order as the customer's status link shows it (GET /api/orders/public/{uid}/{hash}). */
export type PlacedOrder = Record<string, unknown> & { id: string; uid: string; hash: string; ticketNumber: number; appointmentDate: string };

/**
 * A takeaway order of 20 dag Extrawurst for Anna Huber at Graz, paid in cash; `overrides` replace
 * fields of the body (items, names, e-mail, comment …). `items` name the seeded products (their
 * configurable parts by position, none by default).
 */
export async function placeGrazOrder(
  baseUrl: string,
  {
    items = [{ product: 'Extrawurst', amount: 20, unit: 'decagram' }],
    ...overrides
  }: { items?: { product: string; amount: number; unit: string; parts?: { value: unknown }[] }[] } & Record<string, unknown> = {},
): Promise<PlacedOrder> {
  const product = await seededProducts(baseUrl);
  const init = (await (await fetch(`${baseUrl}/api/init`)).json()) as { data: { url: string; data: unknown }[] };
  const graz = (init.data.find((entry) => entry.url === '/api/branches')!.data as (BranchHours & { id: string })[]).find(
    (branch) => branch.id === branchIds.graz,
  )!;
  const slot = appointmentSlots(graz, false, new Date(), TIME_ZONE)[0]!.slots[0]!;
  const response = await fetch(`${baseUrl}/api/orders/public`, {
    method: 'POST',
    // A customer of their own (a random documentation address, RFC 5737): the tests' orders from
    // this machine must not add up to the local server's per-client rate limit (docs/order-limits.md).
    headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `192.0.2.${randomInt(1, 255)}:${randomInt(1024, 65535)}` },
    body: JSON.stringify({
      idempotencyKey: `e2e-${ulid()}`,
      branch: { id: branchIds.graz },
      isDelivery: false,
      isDineIn: false,
      items: items.map((item) => ({ product: { id: product(item.product).id }, amount: item.amount, unit: item.unit, parts: item.parts ?? [] })),
      firstName: 'Anna',
      lastName: 'Huber',
      email: 'anna.huber@example.at',
      phone: '+43 664 1234567',
      appointmentDate: slot.at.toISOString(),
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      ...overrides,
    }),
  });
  const created = (await response.json()) as { data?: { uid: string; hash: string }; errors?: unknown };
  if (response.status !== 201 || !created.data) throw new Error(`order refused: ${response.status} ${JSON.stringify(created)}`);
  const { uid, hash } = created.data;
  const order = ((await (await fetch(`${baseUrl}/api/orders/public/${uid}/${hash}`)).json()) as { data: PlacedOrder }).data;
  return { ...order, uid, hash };
}
