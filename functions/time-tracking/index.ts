/**
 * /api/time-tracking/{username}/{accessToken}/…: the time clock an employee opens from their
 * personal link (backoffice.md §4 "Time tracking", §7; docs/working-time.md). The access check
 * (functions/lib/access.ts) finds the user by username and compares the token with its stored
 * hash; an unknown user, a wrong or revoked token and a disabled user get the same 401.
 *
 * - Times are the server's (functions/lib/clock.ts), truncated to the whole minute.
 * - One open activity per user: `openFor` is unique, so a second start (double tap, a second
 *   device) fails its write and answers 409. Pause, resume and end write under the version the
 *   clock just read: of two taps at once one wins, the other answers 409.
 * - End in the minute of the start: the activity ends one minute after its start (end must lie
 *   after start). Decision: a tap that records a minute too much is visible and correctable in
 *   the back office; a record that vanishes is not.
 * - Every write is audited with the employee as the actor (functions/audit/context.ts).
 */
import { clockEndSchema, clockStartSchema, timeListQuerySchema, type WorkingActivity } from '#shared/schemas/time-tracking.ts';
import type { TimeClockBalances, TimeClockMe } from '#shared/schemas/time-sheets.ts';
import { addDays } from '#shared/time/calendar.ts';
import { MS_PER_MINUTE, holidayBalance, isPaused, nextActions, totalsOf, weekStartOf } from '#shared/working-time/index.ts';
import { withAuditActor } from '../audit/context';
import { EntityExistsError, UniqueConflictError, VersionConflictError } from '../db/errors';
import { createEntity, getEntities, getEntity, listEntities, updateEntity, type StoredEntity } from '../db/repository';
import { asActivity, findOpenActivity, queryUserActivities, userSchedules } from '../db/working-time';
import type { Caller, UserRecord } from '../lib/auth';
import { serverNow } from '../lib/clock';
import { ApiError } from '../lib/errors';
import { rangeBounds } from '../lib/filters';
import { createGroupHandler, route, type RouteContext } from '../lib/router';
import { balanceUntil, daysOf, loadUserTime, monthDays, personOf, shopTimeZone, todayOf } from '../time-sheets/balances';

type Context = RouteContext<unknown, unknown, unknown>;

function employeeOf(caller: Caller): StoredEntity<UserRecord> {
  if (caller.kind !== 'timeTracking') throw ApiError.of(401, 'api.auth.invalidAccessToken');
  return caller.user;
}

/** The server's now at the start of its minute (clock times are whole minutes). */
const clockMinute = (): Date => new Date(Math.floor(serverNow().getTime() / MS_PER_MINUTE) * MS_PER_MINUTE);

/** Runs a write of the time clock with the employee as the audited actor. */
function asEmployee<T>(context: Context, user: StoredEntity<UserRecord>, write: () => Promise<T>): Promise<T> {
  const actor = { userId: user.id, userName: personOf(user).name, resource: 'time-tracking', method: context.route.method, path: context.route.path };
  return withAuditActor(actor, write);
}

async function openActivityOf(userId: string): Promise<WorkingActivity> {
  const open = await findOpenActivity(userId);
  if (!open) throw ApiError.of(409, 'api.timeClock.notClockedIn');
  return open;
}

/** Replaces the open activity under its version; a concurrent tap answers 409 in German. */
async function replaceActivity(activity: WorkingActivity, data: Omit<WorkingActivity, 'id' | 'entityType' | 'version' | 'createdAt' | 'updatedAt'>, now: Date) {
  try {
    return asActivity(await updateEntity('WorkingActivity', activity.id, data, activity.version, { now }));
  } catch (error) {
    if (error instanceof VersionConflictError || error instanceof UniqueConflictError) throw ApiError.of(409, 'api.timeClock.concurrent');
    throw error;
  }
}

const fieldsOf = ({ id: _id, entityType: _type, version: _version, createdAt: _created, updatedAt: _updated, ...fields }: WorkingActivity) => fields;

async function branchesOf(user: StoredEntity<UserRecord>): Promise<Array<{ id: string; name: string }>> {
  const ids = (user.branches ?? []).map((branch) => branch.id);
  const branches = ids.length > 0 ? await getEntities('Branch', ids) : [];
  return branches.map((branch) => ({ id: branch.id, name: branch.name }));
}

/** Projects time can be booked on: every project not done, by name. */
async function openProjects(): Promise<Array<{ id: string; name: string }>> {
  const projects = await listEntities('Project');
  return projects
    .filter((project) => project.status !== 'done')
    .map((project) => ({ id: project.id, name: String(project.name ?? '') }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

export const handler = createGroupHandler('time-tracking', {
  'GET /api/time-tracking/{username}/{accessToken}/me': route({
    async handle({ caller }): Promise<TimeClockMe> {
      const user = employeeOf(caller);
      const [branches, open, projects] = await Promise.all([branchesOf(user), findOpenActivity(user.id), openProjects()]);
      return { user: { ...personOf(user), branches }, workingActivity: open ?? null, nextActions: nextActions(open), projects, timeZone: shopTimeZone() };
    },
  }),

  'GET /api/time-tracking/{username}/{accessToken}/working-schedules': route({
    handle: async ({ caller }) => userSchedules(employeeOf(caller).id),
  }),

  'GET /api/time-tracking/{username}/{accessToken}/working-activities': route({
    query: timeListQuerySchema.pick({ from: true, to: true }),
    async handle({ caller, query }) {
      const user = employeeOf(caller);
      const timeZone = shopTimeZone();
      const month = monthDays(todayOf(serverNow(), timeZone).slice(0, 7));
      const bounds = rangeBounds(query.from ?? month.from, query.to ?? month.to);
      if (bounds.from && bounds.to && bounds.to < bounds.from) throw ApiError.of(400, 'api.validation.dateRange', undefined, 'to');
      return queryUserActivities(user.id, bounds.from, bounds.to);
    },
  }),

  'GET /api/time-tracking/{username}/{accessToken}/balances': route({
    async handle({ caller }): Promise<TimeClockBalances> {
      const user = employeeOf(caller);
      const now = serverNow();
      const timeZone = shopTimeZone();
      const today = todayOf(now, timeZone);
      const week = { from: weekStartOf(today), to: addDays(weekStartOf(today), 6) };
      const month = monthDays(today.slice(0, 7));
      const year = Number(today.slice(0, 4));
      const from = [week.from, month.from, `${year}-01-01`].sort()[0]!;
      const to = [week.to, month.to, `${year}-12-31`].sort().at(-1)!;
      const time = await loadUserTime(user.id, from, to, timeZone, true);
      const days = daysOf(time, week.from < month.from ? week.from : month.from, week.to > month.to ? week.to : month.to, now, timeZone);
      const inside = (range: { from: string; to: string }) => days.filter((day) => day.date >= range.from && day.date <= range.to);
      return {
        today: days.find((day) => day.date === today)!,
        week: totalsOf(inside(week)),
        month: totalsOf(inside(month)),
        untilYesterday: balanceUntil(time, addDays(today, -1), now, timeZone),
        holiday: holidayBalance({ activities: time.activities, schedules: time.schedules, year, now, timeZone }),
      };
    },
  }),

  'POST /api/time-tracking/{username}/{accessToken}/working-activities/start': route({
    body: clockStartSchema,
    async handle(context) {
      const user = employeeOf(context.caller);
      const own = (user.branches ?? []).map((branch) => branch.id);
      const branchId = context.body.branch?.id ?? own[0];
      if (context.body.branch && !own.includes(context.body.branch.id)) throw ApiError.of(422, 'api.timeClock.branchNotOwn', undefined, 'branch');
      const now = clockMinute();
      const activity = {
        user: { id: user.id },
        ...(branchId ? { branch: { id: branchId } } : {}),
        kind: 'work',
        start: now.toISOString(),
        pauses: [],
        corrections: [],
        openFor: user.id,
      };
      try {
        return asActivity(await asEmployee(context, user, () => createEntity('WorkingActivity', activity, { now })));
      } catch (error) {
        // The unique openFor (or a transaction racing for it): another start came first.
        if (error instanceof UniqueConflictError || error instanceof EntityExistsError) throw ApiError.of(409, 'api.timeClock.alreadyClockedIn');
        throw error;
      }
    },
  }),

  'POST /api/time-tracking/{username}/{accessToken}/working-activities/pause': route({
    async handle(context) {
      const user = employeeOf(context.caller);
      const open = await openActivityOf(user.id);
      if (isPaused(open)) throw ApiError.of(409, 'api.timeClock.alreadyPaused');
      const now = clockMinute();
      const pauses = [...open.pauses, { start: now.toISOString() }];
      return asEmployee(context, user, () => replaceActivity(open, { ...fieldsOf(open), pauses }, now));
    },
  }),

  'POST /api/time-tracking/{username}/{accessToken}/working-activities/resume': route({
    async handle(context) {
      const user = employeeOf(context.caller);
      const open = await openActivityOf(user.id);
      if (!isPaused(open)) throw ApiError.of(409, 'api.timeClock.notPaused');
      const now = clockMinute();
      const pauses = open.pauses.map((pause) => (pause.end ? pause : { ...pause, end: now.toISOString() }));
      return asEmployee(context, user, () => replaceActivity(open, { ...fieldsOf(open), pauses }, now));
    },
  }),

  'POST /api/time-tracking/{username}/{accessToken}/working-activities/end': route({
    body: clockEndSchema,
    async handle(context) {
      const user = employeeOf(context.caller);
      const open = await openActivityOf(user.id);
      if (context.body.project) {
        const project = await getEntity('Project', context.body.project.id);
        if (!project || project.status === 'done') throw ApiError.of(422, 'api.timeClock.unknownProject', undefined, 'project');
      }
      const now = clockMinute();
      // End after start: a tap in the minute of the start ends one minute after it.
      const end = new Date(Math.max(now.getTime(), Date.parse(open.start) + MS_PER_MINUTE)).toISOString();
      const pauses = open.pauses.map((pause) => (pause.end ? pause : { ...pause, end }));
      const { openFor: _open, ...fields } = fieldsOf(open);
      const closed = {
        ...fields,
        pauses,
        end,
        ...(context.body.project ? { project: context.body.project } : {}),
        ...(context.body.description ? { description: context.body.description } : {}),
      };
      return asEmployee(context, user, () => replaceActivity(open, closed, now));
    },
  }),
});
