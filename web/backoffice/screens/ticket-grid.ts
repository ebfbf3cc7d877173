/**
 * How many tickets a row of the front-desk display holds: the fewest per row (so the largest
 * tiles) with which every ticket of the column fits its free space, measured in the browser, so
 * one layout serves a 1920×1080 display, a 1280×800 tablet and anything between. Tiles keep the
 * ratio TILE_RATIO (height / width). At least MIN_PER_ROW (one ticket across a whole column looks
 * like a fault), at most MAX_PER_ROW (beyond that the numbers would be too small to read across
 * the shop; a column that still does not fit shows as many as fit, oldest first).
 */
export const TILE_RATIO = 0.62;
export const MIN_PER_ROW = 2;
export const MAX_PER_ROW = 8;

export function ticketsPerRow(count: number, width: number, height: number, gap: number): number {
  for (let perRow = MIN_PER_ROW; perRow < MAX_PER_ROW; perRow++) {
    const tileWidth = (width - (perRow - 1) * gap) / perRow;
    const rows = Math.floor((height + gap) / (tileWidth * TILE_RATIO + gap));
    if (perRow * rows >= count) return perRow;
  }
  return MAX_PER_ROW;
}
