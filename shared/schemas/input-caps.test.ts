/**
 * Input caps of the shared schemas (docs/headers-and-edges.md): text fields lose control
 * characters and lone surrogates, free-form content and navigations have a depth limit, and date
 * filters stay within the years 2000–2100. Each refusal is a 400 with a German message.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CONTENT_DEPTH, rangeQuery, requiredText, stripControlCharacters, trimmedText, withinDepth } from './common';
import { blockInputSchema, MAX_NAVIGATION_LEVELS, navigationInputSchema, siteInputSchema } from './content';
import { issuesToErrors } from './errors';
import * as z from 'zod';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { reportInput: true });
  return result.success ? [] : issuesToErrors(result.error.issues);
};

describe('text fields: control characters and lone surrogates', () => {
  it.each([
    ['Gruber\u0000', 'Gruber'],
    ['Gru\u0007ber', 'Gruber'],
    ['Zeile 1\nZeile 2', 'Zeile 1\nZeile 2'],
    ['Zeile 1\r\nZeile 2', 'Zeile 1\nZeile 2'],
    ['Spalte\tWert', 'Spalte\tWert'],
    ['Escape\u001b[31m', 'Escape[31m'],
    ['DEL\u007f und C1\u0085\u009f', 'DEL und C1'],
    ['Wurst \ud800', 'Wurst'],
    ['\udc00Speck', 'Speck'],
    ['Emoji 🥩 bleibt', 'Emoji 🥩 bleibt'],
    ['Umlaute äöüß und „Anführung“', 'Umlaute äöüß und „Anführung“'],
  ])('trimmedText cleans %j to %j', (input, expected) => {
    expect(trimmedText(200).parse(input)).toBe(expected);
  });

  it('turns line breaks and tabs into spaces in single-line text', () => {
    expect(trimmedText(200, { multiLine: false }).parse('Fleischerei\nGruber\tGraz\u0000')).toBe('Fleischerei Gruber Graz');
    expect(stripControlCharacters('a\r\nb', { multiLine: false })).toBe('a b');
  });

  it('refuses a required text that is only control characters, in German', () => {
    expect(errorsOf(requiredText(200), '\u0000\u0001 ')).toEqual([{ code: 'validation.required', message: expect.stringMatching(/[A-ZÄÖÜ]/) }]);
  });

  it('keeps the limits and the chainable string checks', () => {
    expect(errorsOf(trimmedText(3), 'Wurst')).toHaveLength(1);
    expect(
      requiredText(20)
        .regex(/^[a-z]+$/)
        .parse('abc\u0000'),
    ).toBe('abc');
  });

  it('leaves no control character (except \\n, \\t) and no lone surrogate in any string', () => {
    const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (input) => {
        const cleaned = trimmedText(1000).parse(input);
        expect(cleaned).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
        expect(cleaned).not.toMatch(lone);
        // UTF-8 round trip: what DynamoDB and mail store is what was validated.
        expect(Buffer.from(cleaned, 'utf8').toString('utf8')).toBe(cleaned);
        // Idempotent: cleaning again changes nothing.
        expect(trimmedText(1000).parse(cleaned)).toBe(cleaned);
      }),
    );
  });

  it('keeps every printable text as it was (apart from blanks at the ends)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'ß', ' ', '\n', '\t', '🥩', '€', '-') }), (input) => {
        expect(trimmedText(1000).parse(input)).toBe(input.trim());
      }),
    );
  });
});

/** `depth` nested objects: {a:{a:{…}}}. */
const nested = (depth: number): Record<string, unknown> => {
  let value: Record<string, unknown> = {};
  for (let level = 1; level < depth; level += 1) value = { a: value };
  return value;
};

/** A navigation item with `levels` levels of groups. */
const navigation = (levels: number) => {
  let item: Record<string, unknown> = { type: 'link', label: 'Ende', target: 'https://example.org' };
  for (let level = 1; level < levels; level += 1) item = { type: 'group', label: `Ebene ${levels - level}`, children: [item] };
  return { identifier: 'mainMenu', items: [item] };
};

const NESTING = [{ code: 'validation.nestingTooDeep', message: 'Der Inhalt ist zu tief verschachtelt.' }];

describe('nesting depth', () => {
  it('measures JSON depth without recursion, also for very deep values', () => {
    expect(withinDepth('text', 0)).toBe(true);
    expect(withinDepth({}, 1)).toBe(true);
    expect(withinDepth({ a: [1] }, 1)).toBe(false);
    expect(withinDepth({ a: [1] }, 2)).toBe(true);
    let deep: unknown = [];
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(withinDepth(deep, 16)).toBe(false);
  });

  it(`accepts block content of ${MAX_CONTENT_DEPTH} levels and refuses 40 levels with 400 in German`, () => {
    expect(blockInputSchema.safeParse({ identifier: 'tief', name: 'Tief', content: nested(MAX_CONTENT_DEPTH) }).success).toBe(true);
    expect(errorsOf(blockInputSchema, { identifier: 'tief', name: 'Tief', content: nested(40) })).toEqual([{ ...NESTING[0], field: 'content' }]);
    expect(errorsOf(blockInputSchema, { identifier: 'tief', name: 'Tief', content: nested(MAX_CONTENT_DEPTH + 1) })).toHaveLength(1);
  });

  it('refuses deep content inside a site block', () => {
    const site = { type: 'default', path: '/tief', name: 'Tief', content: { blocks: [{ type: 'text', value: nested(40) }] } };
    expect(errorsOf(siteInputSchema, site)).toEqual([{ ...NESTING[0], field: 'content.blocks.0.value' }]);
  });

  it(`accepts navigations of ${MAX_NAVIGATION_LEVELS} levels and refuses 15 levels with 400 in German`, () => {
    expect(navigationInputSchema.safeParse(navigation(MAX_NAVIGATION_LEVELS)).success).toBe(true);
    expect(errorsOf(navigationInputSchema, navigation(MAX_NAVIGATION_LEVELS + 1))).toEqual([{ ...NESTING[0], field: 'items' }]);
    expect(errorsOf(navigationInputSchema, navigation(15))).toEqual([{ ...NESTING[0], field: 'items' }]);
  });
});

describe('date filters: the years 2000 to 2100', () => {
  const query = z.object(rangeQuery);
  const OUT = { code: 'validation.dateOutOfRange', message: 'Bitte geben Sie ein Datum zwischen den Jahren 2000 und 2100 an.' };

  it('accepts dates and instants of 2000 to 2100', () => {
    expect(query.parse({ from: '2000-01-01', to: '2100-12-31' })).toEqual({ from: '2000-01-01', to: '2100-12-31' });
    expect(query.safeParse({ from: '2026-11-02T10:00:00+01:00' }).success).toBe(true);
  });

  it.each(['9999-12-31', '1999-12-31', '0000-01-01', '2101-01-01', '9999-12-31T23:59:59Z'])('refuses %s in German', (date) => {
    expect(errorsOf(query, { to: date })).toEqual([{ ...OUT, field: 'to' }]);
  });
});
