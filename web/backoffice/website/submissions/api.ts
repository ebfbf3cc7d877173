/**
 * The contact form submissions (/api/form-submissions, administrators only): the API module of
 * ../../data/resource-api.ts. Submissions come in through the website's forms; the back office
 * reads and deletes them, it never creates or changes one.
 */
import { formSubmissionSchema, type FormSubmission } from '#shared/forms/submission.ts';
import { t } from '../../i18n';
import { defineResource } from '../../data/resource-api';

export const formSubmissionsApi = defineResource<FormSubmission, never>({
  resource: 'form-submissions',
  schema: formSubmissionSchema,
  messages: {
    loadFailed: t('formSubmissions.listLoadFailed'),
    // No create or update route: the fallbacks only complete the module's shape.
    createFailed: t('formSubmissions.loadFailed'),
    updateFailed: t('formSubmissions.loadFailed'),
    deleteFailed: t('formSubmissions.deleteFailed'),
  },
});

/** How a list row and the detail name who sent it. */
export const senderLabel = (submission: Pick<FormSubmission, 'sender' | 'email'>): string =>
  submission.sender ?? submission.email ?? t('formSubmissions.unknownSender');
