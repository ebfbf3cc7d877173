/**
 * The HTTP transport of @mollie/api-client: stands in for node-fetch, which the client imports.
 *
 * The client (version 4) sends every request through node-fetch with an https.Agent holding its
 * own CA bundle from 2021. This module sends the same requests through Node's built-in fetch
 * instead and leaves that agent out:
 * - the Lambda bundles lose node-fetch and its URL and Unicode tables (about 290 KB of the
 *   300 KB budget) and the `punycode` deprecation warning they print at start;
 * - TLS is verified against Node's current CA store rather than a frozen copy;
 * - the local stack's fake Mollie, plain http on loopback, is reachable (Node refuses an https
 *   agent for an http: URL).
 * The client uses only status, headers.get, text() and a property it adds, which both fetches
 * offer, and it sets Accept-Encoding itself; Node's fetch decompresses as node-fetch did.
 *
 * How it replaces node-fetch: the Lambda bundles alias it (infra/constructs/bundle-aliases.ts),
 * the local stack and the tests resolve it with a module hook
 * (infra/local/fakes/mollie-client-hook.ts). CommonJS, because the client's CommonJS build
 * `require`s node-fetch and calls the result.
 */
'use strict';

module.exports = function mollieFetch(url, init) {
  const { agent: _agent, ...rest } = init || {};
  return fetch(url, rest);
};
