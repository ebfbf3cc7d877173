/**
 * /api/time-tracking: every route answers 501 after its access check.
 * Time tracking comes with the time-tracking issue; the access check (username + access
 * token) already applies.
 */
import { createGroupHandler, notImplementedRoutes } from '../lib/router';

export const handler = createGroupHandler('time-tracking', notImplementedRoutes('time-tracking'));
