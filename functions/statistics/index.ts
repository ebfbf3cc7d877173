/**
 * /api/statistics: every route answers 501 after its access check.
 * Statistics (backoffice.md §7) are not computed: no route and no roll-up job exists for them.
 */
import { createGroupHandler, notImplementedRoutes } from '../lib/router';

export const handler = createGroupHandler('statistics', notImplementedRoutes('statistics'));
