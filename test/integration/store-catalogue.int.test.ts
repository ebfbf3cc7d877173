/**
 * GET /api/init/store/{id}: the catalogue of one branch's store page (functions/init/index.ts),
 * and a visitor's /api/init without the catalogue lists, against DynamoDB Local.
 */
import * as z from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categorySchema, menuSchema, productSchema } from '#shared/schemas/catalogue.ts';
import { storeCatalogueSchema } from '#shared/schemas/init.ts';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { raiseCatalogueGeneration } from '#functions/db/catalogue-generation.ts';
import { documentClient, tableName } from '#functions/db/client.ts';
import { entityKey } from '#functions/db/keys.ts';
import { createEntity } from '#functions/db/repository.ts';
import type { StoredEntity } from '#functions/db/repository.ts';
import { createActors, sampleBody, type Actors } from './fixtures';
import { invoke, loadGroupHandler, type Handler } from './events';

let actors: Actors;
let init: Handler;

interface Catalogue {
  menus: Array<{ id: string }>;
  categories: Array<{ id: string }>;
  products: Array<{ id: string }>;
}

const ids = (records: Array<{ id: string }>) => records.map((record) => record.id).sort();

/** A public branch with a menu of one category and two products, and a second branch with its own menu. */
async function twoBranches() {
  const open = { isPublic: true, isEnabled: true };
  const product = (name: string, extra: Record<string, unknown> = {}) =>
    createEntity('Product', { ...sampleBody('products', undefined), name, isEnabled: true, ...extra });
  const [branch, otherBranch, hiddenBranch] = await Promise.all([
    createEntity('Branch', { ...sampleBody('branches', undefined), ...open }),
    createEntity('Branch', { ...sampleBody('branches', undefined), ...open }),
    createEntity('Branch', { ...sampleBody('branches', undefined), isPublic: false }),
  ]);
  const [wurst, fleisch, disabledCategory] = await Promise.all([
    createEntity('Category', { ...sampleBody('categories', undefined), name: 'Wurst', isEnabled: true }),
    createEntity('Category', { ...sampleBody('categories', undefined), name: 'Fleisch', isEnabled: true }),
    createEntity('Category', { ...sampleBody('categories', undefined), name: 'Alt', isEnabled: false }),
  ]);
  const [extrawurst, leberkaese, disabled, tafelspitz] = await Promise.all([
    product('Extrawurst'),
    product('Leberkäse'),
    product('Ausgelistet', { isEnabled: false }),
    product('Tafelspitz'),
  ]);
  const menu = (branches: StoredEntity[], catalog: Array<{ id: string; products: string[] }>) =>
    createEntity('Menu', { name: 'Sortiment', branches: branches.map(({ id }) => ({ id })), catalog });
  const [branchMenu, otherMenu] = await Promise.all([
    menu(
      [branch],
      [
        { id: wurst.id, products: [extrawurst.id, leberkaese.id, disabled.id] },
        { id: disabledCategory.id, products: [] },
      ],
    ),
    menu([otherBranch, hiddenBranch], [{ id: fleisch.id, products: [tafelspitz.id] }]),
  ]);
  return { branch, otherBranch, hiddenBranch, wurst, fleisch, disabledCategory, extrawurst, leberkaese, disabled, tafelspitz, branchMenu, otherMenu };
}

beforeAll(async () => {
  actors = await createActors();
  init = await loadGroupHandler('init');
});
afterAll(() => actors.tokens.close());

describe('/init/store/{id}', () => {
  it("answers the branch's menus with the categories and products they list, public records only for visitors", async () => {
    const shop = await twoBranches();
    const visitor = await invoke<Catalogue>(init, 'GET', { path: '/api/init/store/{id}', params: { id: shop.branch.id } });
    expect(visitor.status).toBe(200);
    expect(visitor.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
    const catalogue = visitor.body.data!;
    expect(ids(catalogue.menus)).toEqual([shop.branchMenu.id]);
    expect(ids(catalogue.categories)).toEqual([shop.wurst.id]);
    expect(ids(catalogue.products)).toEqual(ids([shop.extrawurst, shop.leberkaese]));
    // Each list parses with its resource's schema: the storefront reads them as the list endpoints' records.
    const parsed = storeCatalogueSchema
      .extend({ menus: z.array(menuSchema), categories: z.array(categorySchema), products: z.array(productSchema) })
      .safeParse(catalogue);
    expect(parsed.error?.issues ?? []).toEqual([]);

    // By identifier as well (the store page's url names the branch so).
    const byIdentifier = await invoke<Catalogue>(init, 'GET', { path: '/api/init/store/{id}', params: { id: String(shop.otherBranch.identifier) } });
    expect(ids(byIdentifier.body.data!.products)).toEqual([shop.tafelspitz.id]);
    expect(ids(byIdentifier.body.data!.categories)).toEqual([shop.fleisch.id]);
  });

  it('hides a branch that is not public from visitors, and shows staff the disabled records', async () => {
    const shop = await twoBranches();
    const visitor = await invoke(init, 'GET', { path: '/api/init/store/{id}', params: { id: shop.hiddenBranch.id } });
    expect(visitor).toMatchObject({ status: 404, body: { errors: [{ code: 'entity.notFound' }] } });
    const unknown = await invoke(init, 'GET', { path: '/api/init/store/{id}', params: { id: 'gibt-es-nicht' } });
    expect(unknown.status).toBe(404);

    const admin = await invoke<Catalogue>(init, 'GET', { path: '/api/init/store/{id}', params: { id: shop.branch.id }, token: actors.admin.token });
    expect(admin.headers['cache-control']).toBe('no-store');
    expect(ids(admin.body.data!.products)).toEqual(ids([shop.extrawurst, shop.leberkaese, shop.disabled]));
    expect(ids(admin.body.data!.categories)).toEqual(ids([shop.wurst, shop.disabledCategory]));
    const hidden = await invoke<Catalogue>(init, 'GET', { path: '/api/init/store/{id}', params: { id: shop.hiddenBranch.id }, token: actors.admin.token });
    expect(ids(hidden.body.data!.menus)).toEqual([shop.otherMenu.id]);
  });

  it("shares the visitors' answer for a few seconds, but gives staff fresh data", async () => {
    const shop = await twoBranches();
    const before = await invoke<Catalogue>(init, 'GET', { path: '/api/init/store/{id}', params: { id: shop.branch.id } });
    expect(before.body.data!.menus).toHaveLength(1);
    const added = await createEntity('Menu', { name: 'Wochenangebot', branches: [{ id: shop.branch.id }], catalog: [] });

    const visitor = await invoke<Catalogue>(init, 'GET', { path: '/api/init/store/{id}', params: { id: shop.branch.id } });
    expect(ids(visitor.body.data!.menus)).not.toContain(added.id);
    const admin = await invoke<Catalogue>(init, 'GET', { path: '/api/init/store/{id}', params: { id: shop.branch.id }, token: actors.admin.token });
    expect(ids(admin.body.data!.menus)).toContain(added.id);

    await new Promise((resolve) => setTimeout(resolve, 5_100));
    const later = await invoke<Catalogue>(init, 'GET', { path: '/api/init/store/{id}', params: { id: shop.branch.id } });
    expect(ids(later.body.data!.menus)).toContain(added.id);
  });

  it("keeps the visitors' answer after those seconds while the catalogue generation stands, and reads again once it is raised", async () => {
    const shop = await twoBranches();
    const read = async () =>
      (await invoke<{ products: Array<{ id: string; name: string }> }>(init, 'GET', { path: '/api/init/store/{id}', params: { id: shop.branch.id } })).body
        .data!.products;
    expect((await read()).find((product) => product.id === shop.extrawurst.id)!.name).toBe('Extrawurst');
    // A change that raises nothing (as a write whose raise was lost): the kept answer stays.
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entityKey('Product', shop.extrawurst.id),
        UpdateExpression: 'SET #name = :name',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': 'Extrawurst neu' },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect((await read()).find((product) => product.id === shop.extrawurst.id)!.name).toBe('Extrawurst');
    await raiseCatalogueGeneration();
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect((await read()).find((product) => product.id === shop.extrawurst.id)!.name).toBe('Extrawurst neu');
  }, 20_000);
});

describe('/init for a visitor', () => {
  it('carries no catalogue lists; staff keep them', async () => {
    const visitor = await invoke<Array<{ url: string }>>(init, 'GET', { path: '/api/init' });
    const urls = visitor.body.data!.map((entry) => entry.url);
    expect(urls).not.toContain('/api/products');
    expect(urls).not.toContain('/api/menus');
    expect(urls).not.toContain('/api/categories');
    const admin = await invoke<Array<{ url: string }>>(init, 'GET', { path: '/api/init', token: actors.admin.token });
    expect(admin.body.data!.map((entry) => entry.url)).toEqual(expect.arrayContaining(['/api/menus', '/api/categories', '/api/products']));
  });
});
