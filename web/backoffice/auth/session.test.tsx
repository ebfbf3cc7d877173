// @vitest-environment happy-dom
import { act } from 'react';
import { Hub } from 'aws-amplify/utils';
import { describe, expect, it, vi } from 'vitest';
import { textOf, useDomRoot } from '../testing/dom';
import { AuthSessionProvider, useAuthStatus } from './session';

function Status() {
  return <p>{useAuthStatus()}</p>;
}

const authEvent = (event: string, data?: unknown) => act(() => Hub.dispatch('auth', { event, data }));

describe('AuthSessionProvider', () => {
  const dom = useDomRoot();
  // Amplify warns about events on its protected 'auth' channel from outside; here they stand for its own.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);

  it("starts configuring, finds no stored session, then follows Auth's sign-in, sign-out and refused token refreshes", async () => {
    dom.render(
      <AuthSessionProvider>
        <Status />
      </AuthSessionProvider>,
    );
    expect(textOf(dom.container)).toBe('configuring');
    // Amplify without a user pool has no current user.
    await vi.waitFor(() => expect(textOf(dom.container)).toBe('unauthenticated'));

    authEvent('signedIn');
    expect(textOf(dom.container)).toBe('authenticated');
    // Offline: the session is kept.
    authEvent('tokenRefresh_failure', { error: { name: 'NetworkError' } });
    expect(textOf(dom.container)).toBe('authenticated');
    // Cognito refused the refresh token.
    authEvent('tokenRefresh_failure', { error: { name: 'NotAuthorizedException' } });
    expect(textOf(dom.container)).toBe('unauthenticated');

    authEvent('signedIn');
    authEvent('signedOut');
    expect(textOf(dom.container)).toBe('unauthenticated');
  });

  it('keeps a hub event that came before the stored session was read', async () => {
    dom.render(
      <AuthSessionProvider>
        <Status />
      </AuthSessionProvider>,
    );
    authEvent('signedIn');
    // The stored-session check (no user) answers after the event and does not undo it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(textOf(dom.container)).toBe('authenticated');
  });
});
