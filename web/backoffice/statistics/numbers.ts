/**
 * How the Statistik screen writes its numbers: counts with German digit grouping, amounts (cents)
 * through the shared money formatting ('1.234,56 €'), the change against the previous period in
 * percent ('+12,5 %'), and the share of a row in its total.
 */
import { formatMoney } from '#shared/money/index.ts';
import type { StatisticAnswer } from '#shared/statistics/catalog.ts';
import { formatLocalDate, type LocalDate } from '#shared/time/calendar.ts';

export type ValueKind = StatisticAnswer['value'];

const countFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const changeFormat = new Intl.NumberFormat('de-DE', { style: 'percent', signDisplay: 'exceptZero', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const shareFormat = new Intl.NumberFormat('de-DE', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Cents to the shared Money unit (ten-thousandths). */
export const centsToMoney = (cents: number): number => cents * 100;

export function formatCount(count: number): string {
  return countFormat.format(count);
}

/** A value of the statistic's kind for the screen: '1.234' or '1.234,56 €'. */
export function formatValue(value: number, kind: ValueKind): string {
  return kind === 'amount' ? formatMoney(centsToMoney(value)) : formatCount(value);
}

/** The number of a point the statistic reads. */
export function valueOf(point: { count: number; amount: number }, kind: ValueKind): number {
  return kind === 'amount' ? point.amount : point.count;
}

/** Change from `previous` to `current` as a fraction (0.125 = +12,5 %); null without a previous value to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}

/** '+12,5 %', '-3,0 %', '0,0 %' (the space is a no-break space). */
export function formatChange(change: number): string {
  return changeFormat.format(change);
}

/** A row's part of the total: '37,5 %' ('0,0 %' for an empty total). */
export function formatShare(value: number, total: number): string {
  return shareFormat.format(total === 0 ? 0 : value / total);
}

/** 'Mo 23.11.' of a day, for chart axes. */
export function shortDay(day: LocalDate, weekdayShort: string): string {
  return `${weekdayShort} ${formatLocalDate(day).slice(0, 6)}`;
}
