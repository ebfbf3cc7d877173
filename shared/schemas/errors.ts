/**
 * The failure body of the API (`{"errors": [{"code", "field", "message"}]}`) and the mapping of
 * zod issues to German messages. The server uses it for every parse at the edge; the web client
 * can use it for the same schemas in its forms.
 */
import * as z from 'zod';
import { apiMessages, type ApiMessageKey } from '../i18n/api';

export const apiErrorSchema = z.object({
  code: z.string(),
  field: z.string().optional(),
  message: z.string(),
});
export type ApiErrorEntry = z.infer<typeof apiErrorSchema>;

export const apiErrorBodySchema = z.object({ errors: z.array(apiErrorSchema).min(1) });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export function isApiMessageKey(key: string): key is ApiMessageKey {
  return Object.hasOwn(apiMessages, key);
}

/**
 * The German text of an API message with its `{name}` placeholders filled in. Same placeholder
 * rule as `t` of ../i18n, but reading only the API area, so a Lambda does not bundle the whole
 * catalogue of the web app.
 */
export function apiText(key: ApiMessageKey, params: Record<string, string | number> = {}): string {
  return apiMessages[key].replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** An error entry; its code is the message key without `api.`. */
export function apiError(key: ApiMessageKey, params?: Record<string, string | number>, field?: string): ApiErrorEntry {
  return { code: key.slice('api.'.length), message: apiText(key, params), ...(field ? { field } : {}) };
}

/** German name of a field for messages, when the catalogue has one. */
function fieldLabel(path: readonly PropertyKey[]): string | undefined {
  const last = [...path].reverse().find((segment) => typeof segment === 'string');
  if (typeof last !== 'string') return undefined;
  const key = `api.field.${last}`;
  return isApiMessageKey(key) ? apiMessages[key] : undefined;
}

const TYPE_KEYS: Partial<Record<string, ApiMessageKey>> = {
  string: 'api.validation.text',
  number: 'api.validation.number',
  int: 'api.validation.integer',
  boolean: 'api.validation.boolean',
  array: 'api.validation.list',
  object: 'api.validation.object',
  record: 'api.validation.object',
};

const FORMAT_KEYS: Partial<Record<string, ApiMessageKey>> = {
  email: 'api.validation.email',
  url: 'api.validation.url',
  date: 'api.validation.date',
  datetime: 'api.validation.dateTime',
  time: 'api.validation.time',
};

/** Issue input is only reported when parsing with `reportInput: true`; absent means missing. */
const isMissing = (issue: z.core.$ZodIssue): boolean => !('input' in issue) || issue.input === undefined;

function required(path: readonly PropertyKey[]): ApiErrorEntry {
  const label = fieldLabel(path);
  return label ? apiError('api.validation.requiredField', { field: label }) : apiError('api.validation.required');
}

function invalid(path: readonly PropertyKey[]): ApiErrorEntry {
  const label = fieldLabel(path);
  return label ? apiError('api.validation.invalidField', { field: label }) : apiError('api.validation.invalid');
}

/** The limits an issue reports, for messages that name them. */
function limitsOf(issue: z.core.$ZodIssue): Record<string, number> {
  const limits: Record<string, number> = {};
  if ('minimum' in issue) limits.minimum = Number(issue.minimum);
  if ('maximum' in issue) limits.maximum = Number(issue.maximum);
  return limits;
}

function entryFor(issue: z.core.$ZodIssue): ApiErrorEntry {
  // Schema-level messages are catalogue keys (see ./common).
  if (isApiMessageKey(issue.message)) return apiError(issue.message, limitsOf(issue));
  switch (issue.code) {
    case 'invalid_type': {
      if (isMissing(issue)) return required(issue.path);
      const key = TYPE_KEYS[issue.expected];
      return key ? apiError(key) : invalid(issue.path);
    }
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return minimum <= 1 ? required(issue.path) : apiError('api.validation.tooShort', { minimum });
      if (issue.origin === 'array' || issue.origin === 'set') return apiError('api.validation.tooFewItems', { minimum });
      return apiError('api.validation.tooSmall', { minimum: minimum.toLocaleString('de-DE') });
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return apiError('api.validation.tooLong', { maximum });
      if (issue.origin === 'array' || issue.origin === 'set') return apiError('api.validation.tooManyItems', { maximum });
      return apiError('api.validation.tooBig', { maximum: maximum.toLocaleString('de-DE') });
    }
    case 'invalid_format':
      return apiError(FORMAT_KEYS[issue.format] ?? 'api.validation.format');
    case 'not_multiple_of':
      return apiError('api.validation.multipleOf', { divisor: issue.divisor.toLocaleString('de-DE') });
    case 'invalid_value':
      return apiError('api.validation.option');
    case 'invalid_union':
      return isMissing(issue) ? required(issue.path) : invalid(issue.path);
    case 'unrecognized_keys':
      return apiError('api.validation.unknownField', { field: issue.keys.join(', ') });
    default:
      return invalid(issue.path);
  }
}

/** Where the entry belongs: `name`, `items.2.amount`; undefined for the whole body. */
const fieldOf = (path: readonly PropertyKey[]): string | undefined => (path.length > 0 ? path.map(String).join('.') : undefined);

/** At most this many entries per response; the client shows the first (backoffice.md §5). */
const MAX_ERRORS = 20;

/** German error entries of a failed parse (parse with `reportInput: true` to tell missing from wrong). */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): ApiErrorEntry[] {
  return issues.slice(0, MAX_ERRORS).map((issue) => {
    const entry = entryFor(issue);
    const field = fieldOf(issue.path);
    return field ? { ...entry, field } : entry;
  });
}
