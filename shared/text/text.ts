/** Optional texts of records and forms: a value counts only when it has more than white space. */

/** True for a string with at least one non-blank character. */
export const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The trimmed string, or undefined for anything else (blank strings, numbers, missing values). */
export const filledText = (value: unknown): string | undefined => (hasText(value) ? value.trim() : undefined);
