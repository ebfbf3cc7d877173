/**
 * Queries of working time (ACCESS_PATTERNS.md "Working time"):
 * - a user's activities by start: gsi2 `USER#<id>#WORKING_ACTIVITIES`, sort key `<start ISO>#<id>`;
 * - a user's open activity: the uniqueness item of `openFor` (one per user), read consistently,
 *   then the activity itself, read consistently (the time clock writes on what it reads);
 * - schedules: few per user and few users, read by type and filtered (no index of their own).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { workingActivitySchema, workingScheduleSchema, type WorkingActivity, type WorkingSchedule } from '#shared/schemas/time-tracking.ts';
import { documentClient, tableName } from './client';
import { uniqueKey, userActivitiesPartition, userActivityStartBound } from './keys';
import { getEntity, listEntities, queryItems, toRecord, type StoredEntity } from './repository';

/** An activity as stored, typed by its schema (the record keeps every stored field). */
export type StoredActivity = WorkingActivity;
export type StoredSchedule = WorkingSchedule;

/** The typed view of a stored activity; fields the schema does not list stay as stored. */
export const asActivity = (record: StoredEntity): StoredActivity => ({ ...record, ...workingActivitySchema.parse(record) });
export const asSchedule = (record: StoredEntity): StoredSchedule => ({ ...record, ...workingScheduleSchema.parse(record) });

/**
 * A user's activities whose start lies in [fromIso, toIso] (both optional), oldest first. Never a
 * scan of every activity: one query of the user's partition of gsi2.
 */
export async function queryUserActivities(userId: string, fromIso?: string, toIso?: string): Promise<StoredActivity[]> {
  const values: Record<string, unknown> = { ':pk': userActivitiesPartition(userId) };
  let condition = 'gsi2pk = :pk';
  if (fromIso && toIso) {
    condition += ' AND gsi2sk BETWEEN :from AND :to';
    Object.assign(values, { ':from': userActivityStartBound(fromIso, 'from'), ':to': userActivityStartBound(toIso, 'to') });
  } else if (fromIso) {
    condition += ' AND gsi2sk >= :from';
    values[':from'] = userActivityStartBound(fromIso, 'from');
  } else if (toIso) {
    condition += ' AND gsi2sk <= :to';
    values[':to'] = userActivityStartBound(toIso, 'to');
  }
  const items = await queryItems({ IndexName: 'gsi2', KeyConditionExpression: condition, ExpressionAttributeValues: values });
  return items.map((item) => asActivity(toRecord('WorkingActivity', item)));
}

/** The user's open activity (no end), read consistently; undefined when clocked out. */
export async function findOpenActivity(userId: string): Promise<StoredActivity | undefined> {
  const lookup = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: uniqueKey('WorkingActivity', 'openFor', userId), ConsistentRead: true }),
  );
  const ownerId = lookup.Item?.ownerId;
  const record = typeof ownerId === 'string' ? await getEntity('WorkingActivity', ownerId, { consistent: true }) : undefined;
  return record ? asActivity(record) : undefined;
}

/** Every working schedule (a shop has a few per employee). */
export async function listSchedules(): Promise<StoredSchedule[]> {
  return (await listEntities('WorkingSchedule')).map(asSchedule);
}

/** The schedules of one user, oldest validity first. */
export async function userSchedules(userId: string): Promise<StoredSchedule[]> {
  const schedules = await listSchedules();
  return schedules.filter((schedule) => schedule.user.id === userId).sort((a, b) => a.validFrom.localeCompare(b.validFrom));
}
