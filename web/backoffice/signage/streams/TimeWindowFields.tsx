/**
 * The fields of a time window (a stream entry's, a TV's screen schedule's): weekday toggles Mo–So
 * (none = every day) and optional 'Von' / 'Bis' times. The weekdays are a group of checkboxes,
 * so a screen reader hears 'Montag, Kontrollkästchen, aktiviert'.
 */
import { useId } from 'react';
import type { ScreenWindow } from '#shared/schemas/signage.ts';
import { weekdayName } from '#shared/time/format.ts';
import { TextField } from '../../data/fields';
import type { FieldErrors } from '../../data/record-form';
import { t } from '../../i18n';
import './streams.css';

const WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

/** The server's messages under `prefix` ('entries.2'), keyed by the rest of their path ('from', 'segment.id'). */
export function errorsAt(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, message]) => (field.startsWith(`${prefix}.`) ? [[field.slice(prefix.length + 1), message]] : [])),
  );
}

export type TimeWindowValue = Pick<ScreenWindow, 'weekdays' | 'from' | 'to'>;

export interface TimeWindowFieldsProps<T extends TimeWindowValue> {
  value: T;
  onChange: (value: T) => void;
  /** The server's messages under the window's path (`weekdays`, `from`, `to`). */
  errors: FieldErrors;
  disabled?: boolean;
}

export function TimeWindowFields<T extends TimeWindowValue>({ value, onChange, errors, disabled }: TimeWindowFieldsProps<T>) {
  const groupId = useId();
  const chosen = new Set(value.weekdays);
  const toggle = (day: number, on: boolean) => onChange({ ...value, weekdays: WEEK.filter((candidate) => (candidate === day ? on : chosen.has(candidate))) });
  return (
    <>
      <fieldset className="sg-weekdays bo-item-fields__wide" aria-describedby={`${groupId}-help`}>
        <legend className="bo-field__label">{t('signageAdmin.window.weekdays')}</legend>
        <p id={`${groupId}-help`} className="bo-field__help">
          {t('signageAdmin.window.weekdaysHelp')}
        </p>
        <div className="sg-weekdays__days">
          {WEEK.map((day) => (
            <label key={day} className="sg-weekdays__day">
              <input type="checkbox" checked={chosen.has(day)} disabled={disabled} onChange={(event) => toggle(day, event.target.checked)} />
              <span aria-hidden="true">{weekdayName(day, 'short')}</span>
              <span className="visually-hidden">{weekdayName(day)}</span>
            </label>
          ))}
        </div>
        {errors.weekdays && <p className="bo-field__error">{errors.weekdays}</p>}
      </fieldset>
      <TextField
        label={t('signageAdmin.window.from')}
        type="time"
        value={value.from ?? ''}
        onChange={(from) => onChange({ ...value, from: from || undefined })}
        error={errors.from}
      />
      <TextField
        label={t('signageAdmin.window.to')}
        type="time"
        value={value.to ?? ''}
        onChange={(to) => onChange({ ...value, to: to || undefined })}
        error={errors.to}
      />
    </>
  );
}
