import { describe, expect, it } from 'vitest';
import { lazyKeysIn, unregisteredTexts } from './lazy-texts';

describe('the lazy keys a module names', () => {
  const keys = new Set(['store.cart.title', 'allergen.A', 'allergen.B']);

  it('finds literal keys in either quote and template heads some key starts with', () => {
    const code = `t('store.cart.title'); t("store.cart.title"); t(\`allergen.\${code}\`); t('web.home'); t(\`time.weekday.\${name}\`)`;
    expect(lazyKeysIn(code, keys).sort()).toEqual(['allergen.…', 'store.cart.title']);
  });

  it('ignores keys of the entry, paths and plain words', () => {
    expect(lazyKeysIn(`t('web.home'); import('./store.cart.title.js'); const a = 'store';`, keys)).toEqual([]);
  });
});

describe('chunks using lazy texts without their registration', () => {
  // entry → layout; store (lazy) → cart → texts; status (lazy) → lines (uses a key, no texts)
  const graph: Record<string, string[]> = { entry: ['layout'], layout: [], store: ['texts', 'cart'], cart: [], texts: [], status: ['lines'], lines: [] };
  const used: Record<string, string[]> = { cart: ['store.cart.title'], lines: ['store.cart.title'] };
  const check = (roots: string[], uses = used) => unregisteredTexts({ roots, importedIds: (id) => graph[id] ?? [], keysOf: (id) => uses[id] ?? [] }, 'texts');

  it('accepts a chunk that imports the registration and an entry that uses none', () => {
    expect(check(['entry', 'store'])).toEqual([]);
  });

  it('names the module and the root of a chunk that does not', () => {
    expect(check(['entry', 'store', 'status'])).toEqual([{ root: 'status', module: 'lines', keys: ['store.cart.title'] }]);
  });

  it('refuses an entry module that uses a lazy key', () => {
    expect(check(['entry'], { layout: ['allergen.…'] })).toEqual([{ root: 'entry', module: 'layout', keys: ['allergen.…'] }]);
  });
});
