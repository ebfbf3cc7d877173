/**
 * /api/digital-signage-devices: the generic resource shape (filters: stream, search). Commands to
 * a TV and their abort are not built: both routes answer 501 and send no DeviceCommandIssued event.
 */
import { digitalSignageDeviceInputSchema, signageDeviceListQuerySchema } from '#shared/schemas/signage.ts';
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
