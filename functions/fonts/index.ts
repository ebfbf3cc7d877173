/**
 * /api/fonts: every route answers 501 after its access check.
 * The font list and the Google font stylesheets are not built.
 */
import { createGroupHandler, notImplementedRoutes } from '../lib/router';

export const handler = createGroupHandler('fonts', notImplementedRoutes('fonts'));
