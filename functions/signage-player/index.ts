/**
 * The TV's player page (web/signage) with its device id and key in the path (access
 * `signageDevice`, functions/lib/access.ts): the program it plays and its heartbeat.
 */
import { createGroupHandler, notImplemented } from '../lib/router';

export const handler = createGroupHandler('signage-player', {
  'GET /api/signage/{deviceId}/{deviceKey}/program': notImplemented(),
  'POST /api/signage/{deviceId}/{deviceKey}/heartbeat': notImplemented(),
});
