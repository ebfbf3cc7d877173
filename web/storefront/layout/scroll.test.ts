import { describe, expect, it } from 'vitest';
import { SCROLL_DELAY_MS, scrollAction } from './scroll';

describe('scrollAction', () => {
  it('scrolls to the top on a new page', () => {
    expect(scrollAction({ navigationType: 'PUSH', hash: '', saved: undefined, isInitialLoad: false })).toEqual({ kind: 'top' });
    expect(scrollAction({ navigationType: 'REPLACE', hash: '', saved: 300, isInitialLoad: false })).toEqual({ kind: 'top' });
  });

  it('restores the saved position after 750 ms on back navigation', () => {
    expect(SCROLL_DELAY_MS).toBe(750);
    expect(scrollAction({ navigationType: 'POP', hash: '', saved: 1234, isInitialLoad: false })).toEqual({
      kind: 'restore',
      top: 1234,
      delayMs: 750,
    });
    expect(scrollAction({ navigationType: 'POP', hash: '#kontakt', saved: 0, isInitialLoad: false })).toEqual({ kind: 'restore', top: 0, delayMs: 750 });
  });

  it('goes to the top on back navigation to a page it has no position for', () => {
    expect(scrollAction({ navigationType: 'POP', hash: '', saved: undefined, isInitialLoad: false })).toEqual({ kind: 'top' });
  });

  it('scrolls to the element of the hash after 750 ms, decoded', () => {
    expect(scrollAction({ navigationType: 'PUSH', hash: '#kontakt', saved: undefined, isInitialLoad: false })).toEqual({
      kind: 'hash',
      id: 'kontakt',
      delayMs: 750,
    });
    expect(scrollAction({ navigationType: 'PUSH', hash: '#%C3%B6ffnungszeiten', saved: undefined, isInitialLoad: false })).toMatchObject({
      id: 'öffnungszeiten',
    });
    expect(scrollAction({ navigationType: 'PUSH', hash: '#%E0%A4%A', saved: undefined, isInitialLoad: false })).toMatchObject({ id: '%E0%A4%A' });
  });

  it('leaves the first page load alone, except for a hash', () => {
    expect(scrollAction({ navigationType: 'POP', hash: '', saved: undefined, isInitialLoad: true })).toEqual({ kind: 'none' });
    expect(scrollAction({ navigationType: 'POP', hash: '#karte', saved: undefined, isInitialLoad: true })).toEqual({
      kind: 'hash',
      id: 'karte',
      delayMs: 750,
    });
    expect(scrollAction({ navigationType: 'PUSH', hash: '#', saved: undefined, isInitialLoad: true })).toEqual({ kind: 'none' });
  });
});
