/**
 * The contact form of the form and form-text blocks (storefront.md §4 "Contact form states",
 * §5 "Contact form", §7, §8): the form node's fields by type, required ones with an asterisk (no
 * blocking in the browser: the server checks, and its German errors are listed). Until cookie
 * consent exists the button reads 'Datenschutzerklärung akzeptieren' and gives the consent; then
 * 'Nachricht senden' sends. States: idle → submitting → error ('Daten ändern' keeps the data,
 * 'Erneut versuchen' sends again) or success (the thank-you text; 'Formular schließen' clears it).
 *
 * Decisions:
 * - Selects with up to five options are radio buttons (one tap on a phone), longer ones a
 *   drop-down; a multiselect is a group of checkboxes.
 * - Spam: a honeypot input 'website' that people never see (off-screen, hidden from screen
 *   readers, out of the tab order) and the time since the form was shown travel with the data;
 *   the server judges them (and rate-limits per address). No third-party captcha.
 * - After 'Daten ändern' the server's errors stay under the fields they name.
 * - Analytics events (storefront.md §4; only with consent, which sending needs anyway): category
 *   `contact-form`, action `submit`, then `success`, `validation-failed` (the server named fields)
 *   or `failure` (anything else), labelled with the form's name (../analytics/events.ts).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buildFormPayload, fieldKey, HONEYPOT_NAME, initialValues, MAX_RADIO_OPTIONS, toggleOption, type FormValues } from '#shared/content/form.ts';
import { ApiError } from '../../common/api';
import { t } from '../../common/i18n';
import { Button } from '../../common/ui';
import { api } from '../client';
import { trackEvent } from '../analytics/events';
import { decideConsent, useConsent } from '../consent/consent';
import { useConfig } from '../data';
import { privacyLink } from '../layout/legal';
import type { FormNode } from './content-data';
import { RichText } from './RichText';

type Field = FormNode['content']['fields'][number];

/** The analytics category of the form's events. */
const FORM_EVENTS = 'contact-form';

type FormState = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'error'; messages: string[] } | { kind: 'success' };

interface FieldProps {
  field: Field;
  id: string;
  value: FormValues[string] | undefined;
  error?: string;
  onChange: (value: FormValues[string]) => void;
}

function Required() {
  return (
    <span className="contact-form__required" aria-hidden="true">
      {' *'}
    </span>
  );
}

function ErrorLine({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="contact-form__field-error">
      {error}
    </p>
  ) : null;
}

/** A textarea that grows with its text (storefront.md §9: 6 rows, auto-height). */
function grow(element: HTMLTextAreaElement): void {
  element.style.height = 'auto';
  element.style.height = `${element.scrollHeight + 2}px`;
}

/** Radio buttons (a select with few options) or checkboxes (a multiselect) in a fieldset. */
function Choices({ field, id, value, error, onChange, multiple }: FieldProps & { multiple: boolean }) {
  const { label, isRequired, hasMaxWidth, options } = field.value;
  const className = ['contact-form__field', hasMaxWidth ? 'contact-form__field--narrow' : ''].filter(Boolean).join(' ');
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={`${className} contact-form__choices`}
      aria-describedby={describedBy}
      {...(multiple ? {} : { role: 'radiogroup', 'aria-required': isRequired || undefined })}
    >
      <legend>
        {label}
        {isRequired && <Required />}
      </legend>
      {options.map((option, position) => {
        const optionId = `${id}-${position}`;
        const checked = multiple ? Array.isArray(value) && value.includes(option.value) : value === option.value;
        return (
          <div key={option.value} className="contact-form__check">
            <input
              id={optionId}
              type={multiple ? 'checkbox' : 'radio'}
              name={id}
              value={option.value}
              checked={checked}
              onChange={(event) => onChange(multiple ? toggleOption(value, option.value, event.target.checked) : option.value)}
            />
            <label htmlFor={optionId}>{option.label}</label>
          </div>
        );
      })}
      <ErrorLine id={id} error={error} />
    </fieldset>
  );
}

function FormField({ field, id, value, error, onChange }: FieldProps) {
  const { label, description, isRequired, hasMaxWidth, options } = field.value;
  const aria = { 'aria-required': isRequired || undefined, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined };
  const className = ['contact-form__field', hasMaxWidth ? 'contact-form__field--narrow' : ''].filter(Boolean).join(' ');

  switch (field.type) {
    case 'text': {
      const text = typeof value === 'string' ? value : '';
      const kind = field.value.type ?? 'text';
      return (
        <div className={className}>
          <label htmlFor={id}>
            {label}
            {isRequired && <Required />}
          </label>
          {kind === 'textarea' ? (
            <textarea
              id={id}
              rows={6}
              value={text}
              placeholder={description || undefined}
              onChange={(event) => (onChange(event.target.value), grow(event.target))}
              {...aria}
            />
          ) : (
            <input
              id={id}
              type={kind === 'email' ? 'email' : 'text'}
              autoComplete={kind === 'email' ? 'email' : undefined}
              value={text}
              placeholder={description || undefined}
              onChange={(event) => onChange(event.target.value)}
              {...aria}
            />
          )}
          <ErrorLine id={id} error={error} />
        </div>
      );
    }
    case 'boolean':
      return (
        <div className={`${className} contact-form__check`}>
          <input id={id} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} {...aria} />
          <label htmlFor={id}>
            {label}
            {isRequired && <Required />}
          </label>
          <ErrorLine id={id} error={error} />
        </div>
      );
    case 'select':
      if (options.length > MAX_RADIO_OPTIONS)
        return (
          <div className={className}>
            <label htmlFor={id}>
              {label}
              {isRequired && <Required />}
            </label>
            <select id={id} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)} {...aria}>
              <option value="">{description || t('checkout.choose')}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <ErrorLine id={id} error={error} />
          </div>
        );
      return <Choices field={field} id={id} value={value} error={error} onChange={onChange} multiple={false} />;
    case 'multiselect':
      return <Choices field={field} id={id} value={value} error={error} onChange={onChange} multiple />;
  }
}

export function ContactForm({ form }: { form: FormNode }) {
  const fields = form.content.fields;
  const [values, setValues] = useState<FormValues>(() => initialValues(fields));
  const [honeypot, setHoneypot] = useState('');
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const shownAt = useRef(Date.now());
  const rootRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const consented = useConsent().status === 'accepted';
  const privacy = privacyLink(useConfig().data);

  // Each state after a submit brings the form into view (its height changed) and moves the focus
  // to its panel, so a screen reader hears what happened.
  useEffect(() => {
    if (state.kind === 'idle') return;
    rootRef.current?.scrollIntoView({ block: 'start' });
    panelRef.current?.focus({ preventScroll: true });
  }, [state.kind]);

  const submit = async () => {
    setState({ kind: 'submitting' });
    trackEvent(FORM_EVENTS, 'submit', form.content.name);
    try {
      await api.post(
        `/api/custom/form/${encodeURIComponent(form.id)}`,
        buildFormPayload(fields, values, { honeypot, elapsedMs: Date.now() - shownAt.current }),
      );
      setValues(initialValues(fields));
      setFieldErrors({});
      setState({ kind: 'success' });
      trackEvent(FORM_EVENTS, 'success', form.content.name);
    } catch (error) {
      const entries = error instanceof ApiError ? error.errors : [];
      trackEvent(FORM_EVENTS, entries.some((entry) => entry.field) ? 'validation-failed' : 'failure', form.content.name);
      setFieldErrors(Object.fromEntries(entries.filter((entry) => entry.field).map((entry) => [entry.field!, entry.message])));
      // No readable errors (network failure, an answer without body): the spec's fallback.
      setState({ kind: 'error', messages: entries.length > 0 ? entries.map((entry) => entry.message) : [t('error.unknown')] });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!consented || state.kind === 'submitting') return;
    void submit();
  };

  const headingId = `${baseId}-heading`;
  return (
    <section ref={rootRef} className="contact-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="contact-form__title">
        {form.content.name}
      </h2>
      {state.kind === 'idle' && (
        <form onSubmit={onSubmit} noValidate>
          {form.content.description && <RichText html={form.content.description} className="contact-form__description" />}
          <div className="contact-form__fields">
            {fields.map((field, position) => {
              const key = fieldKey(field, position);
              return (
                <FormField
                  key={key}
                  field={field}
                  id={`${baseId}-${position}`}
                  value={values[key]}
                  error={fieldErrors[key]}
                  onChange={(value) => setValues((current) => ({ ...current, [key]: value }))}
                />
              );
            })}
          </div>
          <div className="contact-form__trap" aria-hidden="true">
            <label htmlFor={`${baseId}-trap`}>{t('layout.contact.website')}</label>
            <input
              id={`${baseId}-trap`}
              type="text"
              name={HONEYPOT_NAME}
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(event) => setHoneypot(event.target.value)}
            />
          </div>
          <div className="contact-form__actions">
            {consented ? (
              <Button type="submit">{t('form.send')}</Button>
            ) : (
              <>
                {privacy && (
                  <p className="contact-form__privacy">
                    {privacy.external ? (
                      <a href={privacy.href} target="_blank" rel="noopener noreferrer">
                        {privacy.label}
                      </a>
                    ) : (
                      <Link to={privacy.href}>{privacy.label}</Link>
                    )}
                  </p>
                )}
                <Button onClick={() => decideConsent('accepted')}>{t('form.acceptPrivacy')}</Button>
              </>
            )}
          </div>
        </form>
      )}
      {state.kind === 'submitting' && (
        <div ref={panelRef} tabIndex={-1} className="contact-form__panel" role="status">
          <p className="contact-form__panel-title">{t('form.submittingTitle')}</p>
          <p>{t('form.submittingText')}</p>
        </div>
      )}
      {state.kind === 'error' && (
        <div ref={panelRef} tabIndex={-1} className="contact-form__panel contact-form__panel--error" role="alert">
          <h3 className="contact-form__panel-title">{t('form.errorHeading')}</h3>
          <ul>
            {state.messages.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
          <div className="contact-form__actions">
            <Button variant="secondary" onClick={() => setState({ kind: 'idle' })}>
              {t('form.editData')}
            </Button>
            <Button onClick={() => void submit()}>{t('form.retry')}</Button>
          </div>
        </div>
      )}
      {state.kind === 'success' && (
        <div ref={panelRef} tabIndex={-1} className="contact-form__panel contact-form__panel--success" role="status">
          {form.thankYouMessage ? <RichText html={form.thankYouMessage} /> : <p className="contact-form__panel-title">{t('form.thanks')}</p>}
          <Button
            variant="secondary"
            onClick={() => {
              shownAt.current = Date.now();
              setState({ kind: 'idle' });
            }}
          >
            {t('form.close')}
          </Button>
        </div>
      )}
    </section>
  );
}
