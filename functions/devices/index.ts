/**
 * /api/devices: the generic resource shape (devices belong to a branch). Test notifications,
 * test prints and log requests reach the device through events of the printing issue (501 here).
 */
import { deviceInputSchema } from '../../shared/schemas/device';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler, notImplemented } from '../lib/router';

export const handler = createGroupHandler('devices', {
  ...resourceRoutes({ policy: policies.devices, input: deviceInputSchema }),
  'POST /api/devices/{id}/test/notification': notImplemented(),
  'POST /api/devices/{id}/test/print': notImplemented(),
  'POST /api/devices/{id}/request-device-logs': notImplemented(),
});
