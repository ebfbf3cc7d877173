/**
 * The CloudFront Functions (viewer request) of the web app's behaviours (infra/stacks/web-stack.ts,
 * docs/website.md), written out in the ES5 that CloudFront runs:
 *
 * - spaFallbackCode, on the bucket's behaviours (/backend, /backend/*, /signage/*, files `/*.*`):
 *   a page path without file extension is answered with the app's index.html, /backend and
 *   /backend/… with the back office, /signage/… with the signage player, every other path with
 *   the storefront, so deep links and reloads work. Paths with an extension are files and pass
 *   through unchanged. It is the rule of web/build/pages.ts (htmlEntryOf). Storefront pages reach it only with a dot in an earlier segment
 *   (/v1.0/seite): those get the plain shell.
 * - pagesRequestCode, on the default behaviour (every storefront page path, /sitemap.xml,
 *   /robots.txt → the API's pages route, functions/pages): adds the origin the visitor used as
 *   VIEWER_ORIGIN_HEADER (API Gateway sees its own host name), overwriting one the visitor sent.
 *   The viewer protocol policy redirects http to https first, so the origin is always https.
 */
import { BACKOFFICE_HTML, BACKOFFICE_URL, SIGNAGE_HTML, SIGNAGE_URL, STOREFRONT_HTML } from '#web/build/pages.ts';
import { VIEWER_ORIGIN_HEADER } from '#shared/web/page-paths.ts';

export const spaFallbackCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (/\\.[a-zA-Z0-9]+$/.test(last)) return request;
  if (uri === '${BACKOFFICE_URL}' || uri.indexOf('${BACKOFFICE_URL}/') === 0) request.uri = '${BACKOFFICE_HTML}';
  else if (uri === '${SIGNAGE_URL}' || uri.indexOf('${SIGNAGE_URL}/') === 0) request.uri = '${SIGNAGE_HTML}';
  else request.uri = '${STOREFRONT_HTML}';
  return request;
}`;

export const pagesRequestCode = `function handler(event) {
  var request = event.request;
  var host = request.headers.host ? request.headers.host.value : '';
  request.headers['${VIEWER_ORIGIN_HEADER}'] = { value: 'https://' + host };
  return request;
}`;
