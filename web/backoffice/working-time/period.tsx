/**
 * The period pickers of the working-time pages: a month (YYYY-MM) or a year, kept in the URL
 * (`?month=`, `?year=`) so a link or 'Zurück' returns to the same period, with buttons for the
 * one before and after.
 */
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../common/ui';
import { t } from '../i18n';
import { monthName } from '#shared/time/format.ts';
import { shiftMonth } from './times';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The period named in the URL, else `fallback`; and how to choose another. */
export function usePeriodParam(name: 'month' | 'year', fallback: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const named = params.get(name) ?? '';
  const valid = name === 'month' ? MONTH.test(named) : /^\d{4}$/.test(named) && Number(named) >= 2000 && Number(named) <= 2100;
  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return [valid ? named : fallback, choose];
}

/** 'Dezember 2026'. */
export const monthLabel = (month: string): string => `${monthName(Number(month.slice(5, 7)))} ${month.slice(0, 4)}`;

/** The months offered: two years before the chosen one to one year after it (the browser's month input would speak its own language). */
function monthChoices(month: string): string[] {
  return Array.from({ length: 37 }, (_unused, index) => shiftMonth(month, 12 - index));
}

export function MonthPicker({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  const id = useId();
  return (
    <div className="wt-period">
      <Button variant="secondary" onClick={() => onChange(shiftMonth(month, -1))} aria-label={t('workingTimeAdmin.warnings.previous')}>
        ‹
      </Button>
      <div className="bo-field">
        <label className="bo-field__label" htmlFor={id}>
          {t('workingTimeAdmin.warnings.month')}
        </label>
        <select id={id} className="bo-input bo-select" value={month} onChange={(event) => onChange(event.target.value)}>
          {monthChoices(month).map((choice) => (
            <option key={choice} value={choice}>
              {monthLabel(choice)}
            </option>
          ))}
        </select>
      </div>
      <Button variant="secondary" onClick={() => onChange(shiftMonth(month, 1))} aria-label={t('workingTimeAdmin.warnings.next')}>
        ›
      </Button>
    </div>
  );
}

export function YearPicker({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  const id = useId();
  return (
    <div className="wt-period">
      <Button variant="secondary" onClick={() => onChange(year - 1)} aria-label={t('workingTimeAdmin.holidays.previous')}>
        ‹
      </Button>
      <div className="bo-field">
        <label className="bo-field__label" htmlFor={id}>
          {t('workingTimeAdmin.holidays.year')}
        </label>
        <input
          id={id}
          className="bo-input wt-period__year"
          type="number"
          min={2000}
          max={2100}
          value={year}
          onChange={(event) => {
            const next = Number(event.target.value);
            if (Number.isInteger(next) && next >= 2000 && next <= 2100) onChange(next);
          }}
        />
      </div>
      <Button variant="secondary" onClick={() => onChange(year + 1)} aria-label={t('workingTimeAdmin.holidays.next')}>
        ›
      </Button>
    </div>
  );
}
