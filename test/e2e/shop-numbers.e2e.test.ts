/**
 * The shop's numbers end to end, as the owner reads them after a customer's visit: a visitor
 * accepts cookies, browses two pages (home, a branch), scans the shop-window QR code and orders
 * at Leibnitz. Then
 * - the analytics log holds the visit's page views (one visitor hash, no address or browser string);
 * - the statistics attribute the scan and the order to that QR code (scans per code, orders and
 *   revenue by origin, labelled with the code's name);
 * - the dashboard shows today's Leibnitz orders and revenue with the order in them;
 * - the revenue CSV of the Statistik page equals, to the cent, the Leibnitz orders of today in the
 *   orders list that count as revenue (placed and neither canceled nor rejected: docs/statistics.md).
 * Leibnitz, because the other e2e files work on Graz orders, some of them stored directly as
 * fixtures without the events that count them; the comparisons still read both sides again until
 * they agree (the order consumer runs a moment after each order).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { t } from '#shared/i18n/staff.ts';
import { localDateOf } from '#shared/time/zone.ts';
import { branchIds } from '../../infra/local/seed/ids';
import { VISITOR_USER_AGENT, useBrowser, viewports } from './browser';
import { completeCheckoutForm, seededProducts, submitOrder } from './checkout-steps';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const NBSP = '\u00A0';
const ONLINE_PAYMENTS = new Set(['mollie', 'datatrans']);

interface StoredOrder {
  id: string;
  branch: { id: string };
  paymentMethod: string;
  pricing?: { totalGross: number };
  enteredBy?: unknown;
  isConfirmed: boolean;
  isPaid: boolean;
  isCanceled: boolean;
  isRejected: boolean;
}

interface Answer {
  total: { count: number; amount: number };
  rows?: { key: string; label: string; count: number; amount: number }[];
}

/**
 * Whether an order is in the revenue (docs/statistics.md, events/consumers/statistics): placed —
 * paid at the shop and sent by the storefront, an online payment once paid, a phone order once
 * confirmed — and not canceled or rejected.
 */
function countsAsRevenue(order: StoredOrder): boolean {
  const placed = order.enteredBy ? order.isConfirmed : ONLINE_PAYMENTS.has(order.paymentMethod) ? order.isPaid : true;
  return placed && !order.isCanceled && !order.isRejected;
}

const cents = (euros: number) => Math.round(euros * 100);
const csvEuros = (amount: number) => (amount / 100).toFixed(2).replace('.', ',');

describe("the shop's numbers after a visit with consent, a QR scan and an order", () => {
  it('are recorded, attributed to the QR code, on the dashboard and in the revenue CSV to the cent', async () => {
    const token = await staffToken(baseUrl, 'admin');
    const api = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
      const response = await fetch(`${baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
      expect(response.status, path).toBeLessThan(300);
      return ((await response.json()) as { data: T }).data;
    };
    const today = localDateOf(new Date(), 'Europe/Vienna');
    const startedAt = new Date().toISOString();
    const name = `Schaufenster Leibnitz ${Date.now().toString(36)}`;
    const qrPath = `/schaufenster-${Date.now().toString(36)}`;
    const qrCode = await api<{ id: string }>('/api/qr-codes', {
      method: 'POST',
      body: JSON.stringify({ path: qrPath, name, target: '/store/leibnitz', isEnabled: true }),
    });

    // The page views logged since the test began (beacons go out about a second after a reading).
    const viewsSince = async () =>
      (await api<{ createdAt: string; data: Record<string, unknown> }[]>(`/api/analytics-log?type=page-view&from=${encodeURIComponent(startedAt)}`)).filter(
        (entry) => entry.createdAt >= startedAt,
      );
    const waitForView = (path: string) =>
      expect.poll(async () => (await viewsSince()).some((entry) => entry.data.path === path), { timeout: 15_000 }).toBe(true);

    // The visit: consent on the home page, a branch page through its card, then the QR code.
    const context = await session.browser.newContext({
      viewport: viewports.desktop,
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
      userAgent: VISITOR_USER_AGENT,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: t('layout.consent.accept'), exact: true }).click();
    await waitForView('/');
    await page.locator('[data-branch="graz"]').getByRole('link').first().click();
    await page.waitForURL(`${baseUrl}/store/graz`);
    await waitForView('/store/graz');
    const product = await seededProducts(baseUrl);
    await page.evaluate((line) => sessionStorage.setItem('theke.leibnitz.items', JSON.stringify([line])), {
      product: product('Extrawurst'),
      amount: 30,
      unit: 'decagram',
      parts: [],
    });
    await page.goto(`${baseUrl}${qrPath}`);
    await page.waitForURL(/\/store\/leibnitz$/);
    await waitForView('/store/leibnitz');
    await page
      .locator('.cart')
      .getByRole('link', { name: t('cart.orderNow') })
      .click();
    await completeCheckoutForm(page);
    // Leibnitz asks takeaway customers for their e-mail address as well.
    await page.getByLabel(t('checkout.field.email')).fill('anna.huber@example.at');
    await submitOrder(page);
    await page.waitForURL(/\/status\/[^/]+\/[^/]+$/);
    const [, uid, hash] = /\/status\/([^/]+)\/([^/]+)$/.exec(page.url())!;
    const { id: orderId } = ((await (await fetch(`${baseUrl}/api/orders/public/${uid}/${hash}`)).json()) as { data: { id: string } }).data;
    const order = await api<StoredOrder & { origin?: unknown }>(`/api/orders/${orderId}`);
    expect(order.origin).toEqual({ channel: 'qr', qrCodeId: qrCode.id });
    const gross = cents(order.pricing!.totalGross);
    expect(gross).toBeGreaterThan(0);
    await context.close();

    // Recorded: the visit's page views as one visitor, nothing that names the device's address or browser string.
    const views = (await viewsSince()).filter((entry) => ['/', '/store/graz', '/store/leibnitz'].includes(String(entry.data.path)));
    expect(new Set(views.map((entry) => entry.data.visitor)).size).toBe(1);
    expect(JSON.stringify(views)).not.toMatch(/127\.0\.0\.1|Mozilla|HeadlessChrome/);

    // Attributed: the scan and the order to the code, by its name.
    const statistic = (statisticName: string, branch = '') =>
      api<Answer>(`/api/statistics/${statisticName}?from=${today}&to=${today}${branch ? `&branch=${branch}` : ''}`);
    await expect
      .poll(async () => (await statistic('qr-code-origins')).rows?.find((row) => row.key === qrCode.id), { timeout: 15_000 })
      .toEqual({ key: qrCode.id, label: name, count: 1, amount: 0 });
    const originKey = `qr|${qrCode.id}`;
    await expect
      .poll(async () => (await statistic('order-origins', branchIds.leibnitz)).rows?.find((row) => row.key === originKey), { timeout: 15_000 })
      .toMatchObject({ label: `QR-Code: ${name}`, count: 1, amount: gross });
    expect((await statistic('revenue-origins', branchIds.leibnitz)).rows?.find((row) => row.key === originKey)).toMatchObject({ amount: gross });

    // The dashboard: today's Leibnitz orders and revenue as the API counts them, the new order included.
    const backoffice = await session.newPage(viewports.desktop);
    await openBackofficeAs(backoffice, baseUrl, 'admin');
    const leibnitz = backoffice.getByRole('article', { name: 'Leibnitz Hauptplatz' });
    const figure = (label: string) => leibnitz.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    const euros = (amount: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amount / 100);
    await expect
      .poll(
        async () => {
          const [orders, revenue] = await Promise.all([statistic('orders', branchIds.leibnitz), statistic('revenue', branchIds.leibnitz)]);
          const shown = [await figure(t('statisticsAdmin.dashboard.orders')).textContent(), await figure(t('statisticsAdmin.dashboard.revenue')).textContent()];
          return shown.join(' | ') === `${orders.total.count} | ${euros(revenue.total.amount)}` && revenue.total.amount >= gross;
        },
        { timeout: 45_000, interval: 2_000 },
      )
      .toBe(true);

    // The revenue CSV against the orders list of today at Leibnitz, to the cent.
    await backoffice.goto(`${baseUrl}/backend/statistics?range=custom&from=${today}&to=${today}&branch=${branchIds.leibnitz}`);
    const revenueCard = backoffice.getByRole('article', { name: t('statisticsAdmin.stat.revenue'), exact: true });
    const exportButton = revenueCard.getByRole('button', { name: t('statisticsAdmin.exportCsvOf', { title: t('statisticsAdmin.stat.revenue') }) });
    const csvTotal = async (): Promise<string> => {
      await backoffice.reload();
      await revenueCard.getByTestId('statistic-total').waitFor();
      const [download] = await Promise.all([backoffice.waitForEvent('download'), exportButton.click()]);
      const sum = readFileSync((await download.path())!, 'utf8')
        .split('\r\n')
        .find((line) => line.startsWith('Summe;'));
      return sum!.split(';')[1]!;
    };
    const ordersTotal = async (): Promise<string> => {
      const orders = await api<StoredOrder[]>(`/api/orders?branch=${branchIds.leibnitz}&from=${today}&to=${today}`);
      expect(orders.some((listed) => listed.id === orderId)).toBe(true);
      return csvEuros(orders.filter(countsAsRevenue).reduce((sum, listed) => sum + cents(listed.pricing?.totalGross ?? 0), 0));
    };
    let comparison: [string, string] = ['', ''];
    await expect
      .poll(
        async () => {
          comparison = [await csvTotal(), await ordersTotal()];
          return comparison[0] === comparison[1] ? 'equal' : `CSV ${comparison[0]} € / orders ${comparison[1]} €`;
        },
        { timeout: 45_000, interval: 3_000 },
      )
      .toBe('equal');
    expect(Number(comparison[0].replace(',', '.'))).toBeGreaterThanOrEqual(gross / 100);
    expect(await revenueCard.getByTestId('statistic-total').textContent()).toMatch(new RegExp(`^[\\d.]+,\\d\\d${NBSP}€$`));
    await backoffice.close();
  });
});
