/**
 * The storefront's page paths (pageRouteGroup of functions/manifest.ts): every page's HTML with its
 * title, description, canonical URL and Open Graph tags, redirects, /sitemap.xml and /robots.txt
 * (docs/website.md). `createPagesHandler` is exported for the local server, which passes its own
 * shell (Vite's or dist/'s index.html).
 */
import { createPagesHandler } from './handler';
import { fetchShell } from './shell';

export { createPagesHandler } from './handler';

export const handler = createPagesHandler({ shell: (viewerOrigin) => fetchShell(viewerOrigin) });
