import { describe, expect, it } from 'vitest';
import {
  MAX_RANGE_DAYS,
  OTHER_ROW_KEY,
  daysOfRange,
  heatmapCells,
  originLabel,
  rangeDays,
  rangeReads,
  rankedRows,
  recordIdsOf,
  rowLabel,
  seriesOf,
  sumByKey,
  totalOf,
  type RecordNames,
} from './answer';

const QR = '01M6DMBEZ8YFEQZT5DTM2SFB23';
const PRODUCT = '01M6DQS9M0T6Y6BNERG9ADR5DA';
const names: RecordNames = { products: new Map([[PRODUCT, 'Rindsschnitzel']]), qrCodes: new Map([[QR, 'Flyer Leibnitz']]) };

describe('ranges', () => {
  it('counts the days of a range with both ends, across a leap day and a year end', () => {
    expect(rangeDays('2028-02-28', '2028-03-01')).toBe(3);
    expect(rangeDays('2026-12-31', '2027-01-01')).toBe(2);
    expect(rangeDays('2026-11-02', '2026-11-02')).toBe(1);
    expect(rangeDays('2026-11-03', '2026-11-02')).toBe(0);
    // Two years with a leap day are the longest range allowed.
    expect(rangeDays('2027-03-01', '2029-02-28')).toBe(731);
    expect(MAX_RANGE_DAYS).toBe(731);
    expect(daysOfRange('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(daysOfRange('2026-11-03', '2026-11-02')).toEqual([]);
  });

  it('keeps every day of a range over a change of daylight saving time (days are calendar days)', () => {
    expect(daysOfRange('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });
});

describe('range reads', () => {
  it('reads whole months by their counters and a few days by theirs', () => {
    expect(rangeReads('2026-11-01', '2026-11-30')).toEqual({ months: { from: '2026-11-01', to: '2026-11-30' }, days: [] });
    expect(rangeReads('2026-11-03', '2026-11-05')).toEqual({ days: [{ from: '2026-11-03', to: '2026-11-05', sign: 1 }] });
    expect(rangeReads('2026-01-20', '2026-02-10')).toEqual({
      days: [
        { from: '2026-01-20', to: '2026-01-31', sign: 1 },
        { from: '2026-02-01', to: '2026-02-10', sign: 1 },
      ],
    });
  });

  it('reads most of a month as its counter minus the days left out', () => {
    expect(rangeReads('2026-11-02', '2026-11-29')).toEqual({
      months: { from: '2026-11-01', to: '2026-11-30' },
      days: [
        { from: '2026-11-01', to: '2026-11-01', sign: -1 },
        { from: '2026-11-30', to: '2026-11-30', sign: -1 },
      ],
    });
    expect(rangeReads('2028-02-02', '2028-02-29')).toEqual({
      months: { from: '2028-02-01', to: '2028-02-29' },
      days: [{ from: '2028-02-01', to: '2028-02-01', sign: -1 }],
    });
  });

  it('reads a year ending yesterday as 3 days, 12 months and the 3 days still to come taken off', () => {
    expect(rangeReads('2025-11-28', '2026-11-27')).toEqual({
      months: { from: '2025-12-01', to: '2026-11-30' },
      days: [
        { from: '2025-11-28', to: '2025-11-30', sign: 1 },
        { from: '2026-11-28', to: '2026-11-30', sign: -1 },
      ],
    });
    expect(rangeReads('2026-01-01', '2026-12-31')).toEqual({ months: { from: '2026-01-01', to: '2026-12-31' }, days: [] });
  });
});

describe('series', () => {
  it('answers every day of the range, zeros where no counter exists, keys of a day summed', () => {
    const rows = [
      { bucket: '2026-11-02', key: '', count: 3, amount: 1_250 },
      { bucket: '2026-11-04', key: '', count: 1, amount: 99 },
      { bucket: '2026-11-04', key: 'x', count: 2, amount: 1 },
    ];
    expect(seriesOf(rows, '2026-11-01', '2026-11-04')).toEqual([
      { day: '2026-11-01', count: 0, amount: 0 },
      { day: '2026-11-02', count: 3, amount: 1_250 },
      { day: '2026-11-03', count: 0, amount: 0 },
      { day: '2026-11-04', count: 3, amount: 100 },
    ]);
    expect(totalOf(seriesOf(rows, '2026-11-01', '2026-11-04'))).toEqual({ count: 6, amount: 1_350 });
    expect(totalOf([])).toEqual({ count: 0, amount: 0 });
  });
});

describe('top and share rows', () => {
  const month = (key: string, count: number, amount = 0) => ({ bucket: '2026-10', key, count, amount });
  const day = (key: string, count: number, amount = 0) => ({ bucket: '2026-11-01', key, count, amount });

  it('sums month and day counters per key and orders by the value, ties by German label', () => {
    const sums = sumByKey([month('/b', 4), day('/b', 1), month('/ä', 2), day('/a', 2), month('/z', 7)]);
    expect(sums.get('/b')).toEqual({ count: 5, amount: 0 });
    expect(rankedRows(sums, 'count', (key) => key)).toEqual([
      { key: '/z', label: '/z', count: 7, amount: 0 },
      { key: '/b', label: '/b', count: 5, amount: 0 },
      { key: '/a', label: '/a', count: 2, amount: 0 },
      { key: '/ä', label: '/ä', count: 2, amount: 0 },
    ]);
  });

  it('orders by amount for amount statistics, keeps keys with one number 0 and leaves out keys with both', () => {
    const sums = sumByKey([day('phone', 5, 0), day('kiosk', 1, 4_000), day('table', 2, 2_500), month('qr', 1, 900), day('qr', -1, -900)]);
    expect(rankedRows(sums, 'amount', (key) => key).map((row) => [row.key, row.amount])).toEqual([
      ['kiosk', 4_000],
      ['table', 2_500],
      ['phone', 0],
    ]);
  });

  it('folds the rows after the limit into "Sonstige" with their sums', () => {
    const sums = sumByKey([day('a', 5, 50), day('b', 4, 40), day('c', 3, 30), day('d', 2, 20), day('e', 1, 10)]);
    expect(rankedRows(sums, 'count', (key) => key.toUpperCase(), 3)).toEqual([
      { key: 'a', label: 'A', count: 5, amount: 50 },
      { key: 'b', label: 'B', count: 4, amount: 40 },
      { key: 'c', label: 'C', count: 3, amount: 30 },
      { key: OTHER_ROW_KEY, label: 'Sonstige', count: 3, amount: 30 },
    ]);
    // Exactly at the limit: nothing to fold.
    expect(rankedRows(sums, 'count', (key) => key, 5)).toHaveLength(5);
  });
});

describe('heatmap', () => {
  it('answers all 168 cells weekday × hour and leaves malformed keys out', () => {
    const cells = heatmapCells(
      sumByKey([
        { bucket: '2026-11', key: '1|00', count: 2, amount: 0 },
        { bucket: '2026-11-30', key: '1|00', count: 1, amount: 0 },
        { bucket: '2026-11', key: '7|23', count: 5, amount: 0 },
        { bucket: '2026-11', key: '8|10', count: 9, amount: 0 },
      ]),
    );
    expect(cells).toHaveLength(168);
    expect(cells[0]).toEqual({ weekday: 1, hour: 0, count: 3, amount: 0 });
    expect(cells[167]).toEqual({ weekday: 7, hour: 23, count: 5, amount: 0 });
    expect(cells[24]).toEqual({ weekday: 2, hour: 0, count: 0, amount: 0 });
    expect(totalOf(cells)).toEqual({ count: 8, amount: 0 });
  });
});

describe('labels', () => {
  it('names products and QR codes, and says so when the record is gone', () => {
    expect(rowLabel('popular-items', PRODUCT, names)).toBe('Rindsschnitzel');
    expect(rowLabel('popular-items', '01M6DQSAK8RQXYYGYB6FZBCN8H', names)).toBe('Gelöschtes Produkt');
    expect(rowLabel('qr-code-origins', QR, names)).toBe('Flyer Leibnitz');
    expect(rowLabel('qr-code-origins', PRODUCT, names)).toBe('Gelöschter QR-Code');
  });

  it('writes the analytics keys readably', () => {
    expect(rowLabel('events', 'store|add-to-cart', names)).toBe('store: add-to-cart');
    expect(rowLabel('events', 'store', names)).toBe('store');
    expect(rowLabel('event-flow', '/>/store/graz', names)).toBe('/ → /store/graz');
    expect(rowLabel('resolutions', '1920x1080', names)).toBe('1920 × 1080');
    expect(rowLabel('resolutions', 'unbekannt', names)).toBe('unbekannt');
    expect(rowLabel('device-pixel-ratios', '2', names)).toBe('2×');
    expect(rowLabel('device-pixel-ratios', '1.5', names)).toBe('1,5×');
    expect(rowLabel('color-schemes', 'dark', names)).toBe('Dunkel');
    expect(rowLabel('color-schemes', 'light', names)).toBe('Hell');
    expect(rowLabel('color-schemes', 'no-preference', names)).toBe('no-preference');
    expect(rowLabel('referrers', 'direct', names)).toBe('Direkt');
    expect(rowLabel('referrers', 'www.google.com', names)).toBe('www.google.com');
    expect(rowLabel('browsers', 'Chrome', names)).toBe('Chrome');
    expect(rowLabel('pages', '/store/graz', names)).toBe('/store/graz');
    expect(rowLabel('order-origins', 'phone', names)).toBe('Telefon');
    expect(rowLabel('revenue-origins', `qr|${QR}`, names)).toBe('QR-Code: Flyer Leibnitz');
  });

  it('labels every order origin channel in German', () => {
    expect(originLabel(`qr|${QR}`, names.qrCodes)).toBe('QR-Code: Flyer Leibnitz');
    expect(originLabel(`qr|${PRODUCT}`, names.qrCodes)).toBe('QR-Code: Gelöschter QR-Code');
    expect(originLabel('kiosk', names.qrCodes)).toBe('Kiosk');
    expect(originLabel('phone', names.qrCodes)).toBe('Telefon');
    expect(originLabel('table', names.qrCodes)).toBe('Tisch');
    expect(originLabel('storefront', names.qrCodes)).toBe('Onlineshop (direkt)');
    expect(originLabel('referrer|www.google.com', names.qrCodes)).toBe('Google');
    expect(originLabel('referrer|l.instagram.com', names.qrCodes)).toBe('Instagram');
    expect(originLabel('referrer|localhost:3000', names.qrCodes)).toBe('Localhost');
    expect(originLabel('campaign|newsletter/email/fruehling', names.qrCodes)).toBe('Kampagne: fruehling (newsletter / email)');
    expect(originLabel('campaign|flyer/-/-', names.qrCodes)).toBe('Kampagne: flyer');
    expect(originLabel('campaign|-/-/grillsaison', names.qrCodes)).toBe('Kampagne: grillsaison');
    // A key no writer makes counts as the shop itself.
    expect(originLabel('fax', names.qrCodes)).toBe('Onlineshop (direkt)');
  });

  it('finds the record ids to look up for labels', () => {
    expect(recordIdsOf('popular-items', [PRODUCT])).toEqual({ products: [PRODUCT], qrCodes: [] });
    expect(recordIdsOf('qr-code-origins', [QR])).toEqual({ products: [], qrCodes: [QR] });
    expect(recordIdsOf('order-origins', [`qr|${QR}`, 'phone', 'referrer|www.google.com'])).toEqual({ products: [], qrCodes: [QR] });
    expect(recordIdsOf('pages', ['/'])).toEqual({ products: [], qrCodes: [] });
  });
});
