/**
 * The stream's week at a glance: seven columns Mo–So over 0–24 h, each timed entry a block with
 * its Filmsequenz and times, the untimed entries as the 'Standard' background under them. The
 * drawing is hidden from screen readers; the same schedule follows as a table (day, time,
 * Filmsequenz) with the standard named below it.
 */
import { useId } from 'react';
import { formatMinuteOfDay } from '#shared/time/calendar.ts';
import { weekdayName } from '#shared/time/format.ts';
import { t } from '../../i18n';
import type { WeekView as WeekViewData } from './week-view';
import './streams.css';

const HOUR_MARKS = [0, 6, 12, 18, 24];
const DAY_MINUTES = 1440;

/** The block's own short label: the column is narrow ('10:30–14:00'). */
const shortTimeText = (from: number, to: number) =>
  from === 0 && to === DAY_MINUTES
    ? t('signageAdmin.window.allDay')
    : t('signageAdmin.window.rangeShort', { from: formatMinuteOfDay(from), to: formatMinuteOfDay(to, true) });

const timeText = (from: number, to: number) =>
  from === 0 && to === DAY_MINUTES
    ? t('signageAdmin.window.allDay')
    : t('signageAdmin.window.range', { from: formatMinuteOfDay(from), to: formatMinuteOfDay(to, true) });

export function WeekView({ view }: { view: WeekViewData }) {
  const headingId = useId();
  const hasStandard = view.standard.length > 0;
  const timed = view.days.flatMap((blocks, day) => blocks.map((block) => ({ day, block })));
  return (
    <section className="sg-week" aria-labelledby={headingId} data-testid="stream-week">
      <h2 id={headingId} className="sg-week__title">
        {t('signageAdmin.week.title')}
      </h2>
      <div className="sg-week__chart" aria-hidden="true">
        <div className="sg-week__hours">
          {HOUR_MARKS.map((hour) => (
            <span key={hour} style={{ top: `${(hour / 24) * 100}%` }}>
              {String(hour).padStart(2, '0')}
            </span>
          ))}
        </div>
        {view.days.map((blocks, day) => (
          <div key={day} className="sg-week__day">
            <div className="sg-week__day-name">{weekdayName(day, 'short')}</div>
            <div className={hasStandard ? 'sg-week__column sg-week__column--standard' : 'sg-week__column'}>
              {hasStandard && <span className="sg-week__standard-label">{t('signageAdmin.week.standard')}</span>}
              {blocks.map((block) => (
                <div
                  key={`${block.entryIndex}-${block.from}`}
                  className={`sg-week__block sg-week__block--${block.entryIndex % 4}`}
                  style={{
                    top: `${(block.from / DAY_MINUTES) * 100}%`,
                    height: `${((block.to - block.from) / DAY_MINUTES) * 100}%`,
                    left: `${(block.lane / block.lanes) * 100}%`,
                    width: `${100 / block.lanes}%`,
                  }}
                  title={`${block.name}, ${timeText(block.from, block.to)}`}
                >
                  <strong>{block.name}</strong>
                  <span>{shortTimeText(block.from, block.to)}</span>
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
      <table className="visually-hidden">
        <caption>{t('signageAdmin.week.listTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('signageAdmin.week.column.day')}</th>
            <th scope="col">{t('signageAdmin.week.column.time')}</th>
            <th scope="col">{t('signageAdmin.week.column.segment')}</th>
          </tr>
        </thead>
        <tbody>
          {timed.length === 0 ? (
            <tr>
              <td colSpan={3}>{t('signageAdmin.week.noTimed')}</td>
            </tr>
          ) : (
            timed.map(({ day, block }) => (
              <tr key={`${day}-${block.entryIndex}-${block.from}`}>
                <th scope="row">{weekdayName(day)}</th>
                <td>{timeText(block.from, block.to)}</td>
                <td>{block.name}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <p className="sg-week__standard">
        {hasStandard ? t('signageAdmin.week.standardNames', { names: view.standard.join(', ') }) : t('signageAdmin.week.noStandard')}
      </p>
    </section>
  );
}
