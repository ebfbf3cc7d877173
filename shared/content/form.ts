/**
 * The contact form's data (storefront.md §3 "Form node", §7 "Submit contact form"): every field
 * is sent under its fieldId, or else its position in the list, with a text, a boolean, the chosen
 * option's value, or the list of chosen values (multiselect). Two extra keys carry the spam
 * checks the server applies: `$website`, a honeypot text input people never see and bots fill,
 * and `$elapsedMs`, how long the form was shown before it was sent.
 */
import type { FORM_FIELD_TYPES } from '../schemas/content';

export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export interface FormFieldLike {
  type: FormFieldType;
  value: { fieldId?: string; options?: ReadonlyArray<{ value: string }> };
}

export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;

/** The honeypot's input name and its key in the payload. */
export const HONEYPOT_NAME = 'website';
export const HONEYPOT_KEY = '$website';
export const ELAPSED_KEY = '$elapsedMs';

/** Selects with up to this many options show as radio buttons (one tap on a phone), longer ones as a drop-down. */
export const MAX_RADIO_OPTIONS = 5;

/**
 * The data key of the field at `position`: its fieldId, or else its position. The server's
 * check has the same rule (shared/forms/contact-form.ts `fieldKey`, a test keeps them equal); it
 * is not imported here because that module brings zod into the storefront.
 */
export function fieldKey(field: FormFieldLike, position: number): string {
  const id = field.value.fieldId?.trim();
  return id ? id : String(position);
}

/** A field's empty value: '' for text and select, false for a checkbox, [] for a multiselect. */
export function emptyValue(field: FormFieldLike): FormValue {
  switch (field.type) {
    case 'boolean':
      return false;
    case 'multiselect':
      return [];
    default:
      return '';
  }
}

export function initialValues(fields: readonly FormFieldLike[]): FormValues {
  return Object.fromEntries(fields.map((field, position) => [fieldKey(field, position), emptyValue(field)]));
}

/**
 * The value a field sends, whatever the state holds: text as typed, a boolean, a select's value
 * only when it is one of its options, a multiselect's chosen values in the options' order.
 */
function payloadValue(field: FormFieldLike, value: FormValue | undefined): FormValue {
  const options = (field.value.options ?? []).map((option) => option.value);
  switch (field.type) {
    case 'boolean':
      return value === true;
    case 'select':
      return typeof value === 'string' && options.includes(value) ? value : '';
    case 'multiselect': {
      const chosen = new Set(Array.isArray(value) ? value : []);
      return options.filter((option) => chosen.has(option));
    }
    case 'text':
      return typeof value === 'string' ? value : '';
  }
}

export interface PayloadExtras {
  /** What the honeypot input holds ('' from a person). */
  honeypot: string;
  /** Milliseconds since the form was first shown. */
  elapsedMs: number;
}

/** The body of POST /api/custom/form/{id}. */
export function buildFormPayload(fields: readonly FormFieldLike[], values: FormValues, extras: PayloadExtras): Record<string, FormValue | number> {
  const payload: Record<string, FormValue | number> = {};
  fields.forEach((field, position) => {
    const key = fieldKey(field, position);
    payload[key] = payloadValue(field, values[key]);
  });
  payload[HONEYPOT_KEY] = extras.honeypot;
  payload[ELAPSED_KEY] = Math.max(0, Math.round(extras.elapsedMs));
  return payload;
}

/** Ticks or unticks one option of a multiselect, keeping the others. */
export function toggleOption(current: FormValue | undefined, option: string, checked: boolean): string[] {
  const list = Array.isArray(current) ? current : [];
  const without = list.filter((value) => value !== option);
  return checked ? [...without, option] : without;
}
