/**
 * The pure rules of the app-install flow (storefront.md §2 "App-install flow", §4, §9), tested in
 * ./rules.test.ts: when the prompt may show, its delays, the pwa-dismiss cookie, which
 * instructions a device gets.
 */

/** After the visitor accepts cookies in this visit / when the consent existed at load (§9). */
export const PROMPT_DELAY_AFTER_ACCEPT_MS = 250;
export const PROMPT_DELAY_EXISTING_CONSENT_MS = 5000;

export const DISMISS_COOKIE = 'pwa-dismiss';

export interface PromptConditions {
  /** enablePluginPWA is on. */
  pluginOn: boolean;
  isSelfService: boolean;
  /** Opened as the installed app (display-mode standalone, iOS navigator.standalone). */
  isStandalone: boolean;
  /** The browser has service workers. */
  isSupported: boolean;
  /** A service worker is registered for the site already. */
  isRegistered: boolean;
  /** The pwa-dismiss cookie says 'true'. */
  isDismissed: boolean;
}

/** The footer link and the status page's hint: everything of the prompt but the dismissal. */
export function canOfferInstall(conditions: Omit<PromptConditions, 'isDismissed'>): boolean {
  const { pluginOn, isSelfService, isStandalone, isSupported, isRegistered } = conditions;
  return pluginOn && !isSelfService && !isStandalone && isSupported && !isRegistered;
}

/** The prompt 'als App installieren?' (§4). */
export function mayPrompt(conditions: PromptConditions): boolean {
  return canOfferInstall(conditions) && !conditions.isDismissed;
}

/** The prompt's delay: shorter right after the visitor agreed in this visit. */
export function promptDelay(consentExistedAtLoad: boolean): number {
  return consentExistedAtLoad ? PROMPT_DELAY_EXISTING_CONSENT_MS : PROMPT_DELAY_AFTER_ACCEPT_MS;
}

/** Whether a `document.cookie` string holds pwa-dismiss=true. */
export function isDismissed(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim() === `${DISMISS_COOKIE}=true`);
}

/**
 * The same day one month later (§9: "install dismissal one month"); a day the next month lacks
 * becomes its last day (31 January → 28 or 29 February). In UTC: the cookie's Expires is UTC.
 */
export function oneMonthLater(now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = new Date(now.getTime());
  next.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return next;
}

/** The `document.cookie` assignment of 'Jetzt nicht'. */
export function dismissCookie(now: Date, secure: boolean): string {
  return `${DISMISS_COOKIE}=true; Expires=${oneMonthLater(now).toUTCString()}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export type InstallPlatform = 'iphone' | 'ipad' | 'other';

/**
 * iPhone and iPad from the user agent. iPadOS 13+ calls itself a Mac ("Macintosh") but has a
 * touch screen, which no Mac has: so a Mac with touch points is an iPad.
 */
export function detectPlatform(userAgent: string, maxTouchPoints: number): InstallPlatform {
  if (/iPhone|iPod/.test(userAgent)) return 'iphone';
  if (/iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ipad';
  return 'other';
}

export type InstructionsKind = 'android' | 'iphone' | 'ipad' | 'unsupported';

/**
 * The instructions after 'Installieren': the browser's own install dialog where it offered one
 * (Chrome and Edge on Android and the desktop: the captured `beforeinstallprompt`), the share
 * menu's 'Zum Home-Bildschirm' on iPhone and iPad (Safari has no install dialog), else how to add
 * the page by hand through the browser's menu.
 */
export function instructionsFor(platform: InstallPlatform, hasBrowserPrompt: boolean): InstructionsKind {
  if (hasBrowserPrompt) return 'android';
  if (platform === 'iphone') return 'iphone';
  if (platform === 'ipad') return 'ipad';
  return 'unsupported';
}
