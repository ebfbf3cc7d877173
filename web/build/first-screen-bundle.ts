/**
 * Builds the server renderer of the storefront's first screen (web/storefront/server/
 * first-screen.tsx) for Node: minified ESM with the app's lazy pages as chunks beside it. The
 * pages Lambda carries it (infra/stacks/api-stack.ts bundles it next to the handler) and the local
 * server builds it when it serves dist/ (infra/local/server/web.ts), so both render the same code.
 *
 * What the browser-only parts need on a server: stylesheets are left out (the HTML links them),
 * what only a lazy chunk the server never renders imports (the map library and its worker URL,
 * Amplify of the staff toolbar) stays external to that chunk, and rich text is cleaned without
 * DOMPurify (serverSanitizer).
 */
import { build, type Plugin } from 'esbuild';
import { join, resolve } from 'node:path';

/** The renderer's file in `outdir`, which exports `renderFirstScreen`. */
export const FIRST_SCREEN_FILE = 'first-screen.mjs';

/** The module's own source, relative to the repository root. */
const ENTRY = 'web/storefront/server/first-screen.tsx';

/**
 * Editors' HTML is cleaned by DOMPurify in the browser (web/storefront/content/sanitize.ts), which
 * needs a DOM; the server's render cleans it with the save-time allow-list instead.
 */
function serverSanitizer(repositoryRoot: string): Plugin {
  return {
    name: 'theke:server-sanitizer',
    setup(build) {
      build.onResolve({ filter: /^\.\/sanitize$/ }, (args) =>
        args.importer.endsWith(join('web', 'storefront', 'content', 'RichText.tsx'))
          ? { path: resolve(repositoryRoot, 'web', 'storefront', 'server', 'sanitize.ts') }
          : undefined,
      );
    },
  };
}

export async function bundleFirstScreen(repositoryRoot: string, outdir: string): Promise<void> {
  await build({
    absWorkingDir: repositoryRoot,
    entryPoints: { 'first-screen': ENTRY },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    minify: true,
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['*?url', 'maplibre-gl', 'aws-amplify', 'aws-amplify/*', '@aws-amplify/*'],
    // Bundled CommonJS (react-dom's server build) calls require() for Node built-ins; ESM has none.
    banner: { js: "import{createRequire as __thekeCreateRequire}from'node:module';const require=__thekeCreateRequire(import.meta.url);" },
    plugins: [serverSanitizer(repositoryRoot)],
    logLevel: 'error',
  });
}

/** Bundles the renderer into `outdir` when run as a script (the pages Lambda's bundling hook). */
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  const [root, outdir] = process.argv.slice(2);
  if (!root || !outdir) throw new Error('usage: first-screen-bundle.ts <repository root> <out dir>');
  await bundleFirstScreen(root, join(outdir));
}
