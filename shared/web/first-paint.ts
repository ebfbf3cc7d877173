/**
 * What a storefront page shows before its JavaScript runs (DESIGN.md §9, LCP): the pages Lambda
 * (functions/pages) writes this static HTML into the shell's `<div id="root">`, and the app's
 * first render replaces it (React clears the container when it mounts).
 *
 * Today that is the cookie banner of a first visit: the largest element of most first visits'
 * first screen, and it depends only on the message catalogue and the privacy link. It paints
 * with the HTML and the stylesheet, about a second before the app's own banner could on a slow
 * phone. Its markup is the app's (web/storefront/consent/CookieBanner.tsx) with the same classes,
 * so the swap to the app's banner does not move a pixel.
 *
 * Decisions:
 * - The page HTML is the same for every visitor (CloudFront keeps it per path), so it cannot know
 *   whether the visitor decided already: an inline script of the shell (web/index.html) marks the
 *   document when the consent cookie is set or the tab is in the self-service context, and the
 *   stylesheet hides the static banner then (`[data-first-paint]`).
 * - Its buttons are `aria-disabled` until the app replaces them: a click before the app runs
 *   would be lost, and tools that wait for an enabled button wait for the app's.
 */
import { createLookup } from '../i18n/lookup';
import { layoutMessages } from '../i18n/layout';
import { hasText } from '../text/text';
import { escapeHtml } from './document-head';

// Only the layout area, so the pages Lambda does not bundle the whole customer catalogue.
const t = createLookup(layoutMessages);

/** The settings the banner's privacy link comes from (as web/storefront/layout/legal.ts decides it). */
export interface FirstPaintConfig {
  privacyPolicy?: string;
  privacyPolicyText?: string;
}

/** The privacy policy's link: the shop's own page when its text is set, else the external address. */
function privacyLinkHtml(config: FirstPaintConfig): string {
  if (hasText(config.privacyPolicyText)) return `<a href="/site/privacy">${escapeHtml(t('layout.consent.privacy'))}</a>`;
  if (hasText(config.privacyPolicy)) {
    return `<a href="${escapeHtml(config.privacyPolicy.trim())}" target="_blank" rel="noopener noreferrer">${escapeHtml(t('layout.consent.privacy'))}<span class="visually-hidden"> ${escapeHtml(t('layout.newTab'))}</span></a>`;
  }
  return '';
}

/** The cookie banner as static HTML (the app's markup, inert buttons). */
export function cookieBannerHtml(config: FirstPaintConfig): string {
  const privacy = privacyLinkHtml(config);
  return (
    '<section class="cookie-banner" data-first-paint aria-labelledby="cookie-banner-title-static">' +
    '<div class="container cookie-banner__inner"><div class="cookie-banner__text">' +
    `<h2 id="cookie-banner-title-static" class="cookie-banner__title">${escapeHtml(t('layout.consent.title'))}</h2>` +
    `<p>${escapeHtml(t('layout.consent.text'))}${privacy ? ` ${privacy}` : ''}</p>` +
    '</div><div class="cookie-banner__actions">' +
    `<button type="button" class="btn btn--secondary" aria-disabled="true">${escapeHtml(t('layout.consent.decline'))}</button>` +
    `<button type="button" class="btn btn--primary" aria-disabled="true">${escapeHtml(t('layout.consent.accept'))}</button>` +
    '</div></div></section>'
  );
}

/** The shell with `firstPaint` inside its empty `<div id="root">`; a shell without one stays as it is. */
export function withFirstPaint(shell: string, firstPaint: string): string {
  return shell.replace(/<div id="root">\s*<\/div>/, () => `<div id="root">${firstPaint}</div>`);
}

/** One start-up entry as GET /api/init delivers them: the answer `data` of a GET of `url`. */
export interface FirstScreenEntry {
  url: string;
  data: unknown;
}

/** The storefront's server renderer (web/storefront/server/first-screen.tsx): the app's markup of `path`. */
export type RenderFirstScreen = (path: string, entries: readonly FirstScreenEntry[]) => Promise<string>;

/**
 * The page's first screen as the server rendered it, ahead of the app (DESIGN.md §9, LCP). It is
 * `inert` until the app's first render replaces it: a click or a key press before the app runs
 * would be lost, so nothing in it can be focused or clicked (links included: a tap on a photo
 * during that second waits for the app), and assistive technology reads the app's page, not a
 * copy of it.
 */
export function firstScreenHtml(markup: string): string {
  return `<div data-first-screen inert>${markup}</div>`;
}

/**
 * Marks a document whose root carries a first screen: the shell's route script (web/build/
 * route-preloads.ts) then links the opened page's stylesheets as render-blocking instead of
 * preloading them, so the first screen never paints unstyled.
 */
export function withFirstScreenMark(html: string): string {
  return html.replace(/<html\b/, '<html data-first-screen');
}
