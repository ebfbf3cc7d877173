/**
 * Allergens on the Graz store page against the seeded local stack: the product card's letters,
 * the overlay's list with names and the shop's note, and the filter: "G Milch" hides the
 * products with milk and keeps the others, a category it empties disappears (with its link in
 * the category bar), the choice survives a reload, and "Alle anzeigen" brings everything back.
 * Screenshots of the dialog and the filtered page at 1280 px and 412 px; axe on both.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { grazBranch } from '../../infra/local/seed/data/branches';
import { products } from '../../infra/local/seed/data/catalogue';
import { productIds } from '../../infra/local/seed/ids';
import type { AllergenCode } from '#shared/menu/allergens.ts';
import { auditPage } from './axe';
import { firstScreenReplaced, screenshot, useBrowser, viewports } from './browser';

const baseUrl = inject('baseUrl');
const session = useBrowser();

const card = (page: Page, id: string) => page.locator(`[data-product="${id}"]`);
const cards = (page: Page) => page.locator('.store__menu [data-product]');
const dialog = (page: Page) => page.locator('dialog[open]');
const filterStatus = (page: Page) => page.locator('.allergen-filter [role="status"]');
const storedFilter = (page: Page) => page.evaluate(() => window.localStorage.getItem('theke.allergenFilter'));
const lunchHeading = (page: Page) => page.getByRole('heading', { level: 2, name: 'Mittagsmenü' });

/** The ids of the seed's products that declare `code`. */
const declaring = (code: AllergenCode) => products.filter((product) => product.allergenCodes?.includes(code)).map((product) => product.id);

async function openStore(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/store/graz`);
  await page.getByRole('heading', { level: 1, name: grazBranch.name }).waitFor();
  await firstScreenReplaced(page);
  await cards(page).first().waitFor();
  // The layout's cookie banner covers the bottom of the screen until answered.
  await page
    .getByRole('button', { name: 'Ablehnen' })
    .click({ timeout: 3000 })
    .catch(() => undefined);
}

/** How many of the page's product cards show one of `ids`. */
async function countCards(page: Page, ids: readonly string[]): Promise<number> {
  const shown = await cards(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-product')));
  return shown.filter((id) => id !== null && ids.includes(id)).length;
}

describe('allergens on the store page', () => {
  it('shows a product’s allergens on its card and in the overlay', async () => {
    const page = await session.newPage(viewports.desktop);
    await openStore(page);

    const semmel = card(page, productIds.leberkaesesemmel);
    const letters = semmel.locator('.product-card__allergens');
    expect(await letters.locator('[aria-hidden="true"]').innerText()).toBe('Allergene: A, G, M');
    expect(await letters.getAttribute('title')).toBe('Gluten, Milch, Senf');
    expect(await letters.locator('.visually-hidden').innerText()).toBe('Allergene: Gluten, Milch, Senf');
    // Plain meat declares none.
    expect(await card(page, productIds.rindsschnitzel).locator('.product-card__allergens').count()).toBe(0);

    await page.getByRole('button', { name: 'Leberkässemmel in den Warenkorb legen' }).click();
    const allergens = dialog(page).getByRole('region', { name: 'Allergene' });
    expect(await allergens.getByRole('listitem').allInnerTexts()).toEqual(['A Gluten', 'G Milch', 'M Senf']);
    expect(await allergens.innerText()).toContain('Das Gebäck kann Spuren von Sesam enthalten.');
    await screenshot(page, 'allergens-overlay-desktop', { fullPage: false });
    await dialog(page).getByRole('button', { name: 'Abbrechen' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('hides products with a chosen allergen, keeps the choice over a reload and shows all again', async () => {
    const page = await session.newPage(viewports.desktop);
    await openStore(page);
    const all = await cards(page).count();
    const withMilk = await countCards(page, declaring('G'));
    expect(withMilk).toBeGreaterThanOrEqual(10);
    expect(await filterStatus(page).innerText()).toBe('');

    await page.getByRole('button', { name: 'Allergene ausblenden' }).click();
    expect(await dialog(page).getByRole('checkbox').count()).toBe(14);
    await dialog(page).getByRole('checkbox', { name: 'G Milch' }).check();
    // The menu behind the dialog follows at once.
    await card(page, productIds.liptauer).waitFor({ state: 'detached' });
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'allergens-dialog-desktop', { fullPage: false });
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();
    await dialog(page).waitFor({ state: 'detached' });

    expect(await countCards(page, declaring('G'))).toBe(0);
    expect(await card(page, productIds.leberkaesesemmel).count()).toBe(0);
    expect(await card(page, productIds.salami).isVisible()).toBe(true);
    expect(await cards(page).count()).toBe(all - withMilk);
    expect(await filterStatus(page).innerText()).toBe(`${withMilk} Produkte ausgeblendet, die Milch enthalten.`);
    expect(await storedFilter(page)).toBe('["G"]');
    expect(await lunchHeading(page).count()).toBe(1);

    // Every lunch dish contains gluten: with A too, the category and its bar link disappear.
    await page.getByRole('button', { name: 'Allergene ausblenden' }).click();
    await dialog(page).getByRole('checkbox', { name: 'A Gluten' }).check();
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();
    await lunchHeading(page).waitFor({ state: 'detached' });
    expect(await page.locator('.category-bar').getByRole('link', { name: 'Mittagsmenü' }).count()).toBe(0);
    const withGlutenOrMilk = await countCards(page, [...declaring('A'), ...declaring('G')]);
    expect(withGlutenOrMilk).toBe(0);
    const hiddenNow = all - (await cards(page).count());
    expect(await filterStatus(page).innerText()).toBe(`${hiddenNow} Produkte ausgeblendet, die Gluten oder Milch enthalten.`);
    expect(await storedFilter(page)).toBe('["A","G"]');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: grazBranch.name }).waitFor();
    await cards(page).first().waitFor();
    expect(await filterStatus(page).innerText()).toBe(`${hiddenNow} Produkte ausgeblendet, die Gluten oder Milch enthalten.`);
    expect(await card(page, productIds.liptauer).count()).toBe(0);
    expect(await card(page, productIds.salami).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Allergene ausblenden' }).click();
    expect(await dialog(page).getByRole('checkbox', { name: 'A Gluten' }).isChecked()).toBe(true);
    expect(await dialog(page).getByRole('checkbox', { name: 'G Milch' }).isChecked()).toBe(true);
    expect(await dialog(page).getByRole('checkbox', { name: 'M Senf' }).isChecked()).toBe(false);
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'allergens-filtered-desktop', { fullPage: false });

    await page.getByRole('button', { name: 'Alle anzeigen' }).click();
    await card(page, productIds.liptauer).waitFor();
    expect(await cards(page).count()).toBe(all);
    expect(await lunchHeading(page).count()).toBe(1);
    expect(await filterStatus(page).innerText()).toBe('');
    expect(await storedFilter(page)).toBeNull();
    // Focus stays on the filter, not lost with the removed button.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Allergene ausblenden');
    await page.context().close();
  });

  it('fits a phone: the dialog and the filter line', async () => {
    const page = await session.newPage(viewports.phone);
    await openStore(page);
    await page.getByRole('button', { name: 'Allergene ausblenden' }).click();
    await dialog(page).getByRole('checkbox', { name: 'G Milch' }).check();
    await screenshot(page, 'allergens-dialog-phone', { fullPage: false });
    await dialog(page).getByRole('button', { name: 'Fertig' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await screenshot(page, 'allergens-filtered-phone', { fullPage: false });
    // No horizontal scrolling on a 412-px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await page.context().close();
  });
});
