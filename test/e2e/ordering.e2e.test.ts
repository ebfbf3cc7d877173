/**
 * The customer's whole way through the seeded shop: find Graz by its zip
 * code, open the store, configure Faschiertes in g with its required 'Mahlgrad' select, add
 * Käsekrainer by the piece, choose delivery to an area and watch totals and the minimum-order
 * notice, check out with an appointment from the pickers, land on the status page; then staff
 * confirm the order through the API and the page shows the confirmed text without a reload.
 *
 * Totals, hand-computed from the seed: Faschiertes 11,90 €/kg, Käsekrainer 1,95 €/Stk.;
 * Innenstadt delivers for 3,90 € from a minimum of 20 € (free from 50 €).
 * - 500 g + 2 Stk. = 5,95 € + 3,90 € = 9,85 €   → below the minimum
 * - 1500 g + 2 Stk. = 17,85 € + 3,90 € = 21,75 € → reached; with delivery 25,65 €
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney, money } from '#shared/money/index.ts';
import { t } from '#shared/i18n/staff.ts';
import { orderProgressText } from '#shared/order-status/index.ts';
import { germanContext, launchBrowser, screenshot, viewports } from './browser';
import { staffToken } from './staff';

const baseUrl = inject('baseUrl');
const TIME_ZONE = 'Europe/Vienna';
const euro = (amount: number) => formatMoney(money(amount));
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const overlay = (page: Page) => page.locator('dialog[open]');

describe('ordering end to end', () => {
  it('finds a branch, fills and prices a delivery cart, checks out with an appointment and follows the order', async () => {
    const context = await germanContext(browser, viewports.desktop);
    const page = await context.newPage();
    // Tests talk to loopback only.
    await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());

    // Home: search by zip code, the summary line, the card's link.
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: t('layout.consent.decline') }).click();
    await page.getByPlaceholder('PLZ / Ort').fill('8020');
    await page.getByText('1 von 3 Filialen werden angezeigt.').waitFor();
    await page.getByRole('link', { name: 'Graz Annenstraße' }).click();
    await page.getByRole('heading', { level: 1, name: 'Graz Annenstraße' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/store/graz');

    // Faschiertes in g: the unit switch converts 0,5 kg to 500 g; no save before 'Mahlgrad'.
    await page.getByRole('button', { name: 'Faschiertes gemischt in den Warenkorb legen' }).click();
    await overlay(page).getByLabel('Einheit').selectOption('gram');
    expect(await overlay(page).getByRole('textbox', { name: 'Menge' }).inputValue()).toBe('500');
    const save = overlay(page).getByRole('button', { name: 'In den Warenkorb', exact: true });
    expect(await save.count()).toBe(0);
    await overlay(page).getByLabel('Grob').check();
    expect(await overlay(page).locator('[data-overlay-price]').innerText()).toBe(`ca. ${euro(5.95)}`);
    await save.click();
    await overlay(page).waitFor({ state: 'detached' });

    // Käsekrainer by the piece: 2 instead of the default 4.
    await page.getByRole('button', { name: 'Käsekrainer (roh) in den Warenkorb legen' }).click();
    await overlay(page).getByRole('textbox', { name: 'Menge' }).fill('2');
    await overlay(page).getByRole('textbox', { name: 'Menge' }).press('Tab');
    await overlay(page).getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
    await overlay(page).waitFor({ state: 'detached' });

    // Delivery to Innenstadt: 9,85 € is below its 20 € minimum.
    const cart = page.locator('.cart');
    const total = (name: 'costs' | 'delivery' | 'total') => cart.locator(`[data-total="${name}"]`).innerText();
    await cart.getByLabel(t('cart.deliveryType')).selectOption('delivery');
    await cart.getByLabel('Liefergebiet').selectOption('Graz Innenstadt (8010)');
    expect(await total('costs')).toBe(`ca. ${euro(9.85)}`);
    expect(await total('delivery')).toBe(euro(3.9));
    expect(await cart.locator('.cart__notice').innerText()).toBe(`Sie haben den Mindestbestellwert in Höhe von ${euro(20)} leider noch nicht erreicht.`);
    expect(await cart.getByRole('button', { name: 'Jetzt bestellen' }).isDisabled()).toBe(true);
    await screenshot(page, 'ordering-store-minimum-desktop');

    // 1500 g instead: 21,75 € reaches the minimum.
    await cart.getByRole('button', { name: 'Faschiertes gemischt bearbeiten' }).click();
    await overlay(page).getByRole('textbox', { name: 'Menge' }).fill('1500');
    await overlay(page).getByRole('button', { name: 'Änderungen übernehmen' }).click();
    await overlay(page).waitFor({ state: 'detached' });
    expect(await total('costs')).toBe(`ca. ${euro(21.75)}`);
    expect(await total('total')).toBe(`ca. ${euro(25.65)}`);
    expect(await cart.locator('.cart__notice').count()).toBe(0);
    await cart.getByRole('link', { name: 'Jetzt bestellen' }).click();

    // Checkout: delivery needs e-mail, phone and address; appointment from the pickers.
    await page.getByRole('heading', { level: 1, name: t('checkout.heading') }).waitFor();
    expect(await page.getByLabel(t('cart.deliveryType')).inputValue()).toBe('delivery');
    // The inputs by id (checkout-{field}): 'Straße' is also part of 'Straße (Lieferadresse)'.
    const field = (name: string) => page.locator(`#checkout-${name}`);
    await field('firstName').fill('Anna');
    await field('lastName').fill('Huber');
    await field('email').fill('anna.huber@example.at');
    await field('phone').fill('0664 1234567');
    await field('phone').blur();
    // Without the country code the phone rule asks for the international format.
    await page.getByText(/Bitte geben Sie eine gültige Nummer im Format/).waitFor();
    await field('phone').fill('+43 664 1234567');
    await field('phone').blur();
    await field('street').fill('Herrengasse 16');
    await field('zipCode').fill('8010');
    await field('city').fill('Graz');
    await page.getByRole('button', { name: t('checkout.appointment.chooseDate') }).click();
    await page.locator('.date-picker__day:not(:disabled)').first().click();
    await page.getByRole('checkbox', { name: new RegExp(t('checkout.legal.termsLink')) }).check();
    await page.getByRole('checkbox', { name: new RegExp(t('checkout.legal.privacyLink')) }).check();
    await screenshot(page, 'ordering-checkout-desktop');
    await page.locator('.checkout__submit-button').click();

    // Status page: waiting for confirmation.
    await page.waitForURL(/\/status\/[^/]+\/[^/]+$/);
    await page.getByText(t('orderStatus.progress.waiting')).waitFor();
    const [, uid, hash] = /\/status\/([^/]+)\/([^/]+)$/.exec(new URL(page.url()).pathname)!;
    const order = ((await (await fetch(`${baseUrl}/api/orders/public/${uid}/${hash}`)).json()) as { data: Record<string, unknown> }).data;
    expect(order).toMatchObject({ isDelivery: true, isConfirmed: false, paymentMethod: 'cash', deliveryArea: 'Graz Innenstadt (8010)' });
    // The server's own prices: 21,75 € + 3,90 € delivery.
    expect(order.pricing).toMatchObject({ gross: 21.75, deliveryGross: 3.9, totalGross: 25.65 });
    await screenshot(page, 'ordering-status-waiting-desktop');

    // Staff confirm through the API; the page polls and shows the new text without a reload.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const confirm = await fetch(`${baseUrl}/api/orders/${String(order.id)}/status/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await staffToken(baseUrl)}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(confirm.status).toBe(200);
    const confirmedText = orderProgressText({ ...order, isConfirmed: true } as Parameters<typeof orderProgressText>[0], TIME_ZONE)!;
    await page.getByText(confirmedText).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await screenshot(page, 'ordering-status-confirmed-desktop');
    await context.close();
  });
});
