import { describe, expect, it } from 'vitest';
import { staticClosure } from './entry-chunk';

describe('the modules of the storefront entry chunk', () => {
  // entry → layout → ui; layout → data → ui (shared); page (lazy, not an import here) → ui
  const graph: Record<string, string[]> = { entry: ['layout'], layout: ['ui', 'data'], data: ['ui'], ui: [], page: ['ui', 'purify'], purify: [] };
  const imports = (id: string) => graph[id] ?? [];

  it('follows static imports transitively, each module once, even when two paths reach it', () => {
    expect([...staticClosure(['entry'], imports)].sort()).toEqual(['data', 'entry', 'layout', 'ui']);
  });

  it('leaves out what only a lazy page imports', () => {
    expect(staticClosure(['entry'], imports).has('purify')).toBe(false);
    expect(staticClosure(['entry'], imports).has('page')).toBe(false);
  });

  it('ends on import cycles', () => {
    const cyclic: Record<string, string[]> = { a: ['b'], b: ['c'], c: ['a'] };
    expect([...staticClosure(['a'], (id) => cyclic[id] ?? [])].sort()).toEqual(['a', 'b', 'c']);
  });
});
