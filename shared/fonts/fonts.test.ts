import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  embedStylesheet,
  familyFiles,
  familyVariants,
  findFamily,
  FONT_FAMILIES,
  fontFileKey,
  fontStack,
  hasVariant,
  parseFontFilePath,
  parseStylesheetName,
  parseVariant,
  stylesheetName,
  stylesheetUrl,
  UNICODE_RANGES,
  variantId,
} from './fonts';

const roboto = findFamily('roboto')!;
const oswald = findFamily('oswald')!;
const packageDir = (id: string) => join(import.meta.dirname, '../../node_modules/@fontsource', id);

describe('variant names', () => {
  it('formats and parses variant ids', () => {
    expect(variantId({ weight: 400, style: 'normal' })).toBe('400');
    expect(variantId({ weight: 700, style: 'italic' })).toBe('700italic');
    expect(parseVariant('700italic')).toEqual({ weight: 700, style: 'italic' });
    expect(parseVariant('100')).toEqual({ weight: 100, style: 'normal' });
    expect(parseVariant('regular')).toEqual({ weight: 400, style: 'normal' });
    expect(parseVariant('italic')).toEqual({ weight: 400, style: 'italic' });
    for (const bad of ['', '450', '1000', '700bold', '0', 'Italic', '700 italic', '070']) expect(parseVariant(bad), bad).toBeUndefined();
  });

  it('formats and parses stylesheet names', () => {
    expect(stylesheetName({ weight: 700, style: 'italic' })).toBe('style-700italic.embed.css');
    expect(parseStylesheetName('style-700.embed.css')).toEqual({ weight: 700, style: 'normal' });
    expect(parseStylesheetName('style-regular.embed.css')).toEqual({ weight: 400, style: 'normal' });
    for (const bad of ['style-700.css', '700.embed.css', 'style-.embed.css', 'style-700.embed.css.map', '../style-700.embed.css'])
      expect(parseStylesheetName(bad), bad).toBeUndefined();
    expect(stylesheetUrl(roboto, { weight: 700, style: 'normal' })).toBe('/api/fonts/google/roboto/style-700.embed.css');
  });

  it('finds a family by id or by its name in any case', () => {
    expect(findFamily('open-sans')?.name).toBe('Open Sans');
    expect(findFamily('Open Sans')?.id).toBe('open-sans');
    expect(findFamily('open+sans')?.id).toBe('open-sans');
    expect(findFamily('Roboto')?.id).toBe('roboto');
    expect(findFamily('comic-sans')).toBeUndefined();
    expect(findFamily('')).toBeUndefined();
  });

  it('lists a family’s variants weight by weight, normal first', () => {
    expect(familyVariants(findFamily('lato')!).map(variantId)).toEqual([
      '100',
      '100italic',
      '300',
      '300italic',
      '400',
      '400italic',
      '700',
      '700italic',
      '900',
      '900italic',
    ]);
    expect(familyVariants(oswald).map(variantId)).toEqual(['200', '300', '400', '500', '600', '700']);
    expect(hasVariant(oswald, { weight: 400, style: 'italic' })).toBe(false);
    expect(hasVariant(oswald, { weight: 100, style: 'normal' })).toBe(false);
    expect(hasVariant(roboto, { weight: 100, style: 'italic' })).toBe(true);
    expect(fontStack(findFamily('playfair-display')!)).toBe("'Playfair Display', serif");
  });
});

describe('font files', () => {
  it('puts the package version into the address', () => {
    expect(fontFileKey(roboto, 'latin', { weight: 700, style: 'normal' })).toBe('font/roboto/5.3.0/roboto-latin-700-normal.woff2');
    expect(fontFileKey(findFamily('source-sans-3')!, 'latin-ext', { weight: 200, style: 'italic' })).toBe(
      'font/source-sans-3/5.3.1/source-sans-3-latin-ext-200-italic.woff2',
    );
    expect(familyFiles(oswald)).toHaveLength(12);
    expect(familyFiles(roboto)).toHaveLength(36);
  });

  it('parses only addresses of files the stylesheets name', () => {
    expect(parseFontFilePath('/font/roboto/5.3.0/roboto-latin-700-normal.woff2')).toEqual({ family: roboto, fileName: 'roboto-latin-700-normal.woff2' });
    for (const bad of [
      '/font/roboto/5.2.0/roboto-latin-700-normal.woff2',
      '/font/roboto/5.3.0/roboto-cyrillic-700-normal.woff2',
      '/font/roboto/5.3.0/roboto-latin-700-normal.woff',
      '/font/roboto/5.3.0/../package.json',
      '/font/oswald/5.3.0/oswald-latin-400-italic.woff2',
      '/font/arial/1.0.0/arial-latin-400-normal.woff2',
    ])
      expect(parseFontFilePath(bad), bad).toBeUndefined();
  });

  it('writes one @font-face per subset, on our origin only', () => {
    expect(embedStylesheet(roboto, { weight: 700, style: 'italic' })).toBe(`/* roboto-latin-ext-700-italic */
@font-face {
  font-family: 'Roboto';
  font-style: italic;
  font-weight: 700;
  font-display: swap;
  src: url(/font/roboto/5.3.0/roboto-latin-ext-700-italic.woff2) format('woff2');
  unicode-range: ${UNICODE_RANGES['latin-ext']};
}

/* roboto-latin-700-italic */
@font-face {
  font-family: 'Roboto';
  font-style: italic;
  font-weight: 700;
  font-display: swap;
  src: url(/font/roboto/5.3.0/roboto-latin-700-italic.woff2) format('woff2');
  unicode-range: ${UNICODE_RANGES.latin};
}
`);
  });
});

describe('the installed Fontsource packages', () => {
  it.each(FONT_FAMILIES.map((family) => [family.id, family] as const))('%s: version, weights, styles, files and ranges match the package', (id, family) => {
    const pkg = JSON.parse(readFileSync(join(packageDir(id), 'package.json'), 'utf8')) as { version: string };
    const metadata = JSON.parse(readFileSync(join(packageDir(id), 'metadata.json'), 'utf8')) as {
      family: string;
      weights: number[];
      styles: string[];
      subsets: string[];
    };
    expect(family.version).toBe(pkg.version);
    expect(family.name).toBe(metadata.family);
    expect([...family.weights]).toEqual(metadata.weights);
    expect([...family.styles].sort()).toEqual([...metadata.styles].sort());
    expect(metadata.subsets).toEqual(expect.arrayContaining(['latin', 'latin-ext']));
    for (const file of familyFiles(family)) expect(() => readFileSync(join(packageDir(id), 'files', file.fileName)), file.fileName).not.toThrow();
    // The package's own stylesheet of the variant has the same ranges as ours.
    const packageCss = readFileSync(join(packageDir(id), `${family.weights[0]}.css`), 'utf8');
    const ours = embedStylesheet(family, { weight: family.weights[0]!, style: 'normal' });
    for (const subset of ['latin', 'latin-ext']) {
      const range = (css: string) => new RegExp(`${id}-${subset}-\\d+-normal \\*/[^}]*unicode-range: ([^;]+);`).exec(css)?.[1];
      expect(range(ours), subset).toBe(range(packageCss));
    }
  });
});
