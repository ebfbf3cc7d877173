/**
 * The public order status page against the seeded local stack (test/setup/local-stack.ts). The
 * orders are written straight into the stack's DynamoDB with the repository (the e2e workers
 * inherit the stack's Lambda environment from the global setup), so each test can start from the
 * state it needs; changes the shop would make (confirming) are written the same way, and the page
 * must show them by polling, without a reload.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { ulid } from 'ulid';
import { describe, expect, inject, it } from 'vitest';
import { createEntity, getEntity, updateEntity, type StoredEntity } from '#functions/db/repository.ts';
import { newOrderLink } from '#functions/orders/service.ts';
import { grazBranch } from '../../infra/local/seed/data/branches';
import { config } from '../../infra/local/seed/data/shop';
import { t } from '#shared/i18n/staff.ts';
import { formatMoney, money } from '#shared/money/money.ts';
import { counterAppointmentOffer, orderProgressText, type PublicOrderView } from '#shared/order-status/index.ts';
import { ORDER_STATUS_FLAGS } from '#shared/schemas/order.ts';
import { germanContext, screenshot, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const TIME_ZONE = 'Europe/Vienna';
/** The status page at two widths: a phone (390 px) and a desktop. */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const session = useBrowser();

/** An instant `hours` from now on a full quarter hour (display only: no opening-hours rule applies here). */
function hoursFromNow(hours: number): string {
  const quarter = 15 * 60_000;
  return new Date(Math.ceil((Date.now() + hours * 3_600_000) / quarter) * quarter).toISOString();
}

/** An order of the Graz branch as order create stores it; every status flag off unless `extra` sets it. */
function storeOrder(extra: Record<string, unknown> = {}): Promise<StoredEntity> {
  const flags = Object.fromEntries(ORDER_STATUS_FLAGS.map((flag) => [flag, false]));
  return createEntity('Order', {
    ...newOrderLink(),
    ...flags,
    branch: { id: grazBranch.id },
    idempotencyKey: ulid(),
    firstName: 'Maria',
    lastName: 'Huber',
    email: 'maria.huber@example.at',
    phone: '+436641234567',
    paymentMethod: 'cash',
    ticketNumber: 17,
    appointmentDate: hoursFromNow(26),
    isDelivery: false,
    isDineIn: false,
    items: [
      {
        product: { id: ulid(), name: 'Leberkäsesemmel' },
        amount: 2,
        unit: 'amount',
        parts: [
          { name: 'Gebäck', value: 'Kornspitz' },
          { name: 'Extras', value: ['Senf süß', 'Gurkerl'] },
        ],
        price: 7.8,
        pricingModel: 'fixed',
      },
      { product: { id: ulid(), name: 'Beiried vom Almochsen' }, amount: 350, unit: 'gram', parts: [], price: 17.47, pricingModel: 'approximate' },
    ],
    pricing: {
      net: 22.98,
      tax: 2.29,
      gross: 25.27,
      deliveryNet: 0,
      deliveryTax: 0,
      deliveryGross: 0,
      totalNet: 22.98,
      totalTax: 2.29,
      totalGross: 25.27,
      taxes: [],
    },
    ...extra,
  });
}

const statusUrl = (order: StoredEntity, hash = String(order.hash)) => `${baseUrl}/status/${String(order.uid)}/${hash}`;

const stored = async (order: StoredEntity) => (await getEntity('Order', order.id, { consistent: true }))!;

async function openStatus(order: StoredEntity, hash?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await germanContext(session.browser, PHONE);
  const page = await context.newPage();
  // Tests talk to loopback only.
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  await page.goto(statusUrl(order, hash));
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The cookie banner would cover the middle of the full-page screenshots.
  const decline = page.getByRole('button', { name: t('layout.consent.decline') });
  if (await decline.isVisible()) await decline.click();
  return { context, page };
}

const progress = (page: Page) => page.locator('.status-hero__progress');

describe('order status page', () => {
  it('shows a waiting order and then, without a reload, the progress the shop made', async () => {
    const order = await storeOrder({ isDelivery: true, deliveryArea: '8020 Graz', paymentMethod: 'mollie', isPaid: true });
    const { context, page } = await openStatus(order);

    expect(await page.title()).toBe(`Bestellstatus - ${config.shopName}`);
    await page.getByRole('heading', { level: 1, name: t('orderStatus.headingThanks') }).waitFor();
    expect(await progress(page).innerText()).toBe(t('orderStatus.progress.waiting'));
    expect(await page.locator('.status-ticket').innerText()).toMatch(/^TICKET\s+17$/i);

    // The timeline: four steps in order, the first is the current one.
    const steps = page.getByRole('list', { name: t('status.timeline.label') }).getByRole('listitem');
    expect(await steps.allInnerTexts()).toEqual(['1\nBestätigung', '2\nZubereitung', '3\nLieferung', '4\nAbgeschlossen']);
    expect(await page.locator('[aria-current="step"]').innerText()).toContain('Bestätigung');

    const summary = page.getByRole('region', { name: t('status.summary.heading') });
    expect(await summary.innerText()).toContain(String(order.uid));
    expect(await summary.innerText()).toContain('Online Zahlung (Bezahlt)');
    expect(await summary.innerText()).toContain('Lieferung');
    expect(await summary.innerText()).toContain('8020 Graz');
    expect(await summary.innerText()).toContain(t('orderStatus.status.waitingForConfirmation'));

    const lines = page.getByRole('region', { name: t('status.items.heading') });
    expect(await lines.innerText()).toContain('2 Stk. Leberkäsesemmel');
    expect(await lines.innerText()).toContain('Extras: Senf süß, Gurkerl');
    expect(await lines.innerText()).toContain(`ca. ${formatMoney(money(17.47))}`);
    expect(await lines.locator('.status-totals__total').innerText()).toBe(`${t('cart.total')}\nca. ${formatMoney(money(25.27))}`);

    const branch = page.getByRole('region', { name: t('status.branch.heading') });
    expect(await branch.innerText()).toContain(grazBranch.name);
    expect(await branch.getByRole('link').getAttribute('href')).toBe(`tel:${grazBranch.phone!.replace(/[^+\d]/g, '')}`);
    // Nothing about the customer is on the page.
    expect(await page.locator('body').innerText()).not.toContain('Huber');

    await screenshot(page, 'status-waiting-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'status-waiting-desktop');

    // The shop confirms; the page polls every 10 s and shows it without navigating.
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const current = await stored(order);
    const confirmed = await updateEntity('Order', order.id, { ...current, isConfirmed: true }, current.version);
    const expected = orderProgressText(confirmed as PublicOrderView, TIME_ZONE)!;
    expect(expected).toContain('Voraussichtliche Lieferung');
    await page.getByText(expected).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.locator('[aria-current="step"]').innerText()).toContain('Zubereitung');
    await screenshot(page, 'status-confirmed-desktop');
    await context.close();
  });

  it('confirms a counter appointment', async () => {
    const proposal = hoursFromNow(30);
    const order = await storeOrder({ counterAppointment: proposal });
    const { context, page } = await openStatus(order);
    const offer = counterAppointmentOffer(order as PublicOrderView, TIME_ZONE)!;

    const box = page.getByRole('region', { name: t('status.counterAppointment.heading') });
    expect(await box.innerText()).toContain(offer.text);
    await screenshot(page, 'status-counter-appointment-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'status-counter-appointment-desktop');

    await box.getByRole('button', { name: offer.confirmLabel }).click();
    await box.waitFor({ state: 'detached' });
    const after = await stored(order);
    expect(after).toMatchObject({ isConfirmed: true, appointmentDate: proposal });
    expect(after).not.toHaveProperty('counterAppointment');
    await page.getByText(orderProgressText(after as PublicOrderView, TIME_ZONE)!).waitFor();
    await context.close();
  });

  it('cancels the order when the customer rejects the counter appointment', async () => {
    const order = await storeOrder({ counterAppointment: hoursFromNow(30) });
    const { context, page } = await openStatus(order);
    await page.getByRole('button', { name: t('orderStatus.counterAppointment.reject') }).click();
    await page.getByRole('heading', { level: 1, name: t('orderStatus.headingCancelled') }).waitFor();
    expect(await page.getByRole('list', { name: t('status.timeline.label') }).count()).toBe(0);
    expect(await page.getByRole('button', { name: t('orderStatus.counterAppointment.reject') }).count()).toBe(0);
    expect((await stored(order)).isCanceled).toBe(true);
    expect(await page.getByRole('region', { name: t('status.summary.heading') }).innerText()).toContain(t('orderStatus.status.cancelled'));
    await context.close();
  });

  it('shows the shop’s reason on a rejected order', async () => {
    const order = await storeOrder({ isRejected: true, rejectionMessage: 'Leider ist der Leberkäse heute schon ausverkauft.' });
    const { context, page } = await openStatus(order);
    await page.getByRole('heading', { level: 1, name: t('orderStatus.headingCancelled') }).waitFor();
    await page.getByText('Leider ist der Leberkäse heute schon ausverkauft.').waitFor();
    await screenshot(page, 'status-rejected-phone');
    await context.close();
  });

  it('takes the questionnaire of a completed order with mouse and keyboard', async () => {
    const order = await storeOrder({ isConfirmed: true, isCompleted: true });
    const { context, page } = await openStatus(order);
    const form = page.getByRole('region', { name: t('orderStatus.questionnaire.heading') });
    const send = form.getByRole('button', { name: t('orderStatus.questionnaire.send') });
    expect(await send.isDisabled()).toBe(true);
    expect(await form.getByRole('textbox').count()).toBe(0);

    // Process and service by mouse, food and overall by keyboard (arrow keys within a radio group).
    const star = (group: string, count: number) =>
      form
        .getByRole('group', { name: group })
        .locator('label')
        .nth(count - 1);
    await star(t('orderStatus.questionnaire.process'), 5).click();
    await star(t('orderStatus.questionnaire.service'), 4).click();
    await form
      .getByRole('group', { name: t('orderStatus.questionnaire.food') })
      .getByRole('radio', { name: '1 von 5 Sternen' })
      .focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    expect(await send.isDisabled()).toBe(false);
    await form.getByRole('textbox', { name: t('orderStatus.questionnaire.comment') }).fill('Sehr freundlich, gerne wieder!');
    await screenshot(page, 'status-questionnaire-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'status-questionnaire-desktop');
    await send.click();

    await page.getByText(t('orderStatus.questionnaire.thanks')).waitFor();
    expect((await stored(order)).questionnaireRating).toEqual({
      processRating: 5,
      serviceRating: 4,
      foodRating: 3,
      rating: 2,
      comment: 'Sehr freundlich, gerne wieder!',
    });
    await context.close();
  });

  it('hides the questionnaire for good when the customer cancels it', async () => {
    const order = await storeOrder({ isConfirmed: true, isCompleted: true });
    const { context, page } = await openStatus(order);
    const form = page.getByRole('region', { name: t('orderStatus.questionnaire.heading') });
    await form.getByRole('button', { name: t('orderStatus.questionnaire.cancel') }).click();
    await form.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText(t('orderStatus.progress.completed')).waitFor();
    expect(await page.getByRole('region', { name: t('orderStatus.questionnaire.heading') }).count()).toBe(0);
    await context.close();
  });

  it('clears the cart of a returning online payment', async () => {
    const order = await storeOrder({ paymentMethod: 'mollie', isPaid: true });
    const context = await germanContext(session.browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const prefix = `theke.${grazBranch.identifier}`;
    await page.evaluate(
      ({ prefix: key, uid }) => {
        sessionStorage.setItem(`${key}.items`, JSON.stringify([{ product: { id: 'x', name: 'Leberkäse', price: 2.5 }, amount: 1, unit: 'amount', parts: [] }]));
        sessionStorage.setItem(`${key}.pendingPayment`, uid);
      },
      { prefix, uid: String(order.uid) },
    );
    await page.goto(statusUrl(order));
    await page.getByRole('heading', { level: 1, name: t('orderStatus.headingThanks') }).waitFor();
    await page.waitForFunction((key) => sessionStorage.getItem(`${key}.pendingPayment`) === null, prefix);
    expect(JSON.parse((await page.evaluate((key) => sessionStorage.getItem(`${key}.items`), prefix)) ?? 'null')).toEqual([]);
    await context.close();
  });

  it('shows "not found" for a wrong hash', async () => {
    const order = await storeOrder();
    const { context, page } = await openStatus(order, 'f'.repeat(32));
    await page.getByRole('heading', { level: 1, name: t('status.notFound.title') }).waitFor();
    await page.getByText(t('status.notFound.text')).waitFor();
    expect(await page.locator('body').innerText()).not.toContain(String(order.uid));
    await screenshot(page, 'status-not-found-phone');
    await context.close();
  });
});
