/** /api/departments: the generic resource shape; the list filters by branch and search term. */
import { departmentInputSchema, departmentListQuerySchema } from '../../shared/schemas/organisation';
import { matchesRef, matchesSearch } from '../lib/filters';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

const policy = policies.departments;

export const handler = createGroupHandler(
  'departments',
  resourceRoutes({
    policy,
    input: departmentInputSchema,
    list: {
      query: departmentListQuerySchema,
      filter: (department, query) =>
        matchesRef(department.branch, query.branch) &&
        matchesSearch(department, policy.searchFields, query.search),
    },
  }),
);
