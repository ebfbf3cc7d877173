/**
 * /api/digital-signage-devices: the generic resource shape (filters: stream, search). Commands to
 * a TV and their abort go out as DeviceCommandIssued events of the signage issue (501 here).
 */
import { digitalSignageDeviceInputSchema, signageDeviceListQuerySchema } from '../../shared/schemas/signage';
import { matchesRef, matchesSearch } from '../lib/filters';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler, notImplemented } from '../lib/router';

const policy = policies['digital-signage-devices'];

export const handler = createGroupHandler('digital-signage-devices', {
  ...resourceRoutes({
    policy,
    input: digitalSignageDeviceInputSchema,
    list: {
      query: signageDeviceListQuerySchema,
      filter: (device, query) => matchesRef(device.stream, query.stream) && matchesSearch(device, policy.searchFields, query.search),
    },
  }),
  'POST /api/digital-signage-devices/{id}/command': notImplemented(),
  'POST /api/digital-signage-devices/{id}/command/abort': notImplemented(),
});
