/**
 * Events of the website's contact forms: source `theke.forms`. `FormSubmitted` is published once
 * per stored submission (functions/forms); the consumer `form-email`
 * (events/consumers/notifications/form-email.ts) loads the submission by its id and e-mails the
 * shop. The detail carries ids only: the submission's content is personal data and stays in the
 * table (and out of EventBridge's archives and dead-letter queues).
 */
import * as z from 'zod';

export const FORM_EVENT_SOURCE = 'theke.forms';

export const FORM_SUBMITTED = 'FormSubmitted';

export const formSubmittedDetailSchema = z.object({
  submissionId: z.string().min(1),
  formId: z.string().min(1),
});
export type FormSubmittedDetail = z.infer<typeof formSubmittedDetailSchema>;
