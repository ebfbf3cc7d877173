/**
 * Our own analytics log in the storefront (storefront.md §2, §4; docs/analytics.md): only while
 * the visitor consents (../consent/consent.ts, not in the self-service context), the sender loads
 * (./sender.ts), sends the device info once, then a page view PAGE_VIEW_DELAY_MS after each
 * navigation, and takes the page's events (./events.ts `trackEvent`). Without consent nothing is
 * loaded and nothing is sent; a withdrawn consent stops sending at once.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { setAnalyticsSink } from './events';
import type * as SenderModule from './sender';

/** storefront.md §2, §9: a page view about 250 ms after each navigation. */
export const PAGE_VIEW_DELAY_MS = 250;

type Sender = typeof SenderModule;

export function useAnalyticsLog(allowed: boolean): void {
  const { pathname } = useLocation();
  const [sender, setSender] = useState<Sender | null>(null);

  useEffect(() => {
    if (!allowed) return;
    let cancelled = false;
    let stopListening: (() => void) | undefined;
    import('./sender')
      .then((module) => {
        if (cancelled) return;
        module.sendDeviceInfo();
        stopListening = module.listenForPageExit();
        setAnalyticsSink(module.enqueue);
        setSender(module);
      })
      // A blocked or failed download only means no log (storefront.md §8).
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stopListening?.();
      setAnalyticsSink(undefined);
      setSender(null);
    };
  }, [allowed]);

  useEffect(() => {
    if (!allowed || !sender) return;
    const timer = window.setTimeout(() => sender.sendPageView(pathname), PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [allowed, sender, pathname]);
}
