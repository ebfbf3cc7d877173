/**
 * /api/digital-signage-devices: the generic resource shape (filters: stream, search). Commands to
 * a TV and their abort go out as DeviceCommandIssued events of the signage issue (501 here).
 */
import { digitalSignageDeviceInputSchema, signageDeviceListQuerySchema } from '../../shared/schemas/signage';
import { matchesRef } from '../lib/filters';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler, notImplemented } from '../lib/router';

const policy = policies['digital-signage-devices'];

export const handler = createGroupHandler('digital-signage-devices', {
  ...crudHandlers({
    policy,
    input: digitalSignageDeviceInputSchema,
    list: {
      query: signageDeviceListQuerySchema,
      filter: (device, query) => matchesRef(device.stream, query.stream),
    },
  }),
  'POST /api/digital-signage-devices/{id}/command': notImplemented(),
  'POST /api/digital-signage-devices/{id}/command/abort': notImplemented(),
});
