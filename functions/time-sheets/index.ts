/**
 * /api/time-sheets: every route answers 501 after its access check.
 * Time sheets come with the time-tracking issue.
 */
import { createGroupHandler, notImplementedRoutes } from '../lib/router';

export const handler = createGroupHandler('time-sheets', notImplementedRoutes('time-sheets'));
