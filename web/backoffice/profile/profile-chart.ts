/**
 * The profile's chart "Arbeitszeit pro Tag": worked hours per day as bars, the scheduled hours
 * (Soll) as a line over them, for a chosen range (this month, last month, this year); the same
 * days as the table under the chart (the chart is an image for screen readers, the table has the
 * numbers). Drawn by the statistics' chart runtime (../statistics/chart-runtime.ts, 'barLine').
 */
import { addDays, formatLocalDate, weekdayOf, type LocalDate } from '#shared/time/calendar.ts';
import { weekdayName } from '#shared/time/format.ts';
import { CURRENT_COLOR, PREVIOUS_COLOR, type ChartSpec } from '../statistics/chart-spec';
import { t } from '../i18n';
import { formatDuration, hoursAndMinutes } from '../time-sheets/durations';

export const PROFILE_RANGES = ['thisMonth', 'lastMonth', 'thisYear'] as const;
export type ProfileRange = (typeof PROFILE_RANGES)[number];

export interface DayRange {
  from: LocalDate;
  to: LocalDate;
}

export interface ProfileDay {
  date: LocalDate;
  worked: number;
  scheduled: number;
  balance: number | null;
}

const lastDayOfMonth = (month: string): LocalDate => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
};

/** The days of a range relative to today (the shop's date). */
export function profileRange(range: ProfileRange, today: LocalDate): DayRange {
  const month = today.slice(0, 7);
  switch (range) {
    case 'thisMonth':
      return { from: `${month}-01`, to: lastDayOfMonth(month) };
    case 'lastMonth': {
      const previous = addDays(`${month}-01`, -1).slice(0, 7);
      return { from: `${previous}-01`, to: lastDayOfMonth(previous) };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  }
}

/** Hours with two decimals for the chart's scale (the tooltip writes them as h:mm). */
const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

export function profileChartSpec(days: readonly ProfileDay[]): ChartSpec {
  return {
    type: 'barLine',
    labels: days.map((day) => `${weekdayName(weekdayOf(day.date), 'short')} ${day.date.slice(8, 10)}.${day.date.slice(5, 7)}.`),
    datasets: [
      { label: t('timeSheetsAdmin.profile.seriesWorked'), data: days.map((day) => hours(day.worked)), color: CURRENT_COLOR },
      { label: t('timeSheetsAdmin.profile.seriesScheduled'), data: days.map((day) => hours(day.scheduled)), color: PREVIOUS_COLOR, as: 'line', dashed: true },
    ],
    formatValue: (value) => formatDuration(Math.round(value * 60)),
    formatTick: (value) => `${hoursAndMinutes(Math.round(value * 60))}`,
  };
}

/** The chart's name for screen readers: range and sums. */
export function profileChartSummary(days: readonly ProfileDay[], range: DayRange): string {
  const counted = days.filter((day) => day.balance !== null);
  return t('timeSheetsAdmin.profile.chartSummary', {
    from: formatLocalDate(range.from),
    to: formatLocalDate(range.to),
    worked: formatDuration(counted.reduce((sum, day) => sum + day.worked, 0)),
    scheduled: formatDuration(counted.reduce((sum, day) => sum + day.scheduled, 0)),
  });
}
