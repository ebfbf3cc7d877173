/**
 * The player stays small (it runs on TV sticks): what web/signage/main.tsx reaches through its
 * imports is React, the player's modules and a few pure parts of shared/, never the storefront,
 * the back office, zod, react-query or the router. Checked on the source's import graph; the
 * e2e test and the bench look at the built chunk.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signagePlayerMessages } from '#shared/i18n/signage-player.ts';

const root = resolve(import.meta.dirname, '../..');

function resolveImport(from: string, specifier: string): string | null {
  if (specifier.startsWith('#shared/')) return join(root, 'shared', specifier.slice('#shared/'.length));
  if (specifier.startsWith('#web/')) return join(root, 'web', specifier.slice('#web/'.length));
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // next candidate
    }
  }
  throw new Error(`${specifier} from ${from} not found`);
}

function importGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || !/\.tsx?$/.test(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm)) {
      if (match[2]) continue; // type-only: erased
      const specifier = match[3] ?? match[4]!;
      const resolved = resolveImport(file, specifier);
      if (resolved) visit(resolved);
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('the signage entry', () => {
  const { files, packages } = importGraph(join(root, 'web/signage/main.tsx'));
  const relative = [...files].map((file) => file.slice(root.length + 1));

  it('reaches no storefront or back-office module', () => {
    expect(relative).toEqual(
      expect.arrayContaining(['web/signage/Player.tsx', 'web/signage/scene/SceneView.tsx', 'shared/signage/index.ts', 'shared/media/image-files.ts']),
    );
    expect(relative.filter((file) => /^web\/(storefront|backoffice|common)\//.test(file))).toEqual([]);
    expect(relative.filter((file) => /^shared\/(schemas|i18n\/(?!signage-player|lookup))/.test(file))).toEqual([]);
  });

  it('uses React only among the packages', () => {
    expect([...packages].sort()).toEqual(['react', 'react-dom/client']);
  });

  it('names the page with the catalogue text', () => {
    const html = readFileSync(join(root, 'web/signage/index.html'), 'utf8');
    expect(html).toContain(`<title>${signagePlayerMessages['signagePlayer.title']}</title>`);
    expect(html).toContain('<html lang="de">');
  });
});
