/**
 * Working activities and working schedules of the staff (fields not shown in the spec).
 * Decision: an activity is a span of work of a user (start, optional end, pauses); a schedule
 * entry plans a user's shift on a day. Both are listed with the filters user, branch, from, to.
 */
import * as z from 'zod';
import { dateSchema, dateTimeSchema, idSchema, rangeQuery, recordMeta, refSchema, trimmedText, timeOfDaySchema } from './common';

const pauseSchema = z.object({ start: dateTimeSchema, end: dateTimeSchema.optional() });

export const workingActivityInputSchema = z
  .object({
    user: refSchema,
    branch: refSchema.optional(),
    start: dateTimeSchema,
    end: dateTimeSchema.optional(),
    pauses: z.array(pauseSchema).max(50).default([]),
    description: trimmedText(2000).optional(),
  })
  .refine((activity) => !activity.end || Date.parse(activity.end) > Date.parse(activity.start), {
    path: ['end'],
    message: 'api.validation.timeRange',
  });
export const workingActivitySchema = workingActivityInputSchema.safeExtend(recordMeta);
export type WorkingActivity = z.infer<typeof workingActivitySchema>;

export const workingScheduleInputSchema = z
  .object({
    user: refSchema,
    branch: refSchema.optional(),
    date: dateSchema,
    from: timeOfDaySchema,
    to: timeOfDaySchema,
    comment: trimmedText(2000).optional(),
  })
  .refine((schedule) => schedule.to > schedule.from, { path: ['to'], message: 'api.validation.timeRange' });
export const workingScheduleSchema = workingScheduleInputSchema.safeExtend(recordMeta);
export type WorkingSchedule = z.infer<typeof workingScheduleSchema>;

/** `GET /working-activities` and `/working-schedules`: `from`/`to` filter the start or the day. */
export const timeListQuerySchema = z.object({
  user: idSchema.optional(),
  branch: idSchema.optional(),
  ...rangeQuery,
});
