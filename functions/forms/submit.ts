/**
 * `POST /api/custom/form/{id}`: a visitor sends a contact form (storefront.md §5 "Contact form",
 * §7 "Submit contact form"; docs/contact-form.md).
 *
 * Request: JSON mapping each field's data key (its fieldId, else its 0-based position) to its
 * value (shared/forms/contact-form.ts), plus two reserved keys the storefront's form sends for the
 * spam defence without a third-party captcha:
 * - `$website`: a text input hidden from people (a honeypot); people leave it empty.
 * - `$elapsedMs`: milliseconds between the form being shown and being sent.
 *
 * Answers, in the order they are decided:
 * - 404 `formSubmission.notFound`: no node with this id (or identifier), not a form, or not public;
 * - 201 `{data: {id}}` with a made-up id, nothing stored or sent: the honeypot is filled.
 *   Decision: a bot gets the answer of a success, so it learns nothing to adapt to;
 * - 400 `formSubmission.tooFast` (no field): `$elapsedMs` missing, not a number or under
 *   MIN_ELAPSED_MS. Two seconds: nobody reads a form and types a name and an e-mail faster, a
 *   script that posts at once is refused. It is a weak signal (a bot may send any number), the
 *   rate limit is the bound;
 * - 400 with one entry per failing field (`field` = data key, German message naming the label);
 * - 429 `formSubmission.rateLimited`: the client's fifth accepted submission in ten minutes was
 *   the last (./rate-limit.ts);
 * - 201 `{data: {id}}`: stored as `FormSubmission`, then `FormSubmitted` is published (a refused
 *   publish is logged; the submission is stored and listed in the back office all the same).
 */
import * as z from 'zod';
import { ulid } from 'ulid';
import { checkContactForm, formErrorMessage, replyAddressOf, senderOf } from '#shared/forms/contact-form.ts';
import { formMessages } from '#shared/i18n/forms.ts';
import { formFieldSchema } from '#shared/schemas/content.ts';
import { FORM_EVENT_SOURCE, FORM_SUBMITTED, type FormSubmittedDetail } from '#events/contracts/forms.ts';
import type { ApiErrorEntry } from '#shared/schemas/errors.ts';
import { createEntity } from '../db/repository';
import { findRecord, idParams } from '../lib/crud-routes';
import { ApiError } from '../lib/errors';
import { publishEvent } from '../lib/events';
import type { Logger } from '../lib/logger';
import { policies } from '../lib/policies';
import { created, route } from '../lib/router';
import { clientIpOf } from './client';
import { takeSubmissionAllowance } from './rate-limit';

/** The reserved keys of the spam defence (never a field's data key in practice: they start with `$`). */
export const HONEYPOT_KEY = '$website';
export const ELAPSED_KEY = '$elapsedMs';

/** Fastest plausible submission by a person, in milliseconds (see the module comment). */
export const MIN_ELAPSED_MS = 2000;

/**
 * Largest body: 100 fields (the form schema's maximum) of short texts, or a few long ones; 5000
 * characters of a textarea are at most 20 KB in UTF-8.
 */
const MAX_BODY_BYTES = 128_000;

const fieldsSchema = z.array(formFieldSchema);

/**
 * An error entry with a message of the forms catalogue. Codes: a field's `validation.required` …
 * (the API's own codes for the same findings), else `form.notFound`, `form.tooFast`, `form.rateLimited`.
 */
function formError(key: keyof typeof formMessages, message: string, field?: string): ApiErrorEntry {
  const name = key.slice('formSubmission.'.length);
  return { code: name.startsWith('validation.') ? name : `form.${name}`, message, ...(field !== undefined ? { field } : {}) };
}

const refuse = (status: number, key: 'formSubmission.notFound' | 'formSubmission.tooFast' | 'formSubmission.rateLimited'): ApiError =>
  new ApiError(status, [formError(key, formMessages[key])]);

/** The public form node with this id or identifier, with its fields; 404 otherwise. */
async function publicForm(idOrIdentifier: string, log: Logger) {
  const node = await findRecord(policies.nodes, idOrIdentifier);
  if (!node || node.type !== 'form' || node.isPublic !== true) throw refuse(404, 'formSubmission.notFound');
  const content = (node.content ?? {}) as { name?: unknown; fields?: unknown };
  const fields = fieldsSchema.safeParse(content.fields ?? []);
  if (!fields.success) {
    log.error('form node does not parse', { nodeId: node.id, paths: fields.error.issues.map((issue) => issue.path.join('.')) });
    throw new Error(`form node ${node.id} does not parse`);
  }
  return { id: node.id, name: typeof content.name === 'string' ? content.name.trim() : '', fields: fields.data };
}

const isFilled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

export const submitFormRoute = route({
  params: idParams,
  body: z.record(z.string(), z.unknown()),
  maxBodyBytes: MAX_BODY_BYTES,
  handle: async ({ params, body, event, log }) => {
    const form = await publicForm(params.id, log);

    if (isFilled(body[HONEYPOT_KEY])) {
      log.info('contact form: honeypot filled, nothing stored', { formId: form.id });
      return created({ id: ulid() });
    }
    const elapsed = body[ELAPSED_KEY];
    if (typeof elapsed !== 'number' || !Number.isFinite(elapsed) || elapsed < MIN_ELAPSED_MS) {
      log.info('contact form: sent too fast or without timing', { formId: form.id });
      throw refuse(400, 'formSubmission.tooFast');
    }

    const check = checkContactForm(form.fields, body);
    if (!check.ok) {
      throw new ApiError(
        400,
        check.errors.map((error) => formError(error.key, formErrorMessage(error), error.field)),
      );
    }

    if (!(await takeSubmissionAllowance(clientIpOf(event)))) {
      log.info('contact form: client over its submission cap', { formId: form.id });
      throw refuse(429, 'formSubmission.rateLimited');
    }

    const sender = senderOf(check.entries);
    const email = replyAddressOf(check.entries);
    const submission = await createEntity('FormSubmission', {
      formId: form.id,
      formName: form.name,
      entries: check.entries,
      ...(sender !== undefined ? { sender } : {}),
      ...(email !== undefined ? { email } : {}),
    });
    const detail: FormSubmittedDetail = { submissionId: submission.id, formId: form.id };
    try {
      await publishEvent(FORM_EVENT_SOURCE, FORM_SUBMITTED, detail);
    } catch (error) {
      log.error('FormSubmitted not published', { error, submissionId: submission.id });
    }
    log.info('contact form submission stored', { formId: form.id, submissionId: submission.id });
    return created({ id: submission.id });
  },
});
