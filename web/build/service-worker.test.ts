import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { buildServiceWorker, entryFiles } from './service-worker';

const chunk = (fileName: string, imports: string[], css: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
});

describe('the precache list of the storefront build', () => {
  it('holds the entry, what it imports statically and their CSS; not the lazy pages', () => {
    const bundle = {
      'assets/storefront-a1.js': chunk('assets/storefront-a1.js', ['assets/data-b2.js'], ['assets/storefront-c3.css'], true),
      'assets/data-b2.js': chunk('assets/data-b2.js', ['assets/storefront-a1.js']),
      'assets/StorePage-d4.js': chunk('assets/StorePage-d4.js', ['assets/data-b2.js'], ['assets/StorePage-e5.css']),
      'index.html': { type: 'asset', fileName: 'index.html', source: '<!doctype html>' },
    } as unknown as OutputBundle;
    expect(entryFiles(bundle)).toEqual(['/assets/data-b2.js', '/assets/storefront-a1.js', '/assets/storefront-c3.css']);
  });

  it('writes the list into the worker', async () => {
    const code = await buildServiceWorker([{ url: '/offline.html', revision: 'abc123' }]);
    expect(code).toContain('url:"/offline.html",revision:"abc123"');
    expect(code).not.toContain('__PRECACHE_MANIFEST__');
    expect(code).not.toContain('process.env');
  });
});
