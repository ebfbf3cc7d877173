/**
 * node-fetch as @mollie/api-client sees it on the local stack (see mollie-client-hook.ts): the
 * real node-fetch, except that the client's https agent is left out of a request to an http: URL,
 * so the client can reach the plain-http fake Mollie. Deployed Lambdas never load this file.
 */
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- stands in for node-fetch in a CommonJS require, so it is CommonJS itself
const fetch = require('node-fetch');

module.exports = function localFetch(url, init) {
  const href = String(url);
  if (init && init.agent && init.agent.protocol === 'https:' && href.startsWith('http:')) {
    const { agent: _httpsAgent, ...rest } = init;
    return fetch(url, rest);
  }
  return fetch(url, init);
};
