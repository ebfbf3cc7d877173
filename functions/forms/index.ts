/** /api/custom/form/{id}: the contact form of the content pages (./submit.ts). */
import { createGroupHandler } from '../lib/router';
import { submitFormRoute } from './submit';

export const handler = createGroupHandler('forms', { 'POST /api/custom/form/{id}': submitFormRoute });
