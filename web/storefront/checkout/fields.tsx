/**
 * Form inputs of the checkout: a label (with '*' for required fields), the input with
 * aria-required, and the field's error below it, linked through aria-describedby and marked with
 * aria-invalid (storefront.md §8: "the field highlights its input"). Every input's id is
 * `checkout-{name}`, so the error summary can link to it.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

export const inputId = (name: string): string => `checkout-${name}`;
const errorId = (name: string): string => `checkout-${name}-error`;
const hintId = (name: string): string => `checkout-${name}-hint`;

interface FieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
}

function describedBy(name: string, error?: string, hint?: string): string | undefined {
  return [hint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean).join(' ') || undefined;
}

function Label({ name, label, required }: Pick<FieldProps, 'name' | 'label' | 'required'>) {
  return (
    <label className="checkout-field__label" htmlFor={inputId(name)}>
      {label}
      {required && (
        <span className="checkout-field__required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
}

function Messages({ name, error, hint }: Pick<FieldProps, 'name' | 'error' | 'hint'>) {
  return (
    <>
      {hint && (
        <p id={hintId(name)} className="checkout-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(name)} className="checkout-field__error">
          {error}
        </p>
      )}
    </>
  );
}

export function FieldError({ name, error }: { name: string; error?: string }) {
  return <Messages name={name} error={error} />;
}

/** The aria attributes of an input whose label and error are rendered elsewhere. */
export function fieldAria(name: string, { required, error, hint }: Pick<FieldProps, 'required' | 'error' | 'hint'>) {
  return {
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(name, error, hint),
  } as const;
}

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'required' | 'className'>;

export function TextField({ name, label, required, error, hint, className, ...input }: TextFieldProps) {
  return (
    <div className={['checkout-field', error ? 'checkout-field--invalid' : null, className].filter(Boolean).join(' ')}>
      <Label name={name} label={label} required={required} />
      <input id={inputId(name)} name={name} className="checkout-input" {...fieldAria(name, { required, error, hint })} {...input} />
      <Messages name={name} error={error} hint={hint} />
    </div>
  );
}

type TextAreaProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'required' | 'className'>;

export function TextAreaField({ name, label, required, error, hint, className, ...input }: TextAreaProps) {
  return (
    <div className={['checkout-field', error ? 'checkout-field--invalid' : null, className].filter(Boolean).join(' ')}>
      <Label name={name} label={label} required={required} />
      <textarea id={inputId(name)} name={name} className="checkout-input" {...fieldAria(name, { required, error, hint })} {...input} />
      <Messages name={name} error={error} hint={hint} />
    </div>
  );
}

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'required' | 'className'> & {
    options: readonly { value: string; label: string }[];
    /** A first, empty option ('Bitte wählen') while nothing is chosen. */
    placeholder?: string;
  };

export function SelectField({ name, label, required, error, hint, className, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <div className={['checkout-field', error ? 'checkout-field--invalid' : null, className].filter(Boolean).join(' ')}>
      <Label name={name} label={label} required={required} />
      <select id={inputId(name)} name={name} className="checkout-input checkout-select" {...fieldAria(name, { required, error, hint })} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages name={name} error={error} hint={hint} />
    </div>
  );
}

type CheckboxFieldProps = Omit<FieldProps, 'hint'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'required' | 'className' | 'type'>;

/** A checkbox with its label to the right; the label may hold a button (e.g. one that opens a text). */
export function CheckboxField({ name, label, required, error, className, ...input }: CheckboxFieldProps) {
  return (
    <div className={['checkout-check', error ? 'checkout-field--invalid' : null, className].filter(Boolean).join(' ')}>
      <input id={inputId(name)} name={name} type="checkbox" className="checkout-check__box" {...fieldAria(name, { required, error })} {...input} />
      <Label name={name} label={label} required={required} />
      <Messages name={name} error={error} />
    </div>
  );
}
