/**
 * Whether someone is signed in to the back office, for the routes that need it and the sign-in
 * page. Amplify UI's `Authenticator.Provider` answers the same question, but it brings the
 * Authenticator's state machine, components and styles into the entry that every counter tablet
 * loads; here the status comes from Amplify Auth alone, and the Authenticator loads with the
 * sign-in page (./LoginPage.tsx). It follows Auth's hub events as that provider does: signed in,
 * signed out, and a token refresh that failed for any reason but the network.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { getCurrentUser } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';

export type AuthStatus = 'configuring' | 'authenticated' | 'unauthenticated';

const AuthStatusContext = createContext<AuthStatus>('configuring');

/** Amplify's error name for a request that did not reach Cognito (AmplifyErrorCode.NetworkError). */
const NETWORK_ERROR = 'NetworkError';

export function AuthSessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('configuring');
  useEffect(() => {
    let settled = false;
    const settle = (next: AuthStatus) => {
      settled = true;
      setStatus(next);
    };
    const stop = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedIn') settle('authenticated');
      else if (payload.event === 'signedOut') settle('unauthenticated');
      // Offline, the tokens stay: the session is kept until Cognito itself refuses it.
      else if (payload.event === 'tokenRefresh_failure' && payload.data?.error?.name !== NETWORK_ERROR) settle('unauthenticated');
    });
    // The stored session at start; a hub event that came first has the newer answer.
    getCurrentUser().then(
      () => settled || setStatus('authenticated'),
      () => settled || setStatus('unauthenticated'),
    );
    return stop;
  }, []);
  return <AuthStatusContext.Provider value={status}>{children}</AuthStatusContext.Provider>;
}

export function useAuthStatus(): AuthStatus {
  return useContext(AuthStatusContext);
}
