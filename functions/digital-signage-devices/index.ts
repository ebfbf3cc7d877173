/** /api/digital-signage-devices: the generic resource shape (filters: stream, branch, search), commands and the program a TV plays. */
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
      filter: (device, query) => matchesRef(device.stream, query.stream) && matchesRef(device.branch, query.branch),
    },
  }),
  'POST /api/digital-signage-devices/{id}/command': notImplemented(),
  'POST /api/digital-signage-devices/{id}/command/abort': notImplemented(),
  'GET /api/digital-signage-devices/{id}/program': notImplemented(),
});
