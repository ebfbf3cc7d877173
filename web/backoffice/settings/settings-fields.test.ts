import { describe, expect, it } from 'vitest';
import { configSchema } from '#shared/schemas/config.ts';
import { SETTINGS_SECTIONS, editedKeys, isShownInShop, maxLengthOf } from './settings-fields';

describe('the settings form', () => {
  it('edits every field of the config exactly once', () => {
    const edited = SETTINGS_SECTIONS.flatMap((section) => section.fields.flatMap(editedKeys));
    expect([...edited].sort()).toEqual(Object.keys(configSchema.shape).sort());
    expect(new Set(edited).size).toBe(edited.length);
  });

  it('marks the fields every visitor can read, and only those', () => {
    for (const key of ['shopName', 'phone', 'imprintText', 'allergens', 'isCashEnabled', 'enablePluginSMS', 'mapboxAccessToken', 'facebookPixelId'] as const) {
      expect(isShownInShop(key), key).toBe(true);
    }
    for (const key of ['notificationEmail', 'notificationPhone', 'missedOrderMinutes', 'orderCaps'] as const) {
      expect(isShownInShop(key), key).toBe(false);
    }
  });

  it('takes the longest text of a field from the schema', () => {
    expect(maxLengthOf('shopName')).toBe(200);
    expect(maxLengthOf('zipCode')).toBe(20);
    expect(maxLengthOf('imprintText')).toBe(200_000);
    // Checked as a whole (an address, a currency code), not by length; numbers have none.
    expect(maxLengthOf('website')).toBeUndefined();
    expect(maxLengthOf('currency')).toBeUndefined();
    expect(maxLengthOf('mapboxZoom')).toBeUndefined();
  });
});
