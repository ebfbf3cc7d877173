/**
 * Devices of a branch (receipt printers and order tablets; fields not shown in the spec). Decision:
 * identifier, name, kind and branch; employees see the devices of their branches.
 *
 * A receipt printer fetches its jobs over Star CloudPRNT at `/api/cloudprnt/{deviceId}/{key}`.
 * `key` is write-only, like the order screens' API key of a branch: the server stores only its
 * hash and answers `hasKey`; without a new key the old one stays. It travels in the URL the
 * printer is configured with, so it is URL-safe (letters, digits, '-' and '_'), at least 24 long.
 * The server keeps what the printer reports: `lastSeenAt` (its last poll), `printerStatus` (the
 * CloudPRNT status code), and the log it sent when staff asked for one (`logRequestedAt`,
 * `deviceLog`); clients never write these.
 */
import * as z from 'zod';
import { deviceKeySchema, flagOn, recordMeta, refSchema, requiredText, trimmedText } from './common';

export const DEVICE_KINDS = ['printer', 'tablet'] as const;

export const deviceInputSchema = z.object({
  identifier: trimmedText(100).optional(),
  name: requiredText(200),
  kind: z.enum(DEVICE_KINDS),
  branch: refSchema.optional(),
  description: trimmedText(2000).optional(),
  isEnabled: flagOn,
  key: deviceKeySchema.optional(),
});

export type DeviceInput = z.infer<typeof deviceInputSchema>;

/** What a printer sent back for a log request: the answers to the CloudPRNT client actions. */
export const deviceLogSchema = z.object({
  receivedAt: z.string(),
  entries: z.array(z.object({ request: z.string(), result: z.string() })),
});
export type DeviceLog = z.infer<typeof deviceLogSchema>;

/** Fields only the server writes (the printer's polls, log requests). */
export const DEVICE_SERVER_FIELDS = ['lastSeenAt', 'printerStatus', 'logRequestedAt', 'deviceLog'] as const;

export const deviceSchema = deviceInputSchema.omit({ key: true }).extend({
  ...recordMeta,
  hasKey: z.boolean(),
  lastSeenAt: z.string().optional(),
  printerStatus: z.string().optional(),
  logRequestedAt: z.string().optional(),
  deviceLog: deviceLogSchema.optional(),
});
export type Device = z.infer<typeof deviceSchema>;

/** A device as stored: the printer's key only as its SHA-256 hash (hex); clients see `hasKey`. */
export const storedDeviceSchema = deviceSchema.omit({ hasKey: true }).extend({ keyHash: z.string().optional() });
