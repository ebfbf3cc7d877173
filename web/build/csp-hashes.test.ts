import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '#shared/web/content-security-policy.ts';
import { inlineScriptHashes } from './csp-hashes';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script exactly, and skips scripts with src', () => {
    const warmUp = '\n      setTimeout(function () {});\n    ';
    const html = `<head><script>${warmUp}</script><script type="module" crossorigin src="/assets/a.js"></script><SCRIPT>var p=1;</SCRIPT></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(warmUp), sha256('var p=1;')]);
    expect(inlineScriptHashes('<p>keine Skripte</p>')).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows the hashed inline scripts and never unsafe-inline or unsafe-eval in the real policy', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ['sha256-abc='], connectOrigins: ['https://cognito-idp.eu-central-1.amazonaws.com'] });
    expect(policy).toContain("script-src 'self' 'sha256-abc=' https://connect.facebook.net https://www.googletagmanager.com");
    expect(policy).toContain("connect-src 'self' https://cognito-idp.eu-central-1.amazonaws.com https://tiles.openfreemap.org");
    expect(policy).not.toMatch(/unsafe-(inline|eval)|ws:/);
  });

  it('relaxes scripts, styles and the HMR websocket for the dev server only', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ['sha256-abc='], dev: true });
    expect(policy).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain('ws:');
    expect(policy).not.toContain('unsafe-eval');
  });
});
