/**
 * The back office at /backend. Routes:
 * - /backend/login: sign-in;
 * - signed in (Shell layout): /backend (dashboard), /backend/orders/current | missed | history,
 *   /backend/orders/:id (detail), and the data areas of ./areas.ts (/backend/products,
 *   /backend/products/new, /backend/products/:id …), each loaded on demand;
 * - without a session, opened with the branch id and its API key (backoffice.md §6):
 *   /backend/screens/frontdesk/:branchId/:apiKey (customer-facing ticket display) and
 *   /backend/screens/backoffice/:branchId/:apiKey (the counter tablet's order list);
 * - without a session, opened with a user name and the personal access token (backoffice.md §6):
 *   /backend/time-tracking/:username/:accessToken (the employee's time clock, loaded on demand).
 * Unknown paths go to the dashboard (or, signed out, to the sign-in).
 *
 * A data router (createBrowserRouter), because editors ask before unsaved changes are left
 * (useBlocker) and areas load lazily; the order screens and lists stay in the entry chunk.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, RouterProvider, useParams, type RouteObject } from 'react-router';
import { Loading } from '../common/ui';
import { RequireAuth } from './auth/RequireAuth';
import { AuthSessionProvider } from './auth/session';
import { AREAS } from './areas';
import { queryClient } from './client';
import { Dashboard } from './Dashboard';
import { OrderDetailPage } from './orders/OrderDetailPage';
import { OrderListPage } from './orders/OrderListPage';
import { BackOfficeScreen } from './screens/BackOfficeScreen';
import { FrontDeskScreen } from './screens/FrontDeskScreen';
import { Shell } from './Shell';

// Keyed by the record id: after "new" turns into the saved record's page, or from one record to
// another, the editor starts fresh instead of keeping the previous record's form state.
const areaRoutes: RouteObject[] = AREAS.flatMap((area) =>
  area.pages.map((page) => ({
    path: page.path ? `${area.path}/${page.path}` : area.path,
    lazy: async () => {
      const Page = (await page.load()).default;
      return { Component: () => <Page key={useParams().id ?? 'new'} /> };
    },
  })),
);

const router = createBrowserRouter(
  [
    // The sign-in loads Amplify's Authenticator on demand: a signed-in tablet never needs it.
    { path: 'login', lazy: async () => ({ Component: (await import('./auth/LoginPage')).default }), hydrateFallbackElement: <Loading /> },
    { path: 'screens/frontdesk/:branchId/:apiKey', element: <FrontDeskScreen /> },
    { path: 'screens/backoffice/:branchId/:apiKey', element: <BackOfficeScreen /> },
    // The time clock of an employee's personal link: no session either; loaded on demand.
    { path: 'time-tracking/:username/:accessToken', lazy: async () => ({ Component: (await import('./time-clock/TimeClockPage')).default }) },
    {
      element: (
        <RequireAuth>
          <Shell />
        </RequireAuth>
      ),
      // Shown while an area's code loads on the first page of a visit.
      hydrateFallbackElement: <Loading />,
      children: [
        { index: true, element: <Dashboard /> },
        { path: 'orders', element: <Navigate to="current" replace /> },
        { path: 'orders/current', element: <OrderListPage view="current" /> },
        { path: 'orders/missed', element: <OrderListPage view="missed" /> },
        { path: 'orders/history', element: <OrderListPage view="history" /> },
        // An order taken by phone: loaded on demand, so the order lists and screens carry none of the storefront's overlay.
        { path: 'orders/new', lazy: async () => ({ Component: (await import('./orders/new/NewOrderPage')).default }) },
        { path: 'orders/:id', element: <OrderDetailPage /> },
        ...areaRoutes,
      ],
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ],
  { basename: '/backend' },
);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSessionProvider>
        <RouterProvider router={router} />
      </AuthSessionProvider>
    </QueryClientProvider>
  );
}
