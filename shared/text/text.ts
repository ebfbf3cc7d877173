/** Optional texts of records and forms: a value counts only when it has more than white space. */

/** True for a string with at least one non-blank character. */
export const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The trimmed string, or undefined for anything else (blank strings, numbers, missing values). */
export const filledText = (value: unknown): string | undefined => (hasText(value) ? value.trim() : undefined);

/** A German text as part of a file name or path: 'Sabine Höller' → 'sabine-hoeller'. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
