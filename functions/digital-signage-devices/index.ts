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

export const handler = createGroupHandler('digital-signage-devices', {
  ...Object.fromEntries(Object.entries(resourceRoutes).map(([key, definition]) => [key, presentingDevices(definition)])),
  ...commandRoutes,
});
