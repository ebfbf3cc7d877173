import { describe, expect, it } from 'vitest';
import { isAssetRequest, isImageRequest, isShellNavigation } from './routing';

const origin = 'https://shop.example';
const url = (path: string) => new URL(path, origin);

describe('what the service worker answers', () => {
  it.each([
    ['/', true],
    ['/store/graz', true],
    ['/status/01J0ABC/5f2e', true],
    ['/ueber-uns?x=1', true],
    ['/backend', false],
    ['/backend/orders/current', false],
    ['/backend?x=1', false],
    ['/backendzeug', true],
    ['/api/init', false],
    ['/upload/abc/file.pdf', false],
    ['/image/large/1-2.jpg', false],
  ])('navigation to %s: %s', (path, answered) => {
    expect(isShellNavigation(url(path))).toBe(answered);
  });

  it('caches hashed assets and images of our origin only, never the API or uploads', () => {
    expect(isAssetRequest(url('/assets/storefront-abc.js'), origin)).toBe(true);
    expect(isAssetRequest(new URL('https://cdn.example/assets/x.js'), origin)).toBe(false);
    expect(isImageRequest(url('/image/product/1-2.webp'), origin)).toBe(true);
    for (const path of ['/api/orders/1', '/api/users/me', '/upload/hash/1-1.pdf']) {
      expect(isAssetRequest(url(path), origin) || isImageRequest(url(path), origin), path).toBe(false);
    }
  });
});
