import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RenderFirstScreen } from '#shared/web/first-paint.ts';
import { FIRST_SCREEN_FOLDER, firstScreenIntoAsset } from './first-screen-asset';
import { repositoryRoot } from './paths';

describe("the pages Lambda's bundling hook", () => {
  it('puts a renderer beside the handler that runs on its own, where functions/pages/index.ts loads it', async () => {
    const asset = mkdtempSync(join(tmpdir(), 'theke-pages-asset-'));
    try {
      for (const command of firstScreenIntoAsset().afterBundling(repositoryRoot, asset)) execSync(command, { stdio: 'pipe' });
      const file = pathToFileURL(join(asset, FIRST_SCREEN_FOLDER, 'first-screen.mjs')).href;
      const { renderFirstScreen } = (await import(file)) as { renderFirstScreen: RenderFirstScreen };
      // Without start-up entries the app renders its layout with the loader.
      const markup = await renderFirstScreen('/', []);
      expect(markup).toMatch(/^<div class="site">/);
      expect(markup).toContain('role="status"');
    } finally {
      rmSync(asset, { recursive: true, force: true });
    }
  }, 60_000);
});
