import { describe, expect, it } from 'vitest';
import { hasSessionIn } from './session';

const check = (entries: Record<string, string>) => hasSessionIn(Object.keys(entries), (key) => entries[key] ?? null);

describe('hasSessionIn', () => {
  it('finds a signed-in user with a refresh token', () => {
    expect(
      check({
        'CognitoIdentityServiceProvider.4k2l9client.LastAuthUser': 'admin',
        'CognitoIdentityServiceProvider.4k2l9client.admin.accessToken': 'eyJ…',
        'CognitoIdentityServiceProvider.4k2l9client.admin.refreshToken': 'r…',
        'theke.cart.graz': '{}',
      }),
    ).toBe(true);
  });

  it('finds none after a sign-out, without a refresh token or for another user', () => {
    expect(check({})).toBe(false);
    expect(check({ 'theke.cart.graz': '{}' })).toBe(false);
    expect(check({ 'CognitoIdentityServiceProvider.c1.LastAuthUser': 'admin', 'CognitoIdentityServiceProvider.c1.admin.accessToken': 'eyJ…' })).toBe(false);
    expect(check({ 'CognitoIdentityServiceProvider.c1.LastAuthUser': 'admin', 'CognitoIdentityServiceProvider.c1.team-graz.refreshToken': 'r…' })).toBe(false);
    expect(check({ 'CognitoIdentityServiceProvider.c1.LastAuthUser': '', 'CognitoIdentityServiceProvider.c1..refreshToken': 'r…' })).toBe(false);
  });
});
