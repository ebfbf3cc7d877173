import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoplayIntervalMs, classifyGesture, showsDots, sortNews, wrapIndex } from './carousel';

describe('wrapIndex', () => {
  it('wraps past both ends', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(4, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });

  it('answers 0 without items', () => {
    expect(wrapIndex(5, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 4)).toBe(0);
  });

  it('always lands inside the list, and a step forward then back returns', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 50 }), (index, count) => {
        const wrapped = wrapIndex(index, count);
        expect(wrapped).toBeGreaterThanOrEqual(0);
        expect(wrapped).toBeLessThan(count);
        expect(wrapIndex(wrapIndex(wrapped + 1, count) - 1, count)).toBe(wrapped);
      }),
    );
  });
});

describe('classifyGesture', () => {
  // A 400 px slide: a swipe needs more than 50 px.
  it('is a tap under 20 px of movement', () => {
    expect(classifyGesture(0, 0, 400)).toBe('tap');
    expect(classifyGesture(12, 15, 400)).toBe('tap'); // 19.2 px
  });

  it('pages past an eighth of the width: left is next, right is previous', () => {
    expect(classifyGesture(-51, 0, 400)).toBe('next');
    expect(classifyGesture(51, 10, 400)).toBe('previous');
  });

  it('does nothing between tap and swipe, or for a mostly vertical movement', () => {
    expect(classifyGesture(-50, 0, 400)).toBe('none');
    expect(classifyGesture(-30, 0, 400)).toBe('none');
    expect(classifyGesture(-80, 120, 400)).toBe('none');
  });
});

describe('sortNews', () => {
  const node = (id: string, date: string | undefined, updatedAt: string, createdAt = '2026-01-01T00:00:00.000Z') => ({
    id,
    content: { date },
    updatedAt,
    createdAt,
  });

  it('puts the newest first by content.date, else updatedAt, else createdAt', () => {
    const news = [
      node('old', '2026-10-01', '2026-11-20T10:00:00.000Z'),
      node('undated', undefined, '2026-11-10T10:00:00.000Z'),
      node('new', '2026-11-16', '2026-11-01T10:00:00.000Z'),
      node('created-only', undefined, '', '2026-11-12T08:00:00.000Z'),
    ];
    expect(sortNews(news).map((item) => item.id)).toEqual(['new', 'created-only', 'undated', 'old']);
  });

  it('keeps the order of equal dates and puts undatable items last', () => {
    const news = [node('b', 'kein Datum', 'nie', 'nie'), node('a1', '2026-11-16', ''), node('a2', '2026-11-16', '')];
    expect(sortNews(news).map((item) => item.id)).toEqual(['a1', 'a2', 'b']);
  });
});

describe('slider constants', () => {
  it('autoplays every duration × 1000 ms, not without a positive duration', () => {
    expect(autoplayIntervalMs(5)).toBe(5000);
    expect(autoplayIntervalMs('2,5')).toBe(2500);
    expect(autoplayIntervalMs(0)).toBeNull();
    expect(autoplayIntervalMs(undefined)).toBeNull();
  });

  it('shows dots only with more than two images', () => {
    expect(showsDots(2)).toBe(false);
    expect(showsDots(3)).toBe(true);
  });
});
