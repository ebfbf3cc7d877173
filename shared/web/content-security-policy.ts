/**
 * The Content-Security-Policy of the web app (storefront and back office), one definition for
 * CloudFront (infra/stacks/web-stack.ts) and the local server (infra/local/server/web.ts).
 * Why each source is there: docs/headers-and-edges.md.
 *
 * - Scripts: our own files, the inline scripts of the built HTML by their SHA-256 hash (computed
 *   at build time into dist/csp.json by web/build/csp-hashes.ts), and the two tag scripts the
 *   storefront adds after cookie consent (web/storefront/consent/tracking.ts).
 * - Styles: our own files only; React and MapLibre set styles through the CSSOM, which CSP does
 *   not restrict.
 * - Map (web/storefront/division/map-view.ts, after consent): style, tiles, glyphs and sprites
 *   from OpenFreeMap are fetched (connect-src) and drawn from blob: URLs; the worker is our file.
 * - Back office sign-in: Cognito's endpoint of the region (the local stack proxies it same-origin).
 * - Image library uploads: the browser POSTs a photo straight to the media bucket (a presigned
 *   POST, functions/images/files.ts): its regional S3 endpoint in AWS, s3rver's loopback address
 *   on the local stack.
 * - Content blocks' embeds (map, social feed; after consent): iframes from the allow-list of
 *   ./embeds.ts, the only third-party frames; no embed runs a script on the shop's origin.
 * - Installable app (docs/pwa.md): the service worker and the manifest come from our origin.
 * - Signage videos (the player page and the back office's scene previews): a scene's video
 *   region plays a file of the shop or any https address (shared/schemas/signage.ts); media
 *   elements run no script.
 */
import { EMBED_ORIGINS } from './embeds';

/** The map style and its tiles (MAP_STYLE_URL of web/storefront/division/map-view.ts). */
export const MAP_TILE_ORIGIN = 'https://tiles.openfreemap.org';

/** What the consented tags load: the social pixel and the tag manager with Google Analytics. */
export const TAG_SOURCES = {
  script: ['https://connect.facebook.net', 'https://www.googletagmanager.com'],
  img: ['https://www.facebook.com', 'https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://www.facebook.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
} as const;

export interface CspOptions {
  /** `sha256-…` sources of the inline scripts of the built HTML (without quotes). */
  scriptHashes: readonly string[];
  /** Origins the browser talks to besides its own: e.g. `https://cognito-idp.eu-central-1.amazonaws.com`. */
  connectOrigins?: readonly string[];
  /**
   * The Vite dev server: its inline module scripts (React refresh preamble), the styles it
   * injects as <style> elements and its HMR websocket need the relaxed variant.
   */
  dev?: boolean;
}

/** The header value: directives separated by '; '. */
export function contentSecurityPolicy({ scriptHashes, connectOrigins = [], dev = false }: CspOptions): string {
  const scriptSrc = ["'self'", ...(dev ? ["'unsafe-inline'"] : scriptHashes.map((hash) => `'${hash}'`)), ...TAG_SOURCES.script];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scriptSrc],
    ['style-src', ["'self'", ...(dev ? ["'unsafe-inline'"] : [])]],
    ['img-src', ["'self'", 'data:', 'blob:', MAP_TILE_ORIGIN, ...TAG_SOURCES.img]],
    ['font-src', ["'self'", 'data:']],
    ['media-src', ["'self'", 'https:']],
    ['connect-src', ["'self'", ...connectOrigins, MAP_TILE_ORIGIN, ...TAG_SOURCES.connect, ...(dev ? ['ws:', 'wss:'] : [])]],
    // The map's worker (blob:) and the storefront's service worker (/build/service-worker.js).
    ['worker-src', ["'self'", 'blob:']],
    // The installable app's manifest, GET /api/config/app-manifest.
    ['manifest-src', ["'self'"]],
    // The map and social feed blocks' iframes, from the providers of ./embeds.ts only (after consent).
    ['frame-src', ["'self'", ...EMBED_ORIGINS]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The Cognito user pool endpoint of a region (connect-src of the back office). */
export const cognitoOrigin = (region: string): string => `https://cognito-idp.${region}.amazonaws.com`;

/** The media bucket's regional S3 endpoint (`bucket.s3.eu-central-1.amazonaws.com`), where presigned POSTs go. */
export const mediaBucketOrigin = (bucketRegionalDomainName: string): string => `https://${bucketRegionalDomainName}`;

/** The file the build writes next to index.html with the inline scripts' hashes. */
export const CSP_HASHES_FILE = 'csp.json';

export interface CspHashesFile {
  scriptHashes: string[];
}
