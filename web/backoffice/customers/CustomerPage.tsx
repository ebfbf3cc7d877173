/**
 * /backend/customers/new and /backend/customers/:id: the customer's record (name, company,
 * e-mail, phone, address), their orders newest first with links to the order detail, and the
 * totals. Deleting is the GDPR erasure: the question says that the orders stay for the books
 * without personal data (shared/customers/erasure.ts).
 */
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { COUNTRIES } from '#shared/schemas/common.ts';
import type { Customer } from '#shared/schemas/crm.ts';
import { formatMoney, money } from '#shared/money/index.ts';
import { formatDate, formatDateTime } from '#shared/time/index.ts';
import { DEFAULT_TIME_ZONE } from '#shared/time/zone.ts';
import { Button, ErrorState, Loading } from '../../common/ui';
import { resourceAccess, useViewer } from '../data/access';
import { Fieldset, SelectField, TextAreaField, TextField } from '../data/fields';
import { RecordEditor } from '../data/RecordEditor';
import { useRecordForm } from '../data/record-form';
import { branchesApi } from '../branches/api';
import { orderRow } from '../orders/list/rows';
import { t } from '../i18n';
import { customersApi, useCustomerOrders } from './api';
import { customerName } from './names';
import './customers.css';

type CustomerDraft = Omit<Customer, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'entityType'>;

/** The shop's time zone (the order lists show times in it too). */
const SHOP_TIME_ZONE = DEFAULT_TIME_ZONE;

const TEXT_FIELDS = [
  ['firstName', 100, 'given-name'],
  ['lastName', 100, 'family-name'],
  ['companyName', 200, 'organization'],
] as const;

export default function CustomerPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'customers') : undefined;
  const form = useRecordForm<Customer, CustomerDraft>({
    api: customersApi,
    id,
    initial: () => ({ lastName: '', country: 'AT' }),
    onCreated: (customer) => navigate(`/customers/${customer.id}`, { replace: true }),
    onDeleted: () => navigate('/customers'),
  });
  const title = form.isNew ? t('customersAdmin.new') : t('customersAdmin.title', { name: form.record ? customerName(form.record) : '' });
  const text = (field: keyof CustomerDraft) => (form.draft[field] as string | undefined) ?? '';
  const set = (field: keyof CustomerDraft) => (value: string) => form.setField(field, (value === '' ? undefined : value) as never);

  return (
    <>
      <RecordEditor
        form={form}
        title={title}
        backTo="/customers"
        backLabel={t('customersAdmin.back')}
        canEdit={Boolean(access && (form.isNew ? access.create() : access.update()))}
        canDelete={Boolean(access?.remove())}
        deleteNote={<p>{t('customersAdmin.erasure.confirm')}</p>}
      >
        <Fieldset legend={t('customersAdmin.section.person')}>
          {TEXT_FIELDS.map(([field, maxLength, autoComplete]) => (
            <TextField
              key={field}
              label={t(`customersAdmin.field.${field}`)}
              required={field === 'lastName'}
              maxLength={maxLength}
              autoComplete={autoComplete}
              value={field === 'lastName' ? form.draft.lastName : text(field)}
              onChange={field === 'lastName' ? (value) => form.setField('lastName', value) : set(field)}
              error={form.errors[field]}
            />
          ))}
          <TextField
            label={t('customersAdmin.field.email')}
            type="email"
            maxLength={254}
            autoComplete="email"
            value={text('email')}
            onChange={set('email')}
            error={form.errors.email}
          />
          <TextField
            label={t('customersAdmin.field.phone')}
            type="tel"
            maxLength={50}
            autoComplete="tel"
            value={text('phone')}
            onChange={set('phone')}
            error={form.errors.phone}
          />
        </Fieldset>
        <Fieldset legend={t('customersAdmin.section.address')}>
          <TextField label={t('customersAdmin.field.street')} maxLength={200} value={text('street')} onChange={set('street')} error={form.errors.street} />
          <TextField label={t('customersAdmin.field.zipCode')} maxLength={20} value={text('zipCode')} onChange={set('zipCode')} error={form.errors.zipCode} />
          <TextField label={t('customersAdmin.field.city')} maxLength={100} value={text('city')} onChange={set('city')} error={form.errors.city} />
          <SelectField
            label={t('customersAdmin.field.country')}
            value={form.draft.country}
            onChange={(country) => form.setField('country', (country ?? 'AT') as CustomerDraft['country'])}
            options={COUNTRIES.map((code) => ({ value: code, label: t(`country.${code}`) }))}
            error={form.errors.country}
          />
          <TextField
            label={t('customersAdmin.field.vatNumber')}
            maxLength={50}
            value={text('vatNumber')}
            onChange={set('vatNumber')}
            error={form.errors.vatNumber}
          />
        </Fieldset>
        <TextAreaField
          label={t('customersAdmin.field.comment')}
          maxLength={5000}
          value={text('comment')}
          onChange={set('comment')}
          error={form.errors.comment}
        />
      </RecordEditor>
      {!form.isNew && form.record && <CustomerOrders customerId={form.record.id} />}
    </>
  );
}

function CustomerOrders({ customerId }: { customerId: string }) {
  const orders = useCustomerOrders(customerId);
  const branches = branchesApi.useAll();
  const branchNames = useMemo(() => new Map((branches.data ?? []).map((branch) => [branch.id, branch.name])), [branches.data]);
  const pages = orders.data?.pages ?? [];
  const totals = pages[0]?.totals;
  const now = useMemo(() => new Date(), []);
  const rows = pages.flatMap((page) => page.orders).map((order) => ({ order, row: orderRow(order, now, SHOP_TIME_ZONE, branchNames) }));

  return (
    <section className="bo-customer-orders" aria-labelledby="customer-orders-title">
      <h2 id="customer-orders-title" className="bo-customer-orders__title">
        {t('customersAdmin.orders.title')}
      </h2>
      {orders.isPending ? (
        <Loading />
      ) : orders.isError && rows.length === 0 ? (
        <ErrorState message={orders.error.message} onRetry={() => void orders.refetch()} />
      ) : (
        <>
          {totals && (
            <dl className="bo-customer-orders__totals" data-testid="customer-totals">
              <div>
                <dt>{t('customersAdmin.totals.count')}</dt>
                <dd>{totals.count}</dd>
              </div>
              <div>
                <dt>{t('customersAdmin.totals.gross')}</dt>
                <dd>{formatMoney(money(totals.totalGross))}</dd>
              </div>
              <div>
                <dt>{t('customersAdmin.totals.first')}</dt>
                <dd>{totals.firstOrderAt ? formatDate(new Date(totals.firstOrderAt), SHOP_TIME_ZONE) : '–'}</dd>
              </div>
              <div>
                <dt>{t('customersAdmin.totals.last')}</dt>
                <dd>{totals.lastOrderAt ? formatDate(new Date(totals.lastOrderAt), SHOP_TIME_ZONE) : '–'}</dd>
              </div>
            </dl>
          )}
          <p className="bo-field__help">{t('customersAdmin.totals.help')}</p>
          {rows.length === 0 ? (
            <p className="bo-list__empty" role="status">
              {t('customersAdmin.orders.empty')}
            </p>
          ) : (
            <div className="bo-table-wrap">
              <table className="bo-table">
                <thead>
                  <tr>
                    <th scope="col">{t('customersAdmin.orders.date')}</th>
                    <th scope="col">{t('customersAdmin.orders.ticket')}</th>
                    <th scope="col" className="is-secondary">
                      {t('customersAdmin.orders.branch')}
                    </th>
                    <th scope="col" className="is-secondary">
                      {t('customersAdmin.orders.type')}
                    </th>
                    <th scope="col" className="is-numeric">
                      {t('customersAdmin.orders.total')}
                    </th>
                    <th scope="col">{t('customersAdmin.orders.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ order, row }) => (
                    <tr key={order.id} data-order-id={order.id}>
                      <td>{formatDateTime(new Date(order.createdAt), SHOP_TIME_ZONE)}</td>
                      <th scope="row">
                        <Link to={`/orders/${order.id}`}>{row.ticket}</Link>
                      </th>
                      <td className="is-secondary">{row.branch ?? ''}</td>
                      <td className="is-secondary">{row.type}</td>
                      <td className="is-numeric">{row.total}</td>
                      <td>{row.status}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {orders.isError && <ErrorState message={orders.error.message} onRetry={() => void orders.fetchNextPage()} />}
          {orders.hasNextPage && (
            <Button variant="secondary" className="bo-list__more" disabled={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
              {orders.isFetchingNextPage ? t('dataScreen.list.loadingMore') : t('dataScreen.list.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
