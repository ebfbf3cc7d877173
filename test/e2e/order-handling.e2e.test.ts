/**
 * The whole way of an order between customer, counter and printer on the
 * seeded shop. The Graz employee watches the current orders while a customer orders Käsekrainer
 * for takeaway on the storefront; the order appears on the list within 10 s without a reload, the
 * employee opens and confirms it; the customer's status page shows the confirmed text, the local
 * outbox the German confirmation e-mail, the simulated CloudPRNT printer of Graz fetches and
 * acknowledges the receipt (ticket, QR code to the status page), and the front-desk display shows
 * the ticket under 'In Vorbereitung'.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SimulatedPrinter, type ReceivedJob } from '../../infra/local/printer/simulated-printer';
import { branchIds, deviceIds, printerKeys, screenApiKeys } from '../../infra/local/seed/ids';
import { t } from '#shared/i18n/staff.ts';
import { orderProgressText } from '#shared/order-status/index.ts';
import { localDateOf } from '#shared/time/index.ts';
import { screenshot, useBrowser, viewports } from './browser';
import { acceptLegal, fillContact, pickFirstDay, submitOrder } from './checkout-steps';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const TIME_ZONE = 'Europe/Vienna';
const CUSTOMER_EMAIL = 'karin.theke@example.at';
const session = useBrowser();

const overlay = (page: Page) => page.locator('dialog[open]');

/** The customer's way on the storefront: Käsekrainer into the cart, checkout for takeaway. */
async function orderOnStorefront(page: Page): Promise<{ uid: string; hash: string }> {
  await page.goto(`${baseUrl}/store/graz`);
  await page.getByRole('button', { name: t('layout.consent.decline') }).click();
  await page.getByRole('button', { name: 'Käsekrainer (roh) in den Warenkorb legen' }).click();
  await overlay(page).getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  await overlay(page).waitFor({ state: 'detached' });
  // On the phone the cart is a bottom bar that expands.
  await page.locator('.cart__bar').click();
  await page.locator('.cart').getByRole('link', { name: 'Jetzt bestellen' }).click();
  await page.getByRole('heading', { level: 1, name: t('checkout.heading') }).waitFor();
  await fillContact(page);
  await page.getByLabel(t('checkout.field.email')).fill(CUSTOMER_EMAIL);
  await pickFirstDay(page);
  await acceptLegal(page);
  await submitOrder(page);
  await page.waitForURL(/\/status\/[^/]+\/[^/]+$/);
  await page.getByText(t('orderStatus.progress.waiting')).waitFor();
  const [, uid, hash] = /\/status\/([^/]+)\/([^/]+)$/.exec(new URL(page.url()).pathname)!;
  return { uid: uid!, hash: hash! };
}

/** Polls like the printer in the shop until the receipt whose QR code links `statusUrl` is printed (older jobs of other tests come first). */
async function printUntil(printer: SimulatedPrinter, statusUrl: string, timeoutMs: number): Promise<ReceivedJob> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const job = await printer.pollOnce();
    if (job?.qrCodes.includes(statusUrl)) return job;
    if (!job) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no receipt for ${statusUrl} within ${timeoutMs} ms; printed ${printer.received.length} other jobs`);
}

describe('order handling end to end', () => {
  it('an order placed on the storefront reaches the counter, is confirmed, and the customer, the printer and the front desk hear of it', async () => {
    // The employee of Graz watches the current orders before the customer orders.
    const staffPage = await session.newPage(viewports.desktop);
    await openBackofficeAs(staffPage, baseUrl, 'team-graz', '/orders/current');
    await staffPage.getByRole('heading', { level: 1, name: t('orderList.title.current') }).waitFor();

    const customerPage = await session.newPage(viewports.phone);
    const { uid, hash } = await orderOnStorefront(customerPage);
    const placed = ((await (await fetch(`${baseUrl}/api/orders/public/${uid}/${hash}`)).json()) as { data: Record<string, unknown> }).data;
    const ticketNumber = placed.ticketNumber as number;
    const orderId = String(placed.id);

    // Within 10 s and without a reload the order is on the list, announced for screen readers.
    await staffPage.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const row = staffPage.locator(`[data-order-id="${orderId}"]`);
    await row.waitFor({ timeout: 10_000 });
    expect(await row.innerText()).toContain(t('orderList.ticket', { ticket: ticketNumber }));
    expect(await staffPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await screenshot(staffPage, 'order-handling-current-list-desktop');

    // The front desk shows only today's tickets: outside Graz's hours the first slot is a later
    // day, and the shop moves the appointment to now (as for a customer who turns up early).
    const admin = await staffToken(baseUrl);
    const appointment = String(placed.appointmentDate);
    if (localDateOf(new Date(appointment), TIME_ZONE) !== localDateOf(new Date(), TIME_ZONE)) {
      const stored = (
        (await (await fetch(`${baseUrl}/api/orders/${orderId}`, { headers: { authorization: `Bearer ${admin}` } })).json()) as { data: Record<string, unknown> }
      ).data;
      const moved = await fetch(`${baseUrl}/api/orders/${orderId}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...stored, appointmentDate: new Date().toISOString() }),
      });
      expect(moved.status).toBe(200);
    }

    // The employee opens the order and confirms it.
    await row.getByRole('link', { name: t('orderList.ticket', { ticket: ticketNumber }) }).click();
    await staffPage.waitForURL(`${baseUrl}/backend/orders/${orderId}`);
    await staffPage.getByRole('button', { name: t('orderDetail.action.confirm'), exact: true }).click();
    await staffPage.getByRole('button', { name: t('orderDetail.action.readyForPickup'), exact: true }).waitFor();
    await screenshot(staffPage, 'order-handling-detail-confirmed-desktop');

    // The customer's status page shows the confirmed text without a reload.
    const publicOrder = ((await (await fetch(`${baseUrl}/api/orders/public/${uid}/${hash}`)).json()) as { data: Record<string, unknown> }).data;
    expect(publicOrder.isConfirmed).toBe(true);
    const confirmedText = orderProgressText(publicOrder as Parameters<typeof orderProgressText>[0], TIME_ZONE)!;
    await customerPage.getByText(confirmedText).waitFor({ timeout: 15_000 });

    // The outbox of the local stack shows the German confirmation e-mail to the customer.
    const outboxPage = await staffPage.context().newPage();
    let subject = '';
    for (let attempt = 0; attempt < 50 && !subject; attempt += 1) {
      await outboxPage.goto(`${baseUrl}/local/outbox`);
      const mail = outboxPage.locator('article', { hasText: CUSTOMER_EMAIL }).filter({ has: outboxPage.locator('h2', { hasText: 'bestätigt' }) });
      if ((await mail.count()) > 0) subject = await mail.first().locator('h2').innerText();
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(subject).toMatch(/ist bestätigt$/);
    expect(subject).toContain(String(ticketNumber));
    await screenshot(outboxPage, 'order-handling-outbox');

    // Graz's receipt printer (simulated, polling over CloudPRNT) gets the receipt and acknowledges it.
    const printer = new SimulatedPrinter({ baseUrl, deviceId: deviceIds.grazPrinter, deviceKey: printerKeys.graz });
    const receipt = await printUntil(printer, `${new URL(baseUrl).origin}/status/${uid}/${hash}`, 15_000);
    expect(receipt.mediaType).toContain('application/vnd.star.starprnt');
    const lines = receipt.text.split('\n').map((line) => line.trim());
    expect(lines).toContain(t('orderStatus.ticket'));
    expect(lines).toContain(String(ticketNumber));
    expect(receipt.text).toContain('Käsekrainer');
    // Acknowledged: the printer's next poll is not offered the same job again.
    const again = await printer.pollOnce();
    expect(again?.jobToken).not.toBe(receipt.jobToken);

    // The front-desk display of Graz shows the ticket as being prepared.
    const desk = await session.newPage({ width: 1920, height: 1080 });
    await desk.goto(`${baseUrl}/backend/screens/frontdesk/${branchIds.graz}/${screenApiKeys.graz}`);
    await desk.locator(`.fd-column--preparing [data-ticket="${ticketNumber}"]`).waitFor({ timeout: 10_000 });
    await screenshot(desk, 'order-handling-frontdesk');

    await Promise.all([staffPage, customerPage, desk].map((page) => page.context().close()));
  });
});
