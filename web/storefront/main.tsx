import '../common/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import '../common/ui/theme.css';
import './storefront.css';
import { App, preloadPage } from './App';
import { initQuery, queryClient } from './client';
import { firstScreenReady } from './first-screen-ready';
import { captureLanding } from './attribution/attribution';

// Where the visit began, before the router's first navigation drops the address's parameters.
captureLanding();

// The opened page's module, which the HTML's route script is already downloading: asked for now,
// it is there when the app renders the page, which then renders at once (layout/lazy-page.ts).
// Through React's `lazy` alone, even a loaded module first showed the loader, and React keeps a
// fallback on screen for 300 ms: the content pages' paint came that much later. A chunk that
// fails to load is the page's own business (its error boundary), not this promise's.
const page = preloadPage(window.location.pathname).catch(() => undefined);

// index.html preloads GET /api/init. When it has already arrived (its resource timing entry
// exists), wait the few milliseconds its fetch takes and render the page once with its data,
// instead of the loader first and a second full render and paint (~70 ms on a slow phone,
// DESIGN.md §9); otherwise render the loader at once. No retry here: after a failure the page
// renders and App's own query asks again.
const init = queryClient.prefetchQuery({ ...initQuery, retry: false });

function renderApp(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

if (document.documentElement.hasAttribute('data-first-screen')) {
  // Not awaited at the top level: the page's chunk imports this entry's chunk, whose evaluation
  // would then wait for itself.
  void firstScreenReady(init, page).then(renderApp);
} else {
  if (performance.getEntriesByName(new URL('/api/init', window.location.href).href, 'resource').length > 0) await init;
  renderApp();
}
