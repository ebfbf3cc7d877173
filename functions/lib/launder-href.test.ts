/**
 * The Lambdas' stand-in for launder (./launder-href.cjs) decides every href as launder does: the
 * rich-text tests run against launder itself, the bundles against the stand-in.
 */
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
type NaughtyHref = (href: unknown, options?: { allowedSchemes?: string[]; allowProtocolRelative?: boolean }) => boolean;
const launder = (require('launder') as { naughtyHref: NaughtyHref }).naughtyHref;
const standIn = (require('./launder-href.cjs') as { naughtyHref: NaughtyHref }).naughtyHref;

// The options functions/lib/rich-text.ts gives sanitize-html (for links and for images), and launder's defaults.
const OPTION_SETS = [
  { allowedSchemes: ['http', 'https', 'mailto', 'tel'], allowProtocolRelative: false },
  { allowedSchemes: ['https'], allowProtocolRelative: false },
  {},
  { allowedSchemes: ['https'], allowProtocolRelative: true },
];

const TRICKY = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\u0000script:alert(1)',
  'java<!-- x -->script:alert(1)',
  'java<!--script:alert(1)',
  '<!---->data:text/html,x',
  'vbscript:msgbox',
  'data:image/png;base64,AAAA',
  '//evil.example/x',
  '\\\\evil.example/x',
  '/\\evil.example',
  ' //evil.example',
  '/image/abc.webp',
  '#anchor',
  '?q=1',
  'https://shop.example/',
  'HTTPS://shop.example/',
  'mailto:info@shop.example',
  'tel:+43664123',
  'ftp://files.example',
  'sms:+43',
  'shop.example/path',
  'a:b',
  '1http:x',
  '',
  '\u00a0javascript:alert(1)',
];

describe('the Lambdas’ naughtyHref', () => {
  it.each(OPTION_SETS.flatMap((options) => TRICKY.map((href) => [href, options] as const)))('%j with %j as launder decides', (href, options) => {
    expect(standIn(href, options)).toBe(launder(href, options));
  });

  it('refuses what rich text must never link', () => {
    const links = OPTION_SETS[0];
    for (const href of ['javascript:alert(1)', 'java\tscript:x', 'java<!-- -->script:x', 'data:text/html,x', '//evil.example']) {
      expect(standIn(href, links)).toBe(true);
    }
    expect(standIn('/site/imprint', links)).toBe(false);
  });

  it('agrees with launder on any text built from the characters that matter', () => {
    const pieces = fc.constantFrom(
      'java',
      'script',
      'https',
      'data',
      ':',
      '/',
      '\\',
      '<!--',
      '-->',
      ' ',
      '\t',
      '\n',
      '\u0000',
      'a',
      'A',
      '.',
      '+',
      '-',
      '1',
      '#',
      '?',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), fc.constantFrom(...OPTION_SETS), (parts, options) => {
        const href = parts.join('');
        expect(standIn(href, options)).toBe(launder(href, options));
      }),
      { numRuns: 3000 },
    );
  });

  it('passes anything that is not a string, as launder does', () => {
    expect(standIn(undefined)).toBe(launder(undefined));
    expect(standIn(42)).toBe(false);
  });
});
