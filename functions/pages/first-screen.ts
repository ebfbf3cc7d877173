/**
 * A page's first screen, rendered by the storefront's own renderer (web/storefront/server/
 * first-screen.tsx, bundled beside this Lambda: web/build/first-screen-bundle.ts) from the
 * start-up data the page's answer names (./answer.ts `firstScreenFetches`).
 *
 * Decisions:
 * - The data is read as the visitor's browser reads it, through CloudFront from the origin the
 *   visitor used (like the shell, ./shell.ts): the same answers, the same public view, and
 *   CloudFront's copy of /api/init when it has one.
 * - A first screen is an improvement, never a condition: when the data or the render fails or
 *   takes longer than FIRST_SCREEN_TIMEOUT_MS, the page is the shell with its static banner, as
 *   before, and the app renders it in the browser.
 * - A render with a `style` attribute is not sent either. The Content-Security-Policy refuses
 *   inline styles in HTML (the app sets the same styles through the DOM, which it allows), so
 *   the screen would paint without them and the app's render would move the page. Only values
 *   editors choose need one (a slider's height, a block's background colour); the app's own
 *   components style through classes.
 */
import type { FirstScreenEntry, RenderFirstScreen } from '#shared/web/first-paint.ts';
import type { Logger } from '../lib/logger';

/** Longer than this and the page goes out without its first screen (CloudFront keeps either for a minute). */
export const FIRST_SCREEN_TIMEOUT_MS = 2000;

/** The storefront's start-up data (functions/init), which every first screen needs: its entries seed the render's cache. */
export const INIT_URL = '/api/init';

/** A `style` attribute in rendered markup (React writes attributes with double quotes). */
const INLINE_STYLE = /<[^>]+\sstyle="/;

/** The entries of GET /api/init plus one entry per other url, as the browser's query cache holds them. */
async function startUpEntries(viewerOrigin: string, urls: readonly string[], signal: AbortSignal): Promise<FirstScreenEntry[]> {
  const answers = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(`${viewerOrigin}${url}`, { signal, headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return { url, data: ((await response.json()) as { data?: unknown }).data };
    }),
  );
  return answers.flatMap(({ url, data }) => (url === INIT_URL ? (Array.isArray(data) ? (data as FirstScreenEntry[]) : []) : [{ url, data }]));
}

export async function renderFirstScreen(
  render: RenderFirstScreen,
  request: { path: string; viewerOrigin: string; fetches: readonly string[] },
  log: Logger,
): Promise<string | undefined> {
  const signal = AbortSignal.timeout(FIRST_SCREEN_TIMEOUT_MS);
  try {
    const entries = await startUpEntries(request.viewerOrigin, request.fetches, signal);
    const markup = await Promise.race([
      render(request.path, entries),
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true })),
    ]);
    if (INLINE_STYLE.test(markup)) {
      log.info('pages: first screen left out, it needs inline styles', { path: request.path });
      return undefined;
    }
    return markup || undefined;
  } catch (error) {
    log.warn('pages: first screen not rendered', { error, path: request.path });
    return undefined;
  }
}
