/**
 * The current list's bulk reject (docs/order-limits.md) against the seeded local stack: the Graz
 * employee selects two new orders, confirms 'Ausgewählte ablehnen' in the dialog with a message to
 * the customers, and both leave the list; the result says how many were rejected. Axe audit of
 * the list with a selection and of the dialog, screenshots at 1280 and 390 px.
 */
import { ulid } from 'ulid';
import { describe, expect, inject, it } from 'vitest';
import { t } from '#shared/i18n/staff.ts';
import { auditPage } from './axe';
import { screenshot, useBrowser } from './browser';
import { placeGrazOrder } from './orders';
import { openBackofficeAs } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();

describe('bulk reject on the current list', () => {
  it('rejects the selected orders after the confirmation; they leave the list', async () => {
    const lastName = `Spam-${ulid().slice(-6)}`;
    const orders = [await placeGrazOrder(baseUrl, { lastName }), await placeGrazOrder(baseUrl, { lastName })];
    const tickets = await Promise.all(
      orders.map(async ({ uid, hash }) => {
        const order = ((await (await fetch(`${baseUrl}/api/orders/public/${uid}/${hash}`)).json()) as { data: { id: string; ticketNumber: number } }).data;
        return order;
      }),
    );

    const page = await session.newPage({ width: 1280, height: 900 });
    await openBackofficeAs(page, baseUrl, 'team-graz', '/orders/current');
    for (const order of tickets) await page.locator(`[data-order-id="${order.id}"]`).waitFor();
    for (const order of tickets) {
      await page.getByRole('checkbox', { name: t('orderList.select', { ticket: t('orderList.ticket', { ticket: order.ticketNumber }) }) }).check();
    }
    await page.getByText(t('orderList.selected.other', { count: 2 })).waitFor();
    expect(await auditPage(page), 'list with a selection').toEqual([]);
    await screenshot(page, 'backoffice-orders-bulk-selection-desktop');

    await page.getByRole('button', { name: t('orderList.bulkReject.open') }).click();
    const dialog = page.getByRole('dialog', { name: t('orderList.bulkReject.title') });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(t('orderList.bulkReject.text.other', { count: 2 }));
    await dialog.getByLabel(t('orderDetail.message.label')).fill('Diese Bestellungen sind nicht echt.');
    expect(await auditPage(page), 'dialog').toEqual([]);
    await dialog.getByRole('button', { name: t('orderList.bulkReject.submit') }).click();

    await page
      .getByTestId('bulk-reject-result')
      .getByText(t('orderList.bulkReject.done.other', { count: 2 }))
      .waitFor();
    for (const order of tickets) await page.locator(`[data-order-id="${order.id}"]`).waitFor({ state: 'detached' });
    for (const { uid, hash } of orders) {
      const order = ((await (await fetch(`${baseUrl}/api/orders/public/${uid}/${hash}`)).json()) as { data: Record<string, unknown> }).data;
      expect(order).toMatchObject({ isRejected: true, rejectionMessage: 'Diese Bestellungen sind nicht echt.' });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'backoffice-orders-bulk-done-phone');
    await page.context().close();
  });
});
