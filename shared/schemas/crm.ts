/**
 * Customers, external users, analytics leads and QR codes (fields not shown in the spec).
 * Decision: contact data with a comment; leads carry where they came from; a QR code is a short
 * path on the shop's domain that forwards to a target (its scans feed the QR code statistics).
 */
import * as z from 'zod';
import { COUNTRIES, flagOn, optionalEmail, pathSchema, rangeQuery, recordMeta, requiredText, searchQuery, trimmedText } from './common';

const contact = {
  companyName: trimmedText(200).optional(),
  firstName: trimmedText(100).optional(),
  lastName: trimmedText(100).optional(),
  email: optionalEmail,
  phone: trimmedText(50).optional(),
  comment: trimmedText(5000).optional(),
};

export const customerInputSchema = z.object({
  ...contact,
  lastName: requiredText(100),
  street: trimmedText(200).optional(),
  zipCode: trimmedText(20).optional(),
  city: trimmedText(100).optional(),
  country: z.enum(COUNTRIES).default('AT'),
  vatNumber: trimmedText(50).optional(),
});
export const customerSchema = customerInputSchema.extend(recordMeta);
export type Customer = z.infer<typeof customerSchema>;

export const externalUserInputSchema = z.object({
  ...contact,
  name: requiredText(200),
  // Decision: a former supplier or adviser is switched off rather than deleted, so the contact
  // stays findable; the list filters by it (`active`).
  isActive: flagOn,
});
export const externalUserSchema = externalUserInputSchema.extend(recordMeta);
export type ExternalUser = z.infer<typeof externalUserSchema>;

export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;

export const analyticsLeadInputSchema = z.object({
  ...contact,
  name: requiredText(200),
  source: trimmedText(200).optional(),
  status: z.enum(LEAD_STATUSES).default('new'),
});
export const analyticsLeadSchema = analyticsLeadInputSchema.extend(recordMeta);
export type AnalyticsLead = z.infer<typeof analyticsLeadSchema>;

/**
 * Hosts an https QR code target may point at, besides the shop's own paths. Decision: none, so a
 * printed code can never send customers off the shop (a leaked back-office account must not turn
 * the shop's posters into links to a phishing page); a partner's host is added here by a change.
 */
export const QR_TARGET_HOSTS: readonly string[] = [];

/**
 * Whether a QR code target is allowed: a path of this shop ('/…', not '//host' which browsers read
 * as another host, no backslash) or an https URL on QR_TARGET_HOSTS.
 */
export function isAllowedQrTarget(target: string, hosts: readonly string[] = QR_TARGET_HOSTS): boolean {
  if (target.startsWith('/')) return !target.startsWith('//') && !target.includes('\\') && !/\s/.test(target);
  try {
    const url = new URL(target);
    return url.protocol === 'https:' && url.username === '' && url.password === '' && hosts.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

export const qrCodeInputSchema = z.object({
  path: pathSchema,
  name: requiredText(200),
  target: requiredText(2000).refine((target) => isAllowedQrTarget(target), { error: 'api.validation.qrTarget' }),
  isEnabled: flagOn,
});
export const qrCodeSchema = qrCodeInputSchema.extend(recordMeta);
export type QrCode = z.infer<typeof qrCodeSchema>;

/** `GET /customers|external-users?search=` */
export const contactListQuerySchema = z.object({ ...searchQuery });

/** `GET /external-users?search=&active=true|false` */
export const externalUserListQuerySchema = z.object({ active: z.enum(['true', 'false']).optional(), ...searchQuery });

/** `GET /analytics-leads?search=&status=&from=&to=` (from/to on the creation date). */
export const leadListQuerySchema = z.object({ status: z.enum(LEAD_STATUSES).optional(), ...searchQuery, ...rangeQuery });
