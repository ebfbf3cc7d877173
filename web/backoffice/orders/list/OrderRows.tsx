/**
 * The rows of an order list: a table from 1024 px, cards below (a phone or a tablet held upright
 * at the counter). Only one of the two is in the page, so screen readers and tests meet each
 * order once. New orders carry 'Neu' and a highlight for a few seconds.
 */
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n';
import type { OrderRow } from './rows';

const WIDE = '(min-width: 1024px)';

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Selecting rows (the current list's bulk reject); without it the rows have no checkboxes. */
export interface RowSelection {
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Selects every row shown, or clears the selection when all are selected. */
  toggleAll: () => void;
}

interface RowsProps {
  rows: readonly OrderRow[];
  fresh: ReadonlySet<string>;
  showBranch: boolean;
  selection?: RowSelection;
}

function SelectBox({ row, selection }: { row: OrderRow; selection: RowSelection }) {
  return (
    <input
      type="checkbox"
      className="order-list__select"
      checked={selection.selected.has(row.id)}
      onChange={() => selection.toggle(row.id)}
      aria-label={t('orderList.select', { ticket: row.ticket })}
    />
  );
}

function NewBadge() {
  return <span className="order-badge order-badge--new">{t('orderList.new')}</span>;
}

function Payment({ row }: { row: OrderRow }) {
  return (
    <>
      {row.payment}
      {row.paymentState && <span className="order-list__sub">{row.paymentState}</span>}
    </>
  );
}

function Status({ row }: { row: OrderRow }) {
  return <span className={`order-status order-status--${row.tone}`}>{row.status}</span>;
}

export function OrderRows({ rows, fresh, showBranch, selection }: RowsProps) {
  const wide = useMediaQuery(WIDE);
  if (wide) {
    return (
      <table className="order-table">
        <thead>
          <tr>
            {selection && (
              <th scope="col">
                <input
                  type="checkbox"
                  className="order-list__select"
                  checked={rows.length > 0 && rows.every((row) => selection.selected.has(row.id))}
                  onChange={selection.toggleAll}
                  aria-label={t('orderList.selectAll')}
                />
              </th>
            )}
            <th scope="col">{t('orderList.column.ticket')}</th>
            <th scope="col">{t('orderList.column.due')}</th>
            <th scope="col">{t('orderList.column.type')}</th>
            <th scope="col">{t('orderList.column.customer')}</th>
            {showBranch && <th scope="col">{t('orderList.column.branch')}</th>}
            <th scope="col" className="order-table__number">
              {t('orderList.column.total')}
            </th>
            <th scope="col">{t('orderList.column.payment')}</th>
            <th scope="col">{t('orderList.column.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={fresh.has(row.id) ? 'is-new' : undefined} data-order-id={row.id}>
              {selection && (
                <td>
                  <SelectBox row={row} selection={selection} />
                </td>
              )}
              <th scope="row">
                <Link to={`/orders/${row.id}`} className="order-list__link">
                  {row.ticket}
                </Link>
                {fresh.has(row.id) && <NewBadge />}
              </th>
              <td>{row.due}</td>
              <td>{row.type}</td>
              <td>{row.customer}</td>
              {showBranch && <td>{row.branch}</td>}
              <td className="order-table__number">{row.total}</td>
              <td>
                <Payment row={row} />
              </td>
              <td>
                <Status row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <ul className="order-cards">
      {rows.map((row) => (
        <li key={row.id} className={fresh.has(row.id) ? 'order-card is-new' : 'order-card'} data-order-id={row.id}>
          <div className="order-card__head">
            {selection && <SelectBox row={row} selection={selection} />}
            <Link to={`/orders/${row.id}`} className="order-list__link order-card__ticket">
              {row.ticket}
            </Link>
            {fresh.has(row.id) && <NewBadge />}
            <Status row={row} />
          </div>
          <dl className="order-card__facts">
            <div>
              <dt>{t('orderList.column.due')}</dt>
              <dd>{row.due}</dd>
            </div>
            <div>
              <dt>{t('orderList.column.type')}</dt>
              <dd>{row.type}</dd>
            </div>
            <div>
              <dt>{t('orderList.column.customer')}</dt>
              <dd>{row.customer}</dd>
            </div>
            {showBranch && (
              <div>
                <dt>{t('orderList.column.branch')}</dt>
                <dd>{row.branch}</dd>
              </div>
            )}
            <div>
              <dt>{t('orderList.column.total')}</dt>
              <dd>{row.total}</dd>
            </div>
            <div>
              <dt>{t('orderList.column.payment')}</dt>
              <dd>
                <Payment row={row} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
