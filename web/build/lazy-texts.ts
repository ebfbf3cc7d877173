/**
 * Build check for the storefront's lazily loaded texts (web/common/i18n.ts): the entry carries
 * only the layout's and the home page's customer areas; the ordering areas come with the module
 * that registers them (web/storefront/order-texts.ts). A chunk whose code names a key of those
 * areas but whose static imports never reach that module would throw "Unbekannter
 * Katalogschlüssel" in a visitor's browser, so the build fails instead.
 *
 * Every place the browser starts running code is checked: the entry and each dynamically
 * imported module, with everything they import statically. Only modules that import the
 * storefront's lookup count (the rules in shared/ look their texts up in the area objects they
 * import themselves); a key counts as used when its text appears as a string literal, or as the
 * constant head of a template literal (`allergen.${code}`) that some lazy key starts with.
 */
import type { Plugin } from 'vite';
import { staticClosure } from './entry-chunk.ts';

/** The lazy keys a module's code names (literals and template heads). */
export function lazyKeysIn(code: string, keys: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(['"`])([A-Za-z][\w-]*\.[\w.-]*)(\1|\$\{)/g)) {
    const [, , text, end] = match;
    if (end === '${') {
      for (const key of keys) if (key.startsWith(text!)) found.add(`${text}…`);
    } else if (keys.has(text!)) found.add(text!);
  }
  return [...found];
}

export interface Graph {
  /** The entries and every dynamically imported module. */
  roots: readonly string[];
  importedIds: (id: string) => readonly string[];
  /** The lazy keys a module names. */
  keysOf: (id: string) => readonly string[];
}

/** For each root whose static closure uses lazy keys without the registering module: what uses which. */
export function unregisteredTexts(graph: Graph, registration: string): { root: string; module: string; keys: readonly string[] }[] {
  const problems: { root: string; module: string; keys: readonly string[] }[] = [];
  for (const root of graph.roots) {
    const closure = staticClosure([root], graph.importedIds);
    if (closure.has(registration)) continue;
    for (const id of closure) {
      const keys = graph.keysOf(id);
      if (keys.length > 0) problems.push({ root, module: id, keys });
    }
  }
  return problems;
}

export interface LazyTextsOptions {
  /** The build environment (the storefront's). */
  environment: string;
  /** The module of the lookup (web/common/i18n.ts). */
  lookup: string;
  /** The module that adds the lazy areas to it (web/storefront/order-texts.ts). */
  registration: string;
  lazyAreas: readonly Readonly<Record<string, string>>[];
}

export function lazyTexts({ environment, lookup, registration, lazyAreas }: LazyTextsOptions): Plugin {
  const keys = new Set(lazyAreas.flatMap((area) => Object.keys(area)));
  return {
    name: 'theke:lazy-texts',
    apply: 'build',
    applyToEnvironment: (candidate) => candidate.name === environment,
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const roots = ids.filter((id) => info(id)?.isEntry || (info(id)?.dynamicImporters.length ?? 0) > 0);
      const problems = unregisteredTexts(
        {
          roots,
          importedIds: (id) => info(id)?.importedIds ?? [],
          keysOf: (id) => (info(id)?.importedIds.includes(lookup) ? lazyKeysIn(info(id)?.code ?? '', keys) : []),
        },
        registration,
      );
      if (problems.length === 0) return;
      const lines = problems.map(({ root, module, keys: used }) => `  ${module} (loaded by ${root}): ${used.slice(0, 3).join(', ')}`);
      this.error(`Texts used without ${registration} among the chunk's static imports:\n${lines.join('\n')}`);
    },
  };
}
