/**
 * /api/digital-signage-devices: the generic resource shape (filters: stream, branch, search) with
 * the write-only key and the player's server fields (./commands.ts), the commands to a TV and
 * the program it plays.
 */
import { digitalSignageDeviceInputSchema, signageDeviceListQuerySchema } from '#shared/schemas/signage.ts';
import { matchesRef } from '../lib/filters';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';
import { commandRoutes, prepareSignageDevice, presentingDevices } from './commands';

const policy = policies['digital-signage-devices'];

const resourceRoutes = crudHandlers({
  policy,
  input: digitalSignageDeviceInputSchema,
  prepare: prepareSignageDevice,
  list: {
    query: signageDeviceListQuerySchema,
    filter: (device, query) => matchesRef(device.stream, query.stream) && matchesRef(device.branch, query.branch),
  },
});

const base = '/api/digital-signage-devices';

// The generic routes, each answer with the commands' states as of now.
export const handler = createGroupHandler('digital-signage-devices', {
  'GET /api/digital-signage-devices': presentingDevices(resourceRoutes[`GET ${base}`]!),
  'GET /api/digital-signage-devices/{id}': presentingDevices(resourceRoutes[`GET ${base}/{id}`]!),
  'POST /api/digital-signage-devices': presentingDevices(resourceRoutes[`POST ${base}`]!),
  'PUT /api/digital-signage-devices/{id}': presentingDevices(resourceRoutes[`PUT ${base}/{id}`]!),
  'DELETE /api/digital-signage-devices/{id}': resourceRoutes[`DELETE ${base}/{id}`]!,
  ...commandRoutes,
});
