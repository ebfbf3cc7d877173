/**
 * What the analytics log keeps of a user agent (docs/analytics.md): whether it is a bot, and the
 * browser and operating-system family. The user agent itself is never stored; the ingest
 * (functions/analytics-log/ingest.ts) reads it once and keeps only these three answers.
 *
 * Decisions:
 * - A small pattern list instead of a library: the statistics show families, not versions, and
 *   a list that fits on a screen is easy to review. Unknown families are `Sonstige`.
 * - Bots: crawlers, link previews, monitors, HTTP libraries and headless browsers; a request
 *   without a user agent counts as a bot too (every browser sends one).
 * - Order matters: Edge and Opera carry `Chrome/` in their string, Chrome carries `Safari/`.
 */

/** The family name of what the statistics cannot name. */
export const UNKNOWN_FAMILY = 'Sonstige';

/** Longest user agent read; real ones are below 500 characters, the rest is cut off. */
const MAX_USER_AGENT = 1000;

const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|scrap|headless|phantomjs|puppeteer|playwright|selenium|webdriver|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|preview|facebookexternalhit|mediapartners|curl\/|wget\/|python|httpclient|http-client|okhttp|axios|node-fetch|undici|java\/|libwww|go-http|feedfetcher|whatsapp|telegram|discord|skype|embedly|autocannon/i;

const BROWSERS: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  ['Edge', /\bEdg(e|A|iOS)?\//],
  ['Opera', /\bOPR\/|\bOpera\b/],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\bFirefox\/|\bFxiOS\//],
  ['Chrome', /\bChrome\/|\bCriOS\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

const OPERATING_SYSTEMS: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  ['Windows', /\bWindows\b/],
  ['iOS', /\biPhone\b|\biPad\b|\biPod\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMacintosh\b|\bMac OS X\b/],
  ['Linux', /\bLinux\b/],
];

export interface UserAgentFamilies {
  browser: string;
  os: string;
}

/** Whether the request comes from a crawler, a tool or a headless browser (or names no agent). */
export function isBot(userAgent: string | undefined): boolean {
  const text = (userAgent ?? '').slice(0, MAX_USER_AGENT).trim();
  return text === '' || BOT_PATTERN.test(text);
}

const familyOf = (text: string, list: ReadonlyArray<readonly [string, RegExp]>): string =>
  list.find(([, pattern]) => pattern.test(text))?.[0] ?? UNKNOWN_FAMILY;

/** Browser and operating-system family of a user agent (`Sonstige` where none matches). */
export function userAgentFamilies(userAgent: string): UserAgentFamilies {
  const text = userAgent.slice(0, MAX_USER_AGENT);
  return { browser: familyOf(text, BROWSERS), os: familyOf(text, OPERATING_SYSTEMS) };
}
