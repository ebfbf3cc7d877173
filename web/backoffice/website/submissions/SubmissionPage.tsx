/**
 * /backend/form-submissions/:id: one enquiry, read-only (a submission is what the visitor sent;
 * nobody edits it): every label and value in the form's order, a mailto link to answer, and
 * delete with confirmation. Not RecordEditor: that frame is a form with save and leaves out the
 * delete when nothing may be changed; this page is built from the same pieces (the resource's
 * hooks, the delete dialog, the editor's classes).
 */
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DEFAULT_TIME_ZONE, formatDateTime } from '#shared/time/index.ts';
import type { FormSubmission } from '#shared/forms/submission.ts';
import { Button, ErrorState, Loading, buttonClass } from '../../../common/ui';
import { useDocumentTitle } from '../../../common/document';
import { t } from '../../i18n';
import { resourceAccess, useViewer } from '../../data/access';
import { DeleteDialog } from '../../data/DeleteDialog';
import { formSubmissionsApi, senderLabel } from './api';
import './submissions.css';

/** The mail program opened with the visitor's address and "Re"-like subject. */
export function answerLink(submission: Pick<FormSubmission, 'email' | 'formName'>): string | undefined {
  if (!submission.email) return undefined;
  const subject = encodeURIComponent(t('formSubmissions.answerSubject', { form: submission.formName }));
  return `mailto:${encodeURIComponent(submission.email).replace(/%40/g, '@')}?subject=${subject}`;
}

export default function SubmissionPage() {
  const { id } = useParams();
  const record = formSubmissionsApi.useRecord(id);
  const submission = record.data;
  const title = submission ? t('formSubmissions.title', { sender: senderLabel(submission) }) : t('formSubmissions.area');
  useDocumentTitle(title);
  if (record.isPending) return <Loading />;
  if (!submission) return <ErrorState message={record.error?.message ?? t('formSubmissions.loadFailed')} onRetry={() => void record.refetch()} />;
  return <SubmissionDetail submission={submission} title={title} />;
}

function SubmissionDetail({ submission, title }: { submission: FormSubmission; title: string }) {
  const headingId = useId();
  const navigate = useNavigate();
  const viewer = useViewer();
  const remove = formSubmissionsApi.useDelete();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const date = formatDateTime(new Date(submission.createdAt), DEFAULT_TIME_ZONE);
  const mailto = answerLink(submission);
  const canDelete = Boolean(viewer && resourceAccess(viewer, 'form-submissions').remove());

  return (
    <section className="bo-editor" aria-labelledby={headingId}>
      <p className="bo-editor__back">
        <Link to="/form-submissions">{t('formSubmissions.back')}</Link>
      </p>
      <h1 id={headingId} className="bo-page-title">
        {title}
      </h1>
      <p className="fs-meta">{t('formSubmissions.meta', { form: submission.formName, date })}</p>

      <h2 className="fs-heading">{t('formSubmissions.entries')}</h2>
      <dl className="fs-entries">
        {submission.entries.map((entry) => (
          <div className="fs-entry" key={entry.key}>
            <dt>{entry.label}</dt>
            <dd>{entry.text === '' ? t('formSubmissions.empty.value') : entry.text}</dd>
          </div>
        ))}
      </dl>

      <div className="bo-editor__actions">
        {mailto ? (
          <a className={buttonClass('primary')} href={mailto}>
            {t('formSubmissions.answer')}
          </a>
        ) : (
          <p className="fs-meta">{t('formSubmissions.noEmail')}</p>
        )}
        {canDelete && (
          <Button variant="secondary" className="bo-button--danger" onClick={() => setConfirmDelete(true)}>
            {t('dataScreen.delete')}
          </Button>
        )}
      </div>
      <p className="bo-field__help">{t('formSubmissions.retention')}</p>

      <DeleteDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate(submission.id, { onSuccess: () => void navigate('/form-submissions') })}
        title={t('formSubmissions.deleteName', { sender: senderLabel(submission), date })}
        deleting={remove.isPending}
        error={remove.error?.message}
      />
    </section>
  );
}
