/**
 * Sold out for today against the seeded local stack: the Graz employee opens 'Ausverkauft' on the
 * current orders, finds the Kantwurst and marks it in one tap; the Graz store page, open all the
 * while, shows it unavailable without a reload (it reads the branches again every 15 s); with the
 * page's clock at tomorrow morning it can be ordered again. The panel passes axe-core and is
 * screenshotted at 1280 px and at tablet width.
 *
 * The Kantwurst is in no other e2e test; the file releases it before and after its test, so the
 * seeded shop stays as the other files expect it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { grazBranch } from '../../infra/local/seed/data/branches';
import { branchIds, productIds } from '../../infra/local/seed/ids';
import { t } from '#shared/i18n/staff.ts';
import { addDays, localDateOf, zonedInstant } from '#shared/time/index.ts';
import { auditPage } from './axe';
import { screenshot, useBrowser } from './browser';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 800, height: 1280 };
const session = useBrowser();
const VIENNA = 'Europe/Vienna';

/** Releases the Kantwurst at Graz through the API (as the Graz employee). */
async function releaseKantwurst(): Promise<void> {
  const response = await fetch(`${baseUrl}/api/branches/${branchIds.graz}/sold-out`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await staffToken(baseUrl, 'team-graz')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ productId: productIds.kantwurst, soldOut: false }),
  });
  expect(response.status).toBe(200);
}

beforeAll(releaseKantwurst);
afterAll(releaseKantwurst);

const kantwurstCard = (page: Page) => page.locator(`[data-product="${productIds.kantwurst}"]`);
const addKantwurst = (page: Page) => kantwurstCard(page).getByRole('button', { name: t('store.product.addLabel', { name: 'Kantwurst' }) });

describe('sold out for today', () => {
  it('an employee marks the Kantwurst from the current orders; the store page shows it unavailable, and tomorrow it is back', async () => {
    // The customer's store page is open before and during the change (its clock runs from now).
    const store = await session.newPage(DESKTOP);
    await store.clock.install();
    await store.goto(`${baseUrl}/store/graz`);
    await store.getByRole('heading', { level: 1, name: grazBranch.name }).waitFor();
    await addKantwurst(store).waitFor();
    await store.getByRole('button', { name: 'Ablehnen' }).click();

    const counter = await session.newPage(DESKTOP);
    await openBackofficeAs(counter, baseUrl, 'team-graz', '/orders/current');
    await counter.getByRole('heading', { level: 1, name: t('orderList.title.current') }).waitFor();
    await counter.getByRole('button', { name: t('soldOut.open') }).click();
    const panel = counter.getByRole('dialog', { name: t('soldOut.title') });
    await panel.waitFor();
    await panel.getByText(t('soldOut.today.none')).waitFor();
    // One branch: no branch choice.
    expect(await panel.getByRole('combobox', { name: t('soldOut.branch') }).count()).toBe(0);

    await panel.getByLabel(t('soldOut.search')).fill('kantw');
    const toggle = panel.getByRole('button', { name: 'Kantwurst', exact: true });
    expect(await panel.getByRole('list').last().getByRole('button').count()).toBe(1);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await panel.locator('button[aria-pressed="true"]', { hasText: 'Kantwurst' }).waitFor();
    expect(await panel.getByTestId('sold-out-today').innerText()).toContain('Kantwurst');
    expect(
      await counter
        .getByRole('status')
        .filter({ hasText: t('soldOut.marked', { product: 'Kantwurst' }) })
        .count(),
    ).toBe(1);
    const markedAt = Date.now();
    expect(await auditPage(counter)).toEqual([]);
    await screenshot(counter, 'sold-out-panel-desktop', { fullPage: false });

    // Without a reload: the next read of the branches (at most 15 s) disables the card.
    await kantwurstCard(store).getByText(t('store.product.unavailable')).waitFor({ timeout: 20_000 });
    expect(Date.now() - markedAt).toBeLessThan(20_000);
    expect(await addKantwurst(store).count()).toBe(0);
    await kantwurstCard(store).scrollIntoViewIfNeeded();
    await screenshot(store, 'sold-out-store-desktop', { fullPage: false });

    // Tomorrow 07:30 in Vienna: the mark was for today only.
    const tomorrow = zonedInstant(addDays(localDateOf(new Date(), VIENNA), 1), 7 * 60 + 30, VIENNA);
    await store.clock.setSystemTime(tomorrow);
    await store.clock.fastForward(31_000);
    await addKantwurst(store).waitFor();
    expect(await kantwurstCard(store).getByText(t('store.product.unavailable')).count()).toBe(0);

    // At tablet width the panel lists the product as released after a second tap.
    await counter.setViewportSize(TABLET);
    await panel.getByRole('button', { name: t('soldOut.today.restore', { product: 'Kantwurst' }) }).click();
    await panel.getByText(t('soldOut.today.none')).waitFor();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await screenshot(counter, 'sold-out-panel-tablet', { fullPage: false });
    await panel.getByRole('button', { name: t('soldOut.close') }).click();
    await panel.waitFor({ state: 'hidden' });
    await store.context().close();
    await counter.context().close();
  });
});
