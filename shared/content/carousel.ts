/**
 * The pure rules of the news popup, the lightbox and the sliders (storefront.md §2 "News popup",
 * "Lightbox", §4 "Other", §9 "Slider and lightbox"): the index wraps around, news are ordered
 * newest first, and a pointer gesture is a tap, a swipe to a neighbour, or nothing.
 */

/** `index` moved into 0…count-1, wrapping at both ends (-1 → last, count → 0); 0 when there is nothing. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/** A movement shorter than this (in CSS pixels, both axes) is a tap: it opens the lightbox. */
export const TAP_DISTANCE_PX = 20;

/** A horizontal swipe longer than this share of the slide's width changes the slide. */
export const SWIPE_SHARE = 1 / 8;

export type Gesture = 'tap' | 'next' | 'previous' | 'none';

/**
 * What a pointer movement from press to release means. A swipe to the left (dx < 0) shows the
 * next slide, to the right the previous one; a mostly vertical movement is the page scrolling,
 * not a swipe (decision: a visitor scrolling past a slider must not page it).
 */
export function classifyGesture(dx: number, dy: number, slideWidth: number): Gesture {
  const distance = Math.hypot(dx, dy);
  if (distance < TAP_DISTANCE_PX) return 'tap';
  if (Math.abs(dx) <= Math.abs(dy)) return 'none';
  if (Math.abs(dx) <= slideWidth * SWIPE_SHARE) return 'none';
  return dx < 0 ? 'next' : 'previous';
}

export interface NewsOrderFields {
  createdAt: string;
  updatedAt: string;
  content: { date?: string };
}

/** The instant a news item is dated by: content.date, else updatedAt, else createdAt (as milliseconds; NaN when none parses). */
function newsTime(node: NewsOrderFields): number {
  for (const value of [node.content.date, node.updatedAt, node.createdAt]) {
    if (!value) continue;
    const time = Date.parse(value);
    if (!Number.isNaN(time)) return time;
  }
  return Number.NaN;
}

/**
 * News newest first (storefront.md §2). Items with the same date keep their order; an item
 * without any readable date goes last.
 */
export function sortNews<T extends NewsOrderFields>(nodes: readonly T[]): T[] {
  return nodes
    .map((node, position) => ({ node, position, time: newsTime(node) }))
    .sort((a, b) => {
      const aMissing = Number.isNaN(a.time);
      const bMissing = Number.isNaN(b.time);
      if (aMissing !== bMissing) return aMissing ? 1 : -1;
      if (!aMissing && a.time !== b.time) return b.time - a.time;
      return a.position - b.position;
    })
    .map(({ node }) => node);
}

/** Slider autoplay: the block's duration in seconds as milliseconds; null (no autoplay) without a positive duration. */
export function autoplayIntervalMs(durationSeconds: unknown): number | null {
  const seconds = typeof durationSeconds === 'string' ? Number(durationSeconds.replace(',', '.')) : durationSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null;
}

/** The share of a slider that must be on screen for it to play (storefront.md §9). */
export const AUTOPLAY_VISIBLE_SHARE = 0.3;

/** Indicator dots only with more than two images (storefront.md §9). */
export function showsDots(imageCount: number): boolean {
  return imageCount > 2;
}
