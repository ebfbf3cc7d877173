/** /api/departments: the generic resource shape; the list filters by branch and search term. */
import { departmentInputSchema, departmentListQuerySchema } from '#shared/schemas/organisation.ts';
import { matchesRef } from '../lib/filters';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

const policy = policies.departments;

export const handler = createGroupHandler(
  'departments',
  crudHandlers({
    policy,
    input: departmentInputSchema,
    list: {
      query: departmentListQuerySchema,
      filter: (department, query) => matchesRef(department.branch, query.branch),
    },
  }),
);
