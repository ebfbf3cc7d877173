/**
 * /api/time-sheets: every route answers 501 after its access check.
 * Time sheets (holiday and working-time balances) are not built.
 */
import { createGroupHandler, notImplementedRoutes } from '../lib/router';

export const handler = createGroupHandler('time-sheets', notImplementedRoutes('time-sheets'));
