/**
 * Building blocks of the entity schemas. Request bodies are parsed on the server with these
 * schemas, and the web client parses responses with the same ones (DESIGN.md §3).
 *
 * Schema-level messages are catalogue keys (`api.validation.…`); `issuesToErrors` (./errors)
 * turns every zod issue into a German message, so nothing here carries English text.
 * Unknown keys are stripped, not refused: the back office sends back whole records it read.
 */
import * as z from 'zod';

/** ULID: 26 characters of Crockford base32 (ids of every stored record). */
export const ULID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export const idSchema = z.string().regex(ULID_PATTERN, { error: 'api.validation.id' });

/** A reference to another record. Extra fields a client sends along (a whole branch) are dropped. */
export const refSchema = z.object({ id: idSchema });
export type Ref = z.infer<typeof refSchema>;

/**
 * Characters no text field keeps: C0 controls (NUL included) and DEL except tab and line feed,
 * carriage returns (a line break is stored as \n alone), C1 controls, and UTF-16 surrogates that
 * are not part of a pair (lone surrogates cannot be encoded as UTF-8, e.g. in DynamoDB or mail).
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** The same, plus tab and line feed: for single-line fields. */
const CONTROL_CHARACTERS_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Removes control characters and lone surrogates. `multiLine` keeps \n and \t (and turns \r\n
 * into \n); otherwise a line break or tab becomes a space.
 */
export function stripControlCharacters(value: string, { multiLine = true }: { multiLine?: boolean } = {}): string {
  if (multiLine) return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '');
  return value.replace(/[\t\n\r]+/g, ' ').replace(CONTROL_CHARACTERS_SINGLE_LINE, '');
}

/** A string schema that cleans its value first (still a ZodString: further checks chain). */
/**
 * The clean-up of every text field as checks of one string schema. Same checks in the same order as
 * `z.string().overwrite(…).trim().max(…)`, but one schema instead of one per step: the shared schemas
 * call these helpers a hundred times at import, in every Lambda and in the browser.
 */
const cleanText = (multiLine: boolean) => [z.overwrite((value: string) => stripControlCharacters(value, { multiLine })), z.trim()] as const;

/**
 * Text of at most `max` characters, control characters and lone surrogates removed, blanks around
 * it removed. \n and \t are kept (descriptions, notes and page bodies are multi-line) unless
 * `multiLine: false`, which turns them into spaces (names, labels).
 */
export const trimmedText = (max: number, { multiLine = true }: { multiLine?: boolean } = {}) => z.string().check(...cleanText(multiLine), z.maxLength(max));
/** Text that must not be empty (after the clean-up of trimmedText). */
export const requiredText = (max: number, { multiLine = true }: { multiLine?: boolean } = {}) =>
  z.string().check(...cleanText(multiLine), z.minLength(1), z.maxLength(max));

/** Treats an empty form field as "not given". */
const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const optionalEmail = z.preprocess(emptyAsUndefined, z.email({ error: 'api.validation.email' }).max(254).optional());
export const optionalUrl = z.preprocess(
  emptyAsUndefined,
  z
    .url({ protocol: /^https?$/, error: 'api.validation.url' })
    .max(2000)
    .optional(),
);

/** Lower-case slug used in URLs (`/store/{identifier}`). */
export const identifierSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'api.validation.identifier' });

/** A URL path of the site (`/impressum`, `/site/privacy`). */
export const pathSchema = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .regex(/^\/[^\s?#]*$/, { error: 'api.validation.path' });

/** Time of day `HH:mm`; `24:00` closes at midnight. */
export const timeOfDaySchema = z.string().regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: 'api.validation.time' });

/** Calendar date `YYYY-MM-DD`. */
export const dateSchema = z.iso.date();

/** Instant with offset or `Z` (`2026-11-02T10:00:00+01:00`). */
export const dateTimeSchema = z.iso.datetime({ offset: true });

/** Amount of money in the shop currency (storefront.md §9: exact decimals, display 2 places). */
export const moneySchema = z.number().min(0).max(1_000_000);

/** Tax rate in percent (e.g. 10 or 20). */
export const taxRateSchema = z.number().min(0).max(100);

export const quantitySchema = z.number().min(0).max(1_000_000);

export const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'api.validation.color' });

/** Country options of addresses (storefront.md §5, in the spec's order), default AT. */
export { COUNTRY_CODES as COUNTRIES } from '../checkout/countries';

/**
 * A device's write-only key (a receipt printer's, a TV's): it travels in the URL the device is set
 * up with, so URL-safe (letters, digits, '-' and '_'), and at least 24 long.
 */
export const deviceKeySchema = z
  .string()
  .min(24, { error: 'api.validation.secretTooShort' })
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'api.validation.format' });

export const flag = z.boolean().default(false);
export const flagOn = z.boolean().default(true);

/** Image as referenced from records: `/image/{id}-{version}.{extension}` (storefront.md §3 "Image"). */
export const imageRefSchema = z.object({
  id: idSchema,
  version: z.number().int().min(1),
  extension: z.string().regex(/^[a-z0-9]{1,8}$/, { error: 'api.validation.format' }),
  name: trimmedText(200).optional(),
  alt: trimmedText(500).optional(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

/** File as referenced from records: `/upload/{publicHash}/{id}-{version}.{extension}` (storefront.md §3 "File"). */
export const fileRefSchema = z.object({
  id: idSchema,
  version: z.number().int().min(1),
  extension: z.string().regex(/^[a-z0-9]{1,8}$/, { error: 'api.validation.format' }),
  publicHash: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, { error: 'api.validation.format' }),
  name: trimmedText(200).optional(),
});
export type FileRef = z.infer<typeof fileRefSchema>;

/**
 * Whether a JSON value nests at most `maxDepth` objects and arrays (a scalar has depth 0, `{}` 1,
 * `{"a":[1]}` 2). Iterative and stops at the limit, so any parsed body is checked in bounded time
 * and stack, before a recursive schema walks it.
 */
export function withinDepth(value: unknown, maxDepth: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > maxDepth) return false;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return true;
}

/**
 * How deep free-form content may nest. DynamoDB stores at most 32 levels per item, and content sits
 * a few levels down (site → content → blocks → block → value), so deeper content would fail there
 * with a 500: refused with 400 first.
 */
export const MAX_CONTENT_DEPTH = 16;

/** Free-form content (page blocks, signage scenes): any JSON object, at most MAX_CONTENT_DEPTH deep. */
export const contentSchema = z
  .unknown()
  .refine((value) => withinDepth(value, MAX_CONTENT_DEPTH), { error: 'api.validation.nestingTooDeep', abort: true })
  .pipe(z.record(z.string(), z.json()));

/** Fields the server manages on every stored record. */
export const recordMeta = {
  id: z.string(),
  entityType: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** The stored record of an input schema (what GET returns). */
export const stored = <Shape extends z.ZodRawShape>(input: z.ZodObject<Shape>) => input.extend(recordMeta);

/**
 * Body of `PUT /{resource}/{id}`: the entity with its id and the version it was read at
 * (optimistic locking: a stale version gives 409).
 */
export const updateBody = <T extends z.ZodType>(input: T) => z.intersection(input, z.object({ id: z.string().optional(), version: z.number().int().min(1) }));

/** Success envelope: the client reads `data.data` (backoffice.md §7). */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** Query `?search=` shared by the filtered lists. */
export const searchQuery = { search: trimmedText(200).optional() };

/** The years a date filter may name: far beyond any order, and every date in it has a valid day after it. */
export const RANGE_YEARS = { from: 2000, to: 2100 } as const;

/** Whether a date or instant lies in RANGE_YEARS (by its calendar year as written). */
export const inRangeYears = (value: string): boolean => {
  const year = Number(value.slice(0, 4));
  return year >= RANGE_YEARS.from && year <= RANGE_YEARS.to;
};

const rangeDate = z.union([dateSchema, dateTimeSchema]).refine(inRangeYears, { error: 'api.validation.dateOutOfRange' });

/** Query `?from=&to=` of date-filtered lists: dates or instants of the years 2000 to 2100. */
export const rangeQuery = {
  from: rangeDate.optional(),
  to: rangeDate.optional(),
};
