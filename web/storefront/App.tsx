/**
 * The storefront's root layout (storefront.md §2 "Global layout"): skip link, header, and the
 * page. Nothing renders below the header until GET /api/init has filled the cache ("a loader
 * shows until local settings and helpers are initialised").
 *
 * Routes of later issues slot into <Routes> below; pages other than the home page are meant to be
 * lazy (`lazy(() => import(…))`) so the home page stays small — the Suspense boundary is for them.
 */
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Route, Routes } from 'react-router';
import { t } from '../common/i18n';
import { loadInit } from '../common/init';
import { queryKeys } from '../common/query';
import { ErrorState, Loading, SkipLink } from '../common/ui';
import { api, queryClient } from './client';
import { useConfig } from './data';
import { DivisionPage } from './division/DivisionPage';
import { NotFoundPage, PageErrorBoundary } from './errors';

// The pages behind the home page load on demand, so the home page's bundle stays small.
const StorePage = lazy(() => import('./store/StorePage').then((module) => ({ default: module.StorePage })));
const CheckoutPage = lazy(() => import('./checkout/CheckoutPage').then((module) => ({ default: module.CheckoutPage })));
const StatusPage = lazy(() => import('./status/StatusPage').then((module) => ({ default: module.StatusPage })));

function Header() {
  const config = useConfig({ fetch: false });
  const shopName = config.data?.shopName;
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__brand" aria-label={shopName ? undefined : t('web.home')}>
          {shopName ?? '\u00a0'}
        </Link>
      </div>
    </header>
  );
}

export function App() {
  const init = useQuery({
    queryKey: queryKeys.init(),
    queryFn: () => loadInit(api, queryClient, t('backend.initialLoadFailed')),
    // The init data seeds the other queries; they refresh themselves, init never needs to.
    staleTime: Infinity,
    retry: 1,
  });

  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        {init.isPending ? (
          <Loading />
        ) : init.isError ? (
          // The spec's initial-load message, whatever the server said (backoffice.md §8).
          <ErrorState message={t('backend.initialLoadFailed')} onRetry={() => void init.refetch()} />
        ) : (
          <PageErrorBoundary>
            <Suspense fallback={<Loading />}>
              <Routes>
                <Route index element={<DivisionPage />} />
                <Route path="store/:branchIdentifier" element={<StorePage />} />
                <Route path="store/:branchIdentifier/checkout" element={<CheckoutPage />} />
                <Route path="store/:branchIdentifier/checkout/error" element={<CheckoutPage paymentFailed />} />
                <Route path="status/:uid/:hash" element={<StatusPage />} />
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </Suspense>
          </PageErrorBoundary>
        )}
      </main>
    </>
  );
}
