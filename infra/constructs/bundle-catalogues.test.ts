/**
 * Which message catalogue each Lambda bundles (DESIGN.md §9: every bundle ≤ 300 KB). Server code
 * looks its texts up in the areas it uses (shared/i18n/api.ts, print-lookup.ts, a module's own
 * `createLookup({ ...areas })`); a static import of a whole catalogue — ./index.ts (everything but
 * the data screens), ./customer.ts (all the storefront's texts) or ./staff.ts — adds up to 60 KB to
 * a bundle. Every API group, event consumer and scheduled job is bundled here as CDK does
 * (esbuild, AWS SDK external, the bundle aliases), without minifying or writing it.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { groupEntry, pageRouteGroup, routeGroups } from '#functions/manifest.ts';
import { eventRules, schedules } from '#events/rules.ts';
import { BUNDLE_ALIASES } from './bundle-aliases';
import { repositoryRoot } from './paths';

const WHOLE_CATALOGUES = ['shared/i18n/index.ts', 'shared/i18n/customer.ts', 'shared/i18n/staff.ts'];

const entries = [...[...routeGroups, pageRouteGroup].map(groupEntry), ...eventRules.map((rule) => rule.consumer), ...schedules.map((schedule) => schedule.job)];

/** The repository-relative paths of every module the entry's bundle contains. */
async function bundledModules(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [join(repositoryRoot, entry)],
    absWorkingDir: repositoryRoot,
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*', 'sharp'],
    alias: Object.fromEntries(Object.entries(BUNDLE_ALIASES).map(([module, path]) => [module, join(repositoryRoot, path)])),
    metafile: true,
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

describe('message catalogues in the Lambda bundles', () => {
  it('sees the texts a bundle does use (the API errors of the orders group)', async () => {
    const orders = routeGroups.find((group) => group.name === 'orders')!;
    const modules = await bundledModules(groupEntry(orders));
    expect(modules).toContain('shared/i18n/api.ts');
    expect(modules).toContain('shared/i18n/print-lookup.ts');
  });

  it.each(entries)('%s bundles no whole catalogue', async (entry) => {
    const modules = await bundledModules(entry);
    expect(modules.filter((path) => WHOLE_CATALOGUES.includes(path))).toEqual([]);
  });
});
