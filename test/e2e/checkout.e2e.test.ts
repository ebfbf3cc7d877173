/**
 * The checkout (storefront.md §2 Checkout, §4, §5, §8, §9) on the seeded shop: the cart is put into
 * session storage under the spec's keys ('theke.graz.items' …), then the form is filled, an
 * appointment chosen with the pickers from what they offer (the clock is real: the expected days
 * and times come from the shared slot rules), and the order is placed against the real order API.
 * Screenshots at 390 px and 1280 px: form, date picker, error state.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { grazBranch } from '../../infra/local/seed/data/branches';
import { config, donatees, tables } from '../../infra/local/seed/data/shop';
import { t } from '#shared/i18n/staff.ts';
import { appointmentSlots, slotsOn } from '#shared/slots/index.ts';
import { formatTime, localDateOf } from '#shared/time/index.ts';
import { slotRanges } from '#web/storefront/checkout/calendar.ts';
import { germanContext, screenshot, useBrowser } from './browser';
import { acceptLegal, fillContact, openGrazCheckout, pickFirstDay, seededProducts, submitButton, type OrderType } from './checkout-steps';

const baseUrl = inject('baseUrl');
const TIME_ZONE = 'Europe/Vienna';
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const session = useBrowser();
let product: (name: string) => { id: string; name: string };

beforeAll(async () => {
  product = await seededProducts(baseUrl);
});

/** A weight product and a piece product without parts or schedules: orderable whenever Graz is. */
function cartItems(amountOfWurst = 20) {
  return [
    { product: product('Extrawurst'), amount: amountOfWurst, unit: 'decagram', parts: [] },
    { product: product('Käsekrainer (roh)'), amount: 2, unit: 'amount', parts: [] },
  ];
}

/** The checkout of Graz with the cart in session storage (the store page's keys). */
const openCheckout = (context: BrowserContext, orderType: OrderType, items = cartItems(), path = 'checkout'): Promise<Page> =>
  openGrazCheckout(context, baseUrl, items, { orderType, path });

/** The appointment days of Graz now, before and after a step (a slot can expire meanwhile). */
function slotDaysAround<T>(read: () => Promise<T>, isDelivery: boolean) {
  return async () => {
    const before = appointmentSlots(grazBranch, isDelivery, new Date(), TIME_ZONE);
    const value = await read();
    const after = appointmentSlots(grazBranch, isDelivery, new Date(), TIME_ZONE);
    return { before, value, after };
  };
}

/** ISO 8601 week, computed here independently of the page (Thursday rule on UTC dates). */
function isoWeekOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7));
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

function orderRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/orders/public')) requests.push(request);
  });
  return requests;
}

describe('checkout', () => {
  it('takes a takeaway order with an appointment from the pickers and opens the status page', async () => {
    const context = await germanContext(session.browser, phone);
    const page = await openCheckout(context, 'takeaway');
    const requests = orderRequests(page);

    expect(await page.title()).toBe(t('page.checkoutTitle', { shopTitle: config.shopName! }));
    expect(
      await page
        .getByRole('link', { name: t('checkout.back') })
        .first()
        .getAttribute('href'),
    ).toBe('/store/graz');
    expect(await page.getByLabel(t('cart.deliveryType')).inputValue()).toBe('takeaway');
    // Takeaway in Graz: phone required, no address, cash pre-selected.
    expect(await page.getByLabel(t('checkout.field.phone')).getAttribute('aria-required')).toBe('true');
    expect(await page.getByLabel(t('checkout.field.street')).count()).toBe(0);
    expect(await page.getByRole('radio', { name: t('payment.cash') }).isChecked()).toBe(true);
    await screenshot(page, 'checkout-form-phone');

    await fillContact(page);
    // The phone rules: 00 becomes + and only digits stay once the field is left.
    expect(await page.getByLabel(t('checkout.field.phone')).inputValue()).toBe('+436641234567');

    // Date picker: ISO weeks, Mo–So, exactly the days with slots enabled.
    await page.getByRole('button', { name: t('checkout.appointment.chooseDate') }).click();
    const dialog = page.getByRole('dialog', { name: t('checkout.appointment.chooseDate') });
    await dialog.waitFor();
    expect(await dialog.locator('thead th').allInnerTexts()).toEqual(['KW', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    for (const row of await dialog.locator('tbody tr').all()) {
      const dates = await row.locator('button[data-date]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-date')!));
      const week = Number(await row.locator('th').innerText());
      expect(week).toBe(isoWeekOf(dates[0]!));
    }
    const read = slotDaysAround(
      () => dialog.locator('.date-picker__day:not(:disabled)').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-date')!)),
      false,
    );
    const { before, value: enabled, after } = await read();
    const month = enabled[0]!.slice(0, 7);
    const expected = (days: typeof before) => days.map((day) => day.date).filter((date) => date.startsWith(month));
    expect([expected(before), expected(after)]).toContainEqual(enabled);
    // Days before the first slot day in the month are disabled (past days among them).
    const disabledBefore = await dialog
      .locator('.date-picker__day:disabled')
      .evaluateAll((buttons, first) => buttons.map((button) => button.getAttribute('data-date')!).filter((date) => date < first), enabled[0]!);
    expect(disabledBefore.length).toBe(Number(enabled[0]!.slice(8)) - 1);
    await screenshot(page, 'checkout-datepicker-phone', { fullPage: false });

    // The second day offered, so the time picker has a full day of times.
    const date = enabled[1] ?? enabled[0]!;
    await dialog.locator(`button[data-date="${date}"]`).click();
    await dialog.waitFor({ state: 'hidden' });

    // Time picker: the day's times as ranges; a time outside them warns; choose an offered one.
    await page.getByRole('button', { name: /^Uhrzeit:/ }).click();
    const timeDialog = page.getByRole('dialog', { name: new RegExp(t('checkout.appointment.chooseTime')) });
    await timeDialog.waitFor();
    const times = slotsOn(appointmentSlots(grazBranch, false, new Date(), TIME_ZONE), date).map((slot) => slot.time);
    const ranges = slotRanges(times, 5).map((range) =>
      range.from === range.to ? t('checkout.timePicker.single', { time: range.from }) : t('checkout.timePicker.range', range),
    );
    expect(await timeDialog.locator('.time-picker__ranges li').allInnerTexts()).toEqual(ranges);
    // The last offered hour: closing mid-hour leaves minutes without a slot, which warn.
    const minutes = timeDialog.locator('.time-picker__group').nth(1);
    const hourChip = timeDialog.locator('.time-picker__group').first().locator('.chip:not(.chip--muted)').last();
    const hour = await hourChip.innerText();
    await hourChip.click();
    const muted = minutes.locator('.chip--muted');
    if ((await muted.count()) > 0) {
      await muted.last().click();
      await timeDialog.getByText(t('appointment.timeNotAvailable')).waitFor();
    }
    const minute = times.find((time) => time.startsWith(`${hour}:`))!.slice(3);
    await minutes.getByRole('radio', { name: minute, exact: true }).check();
    expect(await timeDialog.getByText(t('appointment.timeNotAvailable')).count()).toBe(0);
    await timeDialog.getByRole('button', { name: t('checkout.timePicker.apply') }).click();
    const chosenTime = `${hour}:${minute}`;
    await page.getByRole('button', { name: t('checkout.appointment.timeValue', { time: chosenTime }) }).waitFor();

    // Terms in a modal with the markdown text (headings, paragraphs), then accept both.
    await page.getByRole('link', { name: t('checkout.legal.termsLink') }).click();
    const terms = page.getByRole('dialog', { name: t('checkout.legal.termsTitle') });
    await terms.getByRole('heading', { name: '1. Geltungsbereich' }).waitFor();
    expect(await terms.getByRole('checkbox').count()).toBe(0);
    await terms.getByRole('button', { name: t('checkout.close') }).click();
    expect(await page.getByRole('checkbox', { name: new RegExp(t('checkout.legal.termsLink')) }).isChecked()).toBe(false);
    await acceptLegal(page);

    // 'Verarbeiten...' while the order is on its way (held back a moment to see it).
    await page.route('**/api/orders/public', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await submitButton(page).click();
    await page.getByRole('button', { name: t('checkout.processing') }).waitFor();
    expect(await submitButton(page).isDisabled()).toBe(true);
    await page.waitForURL(/\/status\/[^/]+\/[^/]+$/);

    const [, uid, hash] = /\/status\/([^/]+)\/([^/]+)$/.exec(new URL(page.url()).pathname)!;
    const sent = requests[0]!.postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ branch: { id: grazBranch.id }, isDelivery: false, isDineIn: false, firstName: 'Anna', phone: '+436641234567' });
    expect(sent.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(sent.items).toEqual([
      { product: { id: product('Extrawurst').id }, amount: 20, unit: 'decagram', parts: [] },
      { product: { id: product('Käsekrainer (roh)').id }, amount: 2, unit: 'amount', parts: [] },
    ]);
    // The stored appointment is the chosen day and time in the shop's zone.
    const order = (await (await fetch(`${baseUrl}/api/orders/public/${uid}/${hash}`)).json()) as { data: { appointmentDate: string } };
    const stored = new Date(order.data.appointmentDate);
    expect([localDateOf(stored, TIME_ZONE), formatTime(stored, TIME_ZONE)]).toEqual([date, chosenTime]);
    // The cart and the typed-in data are gone after the order.
    expect(await page.evaluate(() => [sessionStorage.getItem('theke.graz.items'), sessionStorage.getItem('theke.graz.checkout')])).toEqual(['[]', null]);
    await context.close();
  });

  it('shows the server errors at their inputs with a summary at the top, and the unknown error without a body', async () => {
    for (const [viewport, name] of [
      [phone, 'phone'],
      [desktop, 'desktop'],
    ] as const) {
      const context = await germanContext(session.browser, viewport);
      const page = await openCheckout(context, 'takeaway');
      await fillContact(page);
      await pickFirstDay(page, name === 'desktop' ? () => screenshot(page, 'checkout-datepicker-desktop', { fullPage: false }) : undefined);
      await acceptLegal(page);
      if (name === 'desktop') await screenshot(page, 'checkout-form-desktop');

      // Client checks pass; the request loses the last name and gets a phone without +.
      await page.route('**/api/orders/public', (route) => {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        void route.continue({ postData: JSON.stringify({ ...body, lastName: '', phone: '0664 1234567' }) });
      });
      await submitButton(page).click();
      const summary = page.getByRole('alert').filter({ hasText: t('form.errorHeading') });
      await summary.waitFor();
      const phoneInput = page.getByLabel(t('checkout.field.phone'));
      expect(await phoneInput.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await phoneInput.getAttribute('aria-describedby'))!.split(' ');
      const messages = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).innerText()));
      expect(messages).toContain(t('phone.error.invalid'));
      expect(await page.getByLabel(t('checkout.field.lastName')).getAttribute('aria-invalid')).toBe('true');
      expect(await summary.innerText()).toContain(t('checkout.error.required', { label: t('checkout.field.lastName') }));
      expect(await summary.innerText()).toContain(t('phone.error.invalid'));
      await page.waitForFunction(() => window.scrollY === 0);
      await screenshot(page, `checkout-errors-${name}`);

      // A field's error goes once the customer changes that field.
      await page.getByLabel(t('checkout.field.lastName')).fill('Hubert');
      expect(await page.getByLabel(t('checkout.field.lastName')).getAttribute('aria-invalid')).toBeNull();

      if (name === 'phone') {
        // No body at all: the spec's unknown error.
        await page.unroute('**/api/orders/public');
        await page.route('**/api/orders/public', (route) => route.fulfill({ status: 500, body: '' }));
        await submitButton(page).click();
        await page
          .getByRole('alert')
          .filter({ hasText: t('error.unknown') })
          .waitFor();
        expect(await submitButton(page).isDisabled()).toBe(false);
      }
      await context.close();
    }
  });

  it('resends the same idempotency key after a network error and a new one after a change', async () => {
    const context = await germanContext(session.browser, phone);
    const page = await openCheckout(context, 'takeaway');
    const requests = orderRequests(page);
    await fillContact(page);
    await pickFirstDay(page);
    await acceptLegal(page);

    await page.route('**/api/orders/public', (route) => route.abort('connectionfailed'));
    await submitButton(page).click();
    await page
      .getByRole('alert')
      .filter({ hasText: t('error.unknown') })
      .waitFor();
    await submitButton(page).click();
    await expect.poll(() => requests.length).toBe(2);
    await page.getByLabel(t('checkout.field.comment')).fill('Bitte geschnitten');
    await page.unroute('**/api/orders/public');
    await submitButton(page).click();
    await page.waitForURL(/\/status\//);
    const keys = requests.map((request) => (request.postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    await context.close();
  });

  it('asks a dine-in guest at a table only for the table (contact hidden)', async () => {
    const context = await germanContext(session.browser, phone);
    const page = await openCheckout(context, 'dineIn');
    expect(await page.getByLabel(t('checkout.field.table')).getAttribute('aria-required')).toBe('true');
    expect(await page.getByLabel(t('checkout.field.firstName')).count()).toBe(0);
    expect(await page.getByRole('heading', { name: t('checkout.section.contact') }).count()).toBe(0);
    const table = tables.find((candidate) => candidate.branch.id === grazBranch.id && candidate.identifier === 'T2')!;
    await page.getByLabel(t('checkout.field.table')).selectOption({ label: table.name! });
    // Dine-in follows the opening hours; pick whatever the picker offers.
    await pickFirstDay(page);
    await acceptLegal(page);
    const requests = orderRequests(page);
    await submitButton(page).click();
    await page.waitForURL(/\/status\//);
    const sent = requests[0]!.postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ isDineIn: true, table: { id: table.id } });
    expect(sent).not.toHaveProperty('firstName');
    await context.close();
  });

  it('offers donation recipients with a search, and blocks a delivery below the minimum order value', async () => {
    const context = await germanContext(session.browser, phone);
    // 5 dag Extrawurst and 2 Käsekrainer: 7,45 € + 3,90 € = 11,35 €, below the 15 € of the first area.
    const page = await openCheckout(context, 'delivery', cartItems(5));
    expect(await page.getByLabel(t('checkout.field.street')).getAttribute('aria-required')).toBe('true');
    await page.getByText(t('pricing.error.minimumOrderValue', { amount: '15,00\u00a0€' })).waitFor();
    expect(await submitButton(page).isDisabled()).toBe(true);

    await page.getByText(t('checkout.donation.text', { amount: '0,07\u00a0€' })).waitFor();
    await page.getByRole('button', { name: t('checkout.donation.choose') }).click();
    const dialog = page.getByRole('dialog', { name: t('checkout.donation.choose') });
    await dialog.getByLabel(t('checkout.donation.search')).fill('Zirkus');
    await dialog.getByText(t('donatee.noMatch')).waitFor();
    await dialog.getByLabel(t('checkout.donation.search')).fill('graz');
    const recipient = donatees.find((candidate) => candidate.name.includes('Graz'))!;
    expect(await dialog.locator('.donatee__option').count()).toBe(1);
    await dialog.getByRole('button', { name: new RegExp(recipient.name) }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(recipient.name).waitFor();
    await context.close();
  });

  it('sends a slot picked a few minutes ago, after the first slot has moved on', async () => {
    // The browser's clock stands 15 minutes before the first slot of a coming day, so that slot is
    // the first one offered; the server's real clock sees it as a preorder it accepts.
    const today = localDateOf(new Date(), TIME_ZONE);
    const day = appointmentSlots(grazBranch, false, new Date(), TIME_ZONE).find((candidate) => candidate.date > today)!;
    const first = day.slots[0]!;
    const context = await germanContext(session.browser, desktop);
    await context.clock.install({ time: new Date(first.at.getTime() - 15 * 60_000) });
    const page = await openCheckout(context, 'takeaway');
    await fillContact(page);
    expect(await pickFirstDay(page)).toBe(day.date);
    expect(await page.getByRole('button', { name: /^Uhrzeit:/ }).innerText()).toContain(first.time);
    await acceptLegal(page);
    // Six minutes at the form: the picked time is no longer the first one offered, which the
    // checkout accepts as the order API does (ORDER_FORM_GRACE_MINUTES).
    await page.clock.fastForward('06:00');
    await submitButton(page).click();
    await page.waitForURL(/\/status\/[^/]+\/[^/]+$/);
    await context.close();
  });

  it('keeps the typed data after a failed payment and says so on checkout/error', async () => {
    const context = await germanContext(session.browser, desktop);
    const page = await openCheckout(context, 'takeaway');
    await page.getByLabel(t('checkout.field.firstName')).fill('Anna');
    await page.goto(`${baseUrl}/store/graz/checkout/error`);
    await page.getByText(t('checkout.paymentFailed')).waitFor();
    expect(await page.getByLabel(t('checkout.field.firstName')).inputValue()).toBe('Anna');
    await context.close();
  });
});
