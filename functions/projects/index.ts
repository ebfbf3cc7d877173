/** /api/projects: the generic resource shape; the list filters by status and search term. */
import { projectInputSchema, projectListQuerySchema } from '#shared/schemas/projects.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

const policy = policies.projects;

export const handler = createGroupHandler(
  'projects',
  crudHandlers({
    policy,
    input: projectInputSchema,
    list: {
      query: projectListQuerySchema,
      filter: (project, query) => !query.status || project.status === query.status,
    },
  }),
);
