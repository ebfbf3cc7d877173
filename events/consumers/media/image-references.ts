/**
 * After a library image got a new file: the records that show it (ImageRefs of products,
 * categories, tags and branches) get the new file version and extension, so the shop links the
 * new renditions. Each record is rewritten through the repository under optimistic locking; on a
 * conflict (someone saved it meanwhile) it is read again and retried a few times. Records not yet
 * updated keep showing the previous version, whose files stay in the bucket (immutable
 * addresses) until the image is deleted.
 */
import { getEntity, listEntities, updateEntity } from '#functions/db/repository.ts';
import { VersionConflictError } from '#functions/db/errors.ts';
import type { EntityData } from '#functions/db/entities.ts';
import type { EntityType } from '#functions/db/keys.ts';

/** The fields of each type that hold ImageRefs (one or a list). */
export const IMAGE_REF_FIELDS: ReadonlyArray<{ type: EntityType; fields: readonly string[] }> = [
  { type: 'Product', fields: ['images'] },
  { type: 'Category', fields: ['image'] },
  { type: 'Tag', fields: ['image'] },
  { type: 'Branch', fields: ['images', 'logo'] },
];

/** Attempts per record before giving up on it (logged; it keeps the previous file). */
const ATTEMPTS = 4;

export interface NewImageFile {
  id: string;
  version: number;
  extension: string;
}

type Ref = { id?: unknown; version?: unknown; extension?: unknown };

const isRefTo = (value: unknown, id: string): value is Ref => typeof value === 'object' && value !== null && (value as Ref).id === id;

/** The record with its refs to the image moved to the new file; undefined when it has none that differ. */
export function withNewImageFile(record: EntityData, fields: readonly string[], file: NewImageFile): EntityData | undefined {
  let changed = false;
  const update = (value: unknown): unknown => {
    if (!isRefTo(value, file.id) || (value.version === file.version && value.extension === file.extension)) return value;
    changed = true;
    return { ...value, version: file.version, extension: file.extension };
  };
  const next: EntityData = { ...record };
  for (const field of fields) {
    const value = record[field];
    next[field] = Array.isArray(value) ? value.map(update) : update(value);
    if (value === undefined) delete next[field];
  }
  return changed ? next : undefined;
}

/** Updates every record showing the image; answers how many changed and which could not be. */
export async function updateImageReferences(file: NewImageFile): Promise<{ updated: number; failed: string[] }> {
  let updated = 0;
  const failed: string[] = [];
  for (const { type, fields } of IMAGE_REF_FIELDS) {
    for (const listed of await listEntities(type)) {
      if (!withNewImageFile(listed, fields, file)) continue;
      let record: EntityData | undefined = listed;
      for (let attempt = 1; record; attempt++) {
        const next = withNewImageFile(record, fields, file);
        if (!next) break;
        try {
          await updateEntity(type, listed.id, next, record.version as number);
          updated++;
          break;
        } catch (error) {
          if (!(error instanceof VersionConflictError) || attempt >= ATTEMPTS) {
            failed.push(`${type}#${listed.id}`);
            break;
          }
          record = await getEntity(type, listed.id, { consistent: true });
        }
      }
    }
  }
  return { updated, failed };
}
