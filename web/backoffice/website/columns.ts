/** List columns the website areas share. */
import { DEFAULT_TIME_ZONE, formatDateTime } from '#shared/time/index.ts';
import type { Column } from '../data/DataList';
import { t } from '../i18n';

/** When the record was last changed, in the shop's time zone ('16.11.2026 14:05'). */
export function updatedColumn<T extends { updatedAt?: string }>(): Column<T> {
  return {
    label: t('websiteAdmin.column.updated'),
    render: (row) => (row.updatedAt ? formatDateTime(new Date(row.updatedAt), DEFAULT_TIME_ZONE) : ''),
    secondary: true,
  };
}
