/**
 * /api/devices: the generic resource shape (devices belong to a branch; the printer key is
 * write-only and stored hashed, see shared/schemas/device.ts), and the test print, test
 * notification and log request of a receipt printer (functions/printing/request.ts).
 */
import { deviceInputSchema } from '#shared/schemas/device.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';
import { prepareDevice } from '../printing/devices';
import { deviceActionRoutes } from '../printing/request';

export const handler = createGroupHandler('devices', {
  ...crudHandlers({ policy: policies.devices, input: deviceInputSchema, prepare: prepareDevice }),
  ...deviceActionRoutes,
});
