/**
 * Divisions (Organisationen) and departments (Abteilungen). The spec names only the division's
 * identifier; the other fields are a minimal decision: a name and description, and for
 * departments the branch they belong to (employees see the departments of their branches).
 */
import * as z from 'zod';
import { idSchema, identifierSchema, imageRefSchema, recordMeta, refSchema, requiredText, searchQuery, trimmedText } from './common';

export const divisionInputSchema = z.object({
  identifier: identifierSchema,
  name: requiredText(200),
  title: trimmedText(200).optional(),
  description: trimmedText(5000).optional(),
  image: imageRefSchema.optional(),
});
export const divisionSchema = divisionInputSchema.extend(recordMeta);
export type Division = z.infer<typeof divisionSchema>;

export const departmentInputSchema = z.object({
  name: requiredText(200),
  description: trimmedText(5000).optional(),
  branch: refSchema.optional(),
});
export const departmentSchema = departmentInputSchema.extend(recordMeta);
export type Department = z.infer<typeof departmentSchema>;

/** `GET /departments?branch=&search=` */
export const departmentListQuerySchema = z.object({ branch: idSchema.optional(), ...searchQuery });
