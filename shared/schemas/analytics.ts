/**
 * The analytics log (storefront.md §2, §4, §7 "Analytics log"; backoffice.md §3 "Analytics log
 * entry"; docs/analytics.md).
 *
 * `POST /api/analytics-log` takes one reading or a batch of up to MAX_READINGS: a page view
 * (`page-view`: path, previous path, the referrer on the first view of a visit), an event
 * (`event`: category and action, e.g. `contact-form` / `submit`) or the device info a visit starts
 * with (`device-info`: screen, pixel ratio, colour scheme). The server stores what it derives,
 * never the raw referrer, the IP address or the user agent (./../analytics/entry.ts).
 *
 * The back office lists the stored entries (`GET /analytics-log` with type, action, category,
 * from, to; at most 31 days per query).
 */
import * as z from 'zod';
import { MAX_READINGS } from '../analytics/limits';
import { listPageQuery } from './list-page';
import { rangeQuery, recordMeta, requiredText, trimmedText } from './common';

/** The kinds of reading the storefront sends. */
export const ANALYTICS_TYPES = ['page-view', 'event', 'device-info'] as const;
export type AnalyticsType = (typeof ANALYTICS_TYPES)[number];

export { ANALYTICS_LOG_RETENTION_DAYS, MAX_READINGS } from '../analytics/limits';

/** Largest request body in bytes: 20 readings of a few hundred bytes each, with room. */
export const MAX_ANALYTICS_BODY_BYTES = 16_000;

/** A path of the site as the browser shows it (`/store/graz`), without query or hash. */
const sitePath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/[^\s?#]*$/, { error: 'api.validation.format' });

/** What a reading may carry in `data`; anything else is dropped, never stored. */
export const analyticsReadingDataSchema = z.object({
  path: sitePath.optional(),
  previousPath: sitePath.optional(),
  /** `document.referrer` of a visit's first view; the server keeps only its host. */
  referrer: z.string().max(2000).optional(),
  /** The first view of a page load (a visit): referrer and visitor times count these. */
  landing: z.boolean().optional(),
  /** `1920x1080`: the screen in CSS pixels. */
  screen: z
    .string()
    .regex(/^\d{2,5}x\d{2,5}$/, { error: 'api.validation.format' })
    .optional(),
  dpr: z.number().min(0.25).max(10).optional(),
  colorScheme: z.enum(['light', 'dark']).optional(),
  /** A short label of an event (a form's name, a button). */
  label: trimmedText(200).optional(),
});

/**
 * One reading. `name` and `label` are the spec's second reading of the payload ("type, name,
 * label, data"): they stand for action and category when those are absent.
 */
export const analyticsReadingSchema = z
  .object({
    type: z.enum(ANALYTICS_TYPES),
    action: trimmedText(100).optional(),
    category: trimmedText(100).optional(),
    name: trimmedText(100).optional(),
    label: trimmedText(100).optional(),
    data: analyticsReadingDataSchema.default({}),
  })
  .transform(({ name, label, ...reading }) => ({
    ...reading,
    action: reading.action ?? name,
    category: reading.category ?? label,
  }));
export type AnalyticsReading = z.output<typeof analyticsReadingSchema>;

/** The body of `POST /api/analytics-log`: one reading or a list of 1 to MAX_READINGS. */
export const analyticsBatchSchema = z.preprocess(
  (value) => (Array.isArray(value) || value === undefined ? value : [value]),
  z.array(analyticsReadingSchema).min(1).max(MAX_READINGS),
);

/** A stored entry: the reading's type, action and category and the derived data (docs/analytics.md). */
export const analyticsLogEntryInputSchema = z.object({
  type: requiredText(100),
  action: trimmedText(200).optional(),
  category: trimmedText(200).optional(),
  data: z.record(z.string(), z.json()).default({}),
});
export const analyticsLogEntrySchema = analyticsLogEntryInputSchema.extend(recordMeta);
export type AnalyticsLogEntry = z.infer<typeof analyticsLogEntrySchema>;

/** `GET /api/analytics-log`: filters, time range, and the back office's page (`limit`, `cursor`, `search` on the path). */
export const analyticsLogQuerySchema = z.object({
  type: trimmedText(100).optional(),
  action: trimmedText(200).optional(),
  category: trimmedText(200).optional(),
  ...rangeQuery,
  ...listPageQuery(['createdAt']),
});
