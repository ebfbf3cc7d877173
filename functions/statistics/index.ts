/**
 * /api/statistics: every route answers 501 after its access check.
 * Statistics (backoffice.md §7) are computed by the statistics issue.
 */
import { createGroupHandler, notImplementedRoutes } from '../lib/router';

export const handler = createGroupHandler('statistics', notImplementedRoutes('statistics'));
