/**
 * The font families the website may use and how their files are addressed (backoffice.md §7
 * "GET /fonts; GET /fonts/google/{family}/style-{variant}.embed.css", §9 font weights).
 *
 * Decisions:
 * - The families are the installed Fontsource packages (@fontsource/<id>): Google fonts, but
 *   served from the shop's own origin, so no visitor's request ever reaches Google (GDPR; LG
 *   München, 2022). Their weights and styles are copied here from each package's metadata.json
 *   (fonts.test.ts compares them, and the package versions, with node_modules).
 * - A variant is a weight and a style: id `400` (normal) or `700italic`, as Google names them;
 *   `regular` and `italic` are read as `400` and `400italic`. The stylesheet of one variant is
 *   `style-{variant}.embed.css`.
 * - Only the latin and latin-ext subsets are offered (German and its neighbours); each has its
 *   `unicode-range`, so a browser downloads latin-ext only for a page that needs it.
 * - A font file's address carries its package version (`/font/roboto/5.3.0/roboto-latin-700-normal.woff2`):
 *   Fontsource's file names do not, and the files are cached for a year as immutable. A package
 *   update gives new addresses; old files stay in the bucket for stylesheets still cached.
 */

export const FONT_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];
export type FontStyle = 'normal' | 'italic';
export const FONT_SUBSETS = ['latin', 'latin-ext'] as const;
export type FontSubset = (typeof FONT_SUBSETS)[number];

export interface FontFamily {
  /** The Fontsource package's id: `@fontsource/{id}`, and the family in our URLs. */
  id: string;
  /** The CSS `font-family` name. */
  name: string;
  category: 'sans-serif' | 'serif';
  /** The installed package version; part of every file address. */
  version: string;
  weights: readonly FontWeight[];
  styles: readonly FontStyle[];
  /** `unicode-range` per subset where the package's differs from UNICODE_RANGES. */
  unicodeRanges?: Partial<Record<FontSubset, string>>;
}

/** Google's ranges of the two subsets, as Fontsource writes them. */
export const UNICODE_RANGES: Readonly<Record<FontSubset, string>> = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
};

const ALL: readonly FontWeight[] = FONT_WEIGHTS;
const BOTH: readonly FontStyle[] = ['normal', 'italic'];

export const FONT_FAMILIES: readonly FontFamily[] = [
  { id: 'roboto', name: 'Roboto', category: 'sans-serif', version: '5.3.0', weights: ALL, styles: BOTH },
  { id: 'open-sans', name: 'Open Sans', category: 'sans-serif', version: '5.3.0', weights: [300, 400, 500, 600, 700, 800], styles: BOTH },
  { id: 'lato', name: 'Lato', category: 'sans-serif', version: '5.3.0', weights: [100, 300, 400, 700, 900], styles: BOTH },
  { id: 'montserrat', name: 'Montserrat', category: 'sans-serif', version: '5.3.0', weights: ALL, styles: BOTH },
  { id: 'oswald', name: 'Oswald', category: 'sans-serif', version: '5.3.0', weights: [200, 300, 400, 500, 600, 700], styles: ['normal'] },
  { id: 'playfair-display', name: 'Playfair Display', category: 'serif', version: '5.3.0', weights: [400, 500, 600, 700, 800, 900], styles: BOTH },
  { id: 'merriweather', name: 'Merriweather', category: 'serif', version: '5.3.0', weights: [300, 400, 500, 600, 700, 800, 900], styles: BOTH },
  {
    id: 'source-sans-3',
    name: 'Source Sans 3',
    category: 'sans-serif',
    version: '5.3.1',
    weights: [200, 300, 400, 500, 600, 700, 800, 900],
    styles: BOTH,
    unicodeRanges: {
      'latin-ext':
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C4,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  },
];

export interface FontVariant {
  weight: FontWeight;
  style: FontStyle;
}

/** `400`, `700italic`. */
export const variantId = ({ weight, style }: FontVariant): string => (style === 'italic' ? `${weight}italic` : String(weight));

/** A variant id (or Google's `regular` / `italic`) as weight and style; undefined when it is none. */
export function parseVariant(text: string): FontVariant | undefined {
  if (text === 'regular') return { weight: 400, style: 'normal' };
  if (text === 'italic') return { weight: 400, style: 'italic' };
  const match = /^([1-9]00)(italic)?$/.exec(text);
  if (!match) return undefined;
  return { weight: Number(match[1]) as FontWeight, style: match[2] ? 'italic' : 'normal' };
}

/** The family by its id (`open-sans`) or its name in any case (`Open Sans`, as Google's URLs name it). */
export function findFamily(text: string): FontFamily | undefined {
  const wanted = text.trim().toLowerCase();
  return FONT_FAMILIES.find(
    (family) => family.id === wanted || family.name.toLowerCase() === wanted || family.name.toLowerCase().replaceAll(' ', '+') === wanted,
  );
}

/** Every variant a family has, weights ascending, normal before italic. */
export function familyVariants(family: FontFamily): FontVariant[] {
  const styles = (['normal', 'italic'] as const).filter((style) => family.styles.includes(style));
  return family.weights.flatMap((weight) => styles.map((style) => ({ weight, style })));
}

export const hasVariant = (family: FontFamily, variant: FontVariant): boolean =>
  family.weights.includes(variant.weight) && family.styles.includes(variant.style);

const STYLESHEET = /^style-([a-z0-9]+)\.embed\.css$/;

/** `style-700italic.embed.css`. */
export const stylesheetName = (variant: FontVariant): string => `style-${variantId(variant)}.embed.css`;

/** The variant named by a stylesheet file name; undefined for any other name. */
export function parseStylesheetName(name: string): FontVariant | undefined {
  const match = STYLESHEET.exec(name);
  return match ? parseVariant(match[1]!) : undefined;
}

/** `/api/fonts/google/roboto/style-700.embed.css`. */
export const stylesheetUrl = (family: FontFamily, variant: FontVariant): string => `/api/fonts/google/${family.id}/${stylesheetName(variant)}`;

/** Fontsource's file name: `roboto-latin-ext-700-italic.woff2`. */
export const fontFileName = (family: FontFamily, subset: FontSubset, variant: FontVariant): string =>
  `${family.id}-${subset}-${variant.weight}-${variant.style}.woff2`;

/** Key prefix of the font files in the media bucket, and the first URL segment. */
export const FONT_PREFIX = 'font/';

/** `font/roboto/5.3.0/roboto-latin-700-normal.woff2` (S3 key; with a leading slash the URL path). */
export const fontFileKey = (family: FontFamily, subset: FontSubset, variant: FontVariant): string =>
  `${FONT_PREFIX}${family.id}/${family.version}/${fontFileName(family, subset, variant)}`;

/** Every file a family's stylesheets name: latin and latin-ext of each variant. */
export function familyFiles(family: FontFamily): Array<{ key: string; fileName: string }> {
  return familyVariants(family).flatMap((variant) =>
    FONT_SUBSETS.map((subset) => ({ key: fontFileKey(family, subset, variant), fileName: fontFileName(family, subset, variant) })),
  );
}

/** A font file's URL path split into its parts; undefined unless it names a file of a family's current version. */
export function parseFontFilePath(path: string): { family: FontFamily; fileName: string } | undefined {
  const match = /^\/font\/([a-z0-9-]+)\/([0-9.]+)\/([a-z0-9-]+\.woff2)$/.exec(path);
  if (!match) return undefined;
  const family = FONT_FAMILIES.find((candidate) => candidate.id === match[1]);
  if (!family || family.version !== match[2]) return undefined;
  const fileName = match[3]!;
  return familyFiles(family).some((file) => file.fileName === fileName) ? { family, fileName } : undefined;
}

/**
 * The stylesheet of one variant: an `@font-face` per subset (latin-ext first, as Google orders
 * them), `font-display: swap`, WOFF2 from our own origin.
 */
export function embedStylesheet(family: FontFamily, variant: FontVariant): string {
  const subsets: FontSubset[] = ['latin-ext', 'latin'];
  return subsets
    .map((subset) =>
      [
        `/* ${family.id}-${subset}-${variant.weight}-${variant.style} */`,
        '@font-face {',
        `  font-family: '${family.name}';`,
        `  font-style: ${variant.style};`,
        `  font-weight: ${variant.weight};`,
        '  font-display: swap;',
        `  src: url(/${fontFileKey(family, subset, variant)}) format('woff2');`,
        `  unicode-range: ${family.unicodeRanges?.[subset] ?? UNICODE_RANGES[subset]};`,
        '}',
      ].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}

/** The CSS `font-family` value with its fallback: `'Playfair Display', serif`. */
export const fontStack = (family: FontFamily): string => `'${family.name}', ${family.category}`;
