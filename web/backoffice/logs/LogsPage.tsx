/**
 * /backend/logs: the audit log (docs/audit-log.md), newest first, filtered by user, area, record
 * and time range; each row names the record, who changed it when, and the first changes.
 */
import { useMemo } from 'react';
import { DEFAULT_TIME_ZONE, formatDateTime } from '#shared/time/index.ts';
import type { AuditEntry } from '#shared/audit/entry.ts';
import { t, pluralKey } from '../i18n';
import { DataList } from '../data/DataList';
import { logsApi } from './api';
import { actionLabel, changeRows, recordLabel, resourceLabel, writableResources } from './view';
import './logs.css';

/** Changes the list row spells out; more are counted (the detail page shows them all). */
const SHOWN_CHANGES = 2;

function ChangesSummary({ entry }: { entry: AuditEntry }) {
  const rows = changeRows(entry.changes);
  if (entry.action === 'create' || entry.action === 'delete' || rows.length > SHOWN_CHANGES) {
    return <>{t(pluralKey(rows.length, 'auditAdmin.changeCount.one', 'auditAdmin.changeCount'), { count: rows.length })}</>;
  }
  return (
    <ul className="audit-summary">
      {rows.map((row) => (
        <li key={row.field}>
          <span className="audit-summary__field">{row.field}:</span>{' '}
          {row.redacted ? (
            row.after
          ) : (
            <>
              <del>{row.before}</del> → <ins>{row.after}</ins>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

export default function LogsPage() {
  const resources = useMemo(writableResources, []);
  return (
    <DataList
      api={logsApi}
      title={t('auditAdmin.area')}
      intro={<p className="audit-intro">{t('auditAdmin.intro')}</p>}
      searchLabel={t('auditAdmin.search')}
      rowTitle={recordLabel}
      rowPath={(entry) => `/logs/${entry.id}`}
      filters={[
        { name: 'user', label: t('auditAdmin.filter.user'), kind: 'text' },
        { name: 'resource', label: t('auditAdmin.filter.resource'), options: resources, allLabel: t('auditAdmin.filter.allResources') },
        { name: 'record', label: t('auditAdmin.filter.record'), kind: 'text' },
        { name: 'from', label: t('auditAdmin.filter.from'), kind: 'date' },
        { name: 'to', label: t('auditAdmin.filter.to'), kind: 'date' },
      ]}
      // Newest first is the log's one order (its index is by time).
      sorts={[]}
      columns={[
        { label: t('auditAdmin.column.at'), render: (entry) => formatDateTime(new Date(entry.at), DEFAULT_TIME_ZONE) },
        { label: t('auditAdmin.column.user'), render: (entry) => entry.userName },
        { label: t('auditAdmin.column.resource'), render: (entry) => resourceLabel(entry.resource), secondary: true },
        { label: t('auditAdmin.column.action'), render: (entry) => actionLabel(entry.action), secondary: true },
        { label: t('auditAdmin.column.changes'), render: (entry) => <ChangesSummary entry={entry} /> },
      ]}
      emptyText={t('auditAdmin.empty')}
    />
  );
}
