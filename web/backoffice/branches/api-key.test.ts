import { describe, expect, it } from 'vitest';
import { branchInputSchema } from '#shared/schemas/branch.ts';
import { API_KEY_BYTES, generateApiKey, toBase64Url } from './api-key';

describe('order-screen keys', () => {
  it('writes bytes as base64url without padding', () => {
    expect(toBase64Url(new Uint8Array([]))).toBe('');
    expect(toBase64Url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
    expect(toBase64Url(new Uint8Array([104, 105]))).toBe('aGk');
  });

  it('makes a 43-character URL-safe key from 32 random bytes, different every time', () => {
    const keys = new Set(Array.from({ length: 20 }, () => generateApiKey()));
    expect(keys.size).toBe(20);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(encodeURIComponent(key)).toBe(key);
      // Long enough for the branch schema's write-only apiKey (at least 24 characters).
      expect(branchInputSchema.shape.apiKey.safeParse(key).success).toBe(true);
    }
  });

  it('takes its bytes from the given random source', () => {
    let asked = 0;
    const key = generateApiKey({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        asked = (array as unknown as Uint8Array).length;
        (array as unknown as Uint8Array).fill(0xff);
        return array;
      },
    });
    expect(asked).toBe(API_KEY_BYTES);
    expect(key).toBe('_'.repeat(42) + '8');
  });
});
