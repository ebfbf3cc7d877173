/**
 * Shaping of a statistic's answer from roll-up counters (./catalog.ts, docs/statistics.md),
 * without I/O: functions/statistics reads the counters and the names of products and QR codes,
 * these functions turn them into the answer's series, rows or cells.
 *
 * - series: one point per day of the range, zeros included, from day counters;
 * - top and share: the counters summed per key, largest value first, the first TOP_ROWS_LIMIT
 *   rows and the rest folded into one row OTHER_ROW_KEY ("Sonstige");
 * - heatmap: all 7 × 24 cells, weekday 1 (Monday) to 7 and hour 0 to 23 of shop time.
 */
import { createLookup } from '../i18n/lookup';
import { statisticsMessages } from '../i18n/statistics';
import type { StatisticAnswer, StatisticName } from './catalog';
import { parseOriginKey } from './origins';

const text = createLookup(statisticsMessages);

/** One roll-up counter as functions/db/rollups.ts `readRollups` returns it. */
export interface CounterRow {
  /** `yyyy-mm-dd` (day counter) or `yyyy-mm` (month counter). */
  bucket: string;
  key: string;
  count: number;
  amount: number;
}

export interface Point {
  count: number;
  amount: number;
}

type Series = NonNullable<StatisticAnswer['series']>;
type Rows = NonNullable<StatisticAnswer['rows']>;
type Cells = NonNullable<StatisticAnswer['cells']>;

/** Rows a top or share answer lists before the rest is folded into "Sonstige". */
export const TOP_ROWS_LIMIT = 50;
/** Key of the folded rest of a long list (no writer uses it: keys are paths, ids, names, …). */
export const OTHER_ROW_KEY = '*';
/** Longest range a request may ask for: two years including a leap day. */
export const MAX_RANGE_DAYS = 731;

const MS_PER_DAY = 86_400_000;
const dayNumber = (day: string): number => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / MS_PER_DAY;
const dayOf = (number: number): string => new Date(number * MS_PER_DAY).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function rangeDays(from: string, to: string): number {
  return Math.max(0, dayNumber(to) - dayNumber(from) + 1);
}

/** Every calendar day from `from` to `to`, both included. */
export function daysOfRange(from: string, to: string): string[] {
  const first = dayNumber(from);
  return Array.from({ length: rangeDays(from, to) }, (_, index) => dayOf(first + index));
}

/** The sum of counters (the total of a range). */
export function totalOf(rows: readonly Point[]): Point {
  let count = 0;
  let amount = 0;
  for (const row of rows) {
    count += row.count;
    amount += row.amount;
  }
  return { count, amount };
}

/** Days of a range read one by one, added (`sign` 1) or taken off a month counter (`sign` -1). */
export interface DayReads {
  from: string;
  to: string;
  sign: 1 | -1;
}

/** How to read a range's sums with the fewest counter items (see rangeReads). */
export interface RangeReads {
  /** Month counters of these months (first day of the first, last day of the last), if any. */
  months?: { from: string; to: string };
  days: DayReads[];
}

const firstOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;
const lastOfMonth = (day: string): string => dayOf(dayNumber(firstOfMonth(dayOf(dayNumber(firstOfMonth(day)) + 31))) - 1);
const dayBefore = (day: string): string => dayOf(dayNumber(day) - 1);
const dayAfter = (day: string): string => dayOf(dayNumber(day) + 1);

/**
 * The counter reads of a range's sums per key: month counters for the months it covers whole, and
 * for a month it covers in part either the days it covers, or the month counter minus the days
 * it leaves out, whichever reads fewer days. A year ending yesterday thus reads the current
 * month's counter minus the days still to come (empty) instead of every day of the month so far.
 */
export function rangeReads(from: string, to: string): RangeReads {
  const days: DayReads[] = [];
  let firstMonthDay: string | undefined;
  let lastMonthDay: string | undefined;
  if (firstOfMonth(from) === firstOfMonth(to)) {
    const start = firstOfMonth(from);
    const end = lastOfMonth(from);
    const covered = rangeDays(from, to);
    if (rangeDays(start, end) - covered < covered) {
      firstMonthDay = start;
      lastMonthDay = end;
      if (from > start) days.push({ from: start, to: dayBefore(from), sign: -1 });
      if (to < end) days.push({ from: dayAfter(to), to: end, sign: -1 });
    } else days.push({ from, to, sign: 1 });
    return { ...(firstMonthDay && lastMonthDay ? { months: { from: firstMonthDay, to: lastMonthDay } } : {}), days };
  }
  // The first month: whole, by its counter minus the days before `from`, or by its days.
  const fromEnd = lastOfMonth(from);
  if (rangeDays(firstOfMonth(from), dayBefore(from)) < rangeDays(from, fromEnd)) {
    firstMonthDay = firstOfMonth(from);
    if (from > firstMonthDay) days.push({ from: firstMonthDay, to: dayBefore(from), sign: -1 });
  } else {
    days.push({ from, to: fromEnd, sign: 1 });
    firstMonthDay = dayAfter(fromEnd);
  }
  // The last month likewise.
  const toStart = firstOfMonth(to);
  if (rangeDays(dayAfter(to), lastOfMonth(to)) < rangeDays(toStart, to)) {
    lastMonthDay = lastOfMonth(to);
    if (to < lastMonthDay) days.push({ from: dayAfter(to), to: lastMonthDay, sign: -1 });
  } else {
    days.push({ from: toStart, to, sign: 1 });
    lastMonthDay = dayBefore(toStart);
  }
  return { ...(firstMonthDay < lastMonthDay ? { months: { from: firstMonthDay, to: lastMonthDay } } : {}), days };
}

/** One point per day of the range from day counters (all keys of a day summed), zeros where none. */
export function seriesOf(rows: readonly CounterRow[], from: string, to: string): Series {
  const byDay = new Map<string, Point>();
  for (const row of rows) {
    const point = byDay.get(row.bucket);
    if (point) {
      point.count += row.count;
      point.amount += row.amount;
    } else byDay.set(row.bucket, { count: row.count, amount: row.amount });
  }
  return daysOfRange(from, to).map((day) => ({ day, count: byDay.get(day)?.count ?? 0, amount: byDay.get(day)?.amount ?? 0 }));
}

/** Counters summed per key (day and month counters of several scopes alike). */
export function sumByKey(rows: readonly CounterRow[]): Map<string, Point> {
  const byKey = new Map<string, Point>();
  for (const row of rows) {
    const point = byKey.get(row.key);
    if (point) {
      point.count += row.count;
      point.amount += row.amount;
    } else byKey.set(row.key, { count: row.count, amount: row.amount });
  }
  return byKey;
}

/**
 * Keys by `value` (largest first; equal values by label, German order), the first `limit` rows
 * and the rest as one "Sonstige" row. A key whose value is 0 stays when its other number is not
 * (an order origin's amount can be 0); a key with both 0 (an order placed and canceled, a day
 * taken off a month) is left out.
 */
export function rankedRows(sums: ReadonlyMap<string, Point>, value: 'count' | 'amount', labelOf: (key: string) => string, limit = TOP_ROWS_LIMIT): Rows {
  const rows = [...sums]
    .filter(([, point]) => point.count !== 0 || point.amount !== 0)
    .map(([key, point]) => ({ key, label: labelOf(key), count: point.count, amount: point.amount }));
  rows.sort((a, b) => b[value] - a[value] || a.label.localeCompare(b.label, 'de') || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (rows.length <= limit) return rows;
  const rest = totalOf(rows.slice(limit));
  return [...rows.slice(0, limit), { key: OTHER_ROW_KEY, label: text('statistics.label.other'), ...rest }];
}

/** All 168 cells weekday × hour from counters keyed `weekday|hour`; malformed keys are left out. */
export function heatmapCells(sums: ReadonlyMap<string, Point>): Cells {
  const cells: Cells = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    for (let hour = 0; hour < 24; hour++) {
      const point = sums.get(`${weekday}|${String(hour).padStart(2, '0')}`);
      cells.push({ weekday, hour, count: point?.count ?? 0, amount: point?.amount ?? 0 });
    }
  }
  return cells;
}

/** Names of the records some keys point at: products (popular-items) and QR codes (origins). */
export interface RecordNames {
  products: ReadonlyMap<string, string>;
  qrCodes: ReadonlyMap<string, string>;
}

/** The readable German label of a key of a statistic (docs/statistics.md "Labels"). */
export function rowLabel(name: StatisticName, key: string, names: RecordNames): string {
  switch (name) {
    case 'popular-items':
      return names.products.get(key) ?? text('statistics.label.deletedProduct');
    case 'qr-code-origins':
      return names.qrCodes.get(key) ?? text('statistics.label.deletedQrCode');
    case 'order-origins':
    case 'revenue-origins':
      return originLabel(key, names.qrCodes);
    case 'events': {
      const [category = '', action = ''] = splitOnce(key, '|');
      return action ? text('statistics.label.event', { category, action }) : category;
    }
    case 'event-flow': {
      const [from = '', to = ''] = splitOnce(key, '>');
      return text('statistics.label.flow', { from, to });
    }
    case 'resolutions': {
      const [width = '', height = ''] = splitOnce(key, 'x');
      return height ? text('statistics.label.resolution', { width, height }) : key;
    }
    case 'device-pixel-ratios':
      return text('statistics.label.pixelRatio', { ratio: key.replace('.', ',') });
    case 'color-schemes':
      return key === 'light' ? text('statistics.label.light') : key === 'dark' ? text('statistics.label.dark') : key;
    case 'referrers':
      return key === 'direct' ? text('statistics.label.direct') : key;
    default:
      return key;
  }
}

/** `a|b|c` → [`a`, `b|c`]; without the separator [`a`]. */
function splitOnce(key: string, separator: string): string[] {
  const at = key.indexOf(separator);
  return at < 0 ? [key] : [key.slice(0, at), key.slice(at + separator.length)];
}

/**
 * The label of an order origin key (./origins.ts `originKey`): `QR-Code: <name>`, `Kampagne:
 * <campaign> (<source> / <medium>)`, the referring site's name (`www.google.com` → `Google`), or the
 * channel (`Kiosk`, `Telefon`, `Tisch`, `Onlineshop (direkt)`).
 */
export function originLabel(key: string, qrCodes: ReadonlyMap<string, string>): string {
  const { channel, detail = '' } = parseOriginKey(key);
  switch (channel) {
    case 'qr':
      return text('statistics.origin.qr', { name: qrCodes.get(detail) ?? text('statistics.label.deletedQrCode') });
    case 'campaign': {
      const [source = '-', medium = '-', campaign = '-'] = detail.split('/');
      const tags = [source, medium].filter((part) => part !== '-');
      const name = campaign !== '-' ? campaign : (tags.shift() ?? '-');
      return text('statistics.origin.campaign', { name: tags.length > 0 ? `${name} (${tags.join(' / ')})` : name });
    }
    case 'referrer':
      return siteName(detail);
    case 'kiosk':
      return text('statistics.origin.kiosk');
    case 'phone':
      return text('statistics.origin.phone');
    case 'table':
      return text('statistics.origin.table');
    case 'storefront':
      return text('statistics.origin.storefront');
  }
}

/** A referring host as its site's name: `www.google.com` → `Google`, `l.instagram.com` → `Instagram`. */
function siteName(host: string): string {
  const labels = host.replace(/:\d+$/, '').split('.');
  const name = labels.length > 1 ? labels[labels.length - 2]! : labels[0]!;
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : host;
}

/** Keys of an answer's rows that name records (product ids, QR code ids) to look up before labelling. */
export function recordIdsOf(name: StatisticName, keys: Iterable<string>): { products: string[]; qrCodes: string[] } {
  const products: string[] = [];
  const qrCodes: string[] = [];
  for (const key of keys) {
    if (name === 'popular-items') products.push(key);
    else if (name === 'qr-code-origins') qrCodes.push(key);
    else if ((name === 'order-origins' || name === 'revenue-origins') && key.startsWith('qr|')) qrCodes.push(key.slice(3));
  }
  return { products, qrCodes };
}
