/** /api/digital-signage-streams: the generic resource shape; the list filters by segment and search term. */
import { digitalSignageStreamInputSchema, signageStreamListQuerySchema } from '#shared/schemas/signage.ts';
import { crudHandlers } from '../lib/crud-routes';
import { matchesRef } from '../lib/filters';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

const policy = policies['digital-signage-streams'];

const entriesOf = (stream: Record<string, unknown>): Array<{ segment?: unknown }> => (Array.isArray(stream.entries) ? stream.entries : []);

export const handler = createGroupHandler(
  'digital-signage-streams',
  crudHandlers({
    policy,
    input: digitalSignageStreamInputSchema,
    list: {
      query: signageStreamListQuerySchema,
      // A stream matches when one of its entries plays the segment.
      filter: (stream, query) => !query.segment || entriesOf(stream).some((entry) => matchesRef(entry.segment, query.segment)),
    },
  }),
);
