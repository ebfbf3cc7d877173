/** The analytics log query of ACCESS_PATTERNS.md §3 (#15): entries of one UTC day in a range. */
import { analyticsLogDayPartition, createdAtBound } from './keys';
import { queryItems, toRecord, type StoredRecord } from './repository';

/** Entries of the UTC day `YYYY-MM-DD` created in [from, to], newest first. */
export async function queryAnalyticsLogDay(day: string, from: string, to: string): Promise<StoredRecord<'AnalyticsLogEntry'>[]> {
  const items = await queryItems({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': analyticsLogDayPartition(day),
      ':from': createdAtBound(from, 'from'),
      ':to': createdAtBound(to, 'to'),
    },
    ScanIndexForward: false,
  });
  return items.map((item) => toRecord('AnalyticsLogEntry', item));
}
