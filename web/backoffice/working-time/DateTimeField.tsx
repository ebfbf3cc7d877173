/**
 * An instant edited as a date and a clock time of the shop's zone (two inputs under one legend).
 * The instant reaches `onChange` once both parts are complete (times.ts `instantOf`: correct on
 * the days the clocks change); a cleared date or time is `undefined`. A value set from outside
 * (reload, a change of kind) replaces the typed parts unless they already mean it.
 */
import { useEffect, useId, useState } from 'react';
import { t } from '../i18n';
import { instantOf, localParts } from './times';

export function DateTimeField({
  label,
  value,
  onChange,
  timeZone,
  required,
  help,
  error,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  timeZone: string;
  required?: boolean;
  help?: string;
  error?: string;
}) {
  const id = useId();
  const [parts, setParts] = useState(() => (value ? localParts(value, timeZone) : { date: '', time: '' }));
  useEffect(() => {
    setParts((current) => {
      const meant = instantOf(current.date, current.time, timeZone);
      if (meant !== undefined && value !== undefined && Date.parse(meant) === Date.parse(value)) return current;
      if (meant === undefined && value === undefined) return current;
      return value ? localParts(value, timeZone) : { date: '', time: '' };
    });
  }, [value, timeZone]);

  const change = (next: { date: string; time: string }) => {
    setParts(next);
    onChange(instantOf(next.date, next.time, timeZone));
  };
  const describedBy = [help ? `${id}-help` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={['bo-field', 'wt-datetime', error ? 'has-error' : undefined].filter(Boolean).join(' ')}>
      <legend className="bo-field__label">
        {label}
        {required && (
          <span className="bo-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      {help && (
        <p id={`${id}-help`} className="bo-field__help">
          {help}
        </p>
      )}
      <div className="wt-datetime__inputs">
        <input
          className="bo-input"
          type="date"
          aria-label={t('workingTimeAdmin.field.dateOf', { label })}
          value={parts.date}
          required={required}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => change({ ...parts, date: event.target.value })}
        />
        <input
          className="bo-input"
          type="time"
          aria-label={t('workingTimeAdmin.field.timeOf', { label })}
          value={parts.time}
          required={required}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => change({ ...parts, time: event.target.value })}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="bo-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
