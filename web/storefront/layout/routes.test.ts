import { describe, expect, it } from 'vitest';
import { matchRoute, routeBranchIdentifier } from './routes';

describe('matchRoute', () => {
  it('names the routes of the route table', () => {
    expect(matchRoute('/')).toEqual({ name: 'division' });
    expect(matchRoute('/store/graz')).toEqual({ name: 'branch', branchIdentifier: 'graz' });
    expect(matchRoute('/store/graz/')).toEqual({ name: 'branch', branchIdentifier: 'graz' });
    expect(matchRoute('/store/graz/checkout')).toEqual({ name: 'checkout', branchIdentifier: 'graz' });
    expect(matchRoute('/store/graz/checkout/error')).toEqual({ name: 'checkout_error', branchIdentifier: 'graz' });
    expect(matchRoute('/status/01J/abc')).toEqual({ name: 'status', uid: '01J', hash: 'abc' });
  });

  it('decodes the branch identifier', () => {
    expect(matchRoute('/store/st%20peter')).toEqual({ name: 'branch', branchIdentifier: 'st peter' });
  });

  it('sends every other path to the content pages', () => {
    expect(matchRoute('/site/privacy')).toEqual({ name: 'site', path: '/site/privacy' });
    expect(matchRoute('/store')).toEqual({ name: 'site', path: '/store' });
    expect(matchRoute('/status/only-uid')).toEqual({ name: 'site', path: '/status/only-uid' });
  });

  it('knows the branch of the store page and checkout only', () => {
    expect(routeBranchIdentifier(matchRoute('/store/weiz/checkout'))).toBe('weiz');
    expect(routeBranchIdentifier(matchRoute('/status/a/b'))).toBeNull();
    expect(routeBranchIdentifier(matchRoute('/'))).toBeNull();
  });
});
