import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LOGGED_TEXT, applyChanges, boundedChanges, diff, isSecretField, pathLabel, withoutSecrets } from './diff';

describe('diff', () => {
  it('names the one changed price', () => {
    expect(diff({ name: 'Käsekrainer', price: 3.9 }, { name: 'Käsekrainer', price: 4.2 })).toEqual([{ path: ['price'], before: 3.9, after: 4.2 }]);
  });

  it('goes into objects and same-length arrays, and takes a resized array whole', () => {
    const before = {
      variants: [
        { name: '100 g', price: 2 },
        { name: '250 g', price: 4.5 },
      ],
      tags: [{ id: 'a' }],
      meta: { color: '#000000' },
    };
    const after = {
      variants: [
        { name: '100 g', price: 2 },
        { name: '250 g', price: 4.9 },
      ],
      tags: [{ id: 'a' }, { id: 'b' }],
      meta: { color: '#333333' },
    };
    expect(diff(before, after)).toEqual([
      { path: ['meta', 'color'], before: '#000000', after: '#333333' },
      { path: ['tags'], before: [{ id: 'a' }], after: [{ id: 'a' }, { id: 'b' }] },
      { path: ['variants', 1, 'price'], before: 4.5, after: 4.9 },
    ]);
  });

  it('lists every field of a created record as after only and of a deleted one as before only', () => {
    expect(diff({}, { name: 'Leberkäse', isEnabled: true })).toEqual([
      { path: ['isEnabled'], after: true },
      { path: ['name'], after: 'Leberkäse' },
    ]);
    expect(diff({ name: 'Leberkäse' }, {})).toEqual([{ path: ['name'], before: 'Leberkäse' }]);
  });

  it('finds nothing when nothing changed', () => {
    expect(diff({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toEqual([]);
  });

  it('records that a secret changed but never its value, at any depth', () => {
    const changes = diff(
      { name: 'Anna', accessTokenHash: 'aaa', device: { keyHash: 'k1' }, staff: [{ password: 'alt' }] },
      { name: 'Anna', accessTokenHash: 'bbb', device: { keyHash: 'k2' }, staff: [{ password: 'neu' }] },
    );
    expect(changes).toEqual([
      { path: ['accessTokenHash'], redacted: true },
      { path: ['device', 'keyHash'], redacted: true },
      { path: ['staff', 0, 'password'], redacted: true },
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/aaa|bbb|k1|k2|alt|neu/);
  });

  it('leaves secrets out of a whole value that changed (a created record, a resized list)', () => {
    expect(diff({}, { screen: { apiKeyHash: 'h', name: 'Theke' } })).toEqual([{ path: ['screen'], after: { name: 'Theke' } }]);
    expect(diff({ keys: [] }, { keys: [{ apiKey: 'geheim', label: 'Tablet' }] })).toEqual([{ path: ['keys'], before: [], after: [{ label: 'Tablet' }] }]);
  });
});

describe('isSecretField', () => {
  it.each([
    'accessTokenHash',
    'apiKeyHash',
    'keyHash',
    'publicHash',
    'tokenHash',
    'password',
    'newPassword',
    'accessToken',
    'token',
    'clientSecret',
    'apiKey',
    'key',
    'privateKey',
    'credentials',
    'pin',
  ])('%s is secret', (name) => expect(isSecretField(name)).toBe(true));
  // "keyword", "monkey" and "spin" merely contain the letters of a secret's name.
  it.each(['name', 'price', 'keyword', 'identifier', 'monkey', 'spin'])('%s is not', (name) => expect(isSecretField(name)).toBe(false));
});

describe('boundedChanges', () => {
  it('cuts long texts and whole values to MAX_LOGGED_TEXT characters', () => {
    const long = 'x'.repeat(MAX_LOGGED_TEXT + 5);
    expect(boundedChanges([{ path: ['text'], before: 'kurz', after: long }])).toEqual([
      { path: ['text'], before: 'kurz', after: `${'x'.repeat(MAX_LOGGED_TEXT)}…` },
    ]);
    const [bounded] = boundedChanges([{ path: ['list'], after: Array.from({ length: 500 }, (_, index) => index) }]);
    expect(String(bounded!.after)).toHaveLength(MAX_LOGGED_TEXT + 1);
  });
});

it('pathLabel joins with dots', () => expect(pathLabel(['variants', 1, 'price'])).toBe('variants.1.price'));

// Records as JSON has them: objects with plain field names (some secret), arrays, scalars.
const fieldName = fc.constantFrom('name', 'price', 'variants', 'tags', 'isEnabled', 'accessTokenHash', 'apiKey', 'password', 'color', 'token');
const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null), tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 3 }),
  object: fc.dictionary(fieldName, tie('value'), { maxKeys: 4 }),
})).object;
const SECRET_VALUE = 'GEHEIM-WERT';
/** Records whose secret fields hold a marker, to prove no marker reaches a change. */
const withMarkers = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withMarkers);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, isSecretField(key) ? `${SECRET_VALUE}-${JSON.stringify(item)}` : withMarkers(item)]),
  );
};

describe('diff properties', () => {
  it('applying diff(a, b) to a gives b (secrets aside)', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        expect(applyChanges(withoutSecrets(a), diff(a, b))).toEqual(withoutSecrets(b));
      }),
    );
  });

  it('never carries a secret field or value', () => {
    fc.assert(
      fc.property(json.map(withMarkers), json.map(withMarkers), (a, b) => {
        const text = JSON.stringify(diff(a, b));
        expect(text).not.toContain(SECRET_VALUE);
        for (const change of diff(a, b)) {
          if (!change.redacted) expect(JSON.stringify([change.before, change.after])).not.toMatch(/"(accessTokenHash|apiKey|password|token)"/);
        }
      }),
    );
  });

  it('is empty exactly when the records are equal', () => {
    fc.assert(
      fc.property(json, (a) => {
        expect(diff(a, structuredClone(a))).toEqual([]);
      }),
    );
  });
});
