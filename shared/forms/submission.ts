/**
 * A stored contact form submission (`formSubmission`, /api/form-submissions, back office
 * "Anfragen"): the form it came from (id and name at the time), one entry per field as
 * ./contact-form.ts cleaned it, and what a list row shows (`sender`, `email`).
 *
 * Decisions on personal data: the submitter's IP address is not stored (the rate limit counts a
 * hash of it for ten minutes only, functions/forms/rate-limit.ts); a submission is deleted by
 * staff when it is dealt with, and at the latest two years after it arrived
 * (FORM_SUBMISSION_RETENTION_DAYS, a DynamoDB TTL): a catering enquiry may lead to next year's
 * order, anything older has no purpose left under GDPR art. 5(1)(e).
 */
import * as z from 'zod';
import { recordMeta, searchQuery } from '../schemas/common';

/** Days a submission is kept at most (see the module comment). */
export const FORM_SUBMISSION_RETENTION_DAYS = 730;

export const FORM_ENTRY_KINDS = ['text', 'email', 'textarea', 'boolean', 'select', 'multiselect'] as const;

export const formEntrySchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(FORM_ENTRY_KINDS),
  value: z.union([z.string(), z.boolean(), z.array(z.string())]),
  text: z.string(),
});

export const formSubmissionSchema = z.object({
  ...recordMeta,
  formId: z.string(),
  formName: z.string(),
  entries: z.array(formEntrySchema),
  /** Who sent it: the first filled one-line text (usually the name), else the e-mail. */
  sender: z.string().optional(),
  /** The first filled e-mail field: where an answer goes. */
  email: z.string().optional(),
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;

/** `GET /api/form-submissions?form=<node id>&search=…`: the submissions of one form. */
export const formSubmissionListQuerySchema = z.object({ form: z.string().trim().min(1).max(100).optional(), ...searchQuery });
