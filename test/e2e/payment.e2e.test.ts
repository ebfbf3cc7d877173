/**
 * Online payment with Mollie, end to end on the seeded shop (Graz offers 'Online Zahlung'): the
 * checkout sends the customer through GET /api/payments/start/{uid}/{hash} (the payments Lambda
 * creates the payment) to the payment page of the local stack's fake Mollie (infra/local/fakes), which calls the payment webhook and sends the browser back through
 * /api/payments/return/{uid}/{hash}; a paid payment ends on the status page, a failed one on
 * checkout/error with the spec's message and the cart still there.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { t } from '#shared/i18n/staff.ts';
import { germanContext, launchBrowser, screenshot, viewports } from './browser';
import { completeCheckoutForm, openGrazCheckout, seededProducts, submitOrder, type CartLine } from './checkout-steps';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
let browser: Browser;
let cart: CartLine[];

beforeAll(async () => {
  browser = await launchBrowser();
  const product = await seededProducts(baseUrl);
  cart = [
    { product: product('Extrawurst'), amount: 20, unit: 'decagram', parts: [] },
    { product: product('Käsekrainer (roh)'), amount: 2, unit: 'amount', parts: [] },
  ];
});

afterAll(async () => {
  await browser?.close();
});

/** The checkout with 'Online Zahlung' up to the fake Mollie's payment page. */
async function toMolliePage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await germanContext(browser, viewport);
  const page = await openGrazCheckout(context, baseUrl, cart);
  // Tests talk to loopback only (the fake Mollie is on localhost too).
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  await completeCheckoutForm(page);
  await page.getByRole('radio', { name: t('payment.mollie'), exact: true }).check();
  const start = page.waitForResponse((response) => /\/api\/payments\/start\/[^/]+\/[^/]+$/.test(response.url()));
  await submitOrder(page);
  expect((await start).status()).toBe(302);
  await page.waitForURL(/^http:\/\/localhost:\d+\/checkout\/tr_\w+$/);
  await page.getByRole('heading', { name: 'Mollie' }).waitFor();
  return page;
}

const publicOrder = async (page: Page) => {
  const [, uid, hash] = /\/status\/([^/]+)\/([^/]+)$/.exec(new URL(page.url()).pathname)!;
  const response = await fetch(`${baseUrl}/api/orders/public/${uid}/${hash}`);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
};

describe('online payment with Mollie', () => {
  it('pays on the payment page and shows the paid online payment on the status page', async () => {
    const page = await toMolliePage(PHONE);
    await screenshot(page, 'payment-mollie-page-phone');
    await page.getByRole('button', { name: 'Bezahlen' }).click();

    await page.waitForURL(/\/status\/[^/]+\/[^/]+$/);
    const summary = page.getByRole('region', { name: t('status.summary.heading') });
    await summary.getByText(`${t('payment.mollie')} (${t('payment.state.paid')})`).waitFor();
    expect(await summary.innerText()).toContain(t('orderStatus.status.waitingForConfirmation'));
    expect(await publicOrder(page)).toMatchObject({ paymentMethod: 'mollie', isPaid: true, isFailed: false });
    // The status page of the paid order settles the cart the checkout kept during the payment.
    expect(await page.evaluate(() => sessionStorage.getItem('theke.graz.items'))).toBe('[]');
    await screenshot(page, 'payment-status-paid-phone');
    await page.context().close();
  });

  it('a failed payment lands on checkout/error with the spec message, the cart kept', async () => {
    const page = await toMolliePage(viewports.desktop);
    await page.getByRole('button', { name: 'Zahlung fehlschlagen lassen' }).click();

    await page.waitForURL(`${baseUrl}/store/graz/checkout/error`);
    await page.getByText('Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.').waitFor();
    const items = JSON.parse((await page.evaluate(() => sessionStorage.getItem('theke.graz.items')))!) as unknown[];
    expect(items).toHaveLength(2);
    await screenshot(page, 'payment-failed-checkout-error-desktop');
    await page.context().close();
  });
});
