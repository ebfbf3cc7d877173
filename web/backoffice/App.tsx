/**
 * The back office at /backend. Routes:
 * - /backend/login: sign-in;
 * - signed in (Shell layout): /backend (dashboard), /backend/orders/current | missed | history,
 *   /backend/orders/:id (detail), /backend/branches (branch settings, order-screen keys),
 *   /backend/devices (printers and tablets);
 * - without a session, opened with the branch id and its API key (backoffice.md §6):
 *   /backend/screens/frontdesk/:branchId/:apiKey (customer-facing ticket display) and
 *   /backend/screens/backoffice/:branchId/:apiKey (the counter tablet's order list).
 * Unknown paths go to the dashboard (or, signed out, to the sign-in).
 */
import { Authenticator } from '@aws-amplify/ui-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { LoginPage } from './auth/LoginPage';
import { RequireAuth } from './auth/RequireAuth';
import { BranchesPage } from './branches/BranchesPage';
import { queryClient } from './client';
import { Dashboard } from './Dashboard';
import { DevicesPage } from './devices/DevicesPage';
import { OrderDetailPage } from './orders/OrderDetailPage';
import { OrderListPage } from './orders/OrderListPage';
import { BackOfficeScreen } from './screens/BackOfficeScreen';
import { FrontDeskScreen } from './screens/FrontDeskScreen';
import { Shell } from './Shell';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Authenticator.Provider>
        <BrowserRouter basename="/backend">
          <Routes>
            <Route path="login" element={<LoginPage />} />
            <Route path="screens/frontdesk/:branchId/:apiKey" element={<FrontDeskScreen />} />
            <Route path="screens/backoffice/:branchId/:apiKey" element={<BackOfficeScreen />} />
            <Route
              element={
                <RequireAuth>
                  <Shell />
                </RequireAuth>
              }
            >
              <Route index element={<Dashboard />} />
              <Route path="orders" element={<Navigate to="current" replace />} />
              <Route path="orders/current" element={<OrderListPage view="current" />} />
              <Route path="orders/missed" element={<OrderListPage view="missed" />} />
              <Route path="orders/history" element={<OrderListPage view="history" />} />
              <Route path="orders/:id" element={<OrderDetailPage />} />
              <Route path="branches" element={<BranchesPage />} />
              <Route path="devices" element={<DevicesPage />} />
            </Route>
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </BrowserRouter>
      </Authenticator.Provider>
    </QueryClientProvider>
  );
}
