/**
 * The server's check of a contact form submission (storefront.md §3 "Form node", §5 "Contact form",
 * §7 "Submit contact form"): the form node's fields and the posted JSON in, either the cleaned
 * submission (one entry per field, in the form's order) or the field errors out.
 *
 * The posted JSON maps each field's data key to its value: the field's `fieldId`, or else its
 * position in the list (0-based, as the storefront's array index). Keys of no field are ignored
 * (the spam-defence keys `$website` and `$elapsedMs` among them, functions/forms).
 *
 * Rules per field type (decisions where the spec is silent):
 * - text (`value.type` text, email or textarea): a string, cleaned as every stored text
 *   (control characters and lone surrogates dropped; one-line fields, text and email, turn line
 *   breaks and tabs into spaces, a textarea keeps them as `\n`) and trimmed. Missing, null or
 *   blank counts as empty. Required and empty → `required`. Longest: text 500, textarea 5000,
 *   e-mail 254 characters (code points) → `tooLong`; enough for a name, a phone number or a
 *   catering wish, and bounded so one submission fits an e-mail and a record easily. An e-mail field must pass the shop's one e-mail rule
 *   (shared/checkout/email.ts, the one of order create) when filled → `email`.
 * - boolean: `true` or `false`; missing or null is `false`. A required boolean must be `true`
 *   (a consent checkbox such as "Ich stimme der Datenschutzerklärung zu") → `accept`.
 * - select: one option's value (a string); missing, null or '' is no choice. Required and none →
 *   `choose`; a value no option has → `option`.
 * - multiselect: a list of option values; missing or null is the empty list; duplicates count
 *   once and the values keep the form's option order. Required and empty → `choose`; a value no
 *   option has → `option`.
 * - Any other JSON type for a field (a number for a text, a string for a boolean …) → `invalid`.
 *
 * Errors name the field by its data key and carry a message key of shared/i18n/forms.ts with the
 * field's label as parameter, e.g. `Bitte füllen Sie „Name“ aus.`
 */
import { isValidEmail, EMAIL_MAX_LENGTH } from '../checkout/email';
import { formMessages, type FormMessageKey } from '../i18n/forms';
import { createLookup } from '../i18n/lookup';
import { stripControlCharacters } from '../schemas/common';
import type { FORM_FIELD_TYPES, FORM_TEXT_TYPES } from '../schemas/content';

const t = createLookup(formMessages);

/** Longest text per text type, in characters (code points). */
export const FORM_TEXT_MAX_LENGTH = { text: 500, email: EMAIL_MAX_LENGTH, textarea: 5000 } as const;

export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];
export type FormTextType = (typeof FORM_TEXT_TYPES)[number];

/** A field of a form node as the check needs it (shared/schemas/content.ts formFieldSchema). */
export interface ContactFormField {
  type: FormFieldType;
  value: {
    type?: FormTextType | undefined;
    fieldId?: string | undefined;
    label: string;
    isRequired?: boolean | undefined;
    options?: ReadonlyArray<{ value: string; label: string }> | undefined;
  };
}

/** What kind of value an entry holds: the text type for text fields, else the field type. */
export type FormEntryKind = FormTextType | Exclude<FormFieldType, 'text'>;

/** One field of a submission: its data key, label, the value as posted (cleaned) and how it reads. */
export interface FormEntry {
  key: string;
  label: string;
  kind: FormEntryKind;
  /** Text for text fields, a boolean, the chosen option value ('' for none) or the chosen values. */
  value: string | boolean | string[];
  /** The value as a person reads it: the text, 'Ja'/'Nein', the chosen options' labels. */
  text: string;
}

export type FormErrorKey = Extract<FormMessageKey, `formSubmission.validation.${string}`>;

export interface FormFieldError {
  /** The field's data key. */
  field: string;
  key: FormErrorKey;
  params: { label: string; maximum?: number };
}

export type ContactFormResult = { ok: true; entries: FormEntry[] } | { ok: false; errors: FormFieldError[] };

/** The data key of the field at `index`: its fieldId, else its position. */
export function fieldKey(field: { value: { fieldId?: string | undefined } }, index: number): string {
  const id = field.value.fieldId?.trim();
  return id ? id : String(index);
}

/** The entry kind of a field: text fields by their text type (plain text without one). */
export function entryKind(field: ContactFormField): FormEntryKind {
  return field.type === 'text' ? (field.value.type ?? 'text') : field.type;
}

/** A posted text as stored: the shop's one clean-up of texts (shared/schemas/common.ts), trimmed. */
export function cleanText(value: string, multiLine: boolean): string {
  return stripControlCharacters(value, { multiLine }).trim();
}

const codePoints = (text: string): number => Array.from(text).length;

type FieldCheck = { entry: FormEntry } | { error: FormFieldError };

const isAbsent = (value: unknown): boolean => value === undefined || value === null;

function checkText(field: ContactFormField, key: string, label: string, posted: unknown): FieldCheck {
  const kind = entryKind(field) as FormTextType;
  const error = (errorKey: FormErrorKey, maximum?: number): FieldCheck => ({
    error: { field: key, key: errorKey, params: maximum === undefined ? { label } : { label, maximum } },
  });
  if (!isAbsent(posted) && typeof posted !== 'string') return error('formSubmission.validation.invalid');
  const text = typeof posted === 'string' ? cleanText(posted, kind === 'textarea') : '';
  if (text === '') {
    return field.value.isRequired ? error('formSubmission.validation.required') : { entry: { key, label, kind, value: '', text: '' } };
  }
  const maximum = FORM_TEXT_MAX_LENGTH[kind];
  if (codePoints(text) > maximum) return error('formSubmission.validation.tooLong', maximum);
  if (kind === 'email' && !isValidEmail(text)) return error('formSubmission.validation.email');
  return { entry: { key, label, kind, value: text, text } };
}

function checkBoolean(field: ContactFormField, key: string, label: string, posted: unknown): FieldCheck {
  if (!isAbsent(posted) && typeof posted !== 'boolean') return { error: { field: key, key: 'formSubmission.validation.invalid', params: { label } } };
  const value = posted === true;
  if (field.value.isRequired && !value) return { error: { field: key, key: 'formSubmission.validation.accept', params: { label } } };
  return { entry: { key, label, kind: 'boolean', value, text: t(value ? 'formSubmission.value.yes' : 'formSubmission.value.no') } };
}

function checkChoice(field: ContactFormField, key: string, label: string, posted: unknown): FieldCheck {
  const multiple = field.type === 'multiselect';
  const error = (errorKey: FormErrorKey): FieldCheck => ({ error: { field: key, key: errorKey, params: { label } } });
  let chosen: unknown[];
  if (isAbsent(posted) || posted === '') chosen = [];
  else if (multiple && Array.isArray(posted)) chosen = posted;
  else if (!multiple && typeof posted === 'string') chosen = [posted];
  else return error('formSubmission.validation.invalid');
  if (!chosen.every((value): value is string => typeof value === 'string')) return error('formSubmission.validation.invalid');
  const options = field.value.options ?? [];
  const wanted = new Set(chosen);
  if ([...wanted].some((value) => !options.some((option) => option.value === value))) return error('formSubmission.validation.option');
  if (wanted.size === 0 && field.value.isRequired) return error('formSubmission.validation.choose');
  // The form's option order; an option listed twice by the form counts once.
  const picked = options.filter((option, index) => wanted.has(option.value) && options.findIndex((other) => other.value === option.value) === index);
  const text = picked.map((option) => option.label).join(', ');
  return multiple
    ? { entry: { key, label, kind: 'multiselect', value: picked.map((option) => option.value), text } }
    : { entry: { key, label, kind: 'select', value: picked[0]?.value ?? '', text } };
}

function checkField(field: ContactFormField, index: number, posted: Record<string, unknown>): FieldCheck {
  const key = fieldKey(field, index);
  const label = field.value.label;
  const value = Object.hasOwn(posted, key) ? posted[key] : undefined;
  switch (field.type) {
    case 'text':
      return checkText(field, key, label, value);
    case 'boolean':
      return checkBoolean(field, key, label, value);
    case 'select':
    case 'multiselect':
      return checkChoice(field, key, label, value);
  }
}

/** Checks a posted mapping against the form's fields (see the module comment). */
export function checkContactForm(fields: readonly ContactFormField[], posted: Record<string, unknown>): ContactFormResult {
  const entries: FormEntry[] = [];
  const errors: FormFieldError[] = [];
  fields.forEach((field, index) => {
    const result = checkField(field, index, posted);
    if ('error' in result) errors.push(result.error);
    else entries.push(result.entry);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, entries };
}

/** The German message of a field error. */
export function formErrorMessage(error: FormFieldError): string {
  return error.key === 'formSubmission.validation.tooLong'
    ? t(error.key, { label: error.params.label, maximum: error.params.maximum ?? 0 })
    : t(error.key, { label: error.params.label });
}

/** The reply address of a submission: the first filled e-mail field. */
export function replyAddressOf(entries: readonly FormEntry[]): string | undefined {
  const entry = entries.find((candidate) => candidate.kind === 'email' && candidate.text !== '');
  return entry?.text;
}

/**
 * Who sent it, for a list row: the first filled one-line text field (a form usually starts with
 * the name), else the reply address.
 */
export function senderOf(entries: readonly FormEntry[]): string | undefined {
  const entry = entries.find((candidate) => candidate.kind === 'text' && candidate.text !== '');
  return entry?.text ?? replyAddressOf(entries);
}
