/**
 * Devices of a branch (receipt printers and order tablets; fields not shown in the spec). Decision:
 * identifier, name, kind and branch; employees see the devices of their branches.
 */
import * as z from 'zod';
import { flagOn, recordMeta, refSchema, requiredText, text } from './common';

export const DEVICE_KINDS = ['printer', 'tablet'] as const;

export const deviceInputSchema = z.object({
  identifier: text(100).optional(),
  name: requiredText(200),
  kind: z.enum(DEVICE_KINDS),
  branch: refSchema.optional(),
  description: text(2000).optional(),
  isEnabled: flagOn,
});
export const deviceSchema = deviceInputSchema.extend(recordMeta);
export type Device = z.infer<typeof deviceSchema>;
