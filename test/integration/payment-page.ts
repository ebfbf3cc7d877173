/** The payment of an order and the fake provider's payment page (infra/local/fakes), for payment tests. */
import { expect } from 'vitest';
import type { StoredEntity } from '#functions/db/repository.ts';

export const paymentOf = (order: StoredEntity) => order.payment as { id: string; redirectUrl: string; status: string; amountRefunded?: number };

/**
 * Presses 'Bezahlen' (pay) or 'Zahlung fehlschlagen lassen' (fail) on the fake's page at `url`,
 * after checking that the page offers both and, if given, shows `amount`; answers where the
 * browser is sent next.
 */
export async function pressOnPaymentPage(url: string, action: 'pay' | 'fail', amount?: string): Promise<string> {
  if (amount !== undefined) {
    const html = await (await fetch(url)).text();
    expect(html).toContain('Bezahlen');
    expect(html).toContain('Zahlung fehlschlagen lassen');
    expect(html).toContain(amount);
  }
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}
