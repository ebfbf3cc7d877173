/**
 * Browser helpers of the e2e tests: one headless Chromium per test file (test/setup/browser.ts),
 * German pages in the shop's time zone, screenshots into test-results/e2e/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../setup/browser';

export const SCREENSHOT_DIR = join('test-results', 'e2e');

export const viewports = {
  phone: { width: 412, height: 915 },
  desktop: { width: 1280, height: 800 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunchOptions, args: [...(chromiumLaunchOptions.args ?? []), '--lang=de-AT'] });
}

export function germanContext(browser: Browser, viewport: { width: number; height: number } = viewports.phone): Promise<BrowserContext> {
  return browser.newContext({ viewport, locale: 'de-AT', timezoneId: 'Europe/Vienna' });
}

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
