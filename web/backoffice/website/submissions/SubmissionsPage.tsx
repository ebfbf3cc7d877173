/**
 * /backend/form-submissions: the enquiries sent through the website's contact forms, newest first
 * (storefront.md §5 "Contact form"; docs/contact-form.md): who sent it (the name, else the
 * e-mail), when, through which form, with search, a filter by form and paging.
 */
import { DEFAULT_TIME_ZONE, formatDateTime } from '#shared/time/index.ts';
import type { FormSubmission } from '#shared/forms/submission.ts';
import { t } from '../../i18n';
import { DataList, type Column } from '../../data/DataList';
import { nodesApi } from '../api';
import { formSubmissionsApi, senderLabel } from './api';

const columns: readonly Column<FormSubmission>[] = [
  { label: t('formSubmissions.column.receivedAt'), render: (row) => formatDateTime(new Date(row.createdAt), DEFAULT_TIME_ZONE) },
  { label: t('formSubmissions.column.form'), render: (row) => row.formName },
  { label: t('formSubmissions.column.email'), render: (row) => row.email ?? '', secondary: true },
];

export default function SubmissionsPage() {
  const nodes = nodesApi.useAll();
  const forms = (nodes.data ?? []).filter((node) => node.type === 'form');
  return (
    <DataList
      api={formSubmissionsApi}
      title={t('formSubmissions.area')}
      searchLabel={t('formSubmissions.search')}
      rowTitle={senderLabel}
      rowPath={(row) => `/form-submissions/${row.id}`}
      columns={columns}
      filters={[
        {
          name: 'form',
          label: t('formSubmissions.filter.form'),
          allLabel: t('formSubmissions.filter.allForms'),
          options: forms.map((node) => ({ value: node.id, label: node.type === 'form' ? node.content.name : node.id })),
        },
      ]}
      sorts={[
        { value: '-createdAt', label: t('formSubmissions.sort.newest') },
        { value: 'createdAt', label: t('formSubmissions.sort.oldest') },
        { value: 'formName', label: t('formSubmissions.sort.form') },
      ]}
      emptyText={t('formSubmissions.empty')}
    />
  );
}
