/**
 * The history's filters. 'Filtern' writes them into the address (a new history entry, so the
 * back button returns to the previous filters); the page reads them from there.
 */
import type { FormEvent } from 'react';
import { PAYMENT_METHODS, orderTypeLabel } from '#shared/checkout/options.ts';
import { orderPaymentMethodLabel } from '#shared/order-status/index.ts';
import { ORDER_TYPES } from '#shared/pricing/pricing.ts';
import { ORDER_STATUS_FILTERS } from '#shared/schemas/order.ts';
import { Button } from '#web/common/ui/index.ts';
import { t } from '../../i18n';
import { filtersFromForm, type HistoryFilters } from './filters';

export interface BranchOption {
  id: string;
  name: string;
}

interface Props {
  filters: HistoryFilters;
  branches: readonly BranchOption[];
  onApply: (filters: HistoryFilters) => void;
}

const id = (field: string) => `order-filter-${field}`;

export function HistoryFilterForm({ filters, branches, onApply }: Props) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(filtersFromForm(new FormData(event.currentTarget)));
  };
  const reset = () => onApply({});

  return (
    <form className="order-filters" aria-labelledby="order-filters-title" onSubmit={submit}>
      <h2 id="order-filters-title" className="visually-hidden">
        {t('orderList.filter.heading')}
      </h2>
      <div className="order-filters__field order-filters__field--search">
        <label htmlFor={id('search')}>{t('orderList.filter.search')}</label>
        <input
          className="bo-input"
          id={id('search')}
          name="search"
          type="search"
          defaultValue={filters.search ?? ''}
          placeholder={t('orderList.filter.searchHint')}
          maxLength={200}
        />
      </div>
      <div className="order-filters__field order-filters__field--branch">
        <label htmlFor={id('branch')}>{t('orderList.filter.branch')}</label>
        <select className="bo-input" id={id('branch')} name="branch" defaultValue={filters.branch ?? ''}>
          <option value="">{t('orderList.filter.allBranches')}</option>
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </select>
      </div>
      <div className="order-filters__field order-filters__field--status">
        <label htmlFor={id('status')}>{t('orderList.filter.status')}</label>
        <select className="bo-input" id={id('status')} name="status" defaultValue={filters.status ?? ''}>
          <option value="">{t('orderList.filter.any')}</option>
          {ORDER_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(`orderList.filter.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="order-filters__field order-filters__field--orderType">
        <label htmlFor={id('orderType')}>{t('orderList.filter.orderType')}</label>
        <select className="bo-input" id={id('orderType')} name="orderType" defaultValue={filters.orderType ?? ''}>
          <option value="">{t('orderList.filter.any')}</option>
          {ORDER_TYPES.map((type) => (
            <option key={type} value={type}>
              {orderTypeLabel(type)}
            </option>
          ))}
        </select>
      </div>
      <div className="order-filters__field order-filters__field--paymentMethod">
        <label htmlFor={id('paymentMethod')}>{t('orderList.filter.paymentMethod')}</label>
        <select className="bo-input" id={id('paymentMethod')} name="paymentMethod" defaultValue={filters.paymentMethod ?? ''}>
          <option value="">{t('orderList.filter.any')}</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {orderPaymentMethodLabel(method)}
            </option>
          ))}
        </select>
      </div>
      <div className="order-filters__field order-filters__field--from">
        <label htmlFor={id('from')}>{t('orderList.filter.from')}</label>
        <input className="bo-input" id={id('from')} name="from" type="date" defaultValue={filters.from ?? ''} aria-describedby="order-filters-range" />
      </div>
      <div className="order-filters__field order-filters__field--to">
        <label htmlFor={id('to')}>{t('orderList.filter.to')}</label>
        <input className="bo-input" id={id('to')} name="to" type="date" defaultValue={filters.to ?? ''} aria-describedby="order-filters-range" />
      </div>
      <p id="order-filters-range" className="order-filters__hint">
        {t('orderList.filter.rangeHint')}
      </p>
      <div className="order-filters__actions">
        <Button type="submit">{t('orderList.filter.apply')}</Button>
        <Button variant="secondary" onClick={reset}>
          {t('orderList.filter.reset')}
        </Button>
      </div>
    </form>
  );
}
