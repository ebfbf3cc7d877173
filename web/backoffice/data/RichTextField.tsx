/**
 * A rich-text field of the data screens (page texts, news, form descriptions): label, required
 * marker, help, the server's error, and the editor (./RichTextEditor.tsx, TipTap) with its
 * toolbar. The value is HTML; the server sanitises it when it is saved.
 *
 * The editor is loaded on demand (React.lazy): only screens that show a rich-text field download
 * it, never the order screens or the catalogue. Until it is there, the field says it is loading.
 * The label names the editable area (aria-labelledby; a <label> cannot point at it) and a click
 * on it puts the cursor into the text, like a label does for an input.
 */
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { t } from '../i18n';
import './rich-text.css';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

export interface RichTextFieldProps {
  label: string;
  value: string | undefined;
  onChange: (html: string) => void;
  required?: boolean;
  help?: string;
  error?: string;
  /** Below the editor, e.g. what the text is used for. */
  footer?: ReactNode;
}

export function RichTextField({ label, value, onChange, required, help, error, footer }: RichTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [help ? helpId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const focusEditor = () => document.getElementById(id)?.querySelector<HTMLElement>('[contenteditable="true"]')?.focus();
  return (
    <div id={id} className={error ? 'bo-field has-error' : 'bo-field'}>
      <span id={labelId} className="bo-field__label" onClick={focusEditor}>
        {label}
        {required && (
          <span className="bo-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </span>
      {help && (
        <p id={helpId} className="bo-field__help">
          {help}
        </p>
      )}
      <Suspense
        fallback={
          <p className="bo-richtext bo-richtext--loading" role="status">
            {t('dataScreen.richText.loading')}
          </p>
        }
      >
        <RichTextEditor value={value} onChange={onChange} labelId={labelId} label={label} describedBy={describedBy} invalid={Boolean(error)} />
      </Suspense>
      {footer}
      {error && (
        <p id={errorId} className="bo-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
