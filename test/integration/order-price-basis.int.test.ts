/**
 * The order path's kept catalogue (functions/orders/price-basis.ts): an order is priced with the
 * catalogue of the current generation, a save through the repository raises the generation, and
 * kept records are reused only while it is unchanged and not older than MAX_AGE_MS.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCatalogueGeneration } from '#functions/db/catalogue-generation.ts';
import { documentClient, tableName } from '#functions/db/client.ts';
import { entityKey } from '#functions/db/keys.ts';
import { findOrderByUid } from '#functions/db/orders.ts';
import { getEntity, updateEntity } from '#functions/db/repository.ts';
import { createLogger } from '#functions/lib/logger.ts';
import { forgetPriceBasis, loadPriceBasis, MAX_AGE_MS } from '#functions/orders/price-basis.ts';
import type { OrderCreated } from '#shared/schemas/order.ts';
import { invoke } from './events';
import { createOrderShop, takeawayBody, useOrdersApi } from './order-fixtures';

const log = createLogger({ test: 'order-price-basis' });
const api = useOrdersApi();

/** Changes a product's price in the table behind the repository's back: no generation is raised. */
async function writeBehind(productId: string, price: number): Promise<void> {
  const current = await getEntity('Product', productId, { consistent: true });
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: { ...current, ...entityKey('Product', productId), price } }));
}

afterEach(() => {
  forgetPriceBasis();
  vi.restoreAllMocks();
});

describe('the catalogue an order is priced with', () => {
  it('prices the next order with a price saved in the back office', async () => {
    const shop = await createOrderShop();
    const order = async () => {
      const body = takeawayBody(shop, { items: [{ product: { id: shop.semmel.id }, amount: 2, unit: 'amount', parts: [] }] });
      const response = await invoke<OrderCreated>(api.orders, 'POST', { path: '/api/orders/public', body });
      expect(response.status).toBe(201);
      return (await findOrderByUid(response.body.data!.uid))!;
    };
    expect((await order()).items[0]!.price).toBe(1.2);

    const before = (await readCatalogueGeneration()).generation;
    const semmel = (await getEntity('Product', shop.semmel.id, { consistent: true }))!;
    await updateEntity('Product', semmel.id, { ...semmel, price: 0.7 }, semmel.version);
    expect((await readCatalogueGeneration()).generation).toBeGreaterThan(before);
    expect((await order()).items[0]!.price).toBe(1.4);
  });

  it('reuses kept records while the generation is unchanged, and reads them again when it moves on', async () => {
    const shop = await createOrderShop();
    // A generation far above what the other test files reach, so only this test moves it.
    const generation = Number.MAX_SAFE_INTEGER - 10;
    const priceOf = async (at: number) => (await loadPriceBasis(at, shop.branch.id, [shop.semmel.id], new Date(), log)).products.get(shop.semmel.id)?.price;

    expect(await priceOf(generation)).toBe(0.6);
    await writeBehind(shop.semmel.id, 0.9);
    expect(await priceOf(generation)).toBe(0.6);
    // An older generation (a read that passed another) keeps the newer records.
    expect(await priceOf(generation - 1)).toBe(0.6);
    expect(await priceOf(generation + 1)).toBe(0.9);
  });

  it('reads kept records again after MAX_AGE_MS even when no raise arrived', async () => {
    const shop = await createOrderShop();
    const generation = Number.MAX_SAFE_INTEGER - 10;
    const priceOf = async () => (await loadPriceBasis(generation, shop.branch.id, [shop.semmel.id], new Date(), log)).products.get(shop.semmel.id)?.price;

    expect(await priceOf()).toBe(0.6);
    await writeBehind(shop.semmel.id, 0.95);
    expect(await priceOf()).toBe(0.6);
    const later = Date.now() + MAX_AGE_MS + 1;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    expect(await priceOf()).toBe(0.95);
  });

  it('knows the menu, branch and categories of the order', async () => {
    const shop = await createOrderShop();
    const basis = await loadPriceBasis((await readCatalogueGeneration()).generation, shop.branch.id, [shop.leberkaese.id, 'unknown'], new Date(), log);
    expect(basis.branch?.id).toBe(shop.branch.id);
    expect(basis.menu && 'id' in basis.menu ? basis.menu.id : undefined).toBe(shop.menu.id);
    expect([...basis.products.keys()]).toEqual([shop.leberkaese.id]);
    expect([...basis.categories.keys()]).toEqual([shop.category.id]);
  });
});
