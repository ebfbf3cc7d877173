/**
 * Makes @mollie/api-client use functions/payments/mollie-fetch.cjs for node-fetch in this Node
 * process, as the Lambda bundles do (infra/constructs/bundle-aliases.ts): the local
 * stack and the tests then run the same transport as AWS, and it can reach the plain-http fake
 * Mollie (mollie.ts), which the client's own node-fetch with its https agent refuses.
 *
 * Call it before the first import of @mollie/api-client in the process: startLocalStack does; a
 * test that calls the payment handlers in its own worker imports register-mollie-hook.ts first.
 */
import { registerHooks } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../emulators/process';

const mollieFetch = pathToFileURL(join(repoRoot, 'functions', 'payments', 'mollie-fetch.cjs')).href;
let registered = false;

export function useMollieFetch(): void {
  if (registered) return;
  registered = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier === 'node-fetch' && context.parentURL?.includes('/@mollie/api-client/')) {
        return { url: mollieFetch, format: 'commonjs', shortCircuit: true };
      }
      return nextResolve(specifier, context);
    },
  });
}
