/** /api/digital-signage-segments: the generic resource shape; the list filters by scene and search term. */
import { digitalSignageSegmentInputSchema, signageSegmentListQuerySchema } from '#shared/schemas/signage.ts';
import { crudHandlers } from '../lib/crud-routes';
import { matchesRef } from '../lib/filters';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

const policy = policies['digital-signage-segments'];

const itemsOf = (segment: Record<string, unknown>): Array<{ scene?: unknown }> => (Array.isArray(segment.items) ? segment.items : []);

export const handler = createGroupHandler(
  'digital-signage-segments',
  crudHandlers({
    policy,
    input: digitalSignageSegmentInputSchema,
    list: {
      query: signageSegmentListQuerySchema,
      // A segment matches when one of its items shows the scene.
      filter: (segment, query) => !query.scene || itemsOf(segment).some((item) => matchesRef(item.scene, query.scene)),
    },
  }),
);
