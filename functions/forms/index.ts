/**
 * /api/forms: every route answers 501 after its access check.
 * Contact form submissions are not built: nothing is stored and no FormSubmitted event is sent.
 */
import { createGroupHandler, notImplementedRoutes } from '../lib/router';

export const handler = createGroupHandler('forms', notImplementedRoutes('forms'));
