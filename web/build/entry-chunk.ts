/**
 * One chunk for everything the storefront's entry imports statically (DESIGN.md §9).
 *
 * Without it the bundler cuts the entry's modules into as many small chunks as there are
 * combinations of lazy pages that share them (the website's pages, the news popup, the install
 * flow and the staff toolbar each share a different part of the layout): about twenty files on
 * the first visit, each with its own import header and gzip frame, ~5 KB more than the same code
 * in one file. The group below captures exactly the modules reachable from an entry through
 * static imports, so lazy-only modules stay in their lazy chunks and the entry is one file.
 *
 * The module graph is known at the end of the build phase (`buildEnd`); the bundler asks the
 * group's `test` while it forms chunks, after that.
 */
import type { Plugin } from 'vite';

export interface EntryChunk {
  plugin: Plugin;
  /** The code-splitting group for the environment the plugin is applied to. */
  group: { name: string; test: (id: string) => boolean };
}

/** Module ids reachable from the entries through static imports only. */
export function staticClosure(entries: readonly string[], importedIds: (id: string) => readonly string[]): Set<string> {
  const reached = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...importedIds(id));
  }
  return reached;
}

export function entryChunk(environment: string, name: string): EntryChunk {
  let entryModules = new Set<string>();
  return {
    plugin: {
      name: 'theke:entry-chunk',
      applyToEnvironment: (candidate) => candidate.name === environment,
      buildEnd() {
        const ids = [...this.getModuleIds()];
        const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
        entryModules = staticClosure(entries, (id) => this.getModuleInfo(id)?.importedIds ?? []);
        // The HTML entry itself stays the entry chunk.
        for (const id of entries) entryModules.delete(id);
      },
    },
    group: { name, test: (id) => entryModules.has(id) },
  };
}
