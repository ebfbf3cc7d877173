/**
 * The TV's player page (web/signage) with its device id and key in the path (access
 * `signageDevice`, functions/lib/access.ts): the program it plays, answered with
 * `ETag: "<version>"` and 304 without a body to a matching If-None-Match, and its heartbeat.
 */
import { signageHeartbeatSchema } from '#shared/schemas/signage.ts';
import { serverNow } from '../lib/clock';
import { ApiError } from '../lib/errors';
import { RawReply, Reply, createGroupHandler, route } from '../lib/router';
import { heartbeat } from './heartbeat';
import { buildProgram } from './program';
import type { Caller } from '../lib/auth';

const deviceOf = (caller: Caller) => {
  if (caller.kind !== 'signageDevice') throw ApiError.of(401, 'api.auth.invalidSignageKey');
  return caller.device;
};

/** The tags of an If-None-Match header (`"a", W/"b"` → a, b). */
const requestedTags = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
    .filter(Boolean);

export const handler = createGroupHandler('signage-player', {
  'GET /api/signage/{deviceId}/{deviceKey}/program': route({
    handle: async ({ caller, event }) => {
      const program = await buildProgram(deviceOf(caller), serverNow());
      // The player asks again every 30 s; the browser must revalidate, never reuse on its own.
      const headers = { etag: `"${program.version}"`, 'cache-control': 'no-cache' };
      if (requestedTags(event.headers?.['if-none-match'] ?? event.headers?.['If-None-Match']).includes(program.version)) {
        return new RawReply(304, '', 'application/json; charset=utf-8', headers);
      }
      return new Reply(200, program, headers);
    },
  }),
  'POST /api/signage/{deviceId}/{deviceKey}/heartbeat': route({
    body: signageHeartbeatSchema,
    handle: async ({ caller, body }) => heartbeat(deviceOf(caller), body, serverNow()),
  }),
});
