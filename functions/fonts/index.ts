/**
 * /api/fonts: every route answers 501 after its access check.
 * Fonts and their Google stylesheets come with the fonts issue.
 */
import { createGroupHandler, notImplementedRoutes } from '../lib/router';

export const handler = createGroupHandler('fonts', notImplementedRoutes('fonts'));
