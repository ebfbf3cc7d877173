/**
 * What the app's first render waits for when the HTML carries the page's server-rendered first
 * screen (`<html data-first-screen>`, functions/pages): React clears that screen with its first
 * commit, so that commit must be the same page, not the loader. It waits for the start-up data,
 * the data the page's HTML preloads (`<link data-page-preload>`, e.g. the store page's catalogue),
 * the opened page's module (`page`, which main.tsx asks for when the entry runs) and the layout's
 * deferred chunk: all requested by the HTML already, so this costs no request of its own, and
 * then for the screen to be painted. Whatever fails, the app renders and handles it as always.
 */
import { keyForUrl } from '../common/query';
import { queryClient } from './client';
import { requestDeferredLayout } from './layout/deferred-layout';

export async function firstScreenReady(init: Promise<void>, page: Promise<unknown>): Promise<void> {
  const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][data-page-preload]')].map((link) =>
    queryClient.prefetchQuery({ queryKey: keyForUrl(new URL(link.href).pathname), retry: false }),
  );
  await Promise.allSettled([init, ...preloaded, page, requestDeferredLayout()]);
  // Then one frame: with the scripts from the cache, the entry's evaluation can run before the
  // browser's first paint, and React would replace a screen the visitor never saw.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
