/**
 * What a chart shows, as plain data (no chart.js types): the statistics turn an answer into a
 * spec, ./chart-runtime.ts turns the spec into a chart.js chart once that module has loaded.
 */
import type { StatisticAnswer } from '#shared/statistics/catalog.ts';
import { weekdayName } from '#shared/time/format.ts';
import { weekdayOf } from '#shared/time/calendar.ts';
import { t } from '../i18n';
import { formatCount, formatValue, shortDay, valueOf, type ValueKind } from './numbers';

export interface ChartDataset {
  label: string;
  data: number[];
  color: string;
  dashed?: boolean;
  /** 'barLine' charts: drawn as bars (default) or as a line over them. */
  as?: 'bar' | 'line';
}

export interface ChartSpec {
  /** 'bar': horizontal bars of a top list; 'barLine': vertical bars per label with lines over them. */
  type: 'line' | 'bar' | 'doughnut' | 'barLine';
  labels: string[];
  datasets: ChartDataset[];
  /** Doughnut: one color per label. */
  colors?: string[];
  /** Tooltip text of a value ('1.234,56 €'). */
  formatValue: (value: number) => string;
  /** Axis text of a value: euros without cents for amounts ('1.234 €'). */
  formatTick: (value: number) => string;
}

/** Dark enough for 3:1 against white (WCAG non-text contrast), told apart by hue. */
export const PALETTE = ['#1f4e79', '#b34a1f', '#2e6b3f', '#6b3f8f', '#8a6a00', '#0f6e7a', '#9c2b55', '#4d5a63'];
export const CURRENT_COLOR = '#1f4e79';
export const PREVIOUS_COLOR = '#6b6b6b';
/** Top lists show this many bars; the table has every row. */
export const CHART_ROWS = 10;
/** Shares show this many slices and 'Sonstige' for the rest. */
const SHARE_SLICES = 7;

const euroTick = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

function formatters(kind: ValueKind) {
  return {
    formatValue: (value: number) => formatValue(value, kind),
    formatTick: (value: number) => (kind === 'amount' ? euroTick.format(value / 100) : formatCount(value)),
  };
}

/** A series with the previous period as a dashed line (aligned by position). */
export function seriesSpec(answer: StatisticAnswer, previous: StatisticAnswer | undefined, label: string): ChartSpec {
  const kind = answer.value;
  const days = answer.series ?? [];
  const datasets: ChartDataset[] = [{ label, data: days.map((point) => valueOf(point, kind)), color: CURRENT_COLOR }];
  if (previous?.series) {
    datasets.push({ label: t('statisticsAdmin.previous'), data: previous.series.map((point) => valueOf(point, kind)), color: PREVIOUS_COLOR, dashed: true });
  }
  return { type: 'line', labels: days.map((point) => shortDay(point.day, weekdayName(weekdayOf(point.day), 'short'))), datasets, ...formatters(kind) };
}

/** The largest rows as horizontal bars. */
export function topSpec(answer: StatisticAnswer, label: string): ChartSpec {
  const rows = (answer.rows ?? []).slice(0, CHART_ROWS);
  return {
    type: 'bar',
    labels: rows.map((row) => row.label),
    datasets: [{ label, data: rows.map((row) => valueOf(row, answer.value)), color: CURRENT_COLOR }],
    ...formatters(answer.value),
  };
}

/** The parts of the whole; beyond a few slices the rest is 'Sonstige'. */
export function shareSpec(answer: StatisticAnswer, label: string): ChartSpec {
  const rows = answer.rows ?? [];
  const shown = rows.length > SHARE_SLICES + 1 ? rows.slice(0, SHARE_SLICES) : rows;
  const rest = rows.slice(shown.length).reduce((sum, row) => sum + valueOf(row, answer.value), 0);
  const labels = [...shown.map((row) => row.label), ...(rest > 0 ? [t('statisticsAdmin.others')] : [])];
  return {
    type: 'doughnut',
    labels,
    datasets: [{ label, data: [...shown.map((row) => valueOf(row, answer.value)), ...(rest > 0 ? [rest] : [])], color: CURRENT_COLOR }],
    colors: labels.map((_, index) => PALETTE[index % PALETTE.length]!),
    ...formatters(answer.value),
  };
}
