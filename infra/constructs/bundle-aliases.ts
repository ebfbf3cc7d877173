/**
 * Modules every Lambda bundle replaces (esbuild alias; paths from the repository root), used by
 * ThekeFunction and by `npm run bench`, which bundles like CDK does: sanitize-html's postcss,
 * never called with our allow-list, is replaced by a module that throws when called (why:
 * functions/lib/postcss-stub.cjs); its launder, of which it uses only `naughtyHref`, by that one
 * function (functions/lib/launder-href.cjs, tested against launder's); and `node:http` by the same
 * module taken through require, which spares every cold start the load of undici
 * (functions/lib/node-http.cjs).
 */
export const BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  postcss: 'functions/lib/postcss-stub.cjs',
  launder: 'functions/lib/launder-href.cjs',
  'node:http': 'functions/lib/node-http.cjs',
};
