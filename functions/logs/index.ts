/**
 * /api/logs: every route answers 501 after its access check.
 * Application logs (backoffice.md §7 "GET /logs") are not stored, so there is nothing to list.
 */
import { createGroupHandler, notImplementedRoutes } from '../lib/router';

export const handler = createGroupHandler('logs', notImplementedRoutes('logs'));
