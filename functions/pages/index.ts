/**
 * The storefront's page paths (pageRouteGroup of functions/manifest.ts): every page's HTML with its
 * title, description, canonical URL and Open Graph tags, redirects, /sitemap.xml and /robots.txt
 * (docs/website.md). `createPagesHandler` is exported for the local server, which passes its own
 * shell (Vite's or dist/'s index.html).
 */
import type { RenderFirstScreen } from '#shared/web/first-paint.ts';
import { createPagesHandler } from './handler';
import { fetchShell } from './shell';

export { createPagesHandler } from './handler';

/**
 * The first-screen renderer that the deployment bundles beside this handler (infra/stacks/api-stack.ts,
 * web/build/first-screen-bundle.ts), loaded on the first page that has a first screen. Its path is
 * built at run time so this Lambda's own bundle does not take it in.
 */
let renderer: Promise<RenderFirstScreen | undefined> | undefined;
function loadRenderer(): Promise<RenderFirstScreen | undefined> {
  const file = ['.', 'first-screen', 'first-screen.mjs'].join('/');
  renderer ??= import(/* @vite-ignore */ new URL(file, import.meta.url).href).then(
    (module: { renderFirstScreen: RenderFirstScreen }) => module.renderFirstScreen,
    () => undefined,
  );
  return renderer;
}

export const handler = createPagesHandler({ shell: (viewerOrigin) => fetchShell(viewerOrigin), renderFirstScreen: loadRenderer });
