/**
 * /backend/analytics-log/:id: one entry, read-only (the log is written by the storefront only):
 * its type, time, event names and every stored field with its German label.
 */
import { Fragment, useId } from 'react';
import { Link, useParams } from 'react-router';
import { DEFAULT_TIME_ZONE, formatDateTime } from '#shared/time/index.ts';
import type { AnalyticsLogEntry } from '#shared/schemas/analytics.ts';
import { ErrorState, Loading } from '../../common/ui';
import { useDocumentTitle } from '../../common/document';
import { t } from '../i18n';
import { analyticsLogApi } from './api';
import { DETAIL_FIELDS, fieldValue, typeLabel } from './view';
import './analytics-log.css';

export default function AnalyticsLogEntryPage() {
  const { id } = useParams();
  const record = analyticsLogApi.useRecord(id);
  const entry = record.data;
  const title = entry
    ? t('analyticsAdmin.title', { type: typeLabel(entry.type), date: formatDateTime(new Date(entry.createdAt), DEFAULT_TIME_ZONE) })
    : t('analyticsAdmin.area');
  useDocumentTitle(title);
  if (record.isPending) return <Loading />;
  if (!entry) return <ErrorState message={record.error?.message ?? t('analyticsAdmin.loadFailed')} onRetry={() => void record.refetch()} />;
  return <EntryDetail entry={entry} title={title} />;
}

function EntryDetail({ entry, title }: { entry: AnalyticsLogEntry; title: string }) {
  const headingId = useId();
  const fields = DETAIL_FIELDS.filter(([name]) => entry.data[name] !== undefined && entry.data[name] !== '');
  return (
    <section className="bo-editor" aria-labelledby={headingId}>
      <p className="bo-editor__back">
        <Link to="/analytics-log">{t('analyticsAdmin.back')}</Link>
      </p>
      <h1 id={headingId} className="bo-page-title">
        {title}
      </h1>
      <dl className="analytics-facts">
        <dt>{t('analyticsAdmin.field.type')}</dt>
        <dd>{typeLabel(entry.type)}</dd>
        <dt>{t('analyticsAdmin.field.at')}</dt>
        <dd>{formatDateTime(new Date(entry.createdAt), DEFAULT_TIME_ZONE)}</dd>
        {entry.category && (
          <>
            <dt>{t('analyticsAdmin.field.category')}</dt>
            <dd>{entry.category}</dd>
          </>
        )}
        {entry.action && (
          <>
            <dt>{t('analyticsAdmin.field.action')}</dt>
            <dd>{entry.action}</dd>
          </>
        )}
        {fields.map(([name, label]) => (
          <Fragment key={name}>
            <dt>{t(label)}</dt>
            <dd className={name === 'visitor' ? 'analytics-facts__hash' : undefined}>{fieldValue(name, entry.data[name])}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
