/** Paths of the repository, for entries of Lambda bundles and the web build (infra/ → repository root). */
import { join, resolve } from 'node:path';

export const repositoryRoot = resolve(import.meta.dirname, '..', '..');

/** Absolute path of a file given relative to the repository root (manifest and event definitions use those). */
export const fromRoot = (relativePath: string): string => join(repositoryRoot, relativePath);
