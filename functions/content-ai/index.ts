/**
 * /api/content-ai: every route answers 501 after its access check.
 * AI generation of site content and images is not built.
 */
import { createGroupHandler, notImplementedRoutes } from '../lib/router';

export const handler = createGroupHandler('content-ai', notImplementedRoutes('content-ai'));
