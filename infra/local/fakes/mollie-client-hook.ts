/**
 * Lets @mollie/api-client reach the plain-http fake Mollie (mollie.ts) on the local stack and in
 * tests.
 *
 * Why: the client (version 4) sends every request through node-fetch with an https.Agent holding
 * its own CA bundle. Against an http:// endpoint Node refuses that agent ('Protocol "http:" not
 * supported'), and no local certificate can satisfy the bundled CAs, so neither http nor a
 * self-signed https fake works as it is. This resolve hook hands the client, and only the client,
 * mollie-fetch.cjs instead of node-fetch: the real node-fetch minus the https agent on http: URLs.
 * Everything else of the client (requests, retries, parsing, errors) runs unchanged. Deployed
 * Lambdas never load this file: their bundles contain the real node-fetch.
 *
 * Call it before the first import of @mollie/api-client in the process (startLocalStack does; a
 * test that calls the payment handlers in its own worker calls it at the top of its file).
 */
import { registerHooks } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const localFetch = pathToFileURL(join(dirname(fileURLToPath(import.meta.url)), 'mollie-fetch.cjs')).href;
let registered = false;

export function letMollieClientReachHttp(): void {
  if (registered) return;
  registered = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier === 'node-fetch' && context.parentURL?.includes('/@mollie/api-client/')) {
        return { url: localFetch, format: 'commonjs', shortCircuit: true };
      }
      return nextResolve(specifier, context);
    },
  });
}
