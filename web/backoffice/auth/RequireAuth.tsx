import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Loading } from '../../common/ui';
import { useAuthStatus } from './session';

/** Shows its children only to a signed-in user; everyone else goes to the sign-in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const authStatus = useAuthStatus();
  const location = useLocation();
  if (authStatus === 'configuring') return <Loading />;
  if (authStatus !== 'authenticated') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}
