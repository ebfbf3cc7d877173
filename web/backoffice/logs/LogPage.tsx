/**
 * /backend/logs/:id: one audit entry, read-only: who changed which record when, through which
 * call, and every changed field as a before/after table (secret fields only as "geändert").
 */
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { DEFAULT_TIME_ZONE, formatDateTime } from '#shared/time/index.ts';
import type { AuditEntry } from '#shared/audit/entry.ts';
import { ErrorState, Loading } from '../../common/ui';
import { useDocumentTitle } from '../../common/document';
import { t } from '../i18n';
import { logsApi } from './api';
import { actionLabel, changeRows, recordLabel, resourceLabel } from './view';
import './logs.css';

export default function LogPage() {
  const { id } = useParams();
  const record = logsApi.useRecord(id);
  const entry = record.data;
  const title = entry ? t('auditAdmin.detail.title', { action: actionLabel(entry.action), record: recordLabel(entry) }) : t('auditAdmin.area');
  useDocumentTitle(title);
  if (record.isPending) return <Loading />;
  if (!entry) return <ErrorState message={record.error?.message ?? t('backoffice.logsLoadFailed')} onRetry={() => void record.refetch()} />;
  return <LogDetail entry={entry} title={title} />;
}

function LogDetail({ entry, title }: { entry: AuditEntry; title: string }) {
  const headingId = useId();
  const changesId = useId();
  const rows = changeRows(entry.changes);
  return (
    <section className="bo-editor" aria-labelledby={headingId}>
      <p className="bo-editor__back">
        <Link to="/logs">{t('auditAdmin.detail.back')}</Link>
      </p>
      <h1 id={headingId} className="bo-page-title">
        {title}
      </h1>
      <dl className="audit-facts">
        <dt>{t('auditAdmin.detail.when')}</dt>
        <dd>{formatDateTime(new Date(entry.at), DEFAULT_TIME_ZONE)}</dd>
        <dt>{t('auditAdmin.detail.who')}</dt>
        <dd>{entry.userName}</dd>
        <dt>{t('auditAdmin.detail.resource')}</dt>
        <dd>{resourceLabel(entry.resource)}</dd>
        <dt>{t('auditAdmin.detail.record')}</dt>
        <dd>
          {recordLabel(entry)} <span className="audit-muted">({entry.recordId})</span>
          <br />
          <Link to={`/logs?record=${encodeURIComponent(entry.recordId)}`}>{t('auditAdmin.detail.history')}</Link>
        </dd>
        {entry.route && (
          <>
            <dt>{t('auditAdmin.detail.route')}</dt>
            <dd>
              <code>{entry.route}</code>
            </dd>
          </>
        )}
      </dl>

      <h2 id={changesId} className="audit-heading">
        {t('auditAdmin.detail.changes')}
      </h2>
      {rows.length === 0 ? (
        <p>{t('auditAdmin.detail.none')}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table audit-changes" aria-labelledby={changesId}>
            <thead>
              <tr>
                <th scope="col">{t('auditAdmin.detail.field')}</th>
                <th scope="col">{t('auditAdmin.detail.before')}</th>
                <th scope="col">{t('auditAdmin.detail.after')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={`${row.field}-${index}`}>
                  <th scope="row">{row.field}</th>
                  {row.redacted ? (
                    <td colSpan={2} className="audit-muted">
                      {row.after}
                    </td>
                  ) : (
                    <>
                      <td className="audit-value">{row.before}</td>
                      <td className="audit-value">{row.after}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
