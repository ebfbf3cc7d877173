/**
 * Build plugin: lets the storefront's index.html start downloading the chunk of the page a
 * visitor opens (store page, checkout, status page, content page) together with the entry, instead of after the
 * entry has run and asked for it. The HTML's scripts are the same for every path, so a small inline script
 * picks the chunk list by `location.pathname` and adds `modulepreload` / style `preload` links.
 * A page whose HTML carries its server-rendered first screen (`<html data-first-screen>`,
 * functions/pages) gets its stylesheets linked and render-blocking instead, so that screen
 * never paints unstyled.
 * On a slow phone that saves a round trip plus the download before the branch page can paint
 * (DESIGN.md §9, LCP of the branch page). Inline: the CSP allows it by its hash (./csp-hashes.ts
 * writes the hashes of the emitted HTML's inline scripts into dist/csp.json).
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { ROUTE_PATHS } from '../storefront/layout/routes.ts';

/**
 * Lazy page modules (web/storefront/App.tsx) and the path patterns that open them, tried in this
 * order: the content pages' catch-all (any path but the home page) comes last.
 */
const PAGES: { module: string; patterns: string[] }[] = [
  { module: 'web/storefront/store/StorePage.tsx', patterns: [routePattern(ROUTE_PATHS.branch)] },
  { module: 'web/storefront/checkout/CheckoutPage.tsx', patterns: [routePattern(ROUTE_PATHS.checkout), routePattern(ROUTE_PATHS.checkout_error)] },
  { module: 'web/storefront/status/StatusPage.tsx', patterns: [routePattern(ROUTE_PATHS.status)] },
  { module: 'web/storefront/content/SitePage.tsx', patterns: ['^/.+'] },
];

/**
 * V8's explicit compile hint: Chromium compiles every function of a file that starts with this
 * comment on a background thread while the file streams in, instead of on the main thread at
 * the function's first call. The storefront's first render calls most of what the HTML loads
 * (React, the layout, the opened page), and the main thread idles while those files download:
 * on a slow phone (4x CPU) the first render takes ~40 ms less and the module evaluation ~20 ms
 * (DESIGN.md §9, LCP). Only the files the HTML loads get it: not the lazy map or tracking chunks
 * (MapLibre alone is 1 MB), not the back office. Added after hashing; it is the same for every
 * build of a chunk, so the hashed name still stands for one content.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** '/store/:branchIdentifier' → '^/store/[^/]+/?$' */
export function routePattern(path: string): string {
  return `^${path.replace(/:\w+/g, '[^/]+')}/?$`;
}

const chunks = (bundle: OutputBundle): OutputChunk[] => Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** A chunk and the chunks it imports statically, transitively. */
function withImports(chunk: OutputChunk, byName: Map<string, OutputChunk>, seen = new Set<string>()): Set<string> {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = byName.get(name);
    if (imported) withImports(imported, byName, seen);
  }
  return seen;
}

export function routePreloads(): Plugin {
  return {
    name: 'theke:route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // Only the storefront's index.html (the back office has no lazy pages).
        if (!context.bundle || context.path !== '/index.html') return html;
        const all = chunks(context.bundle);
        const byName = new Map(all.map((chunk) => [chunk.fileName, chunk]));
        const entry = all.find((chunk) => chunk.isEntry && chunk.facadeModuleId === context.filename);
        if (!entry) return html;
        const loaded = withImports(entry, byName);
        const pageFiles = new Set<string>();
        const routes = PAGES.flatMap(({ module, patterns }) => {
          const page = all.find((chunk) => chunk.facadeModuleId?.endsWith(module));
          if (!page) return [];
          const files = [...withImports(page, byName)].filter((name) => !loaded.has(name));
          files.forEach((name) => pageFiles.add(name));
          const css = files.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]);
          return patterns.map((pattern) => [pattern, [...files, ...css].map((name) => `/${name}`)] as const);
        });
        for (const name of [...loaded, ...pageFiles]) {
          const chunk = byName.get(name);
          if (chunk) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
        const script = `(function(){var p=location.pathname,s=document.documentElement.hasAttribute('data-first-screen'),r=${JSON.stringify(routes)};for(var i=0;i<r.length;i++){if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(f){var l=document.createElement('link');if(/\\.css$/.test(f)){if(s){l.rel='stylesheet';l.setAttribute('blocking','render')}else{l.rel='preload';l.as='style'}}else{l.rel='modulepreload'}l.href=f;l.crossOrigin='';document.head.appendChild(l)});return}}})();`;
        // Before the entry's own tags: after a stylesheet an inline script would wait for it, and
        // at the very top it would push <meta charset> out of the first 1024 bytes.
        return html.replace('<script type="module"', `<script>${script}</script>\n    <script type="module"`);
      },
    },
  };
}
