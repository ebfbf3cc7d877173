import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { entrySizes, sizeOf, withLists } from './init-size';

describe('bench init: sizes of the start-up data', () => {
  it('counts bytes of the UTF-8 text and of its gzip', () => {
    const text = 'Grüß Gott '.repeat(200);
    const size = sizeOf(text);
    expect(size.bytes).toBe(Buffer.byteLength(text));
    expect(size.gzip).toBe(gzipSync(Buffer.from(text)).length);
    expect(gunzipSync(gzipSync(Buffer.from(text))).toString()).toBe(text);
    expect(size.gzip).toBeLessThan(size.bytes);
  });

  it("measures each entry's data alone", () => {
    expect(entrySizes([{ url: '/api/tags', data: [{ id: 'a' }] }])).toEqual([{ url: '/api/tags', size: sizeOf('[{"id":"a"}]') }]);
  });

  it('puts the catalogue lists back in the order of the combined load', () => {
    const now = [
      { url: '/api/config', data: {} },
      { url: '/api/branches', data: [1] },
      { url: '/api/tags', data: [2] },
    ];
    const before = withLists(now, { '/api/products': [3], '/api/menus': [4], '/api/categories': [5] });
    expect(before.map((entry) => entry.url)).toEqual(['/api/config', '/api/branches', '/api/menus', '/api/categories', '/api/products', '/api/tags']);
    expect(before.find((entry) => entry.url === '/api/products')?.data).toEqual([3]);
  });
});
