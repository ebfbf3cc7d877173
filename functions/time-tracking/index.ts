/**
 * /api/time-tracking: time tracking by username + access token is not built. The access check
 * (username + access token) applies; a caller who passes it gets 501 on every route.
 */
import { createGroupHandler, notImplementedRoutes } from '../lib/router';

export const handler = createGroupHandler('time-tracking', notImplementedRoutes('time-tracking'));
