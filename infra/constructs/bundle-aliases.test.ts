/**
 * The rich-text sanitiser as the Lambdas bundle it (./bundle-aliases.ts: postcss and launder
 * replaced) still cleans rich text: bundled with the aliases into a temporary file and imported.
 * And a route group bundled with them loads without undici (node:http taken through require).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_ALIASES } from './bundle-aliases';
import { fromRoot, repositoryRoot } from './paths';

type Sanitize = (html: string) => Promise<string>;
let sanitizeRichText: Sanitize;
let modules: string[];
const folder = mkdtempSync(join(tmpdir(), 'theke-bundle-aliases-'));

/** Bundles `entry` as every Lambda is (./theke-function.ts: ESM, the aliases, the AWS SDK left out, require available); the modules bundled. */
async function bundleLikeLambda(entry: string, outfile: string): Promise<string[]> {
  const result = await build({
    entryPoints: [fromRoot(entry)],
    absWorkingDir: repositoryRoot,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    outfile,
    metafile: true,
    external: ['@aws-sdk/*'],
    alias: Object.fromEntries(Object.entries(BUNDLE_ALIASES).map(([module, path]) => [module, fromRoot(path)])),
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

beforeAll(async () => {
  const outfile = join(folder, 'rich-text.mjs');
  modules = await bundleLikeLambda('functions/lib/rich-text.ts', outfile);
  ({ sanitizeRichText } = (await import(pathToFileURL(outfile).href)) as { sanitizeRichText: Sanitize });
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the bundled rich-text sanitiser', () => {
  it('bundles the stand-ins, not postcss, launder or dayjs', () => {
    expect(modules).toContain('functions/lib/launder-href.cjs');
    expect(modules).toContain('functions/lib/postcss-stub.cjs');
    expect(modules.filter((path) => /node_modules\/(postcss|launder|dayjs)\//.test(path))).toEqual([]);
  });

  it('drops dangerous links and keeps the allowed ones', async () => {
    expect(await sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(await sanitizeRichText('<a href="java&#9;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(await sanitizeRichText('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(await sanitizeRichText('<img src="data:image/png;base64,AAAA" alt="a">')).toBe('<img alt="a" />');
    expect(await sanitizeRichText('<a href="https://shop.example/" target="_blank">x</a>')).toBe(
      '<a href="https://shop.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(await sanitizeRichText('<a href="/site/imprint">Impressum</a>')).toBe('<a href="/site/imprint">Impressum</a>');
  });

  it('drops style attributes without postcss', async () => {
    expect(await sanitizeRichText('<p style="color:red" onclick="x()">Text</p>')).toBe('<p>Text</p>');
  });
});

describe('a route group bundled with the aliases', () => {
  // Inside the repository, so the bundle's external AWS SDK resolves from node_modules as in Lambda.
  const groupFolder = join(repositoryRoot, '.cache', 'test-bundle-aliases');
  afterAll(() => rmSync(groupFolder, { recursive: true, force: true }));

  it('takes node:http through require, so importing it does not load undici', async () => {
    mkdirSync(groupFolder, { recursive: true });
    const outfile = join(groupFolder, 'departments.mjs');
    expect(await bundleLikeLambda('functions/departments/index.ts', outfile)).toContain('functions/lib/node-http.cjs');
    // A fresh process: this one has loaded undici long ago.
    const probe = `const m = await import(${JSON.stringify(pathToFileURL(outfile).href)}); console.log(JSON.stringify({ handler: typeof m.handler, undici: process.moduleLoadList.some((name) => name.includes('undici')) }));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual({ handler: 'function', undici: false });
  }, 30_000);
});
