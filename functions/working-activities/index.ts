/**
 * /api/working-activities: the generic resource shape (functions/lib/crud-routes.ts) with the
 * rules of working time (docs/working-time.md):
 * - Server-managed fields: `openFor` is the user's id exactly while a work activity has no end
 *   (so an administrator who closes a forgotten activity frees the user's time clock), and
 *   `corrections` are kept from the stored record whatever a client sends.
 * - A PUT that changes kind, start, end, pauses, branch or project of a stored activity needs
 *   `correctionReason` (422 otherwise) and appends who, when, why and the fields before;
 *   `correctionReason` itself is never stored.
 * - Holiday and sick entries cover whole days: start and end on a shop-local midnight, at most
 *   ABSENCE_MAX_DAYS days.
 * - The list filters by user (through the user's index, never a scan), branch, kind and start
 *   (`from`/`to`). Employees read their own records only (policy `ownerIds`).
 */
import {
  timeListQuerySchema,
  workingActivityInputSchema,
  type ActivityKind,
  type Correction,
  type WorkingActivityInput,
} from '#shared/schemas/time-tracking.ts';
import { MINUTES_PER_DAY } from '#shared/time/calendar.ts';
import { localMinuteOf } from '#shared/time/zone.ts';
import { crudHandlers, type WriteContext } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';
import { ApiError } from '../lib/errors';
import { inRange, matchesRef, rangeBounds } from '../lib/filters';
import { serverNow } from '../lib/clock';
import type { EntityData } from '../db/entities';
import type { StoredEntity } from '../db/repository';
import { asActivity, findOpenActivity, queryUserActivities } from '../db/working-time';
import { ABSENCE_MAX_DAYS, shopTimeZone } from '../time-sheets/balances';

/** The fields whose change is a correction, in a form that compares instants as instants. */
function correctedFields(activity: {
  kind?: ActivityKind;
  start: string;
  end?: string;
  pauses?: Array<{ start: string; end?: string }>;
  branch?: { id: string };
  project?: { id: string };
}) {
  const instant = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso).toISOString());
  return {
    kind: activity.kind ?? ('work' as const),
    start: instant(activity.start)!,
    ...(activity.end ? { end: instant(activity.end) } : {}),
    pauses: (activity.pauses ?? []).map((pause) => ({ start: instant(pause.start)!, ...(pause.end ? { end: instant(pause.end) } : {}) })),
    ...(activity.branch ? { branch: { id: activity.branch.id } } : {}),
    ...(activity.project ? { project: { id: activity.project.id } } : {}),
  };
}

const sameFields = (a: ReturnType<typeof correctedFields>, b: ReturnType<typeof correctedFields>): boolean => JSON.stringify(a) === JSON.stringify(b);

const onMidnight = (iso: string, timeZone: string): boolean => localMinuteOf(new Date(iso), timeZone) % MINUTES_PER_DAY === 0;

/** Holiday and sick entries: whole local days, with an end, at most ABSENCE_MAX_DAYS long. */
function checkAbsence(input: WorkingActivityInput): void {
  if (input.kind === 'work') return;
  if (!input.end) throw ApiError.of(422, 'api.workingTime.openAbsence', undefined, 'end');
  const timeZone = shopTimeZone();
  if (!onMidnight(input.start, timeZone)) throw ApiError.of(422, 'api.workingTime.absenceMidnight', undefined, 'start');
  if (!onMidnight(input.end, timeZone)) throw ApiError.of(422, 'api.workingTime.absenceMidnight', undefined, 'end');
  // A day is 23 to 25 hours around the changes of summer time; a whole day more than the limit is too long.
  if (Date.parse(input.end) - Date.parse(input.start) > (ABSENCE_MAX_DAYS * 24 + 12) * 3_600_000) {
    throw ApiError.of(422, 'api.workingTime.absenceTooLong', { days: ABSENCE_MAX_DAYS }, 'end');
  }
}

function editorOf(context: WriteContext): { id: string; name: string } {
  const caller = context.caller;
  if (caller.kind !== 'staff') throw ApiError.of(403, 'api.auth.forbidden');
  const user = caller.user;
  return { id: user?.id ?? caller.identity.sub, name: user?.name?.trim() || user?.username || caller.identity.username };
}

async function prepare(input: WorkingActivityInput, context: WriteContext, previous?: StoredEntity): Promise<EntityData> {
  const { correctionReason, ...fields } = input;
  checkAbsence(input);
  const isOpenWork = fields.kind === 'work' && !fields.end;
  if (isOpenWork) {
    // One open activity per user (the unique openFor would refuse it too, with a less telling text).
    const open = await findOpenActivity(fields.user.id);
    if (open && open.id !== previous?.id) throw ApiError.of(409, 'api.workingTime.alreadyOpen', undefined, 'end');
  }
  // The input schema lists neither openFor nor corrections: what a client sends of them is dropped.
  const data: EntityData = { ...fields, ...(isOpenWork ? { openFor: fields.user.id } : {}) };
  if (!previous) return { ...data, corrections: [] };
  const before = asActivity(previous);
  const stored = correctedFields(before);
  if (sameFields(stored, correctedFields(fields))) return { ...data, corrections: before.corrections };
  if (!correctionReason) throw ApiError.of(422, 'api.workingTime.correctionReason', undefined, 'correctionReason');
  const correction: Correction = { at: serverNow().toISOString(), by: editorOf(context), reason: correctionReason, before: stored };
  return { ...data, corrections: [...before.corrections, correction] };
}

export const handler = createGroupHandler(
  'working-activities',
  crudHandlers({
    policy: policies['working-activities'],
    input: workingActivityInputSchema,
    prepare,
    list: {
      query: timeListQuerySchema,
      source: async (query) => {
        if (!query.user) return undefined;
        const bounds = rangeBounds(query.from, query.to);
        return (await queryUserActivities(query.user, bounds.from, bounds.to)) as unknown as StoredEntity[];
      },
      filter: (activity, query) =>
        matchesRef(activity.user, query.user) &&
        matchesRef(activity.branch, query.branch) &&
        (!query.kind || (activity.kind ?? 'work') === query.kind) &&
        inRange(activity.start, rangeBounds(query.from, query.to)),
    },
  }),
);
