/**
 * Weekday × hour (visitor-times, order-times) as a table whose cells are shaded by their value:
 * the chart and its table in one, so screen readers read the same numbers. Five shades of the
 * chart blue; the text on each shade keeps at least 4.5:1 contrast (dark on the light three,
 * white on the dark two).
 */
import type { StatisticAnswer } from '#shared/statistics/catalog.ts';
import { weekdayName } from '#shared/time/format.ts';
import { pad2 } from '#shared/time/calendar.ts';
import { t } from '../i18n';
import { formatValue } from './numbers';
import { HOURS, heatmapGrid } from './table';

const SHADES = ['', 'st-heat--1', 'st-heat--2', 'st-heat--3', 'st-heat--4', 'st-heat--5'];

export function shadeOf(value: number, max: number): number {
  if (value <= 0 || max <= 0) return 0;
  return Math.min(5, Math.max(1, Math.ceil((value / max) * 5)));
}

export function Heatmap({ answer, caption }: { answer: StatisticAnswer; caption: string }) {
  const grid = heatmapGrid(answer);
  const max = Math.max(0, ...grid.flat());
  return (
    <div className="st-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="st-heatmap">
        <caption className="st-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="st-visually-hidden">{t('statisticsAdmin.column.weekday')}</span>
            </th>
            {HOURS.map((hour) => (
              <th key={hour} scope="col" aria-label={t('statisticsAdmin.hour', { hour: pad2(hour) })}>
                {pad2(hour)}
              </th>
            ))}
            <th scope="col">{t('statisticsAdmin.column.sum')}</th>
          </tr>
        </thead>
        <tbody>
          {grid.map((hours, weekday) => (
            <tr key={weekday}>
              <th scope="row">
                <abbr title={weekdayName(weekday)}>{weekdayName(weekday, 'short')}</abbr>
              </th>
              {hours.map((value, hour) => (
                <td key={hour} className={['st-heat', SHADES[shadeOf(value, max)]].filter(Boolean).join(' ')}>
                  {formatValue(value, answer.value)}
                </td>
              ))}
              <td className="st-heat st-heat--sum">
                {formatValue(
                  hours.reduce((sum, value) => sum + value, 0),
                  answer.value,
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
