/**
 * Writes the demo shop (demo-shop.ts) into the table through the repository, the same way the
 * API stores a created record: every record is parsed with the API's input schema first (so
 * defaults are applied and bad seed data fails loudly), then created under its stable id.
 *
 * The local stack calls `seedDemoShop()` when `isSeeded()` is false (first start, or after
 * `npm run reset`) and creates the Cognito users from `demoUsers`. Seeding is safe to repeat:
 * records that already exist are left as they are (a record edited in the back office is not
 * overwritten), missing ones are created. The config record is written last, so a seed that was
 * interrupted leaves `isSeeded()` false and the next start completes it.
 */
import { EntityExistsError } from '#functions/db/errors.ts';
import { CONFIG_ID, type EntityType } from '#functions/db/keys.ts';
import { createEntity, getEntity } from '#functions/db/repository.ts';
import { readConfig } from '#functions/lib/config.ts';
import { s3Client } from '#functions/lib/s3.ts';
import { createLogger } from '#functions/lib/logger.ts';
import { countStoredOrder } from '#events/consumers/statistics/order-rollups.ts';
import { photos } from './data/photos';
import { demoShopRecordSets, type RecordSet } from './demo-shop';
import { uploadPhotos, type PhotoUploadSummary } from './photos/files';

export { demoUsers, type DemoUser } from './demo-shop';

/** Records written in parallel per batch: enough to be quick, gentle on DynamoDB Local. */
const BATCH_SIZE = 8;

/** Whether the demo shop (or any shop) is already stored: the config record exists. */
export async function isSeeded(): Promise<boolean> {
  return (await getEntity('Config', CONFIG_ID, { consistent: true })) !== undefined;
}

export interface SeedSummary {
  /** Records written by this call, per entity type. */
  created: Partial<Record<EntityType, number>>;
  /** Records that were already there and were left unchanged. */
  existing: number;
  /** The photos' files written into the media bucket (absent when the seed ran without photos). */
  photos?: PhotoUploadSummary;
}

/** The record without its id, parsed and prepared as the API does with a create request of this type. */
function parseRecord(set: RecordSet, record: { id: string }): object {
  const { id: _id, ...data } = record;
  const parsed = set.schema.parse(data) as never;
  return set.prepare ? set.prepare(parsed, undefined) : parsed;
}

/**
 * Writes every demo record that is missing. `now` sets createdAt/updatedAt (default: the current
 * time). `photos: false` skips writing the photos' files into the media bucket (the records still
 * point at them): for tests that need the data but not the pictures.
 */
export async function seedDemoShop(options: { now?: Date; photos?: boolean } = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  // Parse everything before writing anything: invalid seed data must not leave half a shop.
  const planned = demoShopRecordSets.map((set) => ({
    type: set.type,
    items: set.records.map((record) => ({ id: record.id, data: parseRecord(set, record) })),
  }));
  const summary: SeedSummary = { created: {}, existing: 0 };
  const log = createLogger({ job: 'seed' });
  if (options.photos !== false) {
    const config = readConfig();
    const s3 = await s3Client(config);
    try {
      summary.photos = await uploadPhotos(photos, s3, config.mediaBucket);
    } finally {
      s3.destroy();
    }
  }
  for (const { type, items } of planned) {
    for (let start = 0; start < items.length; start += BATCH_SIZE) {
      const results = await Promise.all(
        items.slice(start, start + BATCH_SIZE).map(async ({ id, data }) => {
          try {
            await createEntity(type, data, { id, now });
            return true;
          } catch (error) {
            if (error instanceof EntityExistsError) return false;
            throw error;
          }
        }),
      );
      const created = results.filter(Boolean).length;
      if (created > 0) summary.created[type] = (summary.created[type] ?? 0) + created;
      summary.existing += results.length - created;
      // The demo orders are written without their events: count them in the statistics as the
      // order consumer would have (idempotent, so a second seed counts nothing twice).
      if (type === 'Order') {
        const seeded = items.slice(start, start + BATCH_SIZE).filter((_item, index) => results[index]);
        for (const { id } of seeded) await countStoredOrder(id, log, now);
      }
    }
  }
  return summary;
}
