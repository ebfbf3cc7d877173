/**
 * Build plugin: the SHA-256 hashes of every inline <script> of the emitted HTML pages (the ICU
 * warm-up of web/index.html and the route preload script of ./route-preloads.ts) into
 * dist/csp.json. The Content-Security-Policy (shared/web/content-security-policy.ts) allows
 * exactly these inline scripts; CloudFront's policy (infra/stacks/web-stack.ts) and the local
 * server read the file, so a changed script changes the policy with the same build.
 */
import { createHash } from 'node:crypto';
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

export function cspHashes(): Plugin {
  return {
    name: 'theke:csp-hashes',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const hashes = new Set<string>();
        for (const file of Object.values(bundle)) {
          if (file.type === 'asset' && file.fileName.endsWith('.html')) {
            const html = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
            inlineScriptHashes(html).forEach((hash) => hashes.add(hash));
          }
        }
        const content: CspHashesFile = { scriptHashes: [...hashes].sort() };
        this.emitFile({ type: 'asset', fileName: CSP_HASHES_FILE, source: `${JSON.stringify(content, null, 2)}\n` });
      },
    },
  };
}
