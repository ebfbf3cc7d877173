/**
 * The checkout on an overloaded shop (docs/performance.md "Soak and spike"): the order's POST is
 * answered 503 — the local server's German one with Retry-After, or API Gateway's own English
 * body — and the storefront waits as told and sends the same order again (same idempotency key);
 * when the shop stays busy it shows the German text and keeps the cart and the form, so one more
 * click places the order.
 */
import type { Page, Request, Route } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { customerMessages } from '#shared/i18n/customer.ts';
import { germanContext, useBrowser } from './browser';
import { completeCheckoutForm, openGrazCheckout, seededProducts, submitOrder, type CartLine } from './checkout-steps';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const OVERLOADED = customerMessages['api.request.overloaded'];
let items: CartLine[] = [];

beforeAll(async () => {
  const product = await seededProducts(baseUrl);
  items = [{ product: product('Extrawurst'), amount: 20, unit: 'decagram', parts: [] }];
});

const orderPosts = (page: Page): Request[] => {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders/public') posts.push(request);
  });
  return posts;
};
const keyOf = (request: Request) => (request.postDataJSON() as { idempotencyKey: string }).idempotencyKey;

describe('checkout on an overloaded shop', () => {
  it('sends the order again after the Retry-After of a 503 and reaches the status page with one order', async () => {
    const context = await germanContext(session.browser, { width: 390, height: 844 });
    try {
      const page = await openGrazCheckout(context, baseUrl, items);
      await completeCheckoutForm(page);
      const posts = orderPosts(page);
      let refused = 0;
      await page.route('**/api/orders/public', async (route) => {
        if (route.request().method() !== 'POST' || refused > 0) return route.fallback();
        refused += 1;
        await route.fulfill({
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': '1' },
          body: JSON.stringify({ errors: [{ code: 'request.overloaded', message: OVERLOADED }] }),
        });
      });
      await submitOrder(page);
      await page.waitForURL(/\/status\/[^/]+\/[^/]+$/, { timeout: 20_000 });
      expect(posts).toHaveLength(2);
      expect(keyOf(posts[1]!)).toBe(keyOf(posts[0]!));
      expect(keyOf(posts[0]!)).not.toBe('');
    } finally {
      await context.close();
    }
  });

  it('shows the German text instead of the gateway’s English after the retries, keeps cart and form, and orders on the next click', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const context = await germanContext(session.browser, viewport);
      try {
        const page = await openGrazCheckout(context, baseUrl, items);
        await completeCheckoutForm(page);
        const posts = orderPosts(page);
        const busy = async (route: Route) => {
          if (route.request().method() !== 'POST') return route.fallback();
          await route.fulfill({ status: 503, headers: { 'content-type': 'application/json', 'retry-after': '1' }, body: '{"message":"Service Unavailable"}' });
        };
        await page.route('**/api/orders/public', busy);
        await submitOrder(page);
        await page.getByText(OVERLOADED).first().waitFor({ timeout: 20_000 });
        expect(await page.getByText('Service Unavailable').count()).toBe(0);
        // Under its own heading: nothing the customer typed is wrong.
        const alert = page.getByRole('alert').filter({ hasText: OVERLOADED });
        expect(await alert.getByRole('heading').textContent()).toBe(customerMessages['checkout.sendFailed.heading']);
        expect(await alert.textContent()).toContain(customerMessages['checkout.sendFailed.keep']);
        expect(await alert.textContent()).not.toContain(customerMessages['form.errorHeading']);
        // The first try and two more, all with one key; nothing is lost from the page.
        expect(posts).toHaveLength(3);
        expect(new Set(posts.map(keyOf)).size).toBe(1);
        expect(await page.evaluate(() => sessionStorage.getItem('theke.graz.items'))).toContain(items[0]!.product.id);
        expect(new URL(page.url()).pathname).toBe('/store/graz/checkout');
        await page.screenshot({ path: `/work/screens/soak/checkout-overloaded-${viewport.width}.png`, fullPage: true });

        await page.unroute('**/api/orders/public', busy);
        await submitOrder(page);
        await page.waitForURL(/\/status\/[^/]+\/[^/]+$/, { timeout: 20_000 });
        // The repeat after the busy answers still carries the same key: the shop may have stored the first.
        expect(keyOf(posts.at(-1)!)).toBe(keyOf(posts[0]!));
      } finally {
        await context.close();
      }
    }
  });
});
