/**
 * The statistics of the back office (backoffice.md §7 "Statistics", docs/statistics.md): their
 * names, the roll-up metric each reads (functions/db/rollups.ts) and the shape of an answer.
 * Writers add to the metrics as things happen (page views and events: the analytics log consumer;
 * orders: the order statistics consumer; scans: the QR redirect), readers never scan orders.
 *
 * Dimension keys of the metrics (the `key` of a roll-up counter):
 * - '' for a plain total per day (page-views, unique-visitors, orders, revenue, canceled-orders, items);
 * - pages: the path; events: `category|action`; event-flow: `fromPath>toPath`;
 * - resolutions: `1920x1080` (screen); device-pixel-ratios: `2`; color-schemes: `light` | `dark`;
 * - referrers: the referring host (`www.google.com`), `direct` without one;
 * - browsers, operating-systems: the family name (`Chrome`, `Android`), `Sonstige` when unknown;
 * - popular-items: the product id; visitor-times, order-times: `weekday|hour` (ISO weekday 1–7,
 *   hour 00–23, shop time);
 * - order-origins (count) and revenue-origins (amount) share the metric `order-origins`, keyed by
 *   an order's origin (./origins.ts `originKey`);
 * - qr-code-origins: the QR code's id (its label is read at answer time, so a renamed code keeps
 *   its history); qr-code-targets: the target path or address.
 *
 * Amounts are cents of the gross total (incl. VAT), the amount customers paid or will pay.
 */
import * as z from 'zod';

/** The statistic names computed from roll-ups (the working-time ones belong to time tracking). */
export const STATISTIC_NAMES = [
  'unique-visitors',
  'page-views',
  'pages',
  'events',
  'event-flow',
  'resolutions',
  'device-pixel-ratios',
  'color-schemes',
  'referrers',
  'browsers',
  'operating-systems',
  'orders',
  'revenue',
  'canceled-orders',
  'items',
  'popular-items',
  'visitor-times',
  'order-times',
  'order-origins',
  'revenue-origins',
  'qr-code-origins',
  'qr-code-targets',
] as const;
export type StatisticName = (typeof STATISTIC_NAMES)[number];

/**
 * How a statistic answers: `series` a value per day of the range (line chart), `top` the
 * dimension keys ordered by value (bar chart), `share` the keys as parts of the whole (doughnut),
 * `heatmap` weekday × hour.
 */
export type StatisticKind = 'series' | 'top' | 'share' | 'heatmap';

export interface StatisticDefinition {
  kind: StatisticKind;
  /** The roll-up metric it reads. */
  metric: string;
  /** Which number of a counter is the value: `count` or `amount` (cents). */
  value: 'count' | 'amount';
}

export const STATISTICS: Record<StatisticName, StatisticDefinition> = {
  'unique-visitors': { kind: 'series', metric: 'unique-visitors', value: 'count' },
  'page-views': { kind: 'series', metric: 'page-views', value: 'count' },
  pages: { kind: 'top', metric: 'pages', value: 'count' },
  events: { kind: 'top', metric: 'events', value: 'count' },
  'event-flow': { kind: 'top', metric: 'event-flow', value: 'count' },
  resolutions: { kind: 'share', metric: 'resolutions', value: 'count' },
  'device-pixel-ratios': { kind: 'share', metric: 'device-pixel-ratios', value: 'count' },
  'color-schemes': { kind: 'share', metric: 'color-schemes', value: 'count' },
  referrers: { kind: 'top', metric: 'referrers', value: 'count' },
  browsers: { kind: 'share', metric: 'browsers', value: 'count' },
  'operating-systems': { kind: 'share', metric: 'operating-systems', value: 'count' },
  orders: { kind: 'series', metric: 'orders', value: 'count' },
  revenue: { kind: 'series', metric: 'revenue', value: 'amount' },
  'canceled-orders': { kind: 'series', metric: 'canceled-orders', value: 'count' },
  items: { kind: 'series', metric: 'items', value: 'count' },
  'popular-items': { kind: 'top', metric: 'popular-items', value: 'count' },
  'visitor-times': { kind: 'heatmap', metric: 'visitor-times', value: 'count' },
  'order-times': { kind: 'heatmap', metric: 'order-times', value: 'count' },
  'order-origins': { kind: 'share', metric: 'order-origins', value: 'count' },
  'revenue-origins': { kind: 'share', metric: 'order-origins', value: 'amount' },
  'qr-code-origins': { kind: 'top', metric: 'qr-code-origins', value: 'count' },
  'qr-code-targets': { kind: 'top', metric: 'qr-code-targets', value: 'count' },
};

/** `GET /api/statistics/{name}?from&to&branch`: local days `yyyy-mm-dd` of the shop, both included. */
export const statisticQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  branch: z.string().min(1).optional(),
});
export type StatisticQuery = z.infer<typeof statisticQuerySchema>;

const statisticPointSchema = z.object({ count: z.number(), amount: z.number() });

/**
 * The answer: the range's total and, by kind, `series` (every day of the range, zeros included),
 * `rows` (top and share: every key with its label, largest value first) or `cells` (heatmap).
 */
export const statisticAnswerSchema = z.object({
  name: z.enum(STATISTIC_NAMES),
  kind: z.enum(['series', 'top', 'share', 'heatmap']),
  value: z.enum(['count', 'amount']),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  branch: z.string().optional(),
  total: statisticPointSchema,
  series: z.array(statisticPointSchema.extend({ day: z.string() })).optional(),
  rows: z.array(statisticPointSchema.extend({ key: z.string(), label: z.string() })).optional(),
  cells: z.array(statisticPointSchema.extend({ weekday: z.number().int().min(1).max(7), hour: z.number().int().min(0).max(23) })).optional(),
});
export type StatisticAnswer = z.infer<typeof statisticAnswerSchema>;
