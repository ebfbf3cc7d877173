/**
 * Whether a back-office session exists in this browser, cheaply and without Amplify (the
 * storefront's entry must not carry it): the back office (web/backoffice/auth) signs in with
 * Amplify, which keeps its tokens in localStorage of the same origin as
 * `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` (the user name) and
 * `CognitoIdentityServiceProvider.<clientId>.<user name>.refreshToken`.
 *
 * A session counts when a last user has a refresh token: the access token may have expired, the
 * staff client (./staff-client.ts) renews it. This is a hint, not an authorisation: a signed-out
 * or revoked session shows up when the staff client's first call fails, and then the toolbar
 * stays away; the API checks every token itself.
 */
const PREFIX = 'CognitoIdentityServiceProvider.';
const LAST_USER = /^CognitoIdentityServiceProvider\.([^.]+)\.LastAuthUser$/;

/** The check over a storage's keys and values (tested with a plain map). */
export function hasSessionIn(keys: readonly string[], getItem: (key: string) => string | null): boolean {
  return keys.some((key) => {
    const clientId = LAST_USER.exec(key)?.[1];
    if (!clientId) return false;
    const user = getItem(key);
    return !!user && !!getItem(`${PREFIX}${clientId}.${user}.refreshToken`);
  });
}

export function hasStaffSession(): boolean {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
    return hasSessionIn(keys, (key) => storage.getItem(key));
  } catch {
    // Storage blocked (privacy settings): no session to find.
    return false;
  }
}
