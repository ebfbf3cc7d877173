import type { z } from 'zod';

/** A seeded record: what the API accepts for the entity (its input schema), plus the stable id it is stored under. */
export type SeedRecord<Schema extends z.ZodType> = z.input<Schema> & { id: string };
