/**
 * The font families a template's text can use, as far as drawing needs them: the CSS family name
 * and generic fallback of the shop's families (shared/fonts/fonts.ts, the ids of `GET /api/fonts`),
 * how wide each runs compared with an average sans serif (for fitting text without a browser),
 * and the stylesheet that loads a variant.
 *
 * An id not among the families (one added later, an old record's free text such as "Roboto Slab")
 * draws with its own name first and a generic family after it, and is measured as an average
 * sans serif.
 */
import { FONT_FAMILIES, stylesheetUrl, type FontFamily, type FontWeight } from '../fonts/fonts';

export interface TemplateFontFamily {
  /** CSS family name, as the `@font-face` rules of the fonts route name it. */
  cssName: string;
  generic: 'sans-serif' | 'serif';
  /** Width relative to an average sans serif (1): Oswald is condensed, Montserrat wide. */
  widthFactor: number;
  /** The shop's family, when it is one (its stylesheets can be loaded). */
  family?: FontFamily;
}

/** Estimated from the families' average advance widths; unlisted families count as 1. */
const WIDTH_FACTORS: Readonly<Record<string, number>> = {
  'open-sans': 1.07,
  lato: 0.97,
  montserrat: 1.15,
  oswald: 0.78,
  'source-sans-3': 0.93,
  'playfair-display': 1.02,
  merriweather: 1.12,
};

/** Without a family: the default sans serif of the device. */
export const DEFAULT_TEMPLATE_FONT: TemplateFontFamily = { cssName: 'sans-serif', generic: 'sans-serif', widthFactor: 1 };

/** The family of an id; an unknown name is used as written (with a generic fallback). */
export function templateFontFamily(id: string | undefined): TemplateFontFamily {
  const trimmed = id?.trim();
  if (!trimmed) return DEFAULT_TEMPLATE_FONT;
  const family = FONT_FAMILIES.find((candidate) => candidate.id === trimmed.toLowerCase());
  if (family) return { cssName: family.name, generic: family.category, widthFactor: WIDTH_FACTORS[family.id] ?? 1, family };
  // A name written by hand: only letters, digits, blanks and hyphens reach the CSS.
  const cssName = trimmed.replace(/[^\p{L}\p{N} -]/gu, '').trim();
  if (!cssName) return DEFAULT_TEMPLATE_FONT;
  return { cssName, generic: /serif/i.test(cssName) && !/sans/i.test(cssName) ? 'serif' : 'sans-serif', widthFactor: 1 };
}

/** The CSS `font-family` value: `'Oswald', sans-serif`. */
export function cssFontFamily(font: TemplateFontFamily): string {
  return font.cssName === font.generic ? font.generic : `'${font.cssName}', ${font.generic}`;
}

/**
 * The stylesheet of the family's variant nearest to `weight` (upright), e.g.
 * `/api/fonts/google/oswald/style-700.embed.css`; undefined for a family that is not the shop's.
 */
export function templateFontStylesheet(font: TemplateFontFamily, weight: number): string | undefined {
  const family = font.family;
  if (!family || !family.styles.includes('normal') || family.weights.length === 0) return undefined;
  const nearest = family.weights.reduce<FontWeight>(
    (best, candidate) => (Math.abs(candidate - weight) < Math.abs(best - weight) ? candidate : best),
    family.weights[0]!,
  );
  return stylesheetUrl(family, { weight: nearest, style: 'normal' });
}
