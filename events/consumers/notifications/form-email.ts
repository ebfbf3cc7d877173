/**
 * Consumer of rule `form-email` (events/rules.ts): a contact form submission (`FormSubmitted`,
 * events/contracts/forms.ts) e-mailed to the shop.
 *
 * Decisions:
 * - Recipient: the settings' `notificationEmail`, the address that receives the new-order alerts
 *   (./shop-alert.ts): the one mailbox the shop watches for work coming in from the website.
 *   Without one nothing is sent (logged); the submission is in the back office either way.
 * - Reply-To: the submitter's first filled e-mail field, so "Antworten" reaches them; the sender
 *   is the shop's sender address as for every message (./notify-customer.ts senderAddressOf).
 * - Not capped per recipient (./recipient-limit.ts): the shop's own address, like the order
 *   alerts; the form's own per-client cap (functions/forms/rate-limit.ts) bounds it.
 * - Idempotent by the claims of every e-mail consumer (./claims.ts sendOnce, subject
 *   keys.ts claimSubject.formSubmission): the same event delivered twice sends one e-mail; a
 *   failed send releases the claim and fails the event, so it is retried and finally kept in the
 *   rule's dead-letter queue.
 * - A submission deleted before the event arrives is not sent (staff dealt with it already).
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { FORM_SUBMITTED, formSubmittedDetailSchema } from '../../contracts/forms';
import { loadShopConfig } from '#functions/config/service.ts';
import { claimSubject } from '#functions/db/keys.ts';
import { getEntity } from '#functions/db/repository.ts';
import { readConfig } from '#functions/lib/config.ts';
import { createLogger, type Logger } from '#functions/lib/logger.ts';
import { emailOf } from '#functions/orders/recipients.ts';
import { formSubmissionSchema } from '#shared/forms/submission.ts';
import { filledText } from '#shared/text/index.ts';
import { sendOnce } from './claims';
import { formEmail } from './form-templates';
import { senderAddressOf } from './notify-customer';
import { sendEmail } from './senders';

export const FORM_EMAIL_CONSUMER = 'form-email';

/** The submission's page in the back office, when the shop's public origin is configured. */
export function submissionUrl(submissionId: string): string | undefined {
  const { publicUrl } = readConfig();
  return publicUrl ? `${publicUrl}/backend/form-submissions/${encodeURIComponent(submissionId)}` : undefined;
}

export async function handler(event: EventBridgeEvent<string, unknown>): Promise<void> {
  await sendFormEmail(event, createLogger({ group: 'notifications', consumer: FORM_EMAIL_CONSUMER }));
}

async function sendFormEmail(event: EventBridgeEvent<string, unknown>, log: Logger): Promise<void> {
  if (event['detail-type'] !== FORM_SUBMITTED) {
    log.warn('event type without a form e-mail', { detailType: event['detail-type'], eventId: event.id });
    return;
  }
  const { submissionId } = formSubmittedDetailSchema.parse(event.detail);
  const context = { submissionId, eventId: event.id };
  const { config } = await loadShopConfig(log);
  const recipient = emailOf({ email: config.notificationEmail });
  if (!recipient) {
    log.info('no notification e-mail address in the settings, no form e-mail', context);
    return;
  }
  const stored = await getEntity('FormSubmission', submissionId, { consistent: true });
  if (!stored) {
    log.info('form submission of the event not found (deleted), nothing sent', context);
    return;
  }
  // Fails the event when the record does not parse: retried, then kept in the dead-letter queue.
  const submission = formSubmissionSchema.parse(stored);

  const messageId = await sendOnce(
    FORM_EMAIL_CONSUMER,
    claimSubject.formSubmission(submissionId),
    () => {
      const replyTo = emailOf({ email: submission.email });
      const content = formEmail({
        formName: submission.formName,
        entries: submission.entries,
        replyTo,
        createdAt: submission.createdAt,
        timeZone: readConfig().timeZone,
        backOfficeUrl: submissionUrl(submissionId),
      });
      const fromName = filledText(config.shopName) ?? filledText(config.businessName);
      return sendEmail({
        to: recipient,
        from: senderAddressOf(config),
        ...(fromName ? { fromName } : {}),
        ...(replyTo ? { replyTo } : {}),
        ...content,
      });
    },
    log,
    context,
  );
  if (messageId === undefined) {
    log.info('form e-mail was sent before, not again', context);
    return;
  }
  log.info('form e-mail sent', { ...context, messageId });
}
