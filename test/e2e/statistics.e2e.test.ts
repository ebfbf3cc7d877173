/**
 * Statistik and the dashboard in Chromium against the local stack.
 *
 * The revenue roll-ups are written by the test itself (addRollups) into a week of 2019 that nothing
 * else writes to: the week of the spring clock change (25–31 March 2019) for Graz, and one day of
 * the week before (the comparison). The administrator opens Statistik from the menu, opens the
 * bookmarked custom range, and reads the revenue card: its total, the change against the week
 * before, the drawn chart, the table of the same numbers and the CSV file (compared byte for byte
 * with the expected text, BOM and cents included). The branch filter narrows to Graz (the same
 * numbers) and to Leibnitz (none). An employee of Graz chooses among their own branch only.
 *
 * The dashboard shows an order placed in the test: today's Graz figures (orders from the roll-ups
 * the order consumer writes, open orders from the current list) as the API reports them after the
 * order. axe on both pages; screenshots at 1280×800 and 768×1024.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { addRollups } from '#functions/db/rollups.ts';
import { t } from '#shared/i18n/staff.ts';
import { branchIds } from '../../infra/local/seed/ids';
import { auditPage } from './axe';
import { screenshot, useBrowser } from './browser';
import { placeGrazOrder } from './orders';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 768, height: 1024 };
const NBSP = '\u00A0';
const RANGE = '?range=custom&from=2019-03-25&to=2019-03-31';

/** The revenue card of the Statistik page. */
const revenueCard = (page: Page) => page.getByRole('article', { name: t('statisticsAdmin.stat.revenue'), exact: true });

async function revenueTotal(page: Page): Promise<string> {
  const total = revenueCard(page).getByTestId('statistic-total');
  await total.waitFor();
  return (await total.textContent()) ?? '';
}

/** Pixels chart.js has drawn on the card's canvas (0 while nothing is drawn). */
async function drawnPixels(page: Page): Promise<number> {
  return revenueCard(page)
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
      let drawn = 0;
      for (let index = 3; data && index < data.length; index += 4) if (data[index]! > 0) drawn += 1;
      return drawn;
    });
}

async function apiGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

describe('Statistik', () => {
  it('administrator: the revenue of a bookmarked week with its chart, table, comparison, branch filter and CSV', async () => {
    await addRollups([
      { metric: 'revenue', branchId: branchIds.graz, day: '2019-03-25', count: 3, amount: 123_456 },
      { metric: 'revenue', branchId: branchIds.graz, day: '2019-03-27', count: 1, amount: 1_990 },
      { metric: 'revenue', branchId: branchIds.graz, day: '2019-03-31', count: 1, amount: 5 },
      { metric: 'revenue', branchId: branchIds.graz, day: '2019-03-20', count: 2, amount: 10_000 },
      // A share, a top list and a heatmap of the same week, for the pictures and the heatmap's cells.
      { metric: 'browsers', branchId: branchIds.graz, day: '2019-03-26', key: 'Chrome', count: 5 },
      { metric: 'browsers', branchId: branchIds.graz, day: '2019-03-26', key: 'Firefox', count: 2 },
      { metric: 'browsers', branchId: branchIds.graz, day: '2019-03-26', key: 'Safari', count: 1 },
      { metric: 'referrers', branchId: branchIds.graz, day: '2019-03-26', key: 'www.google.com', count: 4 },
      { metric: 'referrers', branchId: branchIds.graz, day: '2019-03-26', key: 'direct', count: 2 },
      { metric: 'order-times', branchId: branchIds.graz, day: '2019-03-25', key: '1|09', count: 3 },
      { metric: 'order-times', branchId: branchIds.graz, day: '2019-03-30', key: '6|11', count: 5 },
    ]);
    const page = await session.newPage(DESKTOP);
    await openBackofficeAs(page, baseUrl, 'admin');
    await page
      .getByRole('list', { name: t('backoffice.area.shop') })
      .getByRole('link', { name: t('statisticsAdmin.area'), exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: t('statisticsAdmin.title') }).waitFor();
    expect(await page.getByRole('button', { name: t('statisticsAdmin.preset.7d') }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: t('statisticsAdmin.preset.30d') }).click();
    await page.waitForURL(/range=30d/);

    // The bookmarked custom week.
    await page.goto(`${baseUrl}/backend/statistics${RANGE}`);
    expect(await page.getByRole('button', { name: t('statisticsAdmin.preset.custom') }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel(t('statisticsAdmin.from')).inputValue()).toBe('2019-03-25');
    expect(await page.getByLabel(t('statisticsAdmin.to')).inputValue()).toBe('2019-03-31');
    expect(await revenueTotal(page)).toBe(`1.254,51${NBSP}€`);
    await expect.poll(() => revenueCard(page).getByText(`+1.154,5${NBSP}% gegenüber dem Vorzeitraum`).count()).toBe(1);
    const canvas = revenueCard(page).locator('canvas');
    expect(await canvas.getAttribute('aria-label')).toBe(
      `Umsatz vom 25.03.2019 bis 31.03.2019: insgesamt 1.254,51${NBSP}€, im Vorzeitraum 100,00${NBSP}€. Die Werte stehen in der Tabelle.`,
    );
    await expect.poll(() => drawnPixels(page), { timeout: 10_000 }).toBeGreaterThan(1000);

    await revenueCard(page).getByText(t('statisticsAdmin.table')).click();
    const table = revenueCard(page).getByRole('table');
    expect(await table.locator('thead th').allTextContents()).toEqual(['Tag', 'Umsatz (€)', 'Vergleichstag', 'Vorzeitraum (€)']);
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    const euro = (text: string) => `${text}${NBSP}€`;
    expect(rows).toEqual([
      ['25.03.2019', euro('1.234,56'), '18.03.2019', euro('0,00')],
      ['26.03.2019', euro('0,00'), '19.03.2019', euro('0,00')],
      ['27.03.2019', euro('19,90'), '20.03.2019', euro('100,00')],
      ['28.03.2019', euro('0,00'), '21.03.2019', euro('0,00')],
      ['29.03.2019', euro('0,00'), '22.03.2019', euro('0,00')],
      ['30.03.2019', euro('0,00'), '23.03.2019', euro('0,00')],
      ['31.03.2019', euro('0,05'), '24.03.2019', euro('0,00')],
    ]);
    expect(await table.locator('tfoot tr').evaluate((tr) => [...tr.children].map((cell) => cell.textContent))).toEqual([
      'Summe',
      euro('1.254,51'),
      '',
      euro('100,00'),
    ]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      revenueCard(page)
        .getByRole('button', { name: t('statisticsAdmin.exportCsvOf', { title: t('statisticsAdmin.stat.revenue') }) })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('statistik-umsatz-2019-03-25-bis-2019-03-31.csv');
    expect(readFileSync((await download.path())!, 'utf8')).toBe(
      '\uFEFF' +
        'Tag;Umsatz (€);Vergleichstag;Vorzeitraum (€)\r\n' +
        '25.03.2019;1234,56;18.03.2019;0,00\r\n' +
        '26.03.2019;0,00;19.03.2019;0,00\r\n' +
        '27.03.2019;19,90;20.03.2019;100,00\r\n' +
        '28.03.2019;0,00;21.03.2019;0,00\r\n' +
        '29.03.2019;0,00;22.03.2019;0,00\r\n' +
        '30.03.2019;0,00;23.03.2019;0,00\r\n' +
        '31.03.2019;0,05;24.03.2019;0,00\r\n' +
        'Summe;1254,51;;100,00\r\n',
    );

    // The order times: Monday 09:00 and Saturday 11:00 in the weekday × hour table.
    const orderTimes = page.getByRole('article', { name: t('statisticsAdmin.stat.order-times'), exact: true });
    const cells = await orderTimes.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    expect(cells[0]![1 + 9]).toBe('3');
    expect(cells[5]![1 + 11]).toBe('5');
    expect(cells[0]![25]).toBe('3');
    expect(cells.flat().filter((text) => text !== '0').length).toBe(7 + 4);

    // Every statistic has settled (no card still loading, none failed) before the audit and the pictures.
    await expect.poll(() => page.locator('.st-card[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
    expect(await page.getByText(t('statisticsAdmin.loadFailed')).count()).toBe(0);
    expect(await page.locator('.st-card').count()).toBe(22);
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'statistics-desktop');

    // The branch filter: Graz has the same numbers, Leibnitz none; the URL keeps the branch.
    await page.getByLabel(t('statisticsAdmin.branch'), { exact: true }).selectOption(branchIds.graz);
    await page.waitForURL(new RegExp(`branch=${branchIds.graz}`));
    expect(await revenueTotal(page)).toBe(`1.254,51${NBSP}€`);
    await page.getByLabel(t('statisticsAdmin.branch'), { exact: true }).selectOption(branchIds.leibnitz);
    await expect.poll(() => revenueTotal(page), { timeout: 15_000 }).toBe(`0,00${NBSP}€`);

    await page.setViewportSize(TABLET);
    await page.goto(`${baseUrl}/backend/statistics${RANGE}`);
    expect(await revenueTotal(page)).toBe(`1.254,51${NBSP}€`);
    await expect.poll(() => page.locator('.st-card[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
    await screenshot(page, 'statistics-tablet');
    await page.close();
  });

  it('employee of Graz: only their branch to choose, and its numbers', async () => {
    const page = await session.newPage(TABLET);
    await openBackofficeAs(page, baseUrl, 'team-graz', `/statistics${RANGE}`);
    const branchSelect = page.getByLabel(t('statisticsAdmin.branch'), { exact: true });
    await branchSelect.waitFor();
    await expect.poll(() => branchSelect.locator('option').allTextContents(), { timeout: 15_000 }).toEqual(['Graz Annenstraße']);
    expect(await revenueTotal(page)).toBe(`1.254,51${NBSP}€`);
    await page.close();
  });
});

describe('dashboard', () => {
  it("shows today's figures per branch with an order placed now, and the week's revenue", async () => {
    const token = await staffToken(baseUrl);
    await placeGrazOrder(baseUrl);

    // Today as the shop counts it; the order consumer adds the order to the roll-ups shortly after it is placed.
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Vienna' }).format(new Date());
    const todayUrl = (name: string) => `/api/statistics/${name}?from=${today}&to=${today}&branch=${branchIds.graz}`;
    await expect.poll(async () => (await apiGet<{ total: { count: number } }>(todayUrl('orders'), token)).total.count, { timeout: 10_000 }).toBeGreaterThan(0);
    const orders = await apiGet<{ to: string; total: { count: number } }>(todayUrl('orders'), token);
    expect(orders.to).toBe(today);
    const revenue = await apiGet<{ total: { amount: number } }>(todayUrl('revenue'), token);
    const open = await apiGet<{ branch: { id: string } }[]>('/api/orders/current?limit=200', token);
    const openAtGraz = open.filter((order) => order.branch.id === branchIds.graz).length;
    expect(openAtGraz).toBeGreaterThan(0);

    const page = await session.newPage(DESKTOP);
    await openBackofficeAs(page, baseUrl, 'admin');
    const graz = page.getByRole('article', { name: 'Graz Annenstraße' });
    const figure = (label: string) => graz.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(revenue.total.amount / 100);
    await expect
      .poll(() => figure(t('statisticsAdmin.dashboard.orders')).textContent(), { timeout: 15_000 })
      .toBe(new Intl.NumberFormat('de-DE').format(orders.total.count));
    await expect.poll(() => figure(t('statisticsAdmin.dashboard.revenue')).textContent(), { timeout: 15_000 }).toBe(euros);
    await expect.poll(() => figure(t('statisticsAdmin.dashboard.open')).textContent(), { timeout: 15_000 }).toBe(String(openAtGraz));

    // The week's revenue: drawn, with the same total as the API's.
    const week = page.getByRole('region', { name: t('statisticsAdmin.dashboard.week') });
    await week.locator('canvas').waitFor();
    // Greeting and area links stay below the figures.
    await page
      .getByRole('link', { name: t('statisticsAdmin.area'), exact: true })
      .first()
      .waitFor();
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'dashboard-desktop');
    await page.setViewportSize(TABLET);
    await page.reload();
    await week.locator('canvas').waitFor();
    await screenshot(page, 'dashboard-tablet');
    await page.close();
  });
});
