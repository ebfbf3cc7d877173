/**
 * The storefront's root layout (storefront.md §2 "Global layout"): skip link, offline and update
 * banners, toolbar, header with the main menu, the page, footer, cookie banner, and in the
 * self-service context the idle screen. Nothing below the header renders until GET /api/init has
 * filled the cache ("a loader shows until local settings and helpers are initialised") and the
 * layout's deferred chunk (footer, service workers) is there, requested in parallel; the page
 * titles, scroll behaviour and tracking are the layout's too (layout/, consent/).
 *
 * Pages other than the home page load on demand (layout/lazy-page.ts) so the home page stays small.
 */
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { t } from '../common/i18n';
import { ErrorState, Loading, SkipLink } from '../common/ui';
import { initQuery } from './client';
import { CookieBanner } from './consent/CookieBanner';
import { useThirdPartyAllowed } from './consent/consent';
import { useTracking } from './consent/tracking';
import { useConfig } from './data';
import { DivisionPage } from './division/DivisionPage';
import { PageErrorBoundary } from './errors';
import { OfflineBanner } from './layout/Banners';
import { requestDeferredLayout, useDeferredLayout, type DeferredLayout } from './layout/deferred-layout';
import { Header } from './layout/Header';
import { IdleScreen } from './layout/IdleScreen';
import { usePageMeta } from './layout/page-meta';
import { lazyPage } from './layout/lazy-page';
import { ROUTE_PATHS, matchRoute } from './layout/routes';
import { useScrollBehaviour } from './layout/scroll';
import { useSelfService } from './layout/self-service';
import { Toolbar } from './layout/Toolbar';
import { hasStaffSession } from './staff/session';

// The pages behind the home page load on demand, so the home page's bundle stays small; the
// built index.html preloads the chunk of the page the visitor opens (web/build/route-preloads.ts).
const StorePage = lazyPage(() => import('./store/StorePage').then((module) => module.StorePage));
const CheckoutPage = lazyPage(() => import('./checkout/CheckoutPage').then((module) => module.CheckoutPage));
const StatusPage = lazyPage(() => import('./status/StatusPage').then((module) => module.StatusPage));
const SitePage = lazyPage(() => import('./content/SitePage').then((module) => module.SitePage));

/** Loads the module of the page at `pathname` (the same routes as below), so a first render can show it at once. */
export function preloadPage(pathname: string): Promise<unknown> {
  const route = matchRoute(pathname);
  switch (route.name) {
    case 'division':
      return Promise.resolve();
    case 'branch':
      return StorePage.preload();
    case 'checkout':
    case 'checkout_error':
      return CheckoutPage.preload();
    case 'status':
      return StatusPage.preload();
    case 'site':
      return SitePage.preload();
  }
}
// Only for a browser with a back-office session: visitors never download the staff toolbar.
const StaffToolbar = lazy(() => import('./staff/StaffToolbar'));
// Footer and service workers: one chunk, requested now, in parallel with GET /api/init; the page
// renders with it (layout/deferred-layout.ts).
requestDeferredLayout();

/**
 * What needs the init data: titles, tracking after consent, service workers, the cookie banner.
 * The banner is fixed to the bottom of the screen but comes right after the skip link in the
 * page, so keyboard users reach it without tabbing through the whole page.
 */
function AfterInit({ layout }: { layout: DeferredLayout | undefined }) {
  const config = useConfig().data;
  const { isSelfService } = useSelfService();
  usePageMeta();
  useTracking(config, useThirdPartyAllowed());
  return (
    <>
      {layout && <layout.ServiceWorkers isPwaEnabled={!!config?.enablePluginPWA && !isSelfService} />}
      {!isSelfService && <CookieBanner config={config} />}
    </>
  );
}

export function App() {
  const { isSelfService } = useSelfService();
  useScrollBehaviour();
  const init = useQuery(initQuery);
  const deferred = useDeferredLayout();
  // The page and its footer arrive in one commit: nothing changes the document's height later.
  const isReady = init.isSuccess && deferred.isSettled;

  return (
    <div className={isSelfService ? 'site site--self-service' : 'site'}>
      <SkipLink />
      {isReady && <AfterInit layout={deferred.layout} />}
      <OfflineBanner />
      {isReady && <Toolbar />}
      <Header isReady={isReady} />
      <main id="main" tabIndex={-1} className="site-main">
        {init.isPending || (init.isSuccess && !deferred.isSettled) ? (
          <Loading />
        ) : init.isError ? (
          // The spec's initial-load message, whatever the server said (backoffice.md §8).
          <ErrorState message={t('backoffice.initialLoadFailed')} onRetry={() => void init.refetch()} />
        ) : (
          <PageErrorBoundary>
            <Suspense fallback={<Loading />}>
              <Routes>
                <Route index element={<DivisionPage />} />
                <Route path={ROUTE_PATHS.branch} element={<StorePage />} />
                <Route path={ROUTE_PATHS.checkout} element={<CheckoutPage />} />
                <Route path={ROUTE_PATHS.checkout_error} element={<CheckoutPage paymentFailed />} />
                <Route path={ROUTE_PATHS.status} element={<StatusPage />} />
                <Route path="*" element={<SitePage />} />
              </Routes>
            </Suspense>
          </PageErrorBoundary>
        )}
      </main>
      {isReady && deferred.layout && <deferred.layout.Footer />}
      {isReady && hasStaffSession() && (
        <Suspense fallback={null}>
          <StaffToolbar />
        </Suspense>
      )}
      {/* In the entry: its minute of inactivity starts with the page, not when a chunk arrives. */}
      {isSelfService && <IdleScreen />}
    </div>
  );
}
