/**
 * /backend/analytics-log: the storefront's page views, events and device info (docs/analytics.md),
 * newest first, filtered by type, time range (the server: without one the last 7 days, at most 31)
 * and a part of the page's path; each row names the page or event, where it came from, and the
 * browser family.
 */
import { DEFAULT_TIME_ZONE, formatDateTime } from '#shared/time/index.ts';
import type { AnalyticsLogEntry } from '#shared/schemas/analytics.ts';
import { t } from '../i18n';
import { DataList } from '../data/DataList';
import { analyticsLogApi } from './api';
import { deviceLabel, entryDetail, entryTitle, typeLabel, typeOptions } from './view';
import './analytics-log.css';

export default function AnalyticsLogPage() {
  return (
    <DataList<AnalyticsLogEntry>
      api={analyticsLogApi}
      title={t('analyticsAdmin.area')}
      intro={
        <div className="analytics-intro">
          <p>{t('analyticsAdmin.intro')}</p>
          <p className="bo-field__help">{t('analyticsAdmin.rangeHint')}</p>
        </div>
      }
      searchLabel={t('analyticsAdmin.search')}
      rowTitle={entryTitle}
      rowPath={(entry) => `/analytics-log/${entry.id}`}
      filters={[
        { name: 'type', label: t('analyticsAdmin.filter.type'), options: typeOptions(), allLabel: t('analyticsAdmin.filter.allTypes') },
        { name: 'from', label: t('analyticsAdmin.filter.from'), kind: 'date' },
        { name: 'to', label: t('analyticsAdmin.filter.to'), kind: 'date' },
      ]}
      // Newest first is the log's one order (its index is by time).
      sorts={[]}
      columns={[
        { label: t('analyticsAdmin.column.at'), render: (entry) => formatDateTime(new Date(entry.createdAt), DEFAULT_TIME_ZONE) },
        { label: t('analyticsAdmin.column.type'), render: (entry) => typeLabel(entry.type) },
        { label: t('analyticsAdmin.column.detail'), render: entryDetail, secondary: true },
        { label: t('analyticsAdmin.column.device'), render: deviceLabel, secondary: true },
      ]}
      emptyText={t('analyticsAdmin.empty')}
    />
  );
}
