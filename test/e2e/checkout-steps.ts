/**
 * Steps through the checkout of the seeded Graz branch, for e2e tests that need an order placed
 * the way a customer places it (the cart in session storage under the store page's keys, the
 * contact fields, the first appointment day the picker offers, terms and privacy).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { t } from '../../shared/i18n';

export interface CartLine {
  product: { id: string; name: string };
  amount: number;
  unit: string;
  parts: unknown[];
}

/** Products of the seeded shop by name, from /api/init as the storefront reads them. */
export async function seededProducts(baseUrl: string): Promise<(name: string) => { id: string; name: string }> {
  const init = (await (await fetch(`${baseUrl}/api/init`)).json()) as { data: { url: string; data: unknown }[] };
  const products = init.data.find((entry) => entry.url === '/api/products')!.data as { id: string; name: string }[];
  return (name) => {
    const found = products.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`seed product missing: ${name}`);
    return found;
  };
}

/** Opens the takeaway checkout of Graz with `items` in the cart; the cookie banner declined. */
export async function openGrazCheckout(context: BrowserContext, baseUrl: string, items: CartLine[]): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.evaluate((lines) => {
    sessionStorage.setItem('theke.graz.items', JSON.stringify(lines));
    sessionStorage.setItem('theke.graz.isDelivery', 'false');
    sessionStorage.setItem('theke.graz.isDineIn', 'false');
  }, items);
  await page.goto(`${baseUrl}/store/graz/checkout`);
  await page.getByRole('heading', { level: 1, name: t('checkout.heading') }).waitFor();
  const decline = page.getByRole('button', { name: t('layout.consent.decline') });
  if (await decline.isVisible()) await decline.click();
  return page;
}

/** Name and phone, the first day the date picker offers (its first time), terms and privacy. */
export async function completeCheckoutForm(page: Page): Promise<void> {
  await page.getByLabel(t('checkout.field.firstName')).fill('Anna');
  await page.getByLabel(t('checkout.field.lastName')).fill('Huber');
  await page.getByLabel(t('checkout.field.phone')).fill('0043 664 1234567');
  await page.getByLabel(t('checkout.field.phone')).blur();
  await page.getByRole('button', { name: t('checkout.appointment.chooseDate') }).click();
  await page.locator('.date-picker__day:not(:disabled)').first().click();
  await page.getByRole('checkbox', { name: new RegExp(t('checkout.legal.termsLink')) }).check();
  await page.getByRole('checkbox', { name: new RegExp(t('checkout.legal.privacyLink')) }).check();
}

export function submitOrder(page: Page): Promise<void> {
  return page.locator('.checkout__submit-button').click();
}
