/**
 * The storefront's own analytics log, the part in the entry bundle (docs/analytics.md): a few
 * lines that say whether readings may be sent and hand them to the sender. The sender itself
 * (./sender.ts: batching, beacons) loads on demand once the visitor consented (../consent/tracking.ts),
 * so a visitor who declines or never decides downloads it not and sends nothing.
 */
import type { AnalyticsType } from '#shared/schemas/analytics.ts';

export interface OutgoingReading {
  type: AnalyticsType;
  category?: string;
  action?: string;
  data: Record<string, string | number | boolean>;
}

type Sink = (reading: OutgoingReading) => void;

let sink: Sink | undefined;

/** Sending starts (the sender after consent) or stops (consent withdrawn). */
export function setAnalyticsSink(next: Sink | undefined): void {
  sink = next;
}

/**
 * Logs an event of the page (storefront.md §4: the contact form's submit, validation failure,
 * success and failure). Without consent it does nothing; a failure is never the caller's.
 */
export function trackEvent(category: string, action: string, label?: string): void {
  try {
    sink?.({ type: 'event', category, action, data: { path: window.location.pathname, ...(label ? { label: label.slice(0, 200) } : {}) } });
  } catch {
    // storefront.md §8: analytics errors are silently ignored.
  }
}
