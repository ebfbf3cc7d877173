/**
 * Modules every Lambda bundle replaces (esbuild alias; paths from the repository root), used by
 * ThekeFunction and by `npm run bench`, which bundles like CDK does: the Mollie client's
 * node-fetch becomes Node's own fetch (why: functions/payments/mollie-fetch.cjs); sanitize-html's
 * postcss, never called with our allow-list, becomes a stub (why: functions/lib/postcss-stub.cjs).
 */
export const BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  'node-fetch': 'functions/payments/mollie-fetch.cjs',
  postcss: 'functions/lib/postcss-stub.cjs',
};
