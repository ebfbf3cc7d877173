/**
 * Seeds a table of its own in DynamoDB Local (other integration tests share the default table and
 * may write a config record or a branch "graz" of their own).
 */
import { countItems } from '../../../test/integration/table';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { imageKeys } from '#shared/media/image-files.ts';
import { s3Client } from '#functions/lib/s3.ts';
import { photos } from './data/photos';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_ID } from '#functions/db/keys.ts';
import { deleteEntity, findByUnique, getEntities, getEntity, listEntities, updateEntity } from '#functions/db/repository.ts';
import { isListedByType } from '#functions/db/entities.ts';
import { ENV, readConfig } from '#functions/lib/config.ts';
import { matchesHash } from '#functions/lib/secrets.ts';
import { branchSchema } from '#shared/schemas/branch.ts';
import { productSchema } from '#shared/schemas/catalogue.ts';
import type { ImageRef } from '#shared/schemas/common.ts';
import { siteSchema } from '#shared/schemas/content.ts';
import { userSchema } from '#shared/schemas/user.ts';
import { ensureTable } from '../emulators/create-table';
import { demoShopRecordSets } from './demo-shop';
import { branchIds, productIds, screenApiKeys, tagIds, userIds } from './ids';
import { isSeeded, seedDemoShop } from './seed';

const previousTable = process.env[ENV.table];
const table = `theke-seed-${ulid().toLowerCase()}`;
const rawClient = () => {
  const config = readConfig();
  return new DynamoDBClient({ region: config.region, endpoint: config.dynamoDbEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
};

const totalRecords = demoShopRecordSets.reduce((sum, set) => sum + set.records.length, 0);
const now = new Date('2026-11-02T08:00:00.000Z');

beforeAll(async () => {
  process.env[ENV.table] = table;
  await ensureTable(rawClient(), table);
});

afterAll(async () => {
  await rawClient().send(new DeleteTableCommand({ TableName: table }));
  if (previousTable === undefined) delete process.env[ENV.table];
  else process.env[ENV.table] = previousTable;
});

describe('seedDemoShop against DynamoDB Local', () => {
  let itemsAfterFirstSeed = 0;

  // Draws the photos unless .cache/seed-photos has them (a minute or two on a fresh checkout).
  it('seeds an empty table once and reports what it wrote', { timeout: 600_000 }, async () => {
    expect(await isSeeded()).toBe(false);
    const summary = await seedDemoShop({ now });
    expect(summary.existing).toBe(0);
    // Every photo's files: the original and each rendition as WebP and JPEG.
    expect(summary.photos).toMatchObject({ photos: photos.length, files: photos.length * imageKeys({ id: 'x', version: 1, extension: 'jpg' }).length });
    expect(summary.created).toEqual(Object.fromEntries(demoShopRecordSets.map((set) => [set.type, set.records.length])));
    expect(await isSeeded()).toBe(true);
    itemsAfterFirstSeed = await countItems();
    // Every record plus the uniqueness items of identifiers, paths and usernames.
    expect(itemsAfterFirstSeed).toBeGreaterThan(totalRecords);
  });

  it('does not duplicate anything when it runs again', async () => {
    const summary = await seedDemoShop({ now: new Date('2026-11-03T08:00:00.000Z'), photos: false });
    expect(summary).toEqual({ created: {}, existing: totalRecords });
    expect(await countItems()).toBe(itemsAfterFirstSeed);
    for (const set of demoShopRecordSets) {
      if (set.type === 'Config') continue;
      // Orders are not listed by type (their own queries): read them by id.
      const stored = isListedByType(set.type)
        ? await listEntities(set.type)
        : await getEntities(
            set.type,
            set.records.map((record) => record.id),
          );
      expect(stored.length, set.type).toBe(set.records.length);
    }
  });

  it('stores records the repository finds by id, identifier, path and username, in the API shapes', async () => {
    const graz = await findByUnique('Branch', 'identifier', 'graz');
    expect(graz).toMatchObject({ id: branchIds.graz, entityType: 'Branch', version: 1, createdAt: now.toISOString(), name: 'Graz Annenstraße' });
    expect(branchSchema.safeParse({ ...graz, hasApiKey: false }).error).toBeUndefined();
    // The demo screen key is stored the way the branches API stores one: only its hash.
    expect(graz).not.toHaveProperty('apiKey');
    expect(matchesHash(screenApiKeys.graz, graz?.apiKeyHash)).toBe(true);

    const table = await findByUnique('Table', 'identifier', 'T1', { type: 'Branch', id: branchIds.weiz });
    expect(table).toMatchObject({ branch: { id: branchIds.weiz }, name: 'Tisch 1' });

    const admin = await findByUnique('User', 'username', 'admin');
    expect(admin).toMatchObject({ id: userIds.admin, roles: ['ROLE_ADMIN'] });
    expect(userSchema.safeParse({ ...admin, hasAccessToken: false }).error).toBeUndefined();

    const privacy = await findByUnique('Site', 'path', '/site/privacy');
    expect(privacy).toMatchObject({ type: 'simple', name: 'Datenschutzerklärung' });
    expect(siteSchema.safeParse(privacy).error).toBeUndefined();

    const navigation = await findByUnique('Navigation', 'identifier', 'mainMenu');
    expect(navigation?.items).toHaveLength(5);

    const products = await listEntities('Product');
    for (const product of products) expect(productSchema.safeParse(product).error, String(product.name)).toBeUndefined();
    // Defaults of the input schema were applied, as the API would store them.
    expect(products.find((product) => product.id === productIds.frankfurter)).toMatchObject({ type: 'simple', isPriceHidden: false, unit: 'pair' });

    expect(await getEntity('Config', CONFIG_ID)).toMatchObject({ shopName: 'Fleischerei Gruber', currency: 'EUR', enablePluginSearch: true });
  });

  it('completes an interrupted seed without overwriting records edited since', async () => {
    const spanferkel = await getEntity('Product', productIds.spanferkel);
    await updateEntity('Product', productIds.spanferkel, { ...spanferkel, price: 299 }, 1);
    await deleteEntity('Tag', tagIds.parkplatz);
    await deleteEntity('Config', CONFIG_ID);
    expect(await isSeeded()).toBe(false);

    const summary = await seedDemoShop({ now, photos: false });
    expect(summary).toEqual({ created: { Tag: 1, Config: 1 }, existing: totalRecords - 2 });
    expect(await isSeeded()).toBe(true);
    expect(await getEntity('Product', productIds.spanferkel)).toMatchObject({ price: 299, version: 2 });
    expect(await getEntity('Tag', tagIds.parkplatz)).toMatchObject({ name: 'Parkplatz', version: 1 });
    expect(await countItems()).toBe(itemsAfterFirstSeed);
  });

  it('gives every product, category and branch a ready photo whose files are in the media bucket', async () => {
    const refs = [
      ...(await listEntities('Product')).map((product) => (product.images as ImageRef[])[0]),
      ...(await listEntities('Category')).map((category) => category.image as ImageRef | undefined),
      ...(await listEntities('Branch')).map((branch) => (branch.images as ImageRef[])[0]),
    ];
    expect(refs).toHaveLength(photos.length);
    const s3 = await s3Client();
    try {
      for (const ref of refs) {
        expect(ref, 'image ref').toBeDefined();
        expect(await getEntity('Image', ref!.id)).toMatchObject({
          status: 'ready',
          fileVersion: ref!.version,
          extension: ref!.extension,
          width: 1200,
          height: 900,
        });
        const heads = await Promise.all(imageKeys(ref!).map((key) => s3.send(new HeadObjectCommand({ Bucket: readConfig().mediaBucket, Key: key }))));
        expect(heads.map((head) => head.ContentType).sort()).toEqual([...Array(8).fill('image/jpeg'), 'image/jpeg', ...Array(8).fill('image/webp')].sort());
      }
    } finally {
      s3.destroy();
    }
  });

  it('copies the photos from the disk cache on a second seed instead of drawing them again', async () => {
    const started = performance.now();
    const summary = await seedDemoShop({ now });
    expect(summary.photos).toMatchObject({ photos: photos.length, rendered: 0 });
    // Generous for a loaded CI machine; on a developer machine this takes a few seconds.
    expect(performance.now() - started).toBeLessThan(25_000);
  });
});
