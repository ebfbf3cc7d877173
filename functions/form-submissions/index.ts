/**
 * /api/form-submissions: the stored contact form submissions for the back office (administrators
 * only, functions/manifest.ts): the generic list (search, paging, sort; `form` filters by the
 * form node's id), read and delete. Submissions are created by the contact form itself
 * (functions/forms/submit.ts) and never changed.
 */
import { formSubmissionListQuerySchema } from '#shared/forms/submission.ts';
import * as z from 'zod';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

const routes = crudHandlers({
  policy: policies['form-submissions'],
  // No route takes a body: there is no create or replace.
  input: z.never(),
  list: { query: formSubmissionListQuerySchema, filter: (record, query) => !query.form || record.formId === query.form },
});

export const handler = createGroupHandler('form-submissions', {
  'GET /api/form-submissions': routes['GET /api/form-submissions']!,
  'GET /api/form-submissions/{id}': routes['GET /api/form-submissions/{id}']!,
  'DELETE /api/form-submissions/{id}': routes['DELETE /api/form-submissions/{id}']!,
});
