/**
 * /backend/customers: find a customer by name, e-mail or phone (a prefix of each; the server
 * answers from its search index, shared/customers/search-keys.ts), A–Z or newest first.
 */
import type { Customer } from '#shared/schemas/crm.ts';
import { DataList } from '../data/DataList';
import { resourceAccess, useViewer } from '../data/access';
import { t } from '../i18n';
import { customersApi } from './api';
import { customerName } from './names';

export default function CustomersPage() {
  const viewer = useViewer();
  return (
    <DataList<Customer>
      api={customersApi}
      title={t('customersAdmin.area')}
      searchLabel={t('customersAdmin.list.search')}
      intro={<p className="bo-field__help">{t('customersAdmin.list.searchHelp')}</p>}
      rowTitle={customerName}
      rowPath={(customer) => `/customers/${customer.id}`}
      columns={[
        { label: t('customersAdmin.field.companyName'), render: (customer) => customer.companyName ?? '', secondary: true },
        { label: t('customersAdmin.field.email'), render: (customer) => customer.email ?? '' },
        { label: t('customersAdmin.field.phone'), render: (customer) => customer.phone ?? '' },
        { label: t('customersAdmin.field.city'), render: (customer) => [customer.zipCode, customer.city].filter(Boolean).join(' '), secondary: true },
      ]}
      sorts={[
        { value: 'lastName', label: t('customersAdmin.sort.name') },
        { value: '-createdAt', label: t('customersAdmin.sort.newest') },
        { value: 'createdAt', label: t('customersAdmin.sort.oldest') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'customers').create() ? '/customers/new' : undefined}
      newLabel={t('customersAdmin.new')}
      emptyText={t('customersAdmin.list.empty')}
    />
  );
}
