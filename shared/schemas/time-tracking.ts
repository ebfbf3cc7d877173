/**
 * Working time of the staff (backoffice.md §3 "Time tracking state", §4, §7; fields not shown in
 * the spec). The arithmetic lives in shared/working-time; docs/working-time.md draws the paths.
 *
 * Decisions where the spec is silent:
 * - A working activity is one span of a user's time: `kind` 'work' (clocked in and out, with
 *   pauses) or an absence that covers whole days, 'holiday' (Urlaub) or 'sick' (Krankenstand),
 *   from local midnight of its first day to local midnight after its last (`end` exclusive).
 * - Clock times are whole minutes: the time clock records 06:55 for a tap at 06:55:40, as paper
 *   time cards do, so every sum is exact in minutes.
 * - `openFor` (the user's id while the activity has no end) is managed by the server and unique:
 *   a second open activity of the same user fails its write, whatever the number of taps or
 *   devices (functions/db/entities.ts).
 * - Every change of a stored activity by staff in the back office is kept in `corrections` with
 *   who, when, why and the times before; the reason (`correctionReason`) is required to change
 *   an activity that exists.
 * - `project`: time booked on a project when clocking out (optional).
 * - A working schedule is a contract's week: minutes to work per weekday (Monday first), valid
 *   from a day until an optional last day, with the holiday entitlement per calendar year
 *   (Austrian default 25 working days, Urlaubsgesetz: 30 Werktage = 25 Arbeitstage for a
 *   five-day week).
 */
import * as z from 'zod';
import { dateSchema, dateTimeSchema, idSchema, rangeQuery, recordMeta, refSchema, trimmedText } from './common';

export const ACTIVITY_KINDS = ['work', 'holiday', 'sick'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Holiday entitlement per calendar year when a schedule names none (working days). */
export const DEFAULT_HOLIDAY_DAYS_PER_YEAR = 25;

const pauseSchema = z.object({ start: dateTimeSchema, end: dateTimeSchema.optional() });
export type Pause = z.infer<typeof pauseSchema>;

/** What an activity was before a correction. */
const correctedFieldsSchema = z.object({
  kind: z.enum(ACTIVITY_KINDS).optional(),
  start: dateTimeSchema,
  end: dateTimeSchema.optional(),
  pauses: z.array(pauseSchema).default([]),
  branch: refSchema.optional(),
  project: refSchema.optional(),
});

export const correctionSchema = z.object({
  at: dateTimeSchema,
  by: z.object({ id: z.string(), name: z.string() }),
  reason: z.string(),
  before: correctedFieldsSchema,
});
export type Correction = z.infer<typeof correctionSchema>;

const activityFields = z.object({
  user: refSchema,
  branch: refSchema.optional(),
  kind: z.enum(ACTIVITY_KINDS).default('work'),
  start: dateTimeSchema,
  end: dateTimeSchema.optional(),
  pauses: z.array(pauseSchema).max(50).default([]),
  description: trimmedText(2000).optional(),
  project: refSchema.optional(),
});

const endsAfterStart = (activity: { start: string; end?: string }) => !activity.end || Date.parse(activity.end) > Date.parse(activity.start);
const timeRange = { path: ['end'], message: 'api.validation.timeRange' };

/** POST and PUT of /working-activities; `correctionReason` is required by the server to change a stored one. */
export const workingActivityInputSchema = activityFields.extend({ correctionReason: trimmedText(500).optional() }).refine(endsAfterStart, timeRange);
export type WorkingActivityInput = z.infer<typeof workingActivityInputSchema>;

export const workingActivitySchema = activityFields
  .extend({
    ...recordMeta,
    openFor: z.string().optional(),
    corrections: z.array(correctionSchema).default([]),
  })
  .refine(endsAfterStart, timeRange);
export type WorkingActivity = z.infer<typeof workingActivitySchema>;

/** Minutes to work on each weekday, Monday first (0 = free). */
export const weekMinutesSchema = z.array(z.int().min(0).max(1440)).length(7);

export const workingScheduleInputSchema = z
  .object({
    user: refSchema,
    branch: refSchema.optional(),
    validFrom: dateSchema,
    validTo: dateSchema.optional(),
    minutesPerWeekday: weekMinutesSchema,
    holidayDaysPerYear: z.int().min(0).max(60).default(DEFAULT_HOLIDAY_DAYS_PER_YEAR),
    comment: trimmedText(2000).optional(),
  })
  .refine((schedule) => !schedule.validTo || schedule.validTo >= schedule.validFrom, { path: ['validTo'], message: 'api.validation.timeRange' });
export const workingScheduleSchema = workingScheduleInputSchema.safeExtend(recordMeta);
export type WorkingSchedule = z.infer<typeof workingScheduleSchema>;

/** `GET /working-activities` and `/working-schedules`: `from`/`to` filter the start or the validity. */
export const timeListQuerySchema = z.object({
  user: idSchema.optional(),
  branch: idSchema.optional(),
  kind: z.enum(ACTIVITY_KINDS).optional(),
  ...rangeQuery,
});

/** `POST /time-tracking/{username}/{accessToken}/working-activities/start`. */
export const clockStartSchema = z.object({ branch: refSchema.optional() });
/** `…/end`: optionally the project the time was spent on and a note. */
export const clockEndSchema = z.object({ project: refSchema.optional(), description: trimmedText(2000).optional() });
