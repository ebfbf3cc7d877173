import { describe, expect, it } from 'vitest';
import { activeGroupIndex, groupElementId } from './category-bar';

describe('activeGroupIndex: the group whose top is above 25 % of the viewport', () => {
  // Viewport 800 px high: the line is at 200 px.
  it('none while every group starts below the line', () => {
    expect(activeGroupIndex([250, 900, 1600], 800)).toBe(-1);
    expect(activeGroupIndex([], 800)).toBe(-1);
  });

  it('the last group above the line', () => {
    expect(activeGroupIndex([199, 900, 1600], 800)).toBe(0);
    expect(activeGroupIndex([-700, 150, 800], 800)).toBe(1);
    expect(activeGroupIndex([-2000, -1200, -10], 800)).toBe(2);
  });

  it('a top exactly on the line is not above it', () => {
    expect(activeGroupIndex([-500, 200], 800)).toBe(0);
  });
});

describe('groupElementId', () => {
  it('is a stable DOM id per category', () => {
    expect(groupElementId('01JABC')).toBe('kategorie-01JABC');
  });
});
