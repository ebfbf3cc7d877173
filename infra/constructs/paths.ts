/** Paths of the repository, for entries of Lambda bundles and the web build (infra/ → repository root). */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repositoryRoot = resolve(import.meta.dirname, '..', '..');

/** Absolute path of a file given relative to the repository root (manifest and event definitions use those). */
export const fromRoot = (relativePath: string): string => join(repositoryRoot, relativePath);

/** Fails with every missing handler module named at once (NodejsFunction would stop at the first). */
export function assertEntriesExist(entries: string[]): void {
  const missing = entries.filter((entry) => !existsSync(fromRoot(entry)));
  if (missing.length > 0) throw new Error(`Handler modules missing (${missing.length}): ${missing.join(', ')}`);
}
