/**
 * Stored records are typed at the edge: the repository checks every entity it reads before it
 * hands it on (parseStoredRecord), so no caller casts what came out of the table. It checks every
 * entity it writes the same way before the write, so the table never holds a record its readers
 * would refuse (a server-side bug fails the write instead of every later read).
 *
 * - Every entity: the attributes the repository manages (`id`, `entityType` = the type that was
 *   read, `version`, `createdAt`, `updatedAt`).
 * - The types of `storedRecordSchemas`: the whole record, with the stored-record schema of
 *   shared/schemas (the schema the client parses answers with; where a record keeps a write-only
 *   key, its stored variant with the hash). Reads of these types are typed as the schema's output
 *   (`StoredRecord<'Order'>`): defaults applied and text trimmed as the schema does.
 * - Parsing never drops data: a field the schema does not list, at any depth (an
 *   `idempotencyKey`, an `apiKeyHash`, a field of a newer writer), stays as stored. Server code
 *   writes what it read back as a whole record, so a field dropped here would be lost.
 * - A record that does not parse is a StoredRecordInvalidError (./errors.ts) with the type, the id
 *   and the paths of the failing fields, never their values (they may be personal data).
 *
 * Which types are registered: those whose fields the server reads one by one (orders, the
 * catalogue, branches and their tables, devices, users). The generic resource routes treat every
 * record as any fields, so other types gain nothing from a schema here, and every schema here is in
 * every Lambda (DESIGN.md §9, 300 KB): the access checks in functions/lib/access.ts, which every
 * route group carries, read users, branches, orders and devices, so a per-Lambda registry would
 * still carry these. Config is not registered: functions/config/service.ts parses it itself and,
 * by its own decision, keeps the shop running on defaults when the stored configuration no longer
 * matches.
 */
import * as z from 'zod';
import { storedBranchSchema, tableSchema } from '#shared/schemas/branch.ts';
import { categorySchema, menuSchema, productSchema } from '#shared/schemas/catalogue.ts';
import { storedDeviceSchema } from '#shared/schemas/device.ts';
import { orderSchema } from '#shared/schemas/order.ts';
import { storedUserSchema } from '#shared/schemas/user.ts';
import type { EntityData } from './entities';
import { StoredRecordInvalidError, issuePaths } from './errors';
import { ENTITY_TYPES, type EntityType } from './keys';

// A type alias, not an interface: records must stay assignable to `Record<string, unknown>`.
type EntityMeta = {
  id: string;
  entityType: EntityType;
  version: number;
  /** ISO-8601 UTC. */
  createdAt: string;
  /** ISO-8601 UTC. */
  updatedAt: string;
};

export type StoredEntity<T extends object = EntityData> = T & EntityMeta;

/** The stored-record schema of each entity type whose reads are typed. */
const storedRecordSchemas = {
  Branch: storedBranchSchema,
  Category: categorySchema,
  Device: storedDeviceSchema,
  Menu: menuSchema,
  Order: orderSchema,
  Product: productSchema,
  Table: tableSchema,
  User: storedUserSchema,
} satisfies Partial<Record<EntityType, z.ZodType<EntityData>>>;

type StoredRecordSchemas = typeof storedRecordSchemas;
type TypedEntityType = keyof StoredRecordSchemas;

/**
 * The data of a stored record of type `K`: its schema's output for the registered types (plus
 * the fields the schema does not list, as `unknown`), else any fields. A type that is not one
 * literal (`EntityType` itself, in the generic resource routes) reads as any fields.
 */
type RecordData<K extends EntityType> = [K] extends [TypedEntityType] ? z.output<StoredRecordSchemas[K & TypedEntityType]> & EntityData : EntityData;

/** A stored record of type `K` as the repository reads it. */
export type StoredRecord<K extends EntityType> = StoredEntity<RecordData<K>>;

export type StoredOrder = StoredRecord<'Order'>;

const schemaByType: Partial<Record<EntityType, z.ZodType<EntityData>>> = storedRecordSchemas;

const entityMetaSchema = z.object({
  id: z.string().min(1),
  entityType: z.enum(ENTITY_TYPES),
  version: z.number().int().min(1),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `parsed` with the fields of `stored` put back that the schema did not list, at every depth.
 * Zod keeps every listed key that was present (also when its value became undefined), so a key
 * that is missing from `parsed` is one the schema does not know.
 */
function withUnlisted(stored: unknown, parsed: unknown): unknown {
  if (Array.isArray(stored) && Array.isArray(parsed) && stored.length === parsed.length) {
    return parsed.map((value, index) => withUnlisted(stored[index], value));
  }
  if (isPlainObject(stored) && isPlainObject(parsed)) {
    const merged: Record<string, unknown> = { ...stored };
    for (const [name, value] of Object.entries(parsed)) merged[name] = withUnlisted(stored[name], value);
    return merged;
  }
  return parsed;
}

/**
 * A stored entity of `type` (without its key attributes) checked as described above; `key` names
 * it in the error (its id, or its primary key when the id itself is broken).
 */
export function parseStoredRecord<K extends EntityType>(type: K, record: EntityData, key: string): StoredRecord<K> {
  const meta = entityMetaSchema.safeParse(record);
  const schema = schemaByType[type];
  const data = schema?.safeParse(record);
  const issues = [...(meta.error?.issues ?? []), ...(data?.error?.issues ?? [])];
  const paths = [...new Set(issuePaths(issues))];
  if (meta.success && meta.data.entityType !== type) paths.push('entityType (other type)');
  if (paths.length > 0) throw new StoredRecordInvalidError(type, key, paths);
  // The assertion is what was just checked: the managed attributes with `entityType` = `type`,
  // and for a registered type the output of `storedRecordSchemas[type]`, whose type is RecordData<K>.
  return (data ? withUnlisted(record, data.data) : record) as StoredRecord<K>;
}
