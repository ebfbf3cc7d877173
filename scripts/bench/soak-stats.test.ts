import { describe, expect, it } from 'vitest';
import { heapTrendPer10Min, memoryVerdict, percentile, slope, type MemorySample } from './soak-stats';

const samples = (heap: (minute: number) => number, count = 12): MemorySample[] =>
  Array.from({ length: count }, (_, index) => ({ minute: index * 0.5, heapUsedMb: heap(index * 0.5), rssMb: 300 }));

describe('percentile', () => {
  it('takes the nearest rank of sorted values', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile(values, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });
});

describe('slope', () => {
  it('is the least-squares slope', () => {
    expect(
      slope([
        { x: 0, y: 1 },
        { x: 1, y: 3 },
        { x: 2, y: 5 },
      ]),
    ).toBe(2);
    expect(
      slope([
        { x: 0, y: 4 },
        { x: 1, y: 2 },
        { x: 2, y: 6 },
      ]),
    ).toBe(1);
    expect(slope([{ x: 1, y: 1 }])).toBe(0);
    expect(
      slope([
        { x: 1, y: 1 },
        { x: 1, y: 9 },
      ]),
    ).toBe(0);
  });
});

describe('heap trend and verdict', () => {
  it('leaves the first quarter out: a warm-up jump is no trend', () => {
    // 12 samples: the first 3 climb from 100 to 140, then flat.
    const warmUp = samples((minute) => (minute < 1.5 ? 100 + minute * 26.7 : 140));
    expect(heapTrendPer10Min(warmUp)).toBeCloseTo(0, 5);
    expect(memoryVerdict(warmUp)).toMatchObject({ growing: false });
  });

  it('reports a steady climb in MB per 10 minutes as growth', () => {
    const leak = samples((minute) => 150 + minute * 0.5);
    expect(heapTrendPer10Min(leak)).toBeCloseTo(5, 5);
    expect(memoryVerdict(leak)).toMatchObject({ growing: true });
  });

  it('does not call a climb below both limits growth', () => {
    // 1.5 MB per 10 min is under 2 MB; 3 MB per 10 min on a 400 MB heap is under 1 %.
    expect(memoryVerdict(samples((minute) => 150 + minute * 0.15)).growing).toBe(false);
    expect(memoryVerdict(samples((minute) => 400 + minute * 0.3)).growing).toBe(false);
    expect(memoryVerdict(samples((minute) => 150 + minute * 0.3)).growing).toBe(true);
  });

  it('refuses a verdict on fewer than four samples', () => {
    expect(memoryVerdict(samples((minute) => 100 + minute * 100, 3))).toMatchObject({ growing: false });
    expect(memoryVerdict(samples((minute) => 100 + minute * 100, 3)).text).toMatch(/too few samples/);
  });
});
