/**
 * Accessibility of the ordering path, checked by axe-core (WCAG 2.1 A and AA rules: labels,
 * names, contrast, landmarks, ARIA use) in the real browser on the seeded shop: home, store page,
 * product overlay, checkout (with its date picker) and status page, at phone and desktop width.
 * A serious or critical finding fails the test with the rule, the element and axe's reason.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { t } from '#shared/i18n/staff.ts';
import { auditPage as audit } from './axe';
import { firstScreenReplaced, germanContext, useBrowser } from './browser';
import { completeCheckoutForm, openGrazCheckout, seededProducts, submitOrder, type CartLine } from './checkout-steps';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const session = useBrowser();
let cart: CartLine[];

beforeAll(async () => {
  const product = await seededProducts(baseUrl);
  cart = [{ product: product('Frankfurter'), amount: 2, unit: 'pair', parts: [] }];
});

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`home with the cookie banner, and the store page with its overlay (${name})`, async () => {
      const page = await session.newPage(viewport);
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      // The app's page (the server-rendered first screen before it is inert, and replaced within a second).
      await firstScreenReplaced(page);
      expect(await audit(page), 'home').toEqual([]);

      await page.getByRole('button', { name: t('layout.consent.decline') }).click();
      await page.goto(`${baseUrl}/store/graz`);
      await page.getByRole('heading', { level: 1, name: 'Graz Annenstraße' }).waitFor();
      await firstScreenReplaced(page);
      expect(await audit(page), 'store page').toEqual([]);

      await page.getByRole('button', { name: 'Leberkässemmel in den Warenkorb legen' }).click();
      await page.locator('dialog[open]').waitFor();
      expect(await audit(page), 'product overlay').toEqual([]);
      await page.context().close();
    });

    it(`checkout with the date picker, and the status page (${name})`, async () => {
      const context = await germanContext(session.browser, viewport);
      const page = await openGrazCheckout(context, baseUrl, cart);
      expect(await audit(page), 'checkout').toEqual([]);

      await page.getByRole('button', { name: t('checkout.appointment.chooseDate') }).click();
      await page.locator('.date-picker__day:not(:disabled)').first().waitFor();
      expect(await audit(page), 'date picker').toEqual([]);
      await page.keyboard.press('Escape');

      await completeCheckoutForm(page);
      await submitOrder(page);
      await page.waitForURL(/\/status\/[^/]+\/[^/]+$/);
      await page.getByText(t('orderStatus.progress.waiting')).waitFor();
      expect(await audit(page), 'status page').toEqual([]);
      await context.close();
    });
  }
});
