/**
 * /api/time-sheets (backoffice.md §7 "Time tracking and time sheets", docs/working-time.md):
 * - `GET /balances?month=YYYY-MM&user=`: one time sheet per user (./balances.ts `timeSheetOf`);
 * - `GET /holiday-balances?year=&user=`: one holiday account per user.
 * Scope: an employee reads their own only (`user` of someone else: 403 api.auth.ownRecordsOnly);
 * an administrator the user asked for, or every user with a schedule or an activity in the
 * period, by name.
 */
import type { HolidayAccount, TimeSheet } from '#shared/schemas/time-sheets.ts';
import { holidayBalancesQuerySchema, timeSheetQuerySchema } from '#shared/schemas/time-sheets.ts';
import type { LocalDate } from '#shared/time/calendar.ts';
import { getEntity, listEntities, type StoredEntity } from '../db/repository';
import { listSchedules, queryUserActivities } from '../db/working-time';
import type { Caller, UserRecord } from '../lib/auth';
import { serverNow } from '../lib/clock';
import { ApiError, notFound } from '../lib/errors';
import { createGroupHandler, route } from '../lib/router';
import { dayBounds, holidayAccountOf, monthDays, personOf, shopTimeZone, timeSheetOf } from './balances';

type User = StoredEntity<UserRecord>;

/**
 * The users whose figures the caller reads over the days `from`–`to`: an employee themselves, an
 * administrator the one asked for or everyone with a schedule valid in the days or an activity
 * starting in them.
 */
export async function usersInScope(caller: Caller, userId: string | undefined, from: LocalDate, to: LocalDate): Promise<User[]> {
  if (caller.kind !== 'staff' || !caller.user) throw ApiError.of(403, 'api.auth.forbidden');
  if (!caller.isAdmin) {
    if (userId !== undefined && userId !== caller.user.id) throw ApiError.of(403, 'api.auth.ownRecordsOnly', undefined, 'user');
    return [caller.user];
  }
  if (userId !== undefined) {
    const user = await getEntity('User', userId);
    if (!user) throw notFound('users');
    return [user];
  }
  const [users, schedules] = await Promise.all([listEntities('User'), listSchedules()]);
  const scheduled = new Set(schedules.filter((schedule) => schedule.validFrom <= to && (!schedule.validTo || schedule.validTo >= from)).map((s) => s.user.id));
  const { fromIso, toIso } = dayBounds(from, to, shopTimeZone());
  const active = await Promise.all(users.map(async (user) => scheduled.has(user.id) || (await queryUserActivities(user.id, fromIso, toIso)).length > 0));
  return users.filter((_, index) => active[index]).sort((a, b) => personOf(a).name.localeCompare(personOf(b).name, 'de'));
}

export const handler = createGroupHandler('time-sheets', {
  'GET /api/time-sheets/balances': route({
    query: timeSheetQuerySchema,
    async handle({ caller, query }): Promise<TimeSheet[]> {
      const { from, to } = monthDays(query.month);
      const users = await usersInScope(caller, query.user, from, to);
      const now = serverNow();
      const timeZone = shopTimeZone();
      return Promise.all(users.map((user) => timeSheetOf(user, query.month, now, timeZone)));
    },
  }),
  'GET /api/time-sheets/holiday-balances': route({
    query: holidayBalancesQuerySchema,
    async handle({ caller, query }): Promise<HolidayAccount[]> {
      const users = await usersInScope(caller, query.user, `${query.year}-01-01`, `${query.year}-12-31`);
      const now = serverNow();
      const timeZone = shopTimeZone();
      return Promise.all(users.map(async (user) => ({ ...(await holidayAccountOf(user.id, query.year, now, timeZone)), user: personOf(user) })));
    },
  }),
});
