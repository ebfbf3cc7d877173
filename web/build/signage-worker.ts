/**
 * Build plugin: the signage player's service worker (web/signage/sw.ts) as one classic script at
 * /signage/sw.js, with the player entry's hashed files written into it (web/build/service-worker.ts
 * does the same for the storefront). Only the `signage` environment's build; the dev server has
 * no player worker (Vite's modules are not files to keep).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { PLAYER_WORKER_URL } from '../signage/worker-rules.ts';
import { bundleWorker, entryFiles, revisionOf } from './service-worker.ts';

const SOURCE = resolve(import.meta.dirname, '../signage/sw.ts');

export function buildPlayerWorker(files: string[]): Promise<string> {
  return bundleWorker(SOURCE, { __PLAYER_FILES__: JSON.stringify(files), __PLAYER_VERSION__: JSON.stringify(revisionOf(files.join('\n'))) });
}

export function signageWorker(): Plugin {
  let files: string[] = [];
  return {
    name: 'theke:signage-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'signage',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        files = entryFiles(bundle);
      },
    },
    async writeBundle(options) {
      const file = join(options.dir ?? 'dist', PLAYER_WORKER_URL);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, await buildPlayerWorker(files));
    },
  };
}
