/** The edges of /api/fonts: its path parameters and its list answer, which the back office parses. */
import * as z from 'zod';

/** Any text up to a sane length: an unknown family or stylesheet is a 404, not a 400. */
export const fontListParamsSchema = z.object({
  family: z.string().min(1).max(100),
  stylesheet: z.string().min(1).max(100),
});

export const fontVariantSchema = z.object({
  /** `400`, `700italic` (shared/fonts/fonts.ts variantId). */
  id: z.string(),
  weight: z.number().int(),
  style: z.enum(['normal', 'italic']),
  /** The weight's name (backoffice.md §9): "Bold". */
  weightName: z.string(),
  /** "700 Bold kursiv". */
  label: z.string(),
  /** `/api/fonts/google/roboto/style-700italic.embed.css` */
  stylesheetUrl: z.string(),
});

export const fontFamilySchema = z.object({
  /** The id in URLs: `open-sans`. */
  family: z.string(),
  /** The CSS family name: "Open Sans". */
  name: z.string(),
  category: z.enum(['sans-serif', 'serif']),
  categoryLabel: z.string(),
  /** The CSS `font-family` value with its fallback. */
  fontFamily: z.string(),
  variants: z.array(fontVariantSchema),
});
export type FontFamilyEntry = z.infer<typeof fontFamilySchema>;

export const fontListSchema = z.array(fontFamilySchema);
