/**
 * Browser helpers of the e2e tests: one headless Chromium per test file (test/setup/browser.ts),
 * German pages in the shop's time zone, screenshots into test-results/e2e/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { chromiumLaunchOptions } from '../setup/browser';

export const SCREENSHOT_DIR = join('test-results', 'e2e');

export const viewports = {
  phone: { width: 412, height: 915 },
  desktop: { width: 1280, height: 800 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunchOptions, args: [...(chromiumLaunchOptions.args ?? []), '--lang=de-AT'] });
}

export interface BrowserSession {
  /** Launched in beforeAll: read it inside tests and hooks, not at import. */
  browser: Browser;
  /**
   * A page in a fresh German context that talks to loopback only (other hosts are aborted);
   * `setup` prepares the context first (e.g. an init script).
   */
  newPage(viewport?: { width: number; height: number }, setup?: (context: BrowserContext) => Promise<unknown>): Promise<Page>;
}

/** The test file's browser: launched before its tests, closed after them. */
export function useBrowser(): BrowserSession {
  const session: BrowserSession = {
    browser: undefined as unknown as Browser,
    async newPage(viewport, setup) {
      const context = await germanContext(session.browser, viewport);
      await setup?.(context);
      const page = await context.newPage();
      await loopbackOnly(page);
      return page;
    },
  };
  beforeAll(async () => {
    session.browser = await launchBrowser();
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  return session;
}

/** Tests talk to the local stack only: requests to any other host are aborted. */
export async function loopbackOnly(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
}

/**
 * The user agent of a visitor's desktop Chrome: headless Chromium names itself HeadlessChrome,
 * which the analytics ingest refuses as a bot (shared/analytics/user-agent.ts), so a test of what a
 * visit records browses with this one.
 */
export const VISITOR_USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export async function germanContext(browser: Browser, viewport: { width: number; height: number } = viewports.phone): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale: 'de-AT', timezoneId: 'Europe/Vienna' });
  await watchContentSecurityPolicy(context);
  return context;
}

/** A `securitypolicyviolation` event of a page: what was blocked, by which directive, where. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/** Every violation of the test running now, from every page of every context of this file. */
const cspViolations: CspViolation[] = [];

/**
 * Reports every Content-Security-Policy violation of the context's pages (documents and frames)
 * to the test: a page that needs a source the policy does not allow fails its test (below).
 */
export async function watchContentSecurityPolicy(context: BrowserContext, into: CspViolation[] = cspViolations): Promise<void> {
  await context.exposeBinding('__thekeCspViolation', (_source, violation: CspViolation) => void into.push(violation));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __thekeCspViolation: (violation: unknown) => Promise<void> }).__thekeCspViolation;
      void report({
        page: location.href,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      });
    });
  });
}

// Each test ends without a CSP violation on any page it opened.
afterEach(() => {
  const violations = cspViolations.splice(0);
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});

/**
 * The whole page by default; `fullPage: false` for what the screen shows (an open dialog's
 * backdrop covers only the first screen of a full-page shot, and a long menu is too tall to read).
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

/** Everything a user can read or hear: visible text plus placeholders, labels and titles. */
export function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = document.body.innerText.split('\n');
    for (const element of document.querySelectorAll('[placeholder], [aria-label], [title], [alt]')) {
      for (const attribute of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value) texts.push(value);
      }
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

/** The page's scroll position once the theme's smooth scrolling has stopped (two equal readings 150 ms apart). */
export async function settledScrollY(page: Page): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const isStill = now === last;
        last = now;
        return isStill;
      },
      { interval: 150 },
    )
    .toBe(true);
  return last;
}

/**
 * The app has replaced the server-rendered first screen of the home, store or content page. That
 * screen looks like the app's page but is inert and has no timers; call this after waiting for
 * something both show, before counting on the app (clocks, the app's own nodes). A page without a
 * first screen passes at once.
 */
export async function firstScreenReplaced(page: Page): Promise<void> {
  await page.locator('#root > [data-first-screen]').waitFor({ state: 'detached' });
}
