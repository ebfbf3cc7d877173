/**
 * The catalogue generation (keys.ts CATALOGUE_GENERATION_KEY): what an order is priced with —
 * branches, menus, categories, products and the shop configuration — has changed whenever this
 * number has. The repository raises it after every write of those types; the order path keeps a
 * copy of them per Lambda instance and reads the number to know whether the copy is still
 * current (functions/orders/price-basis.ts).
 *
 * Decision: raised by its own UpdateItem right after the record's write, not inside the write's
 * transaction. Inside, every two catalogue saves at the same moment would conflict on this one
 * item (DynamoDB cancels concurrent transactions that touch the same item) and one editor would
 * get a 409 for a record nobody else changed. The cost is a gap of one call's duration in which
 * the record is saved and the number not yet raised; readers bound that gap with a maximum age.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from './batch-get';
import { documentClient, tableName } from './client';
import { CATALOGUE_GENERATION_KEY, type EntityType, type PrimaryKey } from './keys';

/** The entity types whose records an order is checked and priced with. */
export const CATALOGUE_TYPES: ReadonlySet<EntityType> = new Set<EntityType>(['Branch', 'Menu', 'Category', 'Product', 'Config']);

/**
 * The current generation (0 before the first catalogue write) and, in the same call, the items of
 * `alsoRead` (missing ones left out): one strongly consistent BatchGetItem, so a caller's own
 * lookups cost no extra round trip.
 */
export async function readCatalogueGeneration(alsoRead: readonly PrimaryKey[] = []): Promise<{ generation: number; items: Record<string, unknown>[] }> {
  const found = await batchGetItems([CATALOGUE_GENERATION_KEY, ...alsoRead], { consistent: true });
  const isGeneration = (item: Record<string, unknown>) => item.pk === CATALOGUE_GENERATION_KEY.pk && item.sk === CATALOGUE_GENERATION_KEY.sk;
  const generation = found.find(isGeneration)?.generation;
  return { generation: typeof generation === 'number' ? generation : 0, items: found.filter((item) => !isGeneration(item)) };
}

/** Raises the generation by one (an atomic counter: concurrent raises all count). */
export async function raiseCatalogueGeneration(): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: CATALOGUE_GENERATION_KEY,
      UpdateExpression: 'ADD generation :one',
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
}
