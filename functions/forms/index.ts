/**
 * /api/forms: every route answers 501 after its access check.
 * The contact form submission comes with the forms issue (event FormSubmitted).
 */
import { createGroupHandler, notImplementedRoutes } from '../lib/router';

export const handler = createGroupHandler('forms', notImplementedRoutes('forms'));
