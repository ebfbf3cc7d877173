/** Helpers shared by the tests of the entity schemas in shared/schemas. */
import type * as z from 'zod';

/** Paths of the issues of a parse that must fail, dotted (`items.0.amount`); throws when it succeeds. */
export function failingPaths(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the parse to fail');
  return result.error.issues.map((issue) => issue.path.join('.'));
}

/** The fields the server manages on a stored record (common.ts `recordMeta`). */
export const storedMeta = (entityType: string) => ({
  id: '01JBX6Q0Z8M3K4N5P6R7S8T9VW',
  entityType,
  version: 3,
  createdAt: '2026-05-04T07:30:00.000Z',
  updatedAt: '2026-05-06T12:00:00.000Z',
});
