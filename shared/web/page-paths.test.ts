import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-paths';

describe('isPagePath', () => {
  it.each([
    ['/', true],
    ['/catering', true],
    ['/site/privacy', true],
    ['/store/graz/checkout', true],
    ['/status/u/h', true],
    ['/sitemap.xml', true],
    ['/robots.txt', true],
    ['/apfel', true],
    ['/backendx', true],
    ['/index.html', false],
    ['/assets/index-abc.js', false],
    ['/build/service-worker.js', false],
    ['/favicon.ico', false],
    ['/v1.0/seite', false],
    ['/api', false],
    ['/api/init', false],
    ['/image/01J-1.webp', false],
    ['/upload/x', false],
    ['/backend', false],
    ['/signage', false],
    ['/signage/01JABC/key', false],
    ['/signagex', true],
    ['/Backend/orders', true],
    ['/local/outbox', false],
    ['catering', false],
  ])('%s → %s', (path, expected) => {
    expect(isPagePath(path)).toBe(expected);
  });
});
