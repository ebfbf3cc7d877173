/**
 * Third-party tracking after consent (storefront.md §4, §7 "External"): the social pixel
 * (Facebook, config.facebookPixelId) and the tag manager (Google Tag Manager,
 * config.googleTagManagerId), each only when its id is configured and only after cookie consent,
 * never in the self-service context. The demo shop configures neither, so nothing loads there.
 * Page views go to the loaded scripts about 250 ms after each navigation (§2, §9).
 *
 * The code that adds the scripts (tracking-scripts.ts) is itself loaded only when a script is due,
 * so shops without tracking do not carry it. Our own analytics log (POST /api/analytics-log)
 * follows the same consent: ../analytics/use-analytics-log.ts, started from here.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PAGE_VIEW_DELAY_MS, useAnalyticsLog } from '../analytics/use-analytics-log';
import type { PublicConfig } from '../data';

export { PAGE_VIEW_DELAY_MS };

export interface TrackingScript {
  kind: 'pixel' | 'tagManager';
  id: string;
  src: string;
}

/** The scripts the configuration asks for (none without ids). */
export function trackingScripts(config: Pick<PublicConfig, 'facebookPixelId' | 'googleTagManagerId'> | undefined): TrackingScript[] {
  const scripts: TrackingScript[] = [];
  const pixel = config?.facebookPixelId?.trim();
  const tagManager = config?.googleTagManagerId?.trim();
  if (pixel) scripts.push({ kind: 'pixel', id: pixel, src: 'https://connect.facebook.net/en_US/fbevents.js' });
  if (tagManager) scripts.push({ kind: 'tagManager', id: tagManager, src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagManager)}` });
  return scripts;
}

let anyLoaded = false;

/** Whether a tracking script was added to this page (a withdrawn consent then needs a reload). */
export function isTrackingLoaded(): boolean {
  return anyLoaded;
}

type Tracker = (path: string) => void;

/** Loads the configured scripts once allowed and reports every page view to them and to our own log. */
export function useTracking(config: PublicConfig | undefined, allowed: boolean): void {
  useAnalyticsLog(allowed);
  const { pathname, search } = useLocation();
  const [track, setTrack] = useState<Tracker | null>(null);
  const scripts = allowed ? trackingScripts(config) : [];
  const due = scripts.map((script) => `${script.kind}:${script.id}`).join();

  useEffect(() => {
    if (!due) return;
    let cancelled = false;
    import('./tracking-scripts')
      .then(({ loadTracking, trackPageView }) => {
        if (cancelled) return;
        loadTracking(trackingScripts(config));
        anyLoaded = true;
        setTrack(() => trackPageView);
      })
      // A blocked or failed download only means no tracking (storefront.md §8: analytics errors are ignored).
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // `due` stands for the configured ids; the config object itself changes on every refetch.
  }, [due]);

  useEffect(() => {
    if (!allowed || !track) return;
    const timer = window.setTimeout(() => track(pathname + search), PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [allowed, track, pathname, search]);
}
