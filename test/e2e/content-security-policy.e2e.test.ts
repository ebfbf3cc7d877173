/**
 * The Content-Security-Policy of the built app (shared/web/content-security-policy.ts): the local
 * server sends it like CloudFront, the inline scripts of the HTML run by their hash, and the
 * watcher of ./browser.ts notices a violation (every other e2e test fails on one).
 */
import { inject, describe, expect, it } from 'vitest';
import { useBrowser, watchContentSecurityPolicy, type CspViolation } from './browser';

const baseUrl = inject('baseUrl');
const session = useBrowser();

describe('Content-Security-Policy', () => {
  it('is sent with the pages of storefront and back office, allowing inline scripts only by hash', async () => {
    for (const path of ['/', '/backend/login']) {
      const response = await fetch(`${baseUrl}${path}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
    }
  });

  it('runs the hashed inline scripts of the storefront (the route preloads are added)', async () => {
    const page = await session.newPage();
    await page.goto(`${baseUrl}/store/graz`);
    // Only the inline script adds the store page's chunk as a modulepreload (web/build/route-preloads.ts).
    await expect.poll(() => page.locator('head link[rel="modulepreload"][href*="/assets/StorePage-"]').count()).toBeGreaterThan(0);
  });

  it('blocks and reports an inline script without hash and a foreign script', async () => {
    // A context of its own (not germanContext): its violations are expected, not a failure.
    const context = await session.browser.newContext();
    const seen: CspViolation[] = [];
    await watchContentSecurityPolicy(context, seen);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => {
      const inline = document.createElement('script');
      inline.textContent = 'window.__injected = true;';
      document.head.append(inline);
      const foreign = document.createElement('script');
      foreign.src = 'https://evil.example/x.js';
      document.head.append(foreign);
    });
    await expect.poll(() => seen.length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(seen.map((violation) => violation.directive)).toEqual(expect.arrayContaining(['script-src-elem']));
    await context.close();
  });
});
