/**
 * Adds the tracking scripts to the page and reports page views to them (loaded on demand by
 * tracking.ts, after consent and only when an id is configured). Each script is added once.
 */
import type { TrackingScript } from './tracking';

type Command = (...args: unknown[]) => void;
interface PixelQueue extends Command {
  queue: unknown[][];
  push: Command;
  loaded: boolean;
  version: string;
  callMethod?: Command;
}

interface TrackingWindow {
  fbq?: PixelQueue;
  _fbq?: PixelQueue;
  dataLayer?: unknown[];
}

const loaded = new Set<TrackingScript['kind']>();

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** The pixel's documented command queue: calls wait in `queue` until fbevents.js takes over. */
function pixelQueue(): PixelQueue {
  const queue = ((...args: unknown[]) => {
    if (queue.callMethod) queue.callMethod(...args);
    else queue.queue.push(args);
  }) as PixelQueue;
  queue.queue = [];
  queue.push = queue;
  queue.loaded = true;
  queue.version = '2.0';
  return queue;
}

export function loadTracking(scripts: readonly TrackingScript[]): void {
  const target = window as unknown as TrackingWindow;
  for (const script of scripts) {
    if (loaded.has(script.kind)) continue;
    loaded.add(script.kind);
    if (script.kind === 'pixel') {
      const fbq = target.fbq ?? pixelQueue();
      target.fbq = target._fbq = fbq;
      fbq('init', script.id);
    } else {
      target.dataLayer ??= [];
      target.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    }
    addScript(script.src);
  }
}

export function trackPageView(path: string): void {
  const target = window as unknown as TrackingWindow;
  if (loaded.has('pixel')) target.fbq?.('track', 'PageView');
  if (loaded.has('tagManager')) target.dataLayer?.push({ event: 'page_view', page_path: path });
}
