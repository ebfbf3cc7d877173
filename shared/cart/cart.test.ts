import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CATALOG_CHECK_INTERVAL_MS,
  addItem,
  applyBranchDefaults,
  availableOrderTypes,
  cartStorageKeys,
  clearCart,
  emptyCart,
  isCatalogReloadDue,
  loadCart,
  orderTypeOf,
  parseOrderType,
  removeItem,
  removeStaleItems,
  replaceItem,
  resolveDeliveryArea,
  resolveOrderType,
  serializeCart,
  withOrderType,
  type BranchOrderTypes,
  type Cart,
  type CartItem,
  type CartProduct,
} from './index';

const product = (id: string, price = 10): CartProduct => ({ id, name: `Produkt ${id}`, description: 'Beschreibung', price, unit: 'amount' });
const item = (id: string, amount = 1): CartItem => ({ product: product(id), amount, unit: 'amount', parts: [] });

const withItems = (...items: CartItem[]): Cart => ({ ...emptyCart(), items });

describe('storefront §4 Cart / backoffice §4 Cart', () => {
  it('adds items at the end', () => {
    const cart = addItem(addItem(emptyCart(), item('a')), item('b'));
    expect(cart.items.map((i) => i.product.id)).toEqual(['a', 'b']);
  });

  it('replaces the item at an index without touching the others', () => {
    const before = withItems(item('a'), item('b'), item('c'));
    const after = replaceItem(before, 1, item('x', 3));
    expect(after.items.map((i) => [i.product.id, i.amount])).toEqual([
      ['a', 1],
      ['x', 3],
      ['c', 1],
    ]);
    expect(before.items[1]!.product.id).toBe('b'); // input untouched
    expect(replaceItem(before, 3, item('x'))).toBe(before);
    expect(replaceItem(before, -1, item('x'))).toBe(before);
    expect(replaceItem(before, 0.5, item('x'))).toBe(before);
  });

  it('removes by position', () => {
    const before = withItems(item('a'), item('b'), item('a'));
    expect(removeItem(before, 2).items.map((i) => i.product.id)).toEqual(['a', 'b']);
    expect(removeItem(before, 0).items.map((i) => i.product.id)).toEqual(['b', 'a']);
    expect(removeItem(before, 5)).toBe(before);
  });

  it('clears the items and resets appointment and comment, keeping the order type', () => {
    const cart: Cart = {
      items: [item('a')],
      isDelivery: true,
      isDineIn: false,
      deliveryArea: '1010 Wien',
      order: { appointment: '2026-11-21T12:00:00.000Z', comment: 'Bitte läuten' },
    };
    expect(clearCart(cart)).toEqual({
      items: [],
      isDelivery: true,
      isDineIn: false,
      deliveryArea: '1010 Wien',
      order: { appointment: null, comment: '' },
    });
  });

  it('keeps the order of the other items whatever is removed (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 20 }), fc.nat(), (ids, n) => {
        const cart = withItems(...ids.map((id) => item(id)));
        const index = n % ids.length;
        const expected = ids.filter((_, i) => i !== index);
        expect(removeItem(cart, index).items.map((i) => i.product.id)).toEqual(expected);
      }),
    );
  });
});

describe('backoffice §4 Cart: session storage', () => {
  const keys = cartStorageKeys('theke', 'wien-mitte');

  it('builds keys from the product prefix, the context, then items, isDelivery, isDineIn and order (+ our deliveryArea)', () => {
    expect(keys).toEqual({
      items: 'theke.wien-mitte.items',
      isDelivery: 'theke.wien-mitte.isDelivery',
      isDineIn: 'theke.wien-mitte.isDineIn',
      order: 'theke.wien-mitte.order',
      deliveryArea: 'theke.wien-mitte.deliveryArea',
    });
  });

  it('defaults on reload to an empty list, false, false and an empty order', () => {
    expect(loadCart(() => null, keys)).toEqual({ cart: emptyCart(), isDeliveryMethodPersisted: false });
    expect(loadCart(() => undefined, keys).cart).toEqual({
      items: [],
      isDelivery: false,
      isDineIn: false,
      deliveryArea: null,
      order: { appointment: null, comment: '' },
    });
  });

  it('round-trips a saved cart, the delivery area included', () => {
    const cart: Cart = {
      items: [
        item('a', 2),
        {
          ...item('b'),
          parts: [
            { name: 'Gravur', value: 'Für Oma' },
            { name: 'Größe', value: 'Groß' },
          ],
        },
      ],
      isDelivery: false,
      isDineIn: true,
      deliveryArea: '1010 Wien',
      order: { appointment: '2026-11-21T12:00:00.000Z', comment: 'Fenstertisch' },
    };
    const storage = new Map(serializeCart(cart, keys));
    expect([...storage.keys()]).toEqual([keys.items, keys.isDelivery, keys.isDineIn, keys.order, keys.deliveryArea]);
    expect(storage.get(keys.isDineIn)).toBe('true');
    expect(storage.get(keys.deliveryArea)).toBe('"1010 Wien"');
    const loaded = loadCart((key) => storage.get(key), keys);
    expect(loaded).toEqual({ cart, isDeliveryMethodPersisted: true });
    // Nothing or something unreadable stored: no area (the branch's first applies).
    expect(loadCart((key) => (key === keys.deliveryArea ? '42' : storage.get(key)), keys).cart.deliveryArea).toBeNull();
  });

  it('counts a delivery method as persisted if either flag is stored', () => {
    expect(loadCart((key) => (key === keys.isDelivery ? 'false' : null), keys).isDeliveryMethodPersisted).toBe(true);
    expect(loadCart((key) => (key === keys.isDineIn ? 'false' : null), keys).isDeliveryMethodPersisted).toBe(true);
    expect(loadCart((key) => (key === keys.items ? '[]' : null), keys).isDeliveryMethodPersisted).toBe(false);
  });

  it('drops unreadable values and entries that are not items', () => {
    const stored: Record<string, string> = {
      [keys.items]: JSON.stringify([
        item('a'),
        { product: { id: 1 }, amount: 1, unit: 'amount' },
        'x',
        { ...item('b'), amount: 'zwei' },
        { ...item('c'), parts: {} },
      ]),
      [keys.isDelivery]: 'kaputt',
      [keys.isDineIn]: '1',
      [keys.order]: JSON.stringify({ appointment: '', comment: 42 }),
    };
    const loaded = loadCart((key) => stored[key], keys);
    expect(loaded.cart.items.map((i) => i.product.id)).toEqual(['a']);
    expect(loaded.cart.isDelivery).toBe(false);
    expect(loaded.cart.isDineIn).toBe(false);
    expect(loaded.cart.order).toEqual({ appointment: null, comment: '' });
    expect(loadCart((key) => (key === keys.items ? '{"a":1}' : key === keys.order ? '"x"' : null), keys).cart).toEqual(emptyCart());
  });
});

describe('storefront §4 Delivery type', () => {
  const all: BranchOrderTypes = { isTakeawayEnabled: true, isDeliveryEnabled: true, isDineInEnabled: true };

  it('maps the two cart flags to an order type and back', () => {
    expect(orderTypeOf({ isDelivery: false, isDineIn: false })).toBe('takeaway');
    expect(orderTypeOf({ isDelivery: true, isDineIn: false })).toBe('delivery');
    expect(orderTypeOf({ isDelivery: false, isDineIn: true })).toBe('dineIn');
    expect(orderTypeOf({ isDelivery: true, isDineIn: true })).toBe('delivery');
    // A stored order may lack a flag or hold null: read as false.
    expect(orderTypeOf({ isDineIn: true })).toBe('dineIn');
    expect(orderTypeOf({ isDelivery: null })).toBe('takeaway');
    expect(orderTypeOf({})).toBe('takeaway');
    expect(withOrderType(emptyCart(), 'dineIn')).toMatchObject({ isDelivery: false, isDineIn: true });
    expect(withOrderType({ ...emptyCart(), isDineIn: true }, 'delivery')).toMatchObject({ isDelivery: true, isDineIn: false });
  });

  it('lists the order types the branch supports', () => {
    expect(availableOrderTypes(all)).toEqual(['takeaway', 'delivery', 'dineIn']);
    expect(availableOrderTypes({ isDeliveryEnabled: true, isDineInEnabled: null })).toEqual(['delivery']);
    expect(availableOrderTypes({})).toEqual([]);
  });

  it('reads defaultDeliveryMethod in any usual spelling', () => {
    expect(parseOrderType('delivery')).toBe('delivery');
    expect(parseOrderType('dine-in')).toBe('dineIn');
    expect(parseOrderType('DINE_IN')).toBe('dineIn');
    expect(parseOrderType('Takeaway')).toBe('takeaway');
    expect(parseOrderType('pickup')).toBeNull();
    expect(parseOrderType(null)).toBeNull();
  });

  it('keeps a persisted choice the branch supports', () => {
    expect(resolveOrderType({ branch: all, defaultDeliveryMethod: 'delivery', persisted: 'dineIn' })).toBe('dineIn');
  });

  it('takes config.defaultDeliveryMethod when nothing is persisted and the branch supports it', () => {
    expect(resolveOrderType({ branch: all, defaultDeliveryMethod: 'delivery' })).toBe('delivery');
    expect(resolveOrderType({ branch: all, defaultDeliveryMethod: 'delivery', persisted: null })).toBe('delivery');
    const noDelivery = { ...all, isDeliveryEnabled: false };
    expect(resolveOrderType({ branch: noDelivery, defaultDeliveryMethod: 'delivery' })).toBe('takeaway');
    expect(resolveOrderType({ branch: noDelivery, defaultDeliveryMethod: 'delivery', persisted: 'delivery' })).toBe('takeaway');
    expect(resolveOrderType({ branch: { isDineInEnabled: true } })).toBe('dineIn');
    expect(resolveOrderType({ branch: {} })).toBeNull();
  });

  it('defaults the delivery area to the branch first area', () => {
    const branch = { deliveryAreas: [{ area: '1010 Wien' }, { area: '1020 Wien' }] };
    expect(resolveDeliveryArea(branch, null)).toEqual({ area: '1010 Wien' });
    expect(resolveDeliveryArea(branch, '1020 Wien')).toEqual({ area: '1020 Wien' });
    expect(resolveDeliveryArea(branch, '9999 Nirgendwo')).toEqual({ area: '1010 Wien' });
    expect(resolveDeliveryArea({}, '1010 Wien')).toBeNull();
  });

  it('applies the branch defaults to a reloaded cart', () => {
    const branch: BranchOrderTypes = { ...all, deliveryAreas: [{ area: '1010 Wien' }] };
    const fresh = loadCart(() => null, cartStorageKeys('theke', 'a'));
    expect(applyBranchDefaults(fresh.cart, { branch, defaultDeliveryMethod: 'delivery', isDeliveryMethodPersisted: false })).toMatchObject({
      isDelivery: true,
      isDineIn: false,
      deliveryArea: '1010 Wien',
    });
    // a stored "takeaway" (both flags false) is a choice and is kept
    expect(applyBranchDefaults(fresh.cart, { branch, defaultDeliveryMethod: 'delivery', isDeliveryMethodPersisted: true })).toMatchObject({
      isDelivery: false,
      isDineIn: false,
    });
    expect(applyBranchDefaults({ ...fresh.cart, isDelivery: true }, { branch: {}, isDeliveryMethodPersisted: true })).toMatchObject({
      isDelivery: false,
      isDineIn: false,
      deliveryArea: null,
    });
  });
});

describe('storefront §4 Cart: stale items after the catalogue reload', () => {
  it('reloads every 4 hours, checked every 10 s', () => {
    expect(CATALOG_CHECK_INTERVAL_MS).toBe(10_000);
    const loadedAt = Date.UTC(2026, 10, 21, 8, 0);
    expect(isCatalogReloadDue(loadedAt, loadedAt + 4 * 3_600_000 - 1)).toBe(false);
    expect(isCatalogReloadDue(loadedAt, loadedAt + 4 * 3_600_000)).toBe(true);
  });

  it('removes items whose product no longer matches in id, name, description and price', () => {
    const items = [item('same'), item('renamed'), item('described'), item('repriced'), item('gone'), item('same')];
    const catalogue = [
      product('same'),
      { ...product('renamed'), name: 'Neuer Name' },
      { ...product('described'), description: null },
      product('repriced', 11),
      product('other'),
    ];
    const { items: kept, removed } = removeStaleItems(items, catalogue);
    expect(kept.map((i) => i.product.id)).toEqual(['same', 'same']);
    expect(removed.map((i) => i.product.id)).toEqual(['renamed', 'described', 'repriced', 'gone']);
  });

  it('treats missing and null fields alike', () => {
    const snapshot = { product: { id: 'p', name: 'Wurst', description: undefined, price: null } };
    expect(removeStaleItems([snapshot], [{ id: 'p', name: 'Wurst', description: null }]).items).toHaveLength(1);
  });
});
