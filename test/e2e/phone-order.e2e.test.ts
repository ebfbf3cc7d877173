/**
 * "Neue Bestellung" in Chromium against the seeded shop: the Graz employee takes an order by
 * phone from Bestellungen › Aktuell, configures the Leberkässemmel in the storefront's overlay
 * (2 × Schwarzbrot +0,20 and Käseleberkäse +0,60 on 3,90 = 9,40 €), first sends it without a last
 * name (the server's German message at the field), then for Graz's first free slot; the order
 * opens confirmed with who took it, prints, is listed in Aktuell, and the administrator finds it on
 * its customer's page. axe-core and screenshots at 1280 px and 768 px (the counter tablet).
 *
 * What it leaves: the order (tests find orders by their own last name) — the customer it created
 * is erased at the end (DELETE /api/customers/{id}, which keeps the order without personal data).
 */
import type { FrameLocator, Page } from 'playwright-core';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { branchIds } from '../../infra/local/seed/ids';
import type { BranchHours } from '#shared/hours/index.ts';
import { t } from '#shared/i18n/staff.ts';
import { appointmentSlots } from '#shared/slots/index.ts';
import { formatMinuteOfDay, localDateOf, localMinuteOf } from '#shared/time/index.ts';
import { auditPage } from './axe';
import { screenshot, useBrowser } from './browser';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const TIME_ZONE = 'Europe/Vienna';
const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1024 };
const session = useBrowser();
let adminToken: string;
const customersToErase: string[] = [];

beforeAll(async () => {
  adminToken = await staffToken(baseUrl);
});

afterAll(async () => {
  for (const id of customersToErase) {
    await fetch(`${baseUrl}/api/customers/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${adminToken}` } });
  }
});

async function adminGet<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
  return ((await response.json()) as { data: T }).data;
}

/** Graz's first appointment the shared slot rules offer now, as the form's day and time. */
async function firstGrazSlot(): Promise<{ date: string; time: string }> {
  const init = (await (await fetch(`${baseUrl}/api/init`)).json()) as { data: { url: string; data: unknown }[] };
  const graz = (init.data.find((entry) => entry.url === '/api/branches')!.data as (BranchHours & { id: string })[]).find(
    (branch) => branch.id === branchIds.graz,
  )!;
  const at = appointmentSlots(graz, false, new Date(), TIME_ZONE)[0]!.slots[0]!.at;
  return { date: localDateOf(at, TIME_ZONE), time: formatMinuteOfDay(localMinuteOf(at, TIME_ZONE)) };
}

const overlay = (frame: FrameLocator) => frame.locator('dialog[open]');

/** Opens the form from the current orders and puts 2 Leberkässemmeln (Schwarzbrot, Käseleberkäse) on it. */
async function startOrder(page: Page): Promise<void> {
  await openBackofficeAs(page, baseUrl, 'team-graz', '/orders/current');
  await page.getByRole('heading', { level: 1, name: t('orderList.title.current') }).waitFor();
  await page
    .getByRole('main')
    .getByRole('link', { name: t('phoneOrder.nav') })
    .click();
  await page.getByRole('heading', { level: 1, name: t('phoneOrder.title') }).waitFor();
  // The employee's own branch is chosen.
  expect(await page.getByLabel(t('phoneOrder.branch'), { exact: true }).inputValue()).toBe(branchIds.graz);

  await page.getByLabel(t('phoneOrder.products.category'), { exact: true }).selectOption({ label: 'Heiße Theke' });
  await page.getByRole('button', { name: new RegExp(`^Leberkässemmel .* ${t('phoneOrder.products.add')}$`) }).click();
  const frame = page.frameLocator('.po-overlay-frame');
  await overlay(frame).getByLabel('Schwarzbrot').check();
  await overlay(frame).getByLabel('Käseleberkäse').check();
  const amount = overlay(frame).getByRole('textbox', { name: 'Menge' });
  await amount.fill('2');
  await amount.blur();
  await overlay(frame).getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  await page.locator('.po-overlay-frame').waitFor({ state: 'detached' });

  const line = page.getByTestId('phone-order-line');
  expect(await line.count()).toBe(1);
  expect(await line.innerText()).toMatch(/Leberkässemmel[\s\S]*2 Stk\.[\s\S]*9,40\s€[\s\S]*Gebäck: Schwarzbrot[\s\S]*Leberkäse: Käseleberkäse/);
  expect(await page.getByTestId('phone-order-total').innerText()).toMatch(/^9,40\s€$/);
}

describe('an order taken by phone', () => {
  it('is entered, refused without a last name, created, confirmed with who took it, printed, listed and on its customer’s page (1280 px)', async () => {
    const page = await session.newPage(DESKTOP);
    await startOrder(page);
    const lastName = `Telefon-${ulid().slice(-6)}`;
    const email = `${lastName.toLowerCase()}@example.at`;

    // Without a last name: the server's message at the field and in the summary.
    await page.getByLabel(new RegExp(`^${t('phoneOrder.field.firstName')}`)).fill('Josef');
    await page.getByLabel(new RegExp(`^${t('phoneOrder.field.phone')}`)).fill('+43 664 7654321');
    await page.getByLabel(new RegExp(`^${t('phoneOrder.field.email')}`)).fill(email);
    const slot = await firstGrazSlot();
    await page.getByLabel(t('phoneOrder.appointmentDate'), { exact: true }).fill(slot.date);
    await page.getByLabel(t('phoneOrder.appointmentTime'), { exact: true }).fill(slot.time);
    await page.getByRole('button', { name: t('phoneOrder.submit') }).click();
    const summary = page.getByRole('alert').filter({ hasText: t('phoneOrder.errorSummary') });
    await summary.waitFor();
    expect(await summary.innerText()).toContain('Bitte füllen Sie das Feld „Nachname“ aus.');
    const lastNameField = page.getByLabel(new RegExp(`^${t('phoneOrder.field.lastName')}`));
    expect(await lastNameField.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'phone-order-errors-desktop');

    await lastNameField.fill(lastName);
    await screenshot(page, 'phone-order-filled-desktop');
    expect(await auditPage(page)).toEqual([]);
    await page.getByRole('button', { name: t('phoneOrder.submit') }).click();
    await page.waitForURL(/\/backend\/orders\/[0-9A-Z]{26}$/);
    const orderId = page.url().split('/').pop()!;

    // The detail: confirmed at once, who took it, the server's price.
    const order = await adminGet<Record<string, unknown> & { ticketNumber: number; customer?: { id: string } }>(`/orders/${orderId}`);
    await page.getByRole('heading', { level: 1, name: t('orderDetail.titleWithNumber', { number: order.ticketNumber }) }).waitFor();
    expect(order).toMatchObject({
      isConfirmed: true,
      lastName,
      email,
      phone: '+436647654321',
      enteredBy: { name: 'Sabine Holzer' },
      pricing: { totalGross: 9.4 },
    });
    const overview = page.getByRole('region', { name: t('orderDetail.overview.heading'), exact: true });
    expect(await overview.innerText()).toMatch(new RegExp(`${t('phoneOrder.enteredBy')}\\s+Sabine Holzer`));

    // Print: the detail's print action succeeds (Graz has the demo printer).
    await page
      .getByRole('region', { name: t('orderDetail.actions.heading'), exact: true })
      .getByRole('button', { name: t('orderDetail.action.print'), exact: true })
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: t('orderDetail.done.print') })
      .first()
      .waitFor();
    await screenshot(page, 'phone-order-detail-desktop');

    // Bestellungen › Aktuell lists it.
    await page
      .getByRole('navigation', { name: t('backoffice.nav.label') })
      .getByRole('link', { name: t('backoffice.nav.current') })
      .click();
    await page.locator(`[data-order-id="${orderId}"]`).waitFor();

    // The customer's page (administrators) lists it.
    expect(order.customer?.id).toEqual(expect.any(String));
    customersToErase.push(order.customer!.id);
    const admin = await session.newPage(DESKTOP);
    await openBackofficeAs(admin, baseUrl, 'admin', `/customers/${order.customer!.id}`);
    await admin.locator(`[data-order-id="${orderId}"]`).waitFor();
    await screenshot(admin, 'phone-order-customer-desktop');
  });

  it('works on the counter tablet (768 px)', async () => {
    const page = await session.newPage(TABLET);
    await startOrder(page);
    await screenshot(page, 'phone-order-tablet');
    expect(await auditPage(page)).toEqual([]);
  });
});
