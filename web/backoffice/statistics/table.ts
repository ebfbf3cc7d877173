/**
 * One statistic as a table: the numbers under its chart and the content of its CSV file are the
 * same rows, written two ways (./numbers.ts for the screen, ./csv.ts for the file).
 *
 * - series: Tag | value | Vergleichstag | Vorzeitraum, the previous period's days aligned by
 *   position (the first day with the first day), and a 'Summe' row; without a previous period
 *   only Tag | value;
 * - top and share: the key's label | value | Anteil (%);
 * - heatmap: Wochentag | 00 … 23 | Summe, Monday first.
 */
import type { StatisticAnswer, StatisticName } from '#shared/statistics/catalog.ts';
import { weekdayName } from '#shared/time/format.ts';
import { pad2, type LocalDate } from '#shared/time/calendar.ts';
import { t, type PlainMessageKey } from '../i18n';
import { valueOf, type ValueKind } from './numbers';

export type Cell =
  | { type: 'text'; text: string }
  | { type: 'day'; day: LocalDate }
  | { type: 'value'; value: number; kind: ValueKind }
  | { type: 'share'; value: number; total: number }
  | { type: 'empty' };

export interface StatisticTable {
  columns: string[];
  rows: Cell[][];
  /** The sums, where the table has any. */
  footer?: Cell[];
}

export const statisticTitle = (name: StatisticName): string => t(`statisticsAdmin.stat.${name}` as PlainMessageKey);

const KEY_COLUMNS: Partial<Record<StatisticName, PlainMessageKey>> = {
  pages: 'statisticsAdmin.key.pages',
  events: 'statisticsAdmin.key.events',
  'event-flow': 'statisticsAdmin.key.event-flow',
  resolutions: 'statisticsAdmin.key.resolutions',
  'device-pixel-ratios': 'statisticsAdmin.key.device-pixel-ratios',
  'color-schemes': 'statisticsAdmin.key.color-schemes',
  referrers: 'statisticsAdmin.key.referrers',
  browsers: 'statisticsAdmin.key.browsers',
  'operating-systems': 'statisticsAdmin.key.operating-systems',
  'popular-items': 'statisticsAdmin.key.popular-items',
  'order-origins': 'statisticsAdmin.key.order-origins',
  'revenue-origins': 'statisticsAdmin.key.revenue-origins',
  'qr-code-origins': 'statisticsAdmin.key.qr-code-origins',
  'qr-code-targets': 'statisticsAdmin.key.qr-code-targets',
};

/** The value column's heading: a series names itself, a list says Anzahl or Umsatz (€). */
export function valueColumn(name: StatisticName, kind: ValueKind, seriesKind: boolean): string {
  if (seriesKind) return kind === 'amount' ? t('statisticsAdmin.column.seriesAmount', { title: statisticTitle(name) }) : statisticTitle(name);
  return kind === 'amount' ? t('statisticsAdmin.column.revenue') : t('statisticsAdmin.column.count');
}

/** The table of an answer; `previous` is the same statistic over the previous period (series only). */
export function statisticTable(answer: StatisticAnswer, previous?: StatisticAnswer): StatisticTable {
  const kind = answer.value;
  const value = (number: number): Cell => ({ type: 'value', value: number, kind });
  switch (answer.kind) {
    case 'series': {
      const days = answer.series ?? [];
      if (!previous) {
        return {
          columns: [t('statisticsAdmin.column.day'), valueColumn(answer.name, kind, true)],
          rows: days.map((point) => [{ type: 'day', day: point.day }, value(valueOf(point, kind))]),
          footer: [{ type: 'text', text: t('statisticsAdmin.sumRow') }, value(valueOf(answer.total, kind))],
        };
      }
      const before = previous.series ?? [];
      return {
        columns: [
          t('statisticsAdmin.column.day'),
          valueColumn(answer.name, kind, true),
          t('statisticsAdmin.column.previousDay'),
          kind === 'amount' ? t('statisticsAdmin.column.previousAmount') : t('statisticsAdmin.column.previousValue'),
        ],
        rows: days.map((point, index) => {
          const other = before[index];
          return [
            { type: 'day', day: point.day },
            value(valueOf(point, kind)),
            other ? { type: 'day', day: other.day } : { type: 'empty' },
            other ? value(valueOf(other, kind)) : { type: 'empty' },
          ];
        }),
        footer: [
          { type: 'text', text: t('statisticsAdmin.sumRow') },
          value(valueOf(answer.total, kind)),
          { type: 'empty' },
          value(valueOf(previous.total, kind)),
        ],
      };
    }
    case 'top':
    case 'share': {
      const total = valueOf(answer.total, kind);
      return {
        columns: [t(KEY_COLUMNS[answer.name] ?? 'statisticsAdmin.column.count'), valueColumn(answer.name, kind, false), t('statisticsAdmin.column.share')],
        rows: (answer.rows ?? []).map((row) => [
          { type: 'text', text: row.label },
          value(valueOf(row, kind)),
          { type: 'share', value: valueOf(row, kind), total },
        ]),
        footer: [{ type: 'text', text: t('statisticsAdmin.sumRow') }, value(total), { type: 'share', value: total, total }],
      };
    }
    case 'heatmap': {
      const grid = heatmapGrid(answer);
      return {
        columns: [t('statisticsAdmin.column.weekday'), ...HOURS.map((hour) => pad2(hour)), t('statisticsAdmin.column.sum')],
        rows: grid.map((hours, index) => [
          { type: 'text', text: weekdayName(index) },
          ...hours.map(value),
          value(hours.reduce((sum, number) => sum + number, 0)),
        ]),
      };
    }
  }
}

export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The heatmap's values as 7 weekdays (Monday first) × 24 hours, zeros where the answer has no cell. */
export function heatmapGrid(answer: StatisticAnswer): number[][] {
  const grid = Array.from({ length: 7 }, () => HOURS.map(() => 0));
  for (const cell of answer.cells ?? []) grid[cell.weekday - 1]![cell.hour] = valueOf(cell, answer.value);
  return grid;
}
