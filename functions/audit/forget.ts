/**
 * The audit log's part in a GDPR erasure (functions/customers/service.ts `eraseCustomer`): the
 * entries of the erased records keep who changed what and when, but no value any more. Every
 * field change becomes `{path, redacted: true}` and the record's name (a customer's or an order's
 * name) is replaced by the erasure marker. The erasure's own writes log paths only
 * (`withoutAuditValues`), so the values it removes do not reappear as its "before".
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FieldChange } from '#shared/audit/diff.ts';
import { documentClient, tableName } from '../db/client';
import { auditEntryKey, auditRecordPartition } from '../db/keys';

const withheld = new AsyncLocalStorage<true>();

/** Runs `run` with audit entries that name the changed fields but keep none of their values. */
export function withoutAuditValues<T>(run: () => Promise<T>): Promise<T> {
  return withheld.run(true, run);
}

/** True inside `withoutAuditValues`. */
export function auditValuesWithheld(): boolean {
  return withheld.getStore() === true;
}

/** The changes as an erasure leaves them: the paths, no values. */
export function valuelessChanges(changes: readonly FieldChange[]): FieldChange[] {
  return changes.map(({ path }) => ({ path, redacted: true }));
}

/** Redacts every audit entry of the record (gsi2: one record's entries); answers how many. */
export async function forgetAuditValues(recordId: string, marker: string): Promise<number> {
  let start: Record<string, unknown> | undefined;
  let count = 0;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': auditRecordPartition(recordId) },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: auditEntryKey(String(item.id)),
          UpdateExpression: 'SET changes = :changes, recordName = :marker',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':changes': valuelessChanges((item.changes ?? []) as FieldChange[]), ':marker': marker },
        }),
      );
      count++;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}
