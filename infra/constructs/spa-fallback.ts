/**
 * CloudFront Function (viewer request, default behaviour) for the two single-page apps in dist/
 * (vite.config.ts): a page path without file extension is answered with the app's index.html,
 * /backend and /backend/… with the back office, every other path with the storefront, so deep
 * links and reloads work. Paths with an extension are files and pass through unchanged. It is the
 * same rule as the dev server's fallback (isBackendPage in vite.config.ts).
 */
export const spaFallbackCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (/\\.[a-zA-Z0-9]+$/.test(last)) return request;
  request.uri = uri === '/backend' || uri.indexOf('/backend/') === 0 ? '/backend/index.html' : '/index.html';
  return request;
}`;
