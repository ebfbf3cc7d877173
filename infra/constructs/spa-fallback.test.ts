import { describe, expect, it } from 'vitest';
import { htmlEntryOf } from '#web/build/pages.ts';
import { VIEWER_ORIGIN_HEADER } from '#shared/web/page-paths.ts';
import { pagesRequestCode, spaFallbackCode } from './spa-fallback';

// The code runs in CloudFront's JavaScript runtime; its syntax is plain ES5 that Node runs as is.
const handler = new Function(`${spaFallbackCode}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
const rewrite = (uri: string): string => handler({ request: { uri } }).uri;

describe('SPA fallback (CloudFront Function)', () => {
  it.each([
    ['/', '/index.html'],
    ['/store/wien-1/checkout', '/index.html'],
    ['/site/impressum', '/index.html'],
    ['/status/01JABC/abcdef', '/index.html'],
    ['/backend', '/backoffice/index.html'],
    ['/backend/', '/backoffice/index.html'],
    ['/backend/orders/01JABC', '/backoffice/index.html'],
    ['/backendx', '/index.html'],
    ['/signage', '/signage/index.html'],
    ['/signage/01JABC/k3y_-abcdefghijklmnopqrstuvwxyz', '/signage/index.html'],
    ['/signagex/01JABC', '/index.html'],
  ])('page %s → %s', (uri, expected) => {
    expect(rewrite(uri)).toBe(expected);
    // The same answer as the dev server's and the local server's rule.
    expect(htmlEntryOf(uri)).toBe(expected);
  });

  it.each([
    '/assets/index-3f2a.js',
    '/backoffice/index.html',
    '/signage/index.html',
    '/signage/sw.js',
    '/runtime-config.json',
    '/build/service-worker.js',
    '/favicon.ico',
  ])('file %s passes through', (uri) => {
    expect(rewrite(uri)).toBe(uri);
  });
});

type Headers = Record<string, { value: string }>;
const pagesRequest = new Function(`${pagesRequestCode}; return handler;`)() as (event: { request: { uri: string; headers: Headers } }) => {
  uri: string;
  headers: Headers;
};

describe('pages request (CloudFront Function of the default behaviour)', () => {
  it('adds the origin the visitor used and leaves the path as it is', () => {
    const request = pagesRequest({ request: { uri: '/catering', headers: { host: { value: 'shop.example' } } } });
    expect(request.uri).toBe('/catering');
    expect(request.headers[VIEWER_ORIGIN_HEADER]).toEqual({ value: 'https://shop.example' });
  });

  it("overwrites the visitor's own header", () => {
    const request = pagesRequest({
      request: { uri: '/', headers: { host: { value: 'shop.example' }, [VIEWER_ORIGIN_HEADER]: { value: 'https://evil.example' } } },
    });
    expect(request.headers[VIEWER_ORIGIN_HEADER]).toEqual({ value: 'https://shop.example' });
  });
});
