import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { countItems } from '../../test/integration/table';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { documentClient, tableName } from './client';
import { EntityExistsError, EntityNotFoundError, UniqueConflictError, VersionConflictError } from './errors';
import { entityKey, uniqueKey } from './keys';
import { createEntity, deleteEntity, findByUnique, getEntities, getEntity, listEntities, updateEntity } from './repository';

const unique = (prefix: string) => `${prefix}-${ulid().toLowerCase()}`;

async function rawItem(key: { pk: string; sk: string }) {
  const result = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key }));
  return result.Item;
}

// The mechanics below use ImageTemplate (a unique identifier, no stored-record schema in ./records.ts,
// not among the storefront's start-up data, whose answers other tests parse with the shared schemas),
// so the records can be minimal; ./records.int.test.ts covers the typed reads.
describe('repository', () => {
  it('creates an entity with managed id, type, version and UTC timestamps', async () => {
    const now = new Date('2026-11-02T09:15:00.000Z');
    const template = await createEntity('ImageTemplate', { identifier: unique('graz'), name: 'Graz', version: 99, pk: 'evil', entityType: 'Tag' }, { now });
    expect(template.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(template).toMatchObject({ entityType: 'ImageTemplate', version: 1, createdAt: '2026-11-02T09:15:00.000Z', updatedAt: '2026-11-02T09:15:00.000Z' });
    const item = await rawItem(entityKey('ImageTemplate', template.id));
    expect(item).toMatchObject({ pk: `IMAGE_TEMPLATE#${template.id}`, gsi1pk: 'TYPE#IMAGE_TEMPLATE', gsi1sk: `IMAGE_TEMPLATE#${template.id}`, version: 1 });
    // Records never carry key attributes.
    expect(await getEntity('ImageTemplate', template.id)).toEqual(template);
    expect(Object.keys(template)).not.toContain('pk');
  });

  it('refuses to create an entity whose id exists', async () => {
    const id = ulid();
    await createEntity('Tag', { name: 'Parkplatz' }, { id });
    await expect(createEntity('Tag', { name: 'Doppelt' }, { id })).rejects.toBeInstanceOf(EntityExistsError);
    expect(await getEntity('Tag', id)).toMatchObject({ name: 'Parkplatz', version: 1 });
  });

  it('refuses to create an entity with a taken id even when it has uniqueness items', async () => {
    const id = ulid();
    await createEntity('ImageTemplate', { identifier: unique('a') }, { id });
    const other = unique('b');
    await expect(createEntity('ImageTemplate', { identifier: other }, { id })).rejects.toBeInstanceOf(EntityExistsError);
    // The failed transaction left no uniqueness item behind.
    expect(await rawItem(uniqueKey('ImageTemplate', 'identifier', other))).toBeUndefined();
  });

  it('updates with optimistic locking and refuses a stale version', async () => {
    const tag = await createEntity('Tag', { name: 'Lieferung' });
    const updated = await updateEntity('Tag', tag.id, { name: 'Zustellung' }, 1);
    expect(updated).toMatchObject({ name: 'Zustellung', version: 2, createdAt: tag.createdAt });
    await expect(updateEntity('Tag', tag.id, { name: 'Veraltet' }, 1)).rejects.toBeInstanceOf(VersionConflictError);
    expect(await getEntity('Tag', tag.id)).toMatchObject({ name: 'Zustellung', version: 2 });
  });

  it('detects a concurrent write between read and write', async () => {
    const tag = await createEntity('Tag', { name: 'Grill' });
    // Both writers read version 1; the second one loses at the conditional write.
    await updateEntity('Tag', tag.id, { name: 'Grillen' }, 1, { previous: tag });
    await expect(updateEntity('Tag', tag.id, { name: 'Barbecue' }, 1, { previous: tag })).rejects.toBeInstanceOf(VersionConflictError);
    expect(await getEntity('Tag', tag.id)).toMatchObject({ name: 'Grillen', version: 2 });
  });

  it('fails to update or delete an unknown entity', async () => {
    await expect(updateEntity('Tag', ulid(), { name: 'x' }, 1)).rejects.toBeInstanceOf(EntityNotFoundError);
    await expect(deleteEntity('Tag', ulid())).rejects.toBeInstanceOf(EntityNotFoundError);
  });

  it('keeps unique values unique, case-insensitively', async () => {
    const identifier = unique('Leibnitz');
    const first = await createEntity('ImageTemplate', { identifier, name: 'Leibnitz' });
    const error = await createEntity('ImageTemplate', { identifier: identifier.toLowerCase(), name: 'Kopie' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UniqueConflictError);
    expect(error).toMatchObject({ entityType: 'ImageTemplate', field: 'identifier', value: identifier.toLowerCase() });
    expect((await findByUnique('ImageTemplate', 'identifier', identifier.toUpperCase()))?.id).toBe(first.id);
  });

  it('moves the uniqueness item when the value changes and frees the old one', async () => {
    const oldIdentifier = unique('weiz');
    const newIdentifier = unique('weiz-neu');
    const template = await createEntity('ImageTemplate', { identifier: oldIdentifier, name: 'Weiz' });
    await updateEntity('ImageTemplate', template.id, { identifier: newIdentifier, name: 'Weiz' }, 1);
    expect(await findByUnique('ImageTemplate', 'identifier', oldIdentifier)).toBeUndefined();
    expect((await findByUnique('ImageTemplate', 'identifier', newIdentifier))?.id).toBe(template.id);
    // The old identifier is free for another template now.
    const other = await createEntity('ImageTemplate', { identifier: oldIdentifier, name: 'Weiz 2' });
    expect((await findByUnique('ImageTemplate', 'identifier', oldIdentifier))?.id).toBe(other.id);
  });

  it('refuses an update to a taken value and leaves everything as it was', async () => {
    const [taken, own] = [unique('a'), unique('b')];
    const a = await createEntity('ImageTemplate', { identifier: taken, name: 'A' });
    const b = await createEntity('ImageTemplate', { identifier: own, name: 'B' });
    await expect(updateEntity('ImageTemplate', b.id, { identifier: taken, name: 'B' }, 1)).rejects.toBeInstanceOf(UniqueConflictError);
    expect(await getEntity('ImageTemplate', b.id)).toEqual(b);
    expect((await findByUnique('ImageTemplate', 'identifier', own))?.id).toBe(b.id);
    expect((await findByUnique('ImageTemplate', 'identifier', taken))?.id).toBe(a.id);
  });

  it('scopes table identifiers to their branch', async () => {
    const graz = ulid();
    const weiz = ulid();
    const t1 = await createEntity('Table', { identifier: 'T1', branch: { id: graz } });
    await createEntity('Table', { identifier: 'T1', branch: { id: weiz } });
    await expect(createEntity('Table', { identifier: 't1', branch: { id: graz } })).rejects.toBeInstanceOf(UniqueConflictError);
    expect((await findByUnique('Table', 'identifier', 'T1', { type: 'Branch', id: graz }))?.id).toBe(t1.id);
  });

  it('deletes an entity with its uniqueness items', async () => {
    const identifier = unique('footer');
    const navigation = await createEntity('Navigation', { identifier, items: [] });
    await deleteEntity('Navigation', navigation.id);
    expect(await getEntity('Navigation', navigation.id)).toBeUndefined();
    expect(await rawItem(uniqueKey('Navigation', 'identifier', identifier))).toBeUndefined();
    await expect(createEntity('Navigation', { identifier, items: [] })).resolves.toMatchObject({ identifier });
  });

  it('refuses a delete with a stale version', async () => {
    const tag = await createEntity('Tag', { name: 'Catering' });
    await updateEntity('Tag', tag.id, { name: 'Catering!' }, 1);
    await expect(deleteEntity('Tag', tag.id, { expectedVersion: 1 })).rejects.toBeInstanceOf(VersionConflictError);
    expect(await getEntity('Tag', tag.id)).toBeDefined();
  });

  it('lists every entity of a type across pages', async () => {
    // Items of ~40 KB force DynamoDB (1 MB pages) to paginate the type query.
    const filler = 'x'.repeat(40_000);
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, i) => createEntity('ImageTemplate', { identifier: unique(`vorlage-${i}`), name: `Vorlage ${i}`, notes: filler })),
    );
    const listed = await listEntities('ImageTemplate');
    const ids = new Set(listed.map((template) => template.id));
    for (const template of created) expect(ids.has(template.id)).toBe(true);
    expect(listed.every((template) => template.entityType === 'ImageTemplate')).toBe(true);
  });

  it('reads several entities in the order asked, skipping unknown ids', async () => {
    const a = await createEntity('Tag', { name: 'A' });
    const b = await createEntity('Tag', { name: 'B' });
    const result = await getEntities('Tag', [b.id, ulid(), a.id, b.id]);
    expect(result.map((t) => t.name)).toEqual(['B', 'A', 'B']);
  });

  it('refuses to list orders by type (they have their own queries)', async () => {
    await expect(listEntities('Order')).rejects.toThrow(/not listed by type/);
  });

  it('writes no uniqueness item for an empty optional value', async () => {
    const before = await countItems();
    const node = await createEntity('Node', { type: 'employee', identifier: '', content: {} });
    // The record's own `type` field is not the entity type.
    expect(node).toMatchObject({ type: 'employee', entityType: 'Node' });
    expect(await countItems()).toBe(before + 1);
    // A node without identifier is no valid stored node: it must not reach /api/init, which
    // another test file parses with the shared schemas.
    await deleteEntity('Node', node.id);
  });
});
