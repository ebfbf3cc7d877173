/**
 * The back office at /backend. Routes: /backend/login (sign-in) and, signed in, /backend (the
 * dashboard). The data areas of later issues become children of the signed-in layout route;
 * unknown paths go to the dashboard (or, signed out, to the sign-in).
 */
import { Authenticator } from '@aws-amplify/ui-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { LoginPage } from './auth/LoginPage';
import { RequireAuth } from './auth/RequireAuth';
import { queryClient } from './client';
import { Dashboard } from './Dashboard';
import { Shell } from './Shell';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Authenticator.Provider>
        <BrowserRouter basename="/backend">
          <Routes>
            <Route path="login" element={<LoginPage />} />
            <Route
              element={
                <RequireAuth>
                  <Shell />
                </RequireAuth>
              }
            >
              <Route index element={<Dashboard />} />
            </Route>
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </BrowserRouter>
      </Authenticator.Provider>
    </QueryClientProvider>
  );
}
