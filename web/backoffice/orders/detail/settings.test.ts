import { describe, expect, it } from 'vitest';
import { ORDER_DETAIL_SETTINGS, readSetting, writeSetting } from './settings';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('local settings of the order detail (backoffice.md §3)', () => {
  it("uses the spec's keys", () => {
    expect(ORDER_DETAIL_SETTINGS).toEqual({ showProductData: 'settings.show_product_data', showCustomerData: 'settings.show_customer_data' });
  });

  it("is shown by default and hidden only by '0'", () => {
    const storage = memoryStorage({ 'settings.show_product_data': '0', 'settings.show_customer_data': '1' });
    expect(readSetting(storage, 'settings.show_product_data')).toBe(false);
    expect(readSetting(storage, 'settings.show_customer_data')).toBe(true);
    expect(readSetting(memoryStorage(), 'settings.show_customer_data')).toBe(true);
    expect(readSetting(undefined, 'settings.show_customer_data')).toBe(true);
  });

  it("stores '1' and '0'", () => {
    const storage = memoryStorage();
    writeSetting(storage, 'settings.show_product_data', false);
    expect(storage.values.get('settings.show_product_data')).toBe('0');
    writeSetting(storage, 'settings.show_product_data', true);
    expect(storage.values.get('settings.show_product_data')).toBe('1');
  });

  it('keeps the default when the storage refuses access', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readSetting(blocked, 'settings.show_product_data')).toBe(true);
    expect(() => writeSetting(blocked, 'settings.show_product_data', false)).not.toThrow();
  });
});
