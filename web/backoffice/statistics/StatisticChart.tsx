/**
 * A chart.js canvas. chart.js loads on demand (./chart-runtime.ts) when the first chart is shown;
 * the canvas is an image for screen readers with a summary as its name, the numbers themselves
 * are in the table under it.
 */
import { useEffect, useRef } from 'react';
import type { ChartSpec } from './chart-spec';

export function StatisticChart({ spec, summary, height = 260 }: { spec: ChartSpec; summary: string; height?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    void import('./chart-runtime').then(({ drawChart }) => {
      if (cancelled || !canvas.current) return;
      const chart = drawChart(canvas.current, spec);
      destroy = () => chart.destroy();
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [spec]);
  return (
    <div className="st-chart" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
