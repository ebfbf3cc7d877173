/**
 * The form fields of every back-office data screen: a German label, a required marker, optional
 * help below the label, and the server's message for the field (`error`), wired for screen
 * readers (`aria-describedby`, `aria-invalid`). Values are controlled; numbers are edited as text
 * so that a half-typed "12," is not lost, and parsed with a decimal comma or point.
 *
 * Field names in error maps are the API's dotted paths (`config.parts.0.name`), as the server's
 * `errors[].field` names them (shared/schemas/errors.ts).
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { t } from '../i18n';
import './fields.css';

interface FieldFrame {
  label: string;
  required?: boolean;
  /** What the field means or expects, where that is not obvious from the label. */
  help?: string;
  /** The server's (or the form's own) German message for this field. */
  error?: string;
  /** A short mark beside the label (e.g. 'im Shop sichtbar'); screen readers hear it with the help. */
  badge?: string;
  className?: string;
}

export interface FieldIds {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Label, help and error around any control; `children` receives the ids to wire it up. */
export function Field({ label, required, help, error, badge, className, children }: FieldFrame & { children: (ids: FieldIds) => ReactNode }) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const badgeId = `${id}-badge`;
  const describedBy = [badge ? badgeId : undefined, help ? helpId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const labelElement = (
    <label className="bo-field__label" htmlFor={id}>
      {label}
      {required && (
        <span className="bo-field__required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
  return (
    <div className={['bo-field', error ? 'has-error' : undefined, className].filter(Boolean).join(' ')}>
      {badge ? (
        <div className="bo-field__head">
          {labelElement}
          <span id={badgeId} className="bo-field__badge">
            {badge}
          </span>
        </div>
      ) : (
        labelElement
      )}
      {help && (
        <p id={helpId} className="bo-field__help">
          {help}
        </p>
      )}
      {children({ id, describedBy, invalid: Boolean(error) })}
      {error && (
        <p id={errorId} className="bo-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

type TextType = 'text' | 'email' | 'tel' | 'url' | 'date' | 'time' | 'datetime-local' | 'search';

export function TextField({
  value,
  onChange,
  type = 'text',
  maxLength,
  placeholder,
  autoComplete,
  disabled,
  ...frame
}: FieldFrame & {
  value: string | undefined;
  onChange: (value: string) => void;
  type?: TextType;
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
}) {
  return (
    <Field {...frame}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className="bo-input"
          type={type}
          value={value ?? ''}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete={autoComplete ?? 'off'}
          disabled={disabled}
          required={frame.required}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export function TextAreaField({
  value,
  onChange,
  rows = 4,
  maxLength,
  disabled,
  ...frame
}: FieldFrame & { value: string | undefined; onChange: (value: string) => void; rows?: number; maxLength?: number; disabled?: boolean }) {
  return (
    <Field {...frame}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          className="bo-input bo-input--area"
          rows={rows}
          value={value ?? ''}
          maxLength={maxLength}
          disabled={disabled}
          required={frame.required}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** "12,5" and "12.5" → 12.5; empty → undefined; anything else → NaN (the form shows its hint). */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return undefined;
  if (!/^-?\d*(?:[.,]\d*)?$/.test(trimmed) || trimmed === '-' || /^-?[.,]$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/** 12.5 → "12,5" (with `fractionDigits` 2: "12,50"); undefined → "". */
export function formatDecimal(value: number | undefined, fractionDigits?: number): string {
  if (value === undefined || Number.isNaN(value)) return '';
  return (fractionDigits === undefined ? String(value) : value.toFixed(fractionDigits)).replace('.', ',');
}

/**
 * A number typed as text (decimal comma or point). The value reaches `onChange` as a number,
 * `undefined` when empty, or NaN while the text is not a number (a form refuses to save NaN and
 * shows `t('dataScreen.field.notANumber')`).
 */
export function NumberField({
  value,
  onChange,
  unit,
  integer,
  fractionDigits,
  disabled,
  ...frame
}: FieldFrame & {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  unit?: string;
  integer?: boolean;
  /** Digits after the comma a loaded value shows (2 for money: "3,90"); typing is free. */
  fractionDigits?: number;
  disabled?: boolean;
}) {
  const [text, setText] = useState(() => formatDecimal(value, fractionDigits));
  // A value set from outside (reload, paste) replaces the text unless the text already means it.
  useEffect(() => {
    setText((current) => (Object.is(parseDecimal(current), value) ? current : formatDecimal(value, fractionDigits)));
  }, [value, fractionDigits]);
  const parsed = parseDecimal(text);
  const ownError = parsed !== undefined && (Number.isNaN(parsed) || (integer && !Number.isInteger(parsed))) ? t('dataScreen.field.notANumber') : undefined;
  return (
    <Field {...frame} error={frame.error ?? ownError}>
      {({ id, describedBy, invalid }) => (
        <span className="bo-input-unit">
          <input
            id={id}
            className="bo-input"
            inputMode={integer ? 'numeric' : 'decimal'}
            value={text}
            disabled={disabled}
            required={frame.required}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(event) => {
              setText(event.target.value);
              onChange(parseDecimal(event.target.value));
            }}
          />
          {unit && (
            <span className="bo-input-unit__unit" aria-hidden="true">
              {unit}
            </span>
          )}
        </span>
      )}
    </Field>
  );
}

/** A colour as `#RRGGBB` (the schemas' colorSchema): the browser's colour picker. */
export function ColorField({
  value,
  onChange,
  disabled,
  ...frame
}: FieldFrame & { value: string | undefined; onChange: (value: string) => void; disabled?: boolean }) {
  return (
    <Field {...frame}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className="bo-input bo-input--color"
          type="color"
          value={(value ?? '#000000').toLowerCase()}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
        />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A select; `emptyLabel` adds a first option for "none" (value undefined). */
export function SelectField({
  value,
  onChange,
  options,
  emptyLabel,
  disabled,
  ...frame
}: FieldFrame & {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  options: readonly SelectOption[];
  emptyLabel?: string;
  disabled?: boolean;
}) {
  return (
    <Field {...frame}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="bo-input bo-select"
          value={value ?? ''}
          disabled={disabled}
          required={frame.required}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        >
          {(emptyLabel !== undefined || value === undefined) && <option value="">{emptyLabel ?? ''}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A switch-like checkbox with its label on the right; help and error below. */
export function CheckboxField({
  label,
  help,
  error,
  badge,
  checked,
  onChange,
  disabled,
  className,
}: Omit<FieldFrame, 'required'> & { checked: boolean | undefined; onChange: (checked: boolean) => void; disabled?: boolean }) {
  const id = useId();
  const describedBy =
    [badge ? `${id}-badge` : undefined, help ? `${id}-help` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['bo-check', error ? 'has-error' : undefined, className].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        checked={Boolean(checked)}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      {badge ? (
        <div className="bo-field__head">
          <label htmlFor={id}>{label}</label>
          <span id={`${id}-badge`} className="bo-field__badge">
            {badge}
          </span>
        </div>
      ) : (
        <label htmlFor={id}>{label}</label>
      )}
      {help && (
        <p id={`${id}-help`} className="bo-field__help">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="bo-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A group of fields with a visible legend (sections of a long form). */
export function Fieldset({ legend, help, children, className }: { legend: string; help?: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={['bo-fieldset', className].filter(Boolean).join(' ')}>
      <legend className="bo-fieldset__legend">{legend}</legend>
      {help && <p className="bo-field__help">{help}</p>}
      <div className="bo-fieldset__body">{children}</div>
    </fieldset>
  );
}
