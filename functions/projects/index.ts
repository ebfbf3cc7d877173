/** /api/projects: the generic resource shape; the list filters by status and search term. */
import { projectInputSchema, projectListQuerySchema } from '../../shared/schemas/projects';
import { matchesSearch } from '../lib/filters';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

const policy = policies.projects;

export const handler = createGroupHandler(
  'projects',
  resourceRoutes({
    policy,
    input: projectInputSchema,
    list: {
      query: projectListQuerySchema,
      filter: (project, query) => (!query.status || project.status === query.status) && matchesSearch(project, policy.searchFields, query.search),
    },
  }),
);
