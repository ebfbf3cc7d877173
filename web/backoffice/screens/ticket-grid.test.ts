import { describe, expect, it } from 'vitest';
import { MAX_PER_ROW, MIN_PER_ROW, TILE_RATIO, ticketsPerRow } from './ticket-grid';

/** Whether `count` tiles fit with `perRow` per row (the property ticketsPerRow promises). */
function fits(count: number, perRow: number, width: number, height: number, gap: number): boolean {
  const tileWidth = (width - (perRow - 1) * gap) / perRow;
  const rows = Math.ceil(count / perRow);
  return rows * tileWidth * TILE_RATIO + (rows - 1) * gap <= height;
}

describe('tickets per row on the front-desk display', () => {
  // Inner size of a column on a 1920×1080 display and on a 1280×800 tablet.
  const screens = [
    { name: '1920×1080', width: 870, height: 800, gap: 17 },
    { name: '1280×800', width: 570, height: 590, gap: 13 },
  ];

  it('uses large tiles for a few tickets and never fewer than two per row', () => {
    for (const { width, height, gap } of screens) {
      expect(ticketsPerRow(0, width, height, gap)).toBe(MIN_PER_ROW);
      expect(ticketsPerRow(1, width, height, gap)).toBe(MIN_PER_ROW);
      expect(ticketsPerRow(4, width, height, gap)).toBe(MIN_PER_ROW);
    }
  });

  it('takes the fewest per row with which all tickets fit, up to the limit', () => {
    for (const { name, width, height, gap } of screens) {
      for (let count = 1; count <= 60; count++) {
        const perRow = ticketsPerRow(count, width, height, gap);
        if (perRow < MAX_PER_ROW) expect(fits(count, perRow, width, height, gap), `${name}: ${count} tickets, ${perRow} per row`).toBe(true);
        if (perRow > MIN_PER_ROW) expect(fits(count, perRow - 1, width, height, gap), `${name}: ${count} tickets`).toBe(false);
      }
    }
  });

  it('fits a busy lunch hour of 30 tickets in a column of either screen', () => {
    for (const { width, height, gap } of screens) {
      const perRow = ticketsPerRow(30, width, height, gap);
      expect(perRow).toBeLessThan(MAX_PER_ROW);
      expect(fits(30, perRow, width, height, gap)).toBe(true);
    }
  });
});
