/**
 * Analytics log entries (backoffice.md §3 "Analytics log entry": type, action, category, data).
 * The back office lists them (`GET /analytics-log` with type, action, category, from, to; at most
 * 31 days per query).
 */
import * as z from 'zod';
import { rangeQuery, recordMeta, requiredText, trimmedText } from './common';

export const analyticsLogEntryInputSchema = z.object({
  type: requiredText(100),
  action: trimmedText(200).optional(),
  category: trimmedText(200).optional(),
  data: z.record(z.string(), z.json()).default({}),
});
export const analyticsLogEntrySchema = analyticsLogEntryInputSchema.extend(recordMeta);
export type AnalyticsLogEntry = z.infer<typeof analyticsLogEntrySchema>;

export const analyticsLogQuerySchema = z.object({
  type: trimmedText(100).optional(),
  action: trimmedText(200).optional(),
  category: trimmedText(200).optional(),
  ...rangeQuery,
});
