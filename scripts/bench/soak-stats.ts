/** Pure figures of the soak (scripts/bench/soak.ts): percentiles, the heap's trend and its verdict. */

/** The value below which `share` (0–1) of the sorted values lie (nearest rank); 0 for none. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(share * sorted.length) - 1;
  return sorted[Math.min(Math.max(rank, 0), sorted.length - 1)]!;
}

export interface MemorySample {
  /** Minutes since the soak started. */
  minute: number;
  heapUsedMb: number;
  rssMb: number;
}

/** Least-squares slope of y over x; 0 with fewer than two distinct x. */
export function slope(points: ReadonlyArray<{ x: number; y: number }>): number {
  if (points.length < 2) return 0;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length;
  const spread = points.reduce((sum, point) => sum + (point.x - meanX) ** 2, 0);
  if (spread === 0) return 0;
  return points.reduce((sum, point) => sum + (point.x - meanX) * (point.y - meanY), 0) / spread;
}

/**
 * The heap's trend in MB per 10 minutes over the last three quarters of the samples (the first
 * quarter is warm-up: handler modules load, caches fill, the JIT settles).
 */
export function heapTrendPer10Min(samples: readonly MemorySample[]): number {
  const last = samples.slice(Math.floor(samples.length / 4));
  return slope(last.map((sample) => ({ x: sample.minute, y: sample.heapUsedMb }))) * 10;
}

/**
 * Growth is a trend above 2 MB per 10 minutes and above 1 % of the mean heap per 10 minutes:
 * below that, a 20-minute run cannot tell a leak from the noise of GC timing and caches.
 */
export const GROWTH_LIMIT = { mbPer10Min: 2, sharePer10Min: 0.01 };

export function memoryVerdict(samples: readonly MemorySample[]): { trend: number; growing: boolean; text: string } {
  const trend = heapTrendPer10Min(samples);
  if (samples.length < 4) return { trend, growing: false, text: 'too few samples for a trend (at least 4, one per 30 s)' };
  const meanHeap = samples.reduce((sum, sample) => sum + sample.heapUsedMb, 0) / samples.length;
  const growing = trend > GROWTH_LIMIT.mbPer10Min && trend > meanHeap * GROWTH_LIMIT.sharePer10Min;
  return {
    trend,
    growing,
    text: growing ? 'GROWING: the heap grows under a steady load' : 'ok: no growth trend',
  };
}
