import { describe, expect, it } from 'vitest';
import { routePattern } from './route-preloads';

describe('route patterns of the preload script', () => {
  it('turns each :parameter into one path segment, with an optional trailing slash', () => {
    expect(routePattern('/store/:branchIdentifier')).toBe('^/store/[^/]+/?$');
    expect(routePattern('/status/:uid/:hash')).toBe('^/status/[^/]+/[^/]+/?$');
  });

  it('matches the page it names and nothing below or beside it', () => {
    const branch = new RegExp(routePattern('/store/:branchIdentifier'));
    expect(['/store/graz', '/store/graz/'].map((path) => branch.test(path))).toEqual([true, true]);
    expect(['/store/graz/checkout', '/store', '/status/a/b', '/x/store/graz'].map((path) => branch.test(path))).toEqual([false, false, false, false]);
  });
});
