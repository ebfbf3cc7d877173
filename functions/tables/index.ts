/**
 * /api/tables: the generic resource shape (backoffice.md §7); the list filters by branch.
 *
 * `branch` takes one branch id or several separated by commas (`?branch=A,B`; API Gateway joins a
 * repeated `?branch=A&branch=B` the same way): the back office shows an employee of two branches
 * the tables of both without the other branches' ones (tables are public data, every caller may
 * read all of them).
 */
import * as z from 'zod';
import { ULID_PATTERN } from '#shared/schemas/common.ts';
import { tableInputSchema } from '#shared/schemas/branch.ts';
import { branchIdOf, policies } from '../lib/policies';
import { crudHandlers } from '../lib/crud-routes';
import { createGroupHandler } from '../lib/router';

const ULID = ULID_PATTERN.source.slice(1, -1);
/** Most branch ids in one filter: more than a shop has branches. */
const MAX_BRANCH_IDS = 100;

/** `GET /tables?branch=<id>[,<id>…]` */
const tableListQuerySchema = z.object({
  branch: z
    .string()
    .regex(new RegExp(`^${ULID}(?:,${ULID}){0,${MAX_BRANCH_IDS - 1}}$`), { error: 'api.validation.id' })
    .transform((value) => value.split(','))
    .optional(),
});

export const handler = createGroupHandler(
  'tables',
  crudHandlers({
    policy: policies.tables,
    input: tableInputSchema,
    list: {
      query: tableListQuerySchema,
      filter: (table, query) => !query.branch || query.branch.includes(branchIdOf(table) ?? ''),
    },
  }),
);
