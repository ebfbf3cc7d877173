/**
 * Steps through the checkout of the seeded Graz branch, for e2e tests that need an order placed
 * the way a customer places it (the cart in session storage under the store page's keys, the
 * contact fields, the first appointment day the picker offers, terms and privacy).
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { t } from '#shared/i18n/staff.ts';

export interface CartLine {
  product: { id: string; name: string };
  amount: number;
  unit: string;
  parts: unknown[];
}

export type OrderType = 'takeaway' | 'delivery' | 'dineIn';

/** Products of the seeded shop by name, from /api/init as the storefront reads them. */
export async function seededProducts(baseUrl: string): Promise<(name: string) => { id: string; name: string }> {
  // A visitor's /api/init carries no catalogue: the public product list has every seeded product.
  const products = ((await (await fetch(`${baseUrl}/api/products`)).json()) as { data: { id: string; name: string }[] }).data;
  return (name) => {
    const found = products.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`seed product missing: ${name}`);
    return found;
  };
}

/**
 * Opens the checkout of Graz (or `path`, e.g. 'checkout/error') with `items` in the cart for the
 * order type; the cookie banner declined.
 */
export async function openGrazCheckout(
  context: BrowserContext,
  baseUrl: string,
  items: CartLine[],
  { orderType = 'takeaway', path = 'checkout' }: { orderType?: OrderType; path?: string } = {},
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.evaluate(
    ({ lines, orderType }) => {
      sessionStorage.setItem('theke.graz.items', JSON.stringify(lines));
      sessionStorage.setItem('theke.graz.isDelivery', JSON.stringify(orderType === 'delivery'));
      sessionStorage.setItem('theke.graz.isDineIn', JSON.stringify(orderType === 'dineIn'));
    },
    { lines: items, orderType },
  );
  await page.goto(`${baseUrl}/store/graz/${path}`);
  await page.getByRole('heading', { level: 1, name: t('checkout.heading') }).waitFor();
  const decline = page.getByRole('button', { name: t('layout.consent.decline') });
  if (await decline.isVisible()) await decline.click();
  return page;
}

export async function fillContact(page: Page, phoneNumber = '0043 664 1234567'): Promise<void> {
  await page.getByLabel(t('checkout.field.firstName')).fill('Anna');
  await page.getByLabel(t('checkout.field.lastName')).fill('Huber');
  await page.getByLabel(t('checkout.field.phone')).fill(phoneNumber);
  await page.getByLabel(t('checkout.field.phone')).blur();
}

/**
 * Picks the first day the date picker offers (the time picker then has that day's first time);
 * `whenOpen` runs while the picker shows, e.g. for a screenshot. Answers the day.
 */
export async function pickFirstDay(page: Page, whenOpen?: () => Promise<void>): Promise<string> {
  await page.getByRole('button', { name: t('checkout.appointment.chooseDate') }).click();
  const day = page.locator('.date-picker__day:not(:disabled)').first();
  await day.waitFor();
  await whenOpen?.();
  const date = (await day.getAttribute('data-date'))!;
  await day.click();
  return date;
}

export async function acceptLegal(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: new RegExp(t('checkout.legal.termsLink')) }).check();
  await page.getByRole('checkbox', { name: new RegExp(t('checkout.legal.privacyLink')) }).check();
}

/** Name and phone, the first day the date picker offers (its first time), terms and privacy. */
export async function completeCheckoutForm(page: Page): Promise<void> {
  await fillContact(page);
  await pickFirstDay(page);
  await acceptLegal(page);
}

export function submitButton(page: Page): Locator {
  return page.locator('.checkout__submit-button');
}

export function submitOrder(page: Page): Promise<void> {
  return submitButton(page).click();
}
