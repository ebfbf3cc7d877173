/**
 * The e-mail to the shop about a contact form submission (rule `form-email`, ./form-email.ts), in
 * German, for staff. Pure like ./templates.ts, whose letter and rendering (HTML-escaped) it
 * reuses: subject "Neue Anfrage: Catering-Anfrage", the form, when it arrived (the shop's zone)
 * and where an answer goes, then every field as "Label: value", quoted as the submitter's own
 * text with links broken (a stranger typed it: a spam link is not one click away), and the link
 * to the submission in the back office.
 */
import type { FormEntry } from '#shared/forms/contact-form.ts';
import { formMessages } from '#shared/i18n/forms.ts';
import { createLookup } from '#shared/i18n/lookup.ts';
import { formatDateTime } from '#shared/time/index.ts';
import { renderEmail, type EmailContent, type Letter } from './templates';

const t = createLookup(formMessages);

export interface FormEmailInput {
  formName: string;
  entries: ReadonlyArray<Pick<FormEntry, 'label' | 'text'>>;
  /** The submitter's e-mail (the reply address), when the form had one filled. */
  replyTo?: string;
  /** When it arrived (ISO). */
  createdAt: string;
  timeZone: string;
  /** The submission in the back office; without a public origin configured the e-mail goes without it. */
  backOfficeUrl?: string;
}

export function formEmail(input: FormEmailInput): EmailContent {
  const details: Letter['details'] = [
    [t('formSubmission.email.form'), input.formName],
    [t('formSubmission.email.receivedAt'), formatDateTime(new Date(input.createdAt), input.timeZone)],
  ];
  if (input.replyTo) details.push([t('formSubmission.email.replyTo'), input.replyTo]);
  const letter: Letter = {
    greeting: t('formSubmission.email.greeting'),
    paragraphs: [
      t('formSubmission.email.intro', { form: input.formName }),
      input.replyTo ? t('formSubmission.email.replyHint', { email: input.replyTo }) : t('formSubmission.email.noReply'),
    ],
    details,
    linesHeading: '',
    lines: [],
    totals: [],
    customerInput: {
      heading: t('formSubmission.email.entries'),
      note: t('formSubmission.email.entriesNote'),
      rows: input.entries.map((entry) => [entry.label, entry.text === '' ? t('formSubmission.value.none') : entry.text]),
    },
    link: input.backOfficeUrl ? { intro: t('formSubmission.email.link'), label: t('formSubmission.email.linkLabel'), url: input.backOfficeUrl } : undefined,
  };
  return renderEmail(t('formSubmission.email.subject', { form: input.formName }), letter);
}
