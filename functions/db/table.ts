/**
 * The one DynamoDB table (DESIGN.md §4). Used by the CDK data stack and by the local stack, so
 * both create exactly the same key schema and indexes.
 *
 * - gsi1: lookups and listings by a second key (entity type lists, orders by uid, by branch + date)
 * - gsi2: sparse, overloaded index (e.g. open orders per branch); only items that set gsi2pk appear
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  timeToLiveAttribute: 'ttl',
} as const;

export type IndexName = (typeof tableDefinition.indexes)[number]['indexName'];
