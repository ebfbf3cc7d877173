/**
 * chart.js with only the parts the statistics draw (lines, bars, bars with lines over them,
 * doughnuts, category and linear axes, tooltips, legend), loaded on demand by ./StatisticChart.tsx: the back office's entry
 * (the order screens a counter tablet opens) never downloads it.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import type { ChartSpec } from './chart-spec';

Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

const TEXT = '#1a1a1a';
const GRID = '#d9d6d1';

function configOf(spec: ChartSpec): ChartConfiguration {
  const tick = { color: TEXT, font: { size: 12 } };
  const common = {
    locale: 'de-DE',
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
  };
  const valueTicks = { ...tick, precision: 0, callback: (value: string | number) => spec.formatTick(Number(value)) };
  const tooltip = {
    callbacks: { label: (item: { dataset: { label?: string }; raw: unknown }) => `${item.dataset.label ?? ''}: ${spec.formatValue(Number(item.raw))}` },
  };
  switch (spec.type) {
    case 'line':
      return {
        type: 'line',
        data: {
          labels: spec.labels,
          datasets: spec.datasets.map((dataset) => ({
            label: dataset.label,
            data: dataset.data,
            borderColor: dataset.color,
            backgroundColor: dataset.color,
            borderDash: dataset.dashed ? [6, 4] : [],
            borderWidth: dataset.dashed ? 2 : 3,
            pointRadius: spec.labels.length > 40 ? 0 : 3,
          })),
        },
        options: {
          ...common,
          interaction: { mode: 'index', intersect: false },
          scales: {
            x: { ticks: { ...tick, autoSkip: true, maxRotation: 0 }, grid: { color: GRID } },
            y: { beginAtZero: true, ticks: valueTicks, grid: { color: GRID } },
          },
          plugins: { legend: { display: spec.datasets.length > 1, labels: { color: TEXT } }, tooltip },
        },
      };
    case 'bar':
      return {
        type: 'bar',
        data: { labels: spec.labels, datasets: spec.datasets.map((dataset) => ({ label: dataset.label, data: dataset.data, backgroundColor: dataset.color })) },
        options: {
          ...common,
          indexAxis: 'y',
          scales: {
            x: { beginAtZero: true, ticks: valueTicks, grid: { color: GRID } },
            y: { ticks: { ...tick, autoSkip: false }, grid: { display: false } },
          },
          plugins: { legend: { display: false }, tooltip },
        },
      };
    case 'barLine':
      return {
        type: 'bar',
        data: {
          labels: spec.labels,
          datasets: spec.datasets.map((dataset) =>
            dataset.as === 'line'
              ? {
                  type: 'line' as const,
                  label: dataset.label,
                  data: dataset.data,
                  borderColor: dataset.color,
                  backgroundColor: dataset.color,
                  borderDash: dataset.dashed ? [6, 4] : [],
                  borderWidth: 2,
                  pointRadius: spec.labels.length > 40 ? 0 : 2,
                  stepped: 'middle' as const,
                }
              : { type: 'bar' as const, label: dataset.label, data: dataset.data, backgroundColor: dataset.color },
          ),
        },
        options: {
          ...common,
          interaction: { mode: 'index', intersect: false },
          scales: {
            x: { ticks: { ...tick, autoSkip: true, maxRotation: 0 }, grid: { display: false } },
            y: { beginAtZero: true, ticks: valueTicks, grid: { color: GRID } },
          },
          plugins: { legend: { display: true, labels: { color: TEXT } }, tooltip },
        },
      };
    case 'doughnut':
      return {
        type: 'doughnut',
        data: {
          labels: spec.labels,
          datasets: spec.datasets.map((dataset) => ({ label: dataset.label, data: dataset.data, backgroundColor: spec.colors, borderColor: '#ffffff' })),
        },
        options: {
          ...common,
          plugins: {
            legend: { position: 'right', labels: { color: TEXT, boxWidth: 14 } },
            tooltip: { callbacks: { label: (item: { label?: string; raw: unknown }) => `${item.label ?? ''}: ${spec.formatValue(Number(item.raw))}` } },
          },
        },
      };
  }
}

/** Draws the chart on the canvas; the caller destroys it. */
export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec): Chart {
  return new Chart(canvas, configOf(spec));
}
