/**
 * /api/logs: the audit log of staff writes (docs/audit-log.md), for administrators only
 * (functions/manifest.ts). Entries are written by the repository with each write; here they are
 * only read.
 */
import * as z from 'zod';
import { auditListQuerySchema } from '#shared/audit/entry.ts';
import { NEXT_CURSOR_HEADER } from '#shared/schemas/list-page.ts';
import { getAuditEntry, listAuditEntries } from '../audit/query';
import { ApiError, resourceLabel } from '../lib/errors';
import { createGroupHandler, Reply, route } from '../lib/router';

const idParams = z.object({ id: z.string().min(1).max(100) });

export const handler = createGroupHandler('logs', {
  // No X-Total-Count: counting the matches would read the whole log on every page.
  'GET /api/logs': route({
    query: auditListQuerySchema,
    handle: async ({ query }) => {
      const page = await listAuditEntries(query);
      return new Reply(200, page.rows, page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {});
    },
  }),
  'GET /api/logs/{id}': route({
    params: idParams,
    handle: async ({ params }) => {
      const entry = await getAuditEntry(params.id);
      if (!entry) throw ApiError.of(404, 'api.entity.notFound', { resource: resourceLabel('logs') });
      return entry;
    },
  }),
});
