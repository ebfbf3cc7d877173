/**
 * The storefront's first screen rendered on the server (DESIGN.md §9, LCP; docs/performance.md
 * "First paint"): the pages Lambda (functions/pages) writes this markup into the shell's
 * `<div id="root">`, so the page paints with the HTML and its stylesheets instead of after the
 * app's JavaScript has loaded and run. The app does not hydrate it: its first render replaces the
 * markup (React clears the container when it mounts), as with the static cookie banner
 * (shared/web/first-paint.ts).
 *
 * The render is the app's own (App.tsx with the router at the visitor's path and a query cache
 * seeded with the same start-up entries the browser gets from GET /api/init and the store page's
 * catalogue), so the markup cannot drift from what the app renders. What depends on the visitor's
 * browser (cart, allergen filter, consent, screen width) renders as for a new visitor on a phone;
 * components read browser state only in effects or through `useSyncExternalStore` with a server
 * snapshot (consent/consent.ts, layout/deferred-layout.ts).
 *
 * Only the page's first screen: the store page renders its first groups (store/first-screen.ts),
 * and the cookie banner is left out here (the HTML carries the static one, which the stylesheet
 * hides for a visitor who decided already).
 *
 * What it shows is as old as the page's HTML: CloudFront keeps a page a minute and serves it up to
 * ten more while it asks again (functions/pages/answer.ts PAGE_CACHE_CONTROL), so an opening
 * status or a sold-out mark in the first screen can be that late. The app replaces the screen with
 * the current state within a second, and the order is priced and checked by the server anyway.
 */
import { prerender } from 'react-dom/static';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import type { InitEntry } from '../../common/init';
import { seedQueryCache } from '../../common/init';
import { queryKeys } from '../../common/query';
import { App, preloadPage } from '../App';
import { requestDeferredLayout } from '../layout/deferred-layout';
import '../order-texts';

export type { InitEntry };

export async function renderFirstScreen(path: string, entries: readonly InitEntry[]): Promise<string> {
  const queryClient = new QueryClient({
    // Nothing is fetched on the server: what is not seeded renders as loading.
    defaultOptions: { queries: { staleTime: Infinity, retry: false, enabled: false } },
  });
  seedQueryCache(queryClient, entries);
  queryClient.setQueryData(
    queryKeys.init(),
    entries.map((entry) => entry.url),
  );
  // The layout's footer chunk and the page's module, as the browser's first render has them (../first-screen-ready.ts).
  await Promise.all([requestDeferredLayout(), preloadPage(path)]);
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </QueryClientProvider>,
    // One document, no streaming: a large page is not split into segments that need a script to show.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
