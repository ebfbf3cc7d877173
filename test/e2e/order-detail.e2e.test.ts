/**
 * The back-office order detail /backend/orders/:id on the seeded shop, signed in as the Graz
 * employee through the sign-in form: the sections, the display switches (local storage, over a
 * reload), reject with a message, confirm → ready for pickup → completed, a 409 when the order
 * changed meanwhile, the amount of a line and a counter appointment; axe-core and screenshots at
 * 390 px and 1280 px.
 *
 * Orders are placed as the storefront places them (POST /api/orders/public) for the first
 * appointment the shared slot rules offer now, so the test does not depend on the wall clock.
 * Cart: 20 dag Extrawurst (1,49 €/dag, approximate) and 2 Käsekrainer (1,95 €/Stk.).
 */
import type { Page } from 'playwright-core';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { t } from '#shared/i18n/staff.ts';
import { formatMoney, money } from '#shared/money/index.ts';
import { formatDate, formatTime, localDateOf } from '#shared/time/index.ts';
import { auditPage } from './axe';
import { screenshot, useBrowser } from './browser';
import { placeGrazOrder, type PlacedOrder } from './orders';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const TIME_ZONE = 'Europe/Vienna';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const euro = (amount: number) => formatMoney(money(amount));
const session = useBrowser();
let adminToken: string;

beforeAll(async () => {
  adminToken = await staffToken(baseUrl);
});

/** Cart: 20 dag Extrawurst and 2 Käsekrainer; cash, for Graz's first slot. */
const placeOrder = ({ email = 'anna.huber@example.at' } = {}): Promise<PlacedOrder> =>
  placeGrazOrder(baseUrl, {
    items: [
      { product: 'Extrawurst', amount: 20, unit: 'decagram' },
      { product: 'Käsekrainer (roh)', amount: 2, unit: 'amount' },
    ],
    email,
    comment: 'Bitte dünn geschnitten',
  });

/** A staff call of the API as the admin (what another device at the counter does meanwhile). */
function staffCall(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function openDetail(viewport: { width: number; height: number }, order: PlacedOrder): Promise<Page> {
  const page = await session.newPage(viewport);
  await openBackofficeAs(page, baseUrl, 'team-graz', `/orders/${order.id}`);
  await heading(page, order).waitFor();
  return page;
}

const heading = (page: Page, order: PlacedOrder) =>
  page.getByRole('heading', { level: 1, name: t('orderDetail.titleWithNumber', { number: order.ticketNumber }) });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const statusText = (page: Page) => page.getByTestId('order-status').innerText();
const actions = (page: Page) => section(page, t('orderDetail.actions.heading'));
const successMessage = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ }).locator('.od-feedback__message');

describe('back-office order detail', () => {
  it('shows the order, keeps the display switches over a reload and rejects with a message (390 px)', async () => {
    const order = await placeOrder();
    const page = await openDetail(PHONE, order);

    // Every section, with what the customer ordered.
    for (const name of ['overview.heading', 'actions.heading', 'lines.heading', 'totals.heading', 'customer.heading', 'payment.heading'] as const) {
      await section(page, t(`orderDetail.${name}`)).waitFor();
    }
    expect(await statusText(page)).toBe(t('orderStatus.status.waitingForConfirmation'));
    const lines = page.getByTestId('order-line');
    expect(await lines.count()).toBe(2);
    expect(await lines.nth(0).innerText()).toContain('20 dag');
    expect(await lines.nth(0).innerText()).toContain('Extrawurst');
    expect(await lines.nth(0).innerText()).toContain(`ca. ${euro(29.8)}`);
    expect(await page.getByTestId('order-total').innerText()).toBe(`ca. ${euro(33.7)}`);
    const customer = section(page, t('orderDetail.customer.heading'));
    expect(await customer.getByText('Anna Huber').count()).toBe(1);
    expect(await customer.getByRole('link', { name: '+436641234567' }).getAttribute('href')).toBe('tel:+436641234567');
    expect(await customer.getByRole('link', { name: 'anna.huber@example.at' }).getAttribute('href')).toBe('mailto:anna.huber@example.at');
    expect(await customer.getByText('Bitte dünn geschnitten').count()).toBe(1);
    expect(await section(page, t('orderDetail.payment.heading')).getByText(t('payment.cash')).count()).toBe(1);
    // Only what the transition table allows for an open order, the forward step first.
    const buttons = await actions(page).getByRole('button').allInnerTexts();
    expect(buttons.slice(0, 3)).toEqual([t('orderDetail.action.confirm'), t('orderDetail.action.reject'), t('orderDetail.action.cancel')]);
    expect(buttons).not.toContain(t('orderDetail.action.completed'));
    expect(await auditPage(page), 'detail (phone)').toEqual([]);
    await screenshot(page, 'order-detail-phone');

    // The switches: off, stored as '0', still off after a reload, then on again.
    const productSwitch = page.getByRole('switch', { name: t('backoffice.settings.showProductData') });
    const customerSwitch = page.getByRole('switch', { name: t('backoffice.settings.showCustomerData') });
    await productSwitch.uncheck();
    await customerSwitch.uncheck();
    expect(await section(page, t('orderDetail.lines.heading')).count()).toBe(0);
    expect(await section(page, t('orderDetail.customer.heading')).count()).toBe(0);
    await page.getByText(t('orderDetail.productDataHidden')).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('settings.show_product_data'), localStorage.getItem('settings.show_customer_data')])).toEqual([
      '0',
      '0',
    ]);
    await page.reload();
    await heading(page, order).waitFor();
    expect(await productSwitch.isChecked()).toBe(false);
    expect(await section(page, t('orderDetail.lines.heading')).count()).toBe(0);
    expect(await section(page, t('orderDetail.customer.heading')).count()).toBe(0);
    await screenshot(page, 'order-detail-phone-hidden');
    await productSwitch.check();
    await customerSwitch.check();
    await section(page, t('orderDetail.lines.heading')).waitFor();
    await section(page, t('orderDetail.customer.heading')).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('settings.show_customer_data'))).toBe('1');

    // Reject: the dialog asks for the message, the order is read again.
    const reject = actions(page).getByRole('button', { name: t('orderDetail.action.reject'), exact: true });
    await reject.click();
    const dialog = page.getByRole('dialog', { name: t('orderDetail.reject.title') });
    await dialog.getByLabel(t('orderDetail.message.label')).fill('Leider ist die Extrawurst heute aus.');
    expect(await auditPage(page), 'reject dialog').toEqual([]);
    await screenshot(page, 'order-detail-phone-reject', { fullPage: false });
    const rejected = page.waitForResponse((response) => response.url().endsWith(`/api/orders/${order.id}/status/reject`));
    await dialog.getByRole('button', { name: t('orderDetail.action.reject'), exact: true }).click();
    const request = (await rejected).request();
    expect(JSON.parse(request.postData()!)).toMatchObject({ id: order.id, rejectionMessage: 'Leider ist die Extrawurst heute aus.' });
    await dialog.waitFor({ state: 'detached' });
    expect(await successMessage(page).innerText()).toBe(t('orderDetail.done.reject'));
    // The button is gone with the rejected order; the focus is on the message, not lost.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t('orderDetail.done.reject'));
    expect(await statusText(page)).toBe(t('orderStatus.status.cancelled'));

    await page.reload();
    await heading(page, order).waitFor();
    expect(await statusText(page)).toBe(t('orderStatus.status.cancelled'));
    await page.getByText('Leider ist die Extrawurst heute aus.').waitFor();
    expect(await actions(page).getByText(t('orderDetail.actions.none')).count()).toBe(1);
    await page.context().close();
  });

  it('confirms, marks ready for pickup and completes an order, prints and resends its confirmation (1280 px)', async () => {
    // An address of its own: the outbox is counted for it.
    const email = `detail-${ulid().toLowerCase()}@example.at`;
    const order = await placeOrder({ email });
    const page = await openDetail(DESKTOP, order);
    expect(await auditPage(page), 'detail (desktop)').toEqual([]);
    await screenshot(page, 'order-detail-desktop');

    const steps = [
      { action: t('orderDetail.action.confirm'), done: t('orderDetail.done.confirm'), status: t('orderStatus.status.inProgress') },
      { action: t('orderDetail.action.readyForPickup'), done: t('orderDetail.done.readyForPickup'), status: t('orderStatus.status.readyForPickup') },
      { action: t('orderDetail.action.completed'), done: t('orderDetail.done.completed'), status: t('orderStatus.status.completed') },
    ];
    for (const step of steps) {
      const button = actions(page).getByRole('button', { name: step.action, exact: true });
      // The next step is the first and primary button.
      expect(await actions(page).getByRole('button').first().innerText()).toBe(step.action);
      await button.click();
      await successMessage(page).filter({ hasText: step.done }).waitFor();
      await page.getByTestId('order-status').filter({ hasText: step.status }).waitFor();
    }
    expect(await actions(page).getByText(t('orderDetail.actions.none')).count()).toBe(1);
    await screenshot(page, 'order-detail-desktop-completed');

    // The receipt again (Graz has the demo printer) and the new-order e-mail again.
    await actions(page)
      .getByRole('button', { name: t('orderDetail.action.print'), exact: true })
      .click();
    await successMessage(page)
      .filter({ hasText: t('orderDetail.done.print') })
      .waitFor();
    const newOrderMails = async () => {
      const { data } = (await (await fetch(`${baseUrl}/local/outbox?format=json`)).json()) as {
        data: { channel: string; to: string; subject?: string; sentAt: string }[];
      };
      const mails = data.filter((message) => message.channel === 'email' && message.to === email).sort((a, b) => a.sentAt.localeCompare(b.sentAt));
      // The first message to the address is the new-order e-mail.
      return mails.filter((message) => message.subject === mails[0]?.subject);
    };
    await expect.poll(async () => (await newOrderMails()).length, { timeout: 10_000 }).toBe(1);
    await actions(page)
      .getByRole('button', { name: t('orderDetail.action.resendEmail'), exact: true })
      .click();
    await successMessage(page)
      .filter({ hasText: t('orderDetail.done.resendEmail') })
      .waitFor();
    await expect.poll(async () => (await newOrderMails()).length, { timeout: 10_000 }).toBe(2);
    // No SMS plugin in the demo shop: no SMS button.
    expect(
      await actions(page)
        .getByRole('button', { name: t('orderDetail.action.resendSms') })
        .count(),
    ).toBe(0);
    await page.context().close();
  });

  it("shows the API's German message when the order was confirmed meanwhile (409)", async () => {
    const order = await placeOrder();
    const page = await openDetail(DESKTOP, order);
    // Another device confirms first; this page still offers 'Bestätigen'.
    expect((await staffCall('POST', `/orders/${order.id}/status/confirm`, {})).status).toBe(200);
    const refused = page.waitForResponse((response) => response.url().endsWith(`/api/orders/${order.id}/status/confirm`));
    await actions(page)
      .getByRole('button', { name: t('orderDetail.action.confirm'), exact: true })
      .click();
    expect((await refused).status()).toBe(409);
    await page
      .getByRole('alert')
      .filter({ hasText: t('orderAction.alreadyConfirmed') })
      .waitFor();
    // The order is read again: the page offers what a confirmed order allows.
    await page
      .getByTestId('order-status')
      .filter({ hasText: t('orderStatus.status.inProgress') })
      .waitFor();
    await actions(page)
      .getByRole('button', { name: t('orderDetail.action.readyForPickup'), exact: true })
      .waitFor();
    await screenshot(page, 'order-detail-desktop-409', { fullPage: false });
    await page.context().close();
  });

  it('proposes a counter appointment and takes the weighed amount of a line (390 px)', async () => {
    const order = await placeOrder();
    const page = await openDetail(PHONE, order);

    // Counter appointment: the dialog starts 30 minutes after the wished time; a past time is refused in the dialog.
    const open = actions(page).getByRole('button', { name: t('orderDetail.action.counterAppointment'), exact: true });
    await open.click();
    const dialog = page.getByRole('dialog', { name: t('orderDetail.counter.title') });
    const proposed = new Date(new Date(order.appointmentDate).getTime() + 30 * 60_000);
    expect(await dialog.getByLabel(t('orderDetail.counter.date')).inputValue()).toBe(localDateOf(proposed, TIME_ZONE));
    expect(await dialog.getByLabel(t('orderDetail.counter.time')).inputValue()).toBe(formatTime(proposed, TIME_ZONE));
    expect(await auditPage(page), 'counter appointment dialog').toEqual([]);
    await screenshot(page, 'order-detail-phone-counter', { fullPage: false });
    await dialog.getByLabel(t('orderDetail.counter.date')).fill(localDateOf(new Date(), TIME_ZONE));
    await dialog.getByLabel(t('orderDetail.counter.time')).selectOption('00:00');
    await dialog.getByRole('button', { name: t('orderDetail.counter.submit') }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: t('orderDetail.counter.past') })
      .waitFor();

    await dialog.getByLabel(t('orderDetail.counter.date')).fill(localDateOf(proposed, TIME_ZONE));
    await dialog.getByLabel(t('orderDetail.counter.time')).selectOption(formatTime(proposed, TIME_ZONE));
    const sent = page.waitForResponse((response) => response.url().endsWith(`/api/orders/${order.id}/status/counter-appointment`));
    await dialog.getByRole('button', { name: t('orderDetail.counter.submit') }).click();
    const response = await sent;
    expect(response.status()).toBe(200);
    expect(JSON.parse(response.request().postData()!)).toEqual({ counterAppointment: proposed.toISOString() });
    await dialog.waitFor({ state: 'detached' });
    expect(await successMessage(page).innerText()).toBe(t('orderDetail.done.counterAppointment'));
    // The button is still there, so the focus went back to it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t('orderDetail.action.counterAppointment'));
    const pending = t('orderDetail.counterAppointmentPending', {
      dateTime: t('status.dateTime', { date: formatDate(proposed, TIME_ZONE), time: formatTime(proposed, TIME_ZONE) }),
    });
    await page.getByText(pending).waitFor();

    // The real weight at the counter: 18,5 dag instead of 20; the server prices the order again.
    const line = page.getByTestId('order-line').first();
    await line.getByRole('button', { name: t('orderDetail.amount.title', { product: 'Extrawurst' }) }).click();
    const amountDialog = page.getByRole('dialog', { name: t('orderDetail.amount.title', { product: 'Extrawurst' }) });
    const amount = amountDialog.getByLabel(t('orderDetail.amount.label', { unit: 'Dekagramm' }));
    expect(await amount.inputValue()).toBe('20');
    await amount.fill('abc');
    await amountDialog.getByRole('button', { name: t('orderDetail.amount.submit') }).click();
    await amountDialog
      .getByRole('alert')
      .filter({ hasText: t('orderDetail.amount.invalid') })
      .waitFor();
    await amount.fill('18,5');
    await screenshot(page, 'order-detail-phone-amount', { fullPage: false });
    const changed = page.waitForResponse((answer) => answer.url().endsWith(`/api/orders/${order.id}/items/0`));
    await amountDialog.getByRole('button', { name: t('orderDetail.amount.submit') }).click();
    const answer = await changed;
    expect(answer.status()).toBe(200);
    expect(JSON.parse(answer.request().postData()!)).toEqual({ amount: 18.5, unit: 'decagram' });
    await amountDialog.waitFor({ state: 'detached' });
    expect(await successMessage(page).innerText()).toBe(t('orderDetail.done.amount'));
    await line.getByText('18,5 dag').waitFor();
    expect(await line.getByText(t('orderDetail.lines.ordered', { quantity: '20 dag' })).count()).toBe(1);
    const stored = ((await (await staffCall('GET', `/orders/${order.id}`)).json()) as { data: { pricing: { totalGross: number } } }).data;
    // 18,5 dag × 1,49 € + 2 × 1,95 € = 27,565 € + 3,90 €; the page shows the server's new total.
    expect(stored.pricing.totalGross).toBeLessThan(33.7);
    expect(await page.getByTestId('order-total').innerText()).toBe(`ca. ${euro(stored.pricing.totalGross)}`);
    await page.context().close();
  });
});
