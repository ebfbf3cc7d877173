/**
 * CloudFront Function (viewer request, default behaviour) for the two single-page apps in dist/
 * (vite.config.ts): a page path without file extension is answered with the app's index.html,
 * /backend and /backend/… with the back office, every other path with the storefront, so deep
 * links and reloads work. Paths with an extension are files and pass through unchanged. It is the
 * rule of web/build/pages.ts (isBackofficePage), written out in the ES5 that CloudFront runs.
 */
import { BACKOFFICE_HTML, BACKOFFICE_URL, STOREFRONT_HTML } from '#web/build/pages.ts';

export const spaFallbackCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (/\\.[a-zA-Z0-9]+$/.test(last)) return request;
  request.uri = uri === '${BACKOFFICE_URL}' || uri.indexOf('${BACKOFFICE_URL}/') === 0 ? '${BACKOFFICE_HTML}' : '${STOREFRONT_HTML}';
  return request;
}`;
