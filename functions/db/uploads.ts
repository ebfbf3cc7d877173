/**
 * The upload queries beyond the generic repository (ACCESS_PATTERNS.md #29–#32): marking the
 * uploads an order uses, and the cleanup of uploads no order used (events/jobs/upload-cleanup.ts).
 *
 * An upload no order uses carries the sparse gsi2 attributes of keys.ts `unusedUploadKey` (set by
 * the entity rule in ./entities.ts when it is created, and on every staff edit while it is
 * unused); marking it used removes them. None of these writes changes the record's `version`:
 * it is part of the file's address, which an order has already stored.
 */
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import { entityKey, unusedUploadsBefore, unusedUploadsPartition } from './keys';
import { queryItems, toRecord, type StoredRecord } from './repository';

const isConditionFailure = (error: unknown): boolean => error instanceof Error && error.name === 'ConditionalCheckFailedException';

/**
 * Marks the uploads an order uses (the first order's id stays in `usedBy`) and takes them off the
 * unused index. Answers the ids it could not mark: gone, or being deleted by the cleanup job.
 */
export async function markUploadsUsed(ids: readonly string[], orderId: string, now: Date): Promise<string[]> {
  const failed: string[] = [];
  await Promise.all(
    [...new Set(ids)].map(async (id) => {
      try {
        await documentClient().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: entityKey('Upload', id),
            UpdateExpression: 'SET usedAt = if_not_exists(usedAt, :now), usedBy = if_not_exists(usedBy, :order) REMOVE gsi2pk, gsi2sk',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletingAt)',
            ExpressionAttributeValues: { ':now': now.toISOString(), ':order': orderId },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        failed.push(id);
      }
    }),
  );
  return failed;
}

/** Uploads no order uses that were created before `before` (oldest first), including those being deleted. */
export async function findUnusedUploads(before: Date): Promise<StoredRecord<'Upload'>[]> {
  const items = await queryItems({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :before',
    ExpressionAttributeValues: { ':pk': unusedUploadsPartition(), ':before': unusedUploadsBefore(before.toISOString()) },
  });
  return items.map((item) => toRecord('Upload', item));
}

/**
 * Claims an unused upload for deletion (`deletingAt`), so no order can use it from now on.
 * Answers false when an order used it in the meantime (or it is gone).
 */
export async function beginUploadDeletion(id: string, now: Date): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entityKey('Upload', id),
        UpdateExpression: 'SET deletingAt = if_not_exists(deletingAt, :now)',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Removes the record of an upload being deleted (after its files are gone). */
export async function deleteUploadRecord(id: string): Promise<void> {
  await documentClient().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: entityKey('Upload', id),
      ConditionExpression: 'attribute_exists(deletingAt) AND attribute_not_exists(usedAt)',
    }),
  );
}
