/**
 * Build plugin: the SHA-256 hashes of every inline <script> of the emitted HTML pages (the ICU
 * warm-up of web/index.html and the route preload script of ./route-preloads.ts) into
 * dist/csp.json. The Content-Security-Policy (shared/web/content-security-policy.ts) allows
 * exactly these inline scripts; CloudFront's policy (infra/stacks/web-stack.ts) and the local
 * server read the file, so a changed script changes the policy with the same build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CSP_HASHES_FILE, type CspHashesFile } from '#shared/web/content-security-policy.ts';

/** `sha256-<base64>` of each inline script (a <script> without src) of an HTML text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!)) continue;
    hashes.push(`sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/**
 * The storefront and the back office are built one after the other into the same dist/ (two
 * environments, vite.config.ts): each build adds its pages' hashes to the file the earlier build
 * wrote (the first build empties dist/, so no stale hashes survive).
 */
export function cspHashes(): Plugin {
  let hashes: string[] = [];
  return {
    name: 'theke:csp-hashes',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        hashes = [];
        for (const file of Object.values(bundle)) {
          if (file.type === 'asset' && file.fileName.endsWith('.html')) {
            const html = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
            hashes.push(...inlineScriptHashes(html));
          }
        }
      },
    },
    writeBundle(options) {
      const path = join(options.dir ?? 'dist', CSP_HASHES_FILE);
      const earlier = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as CspHashesFile).scriptHashes : [];
      const content: CspHashesFile = { scriptHashes: [...new Set([...earlier, ...hashes])].sort() };
      writeFileSync(path, `${JSON.stringify(content, null, 2)}\n`);
    },
  };
}
