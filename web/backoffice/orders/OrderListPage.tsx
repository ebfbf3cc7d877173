/**
 * The back office's order lists: current orders (open, by due time, refreshed
 * every 5 s with a signal for new ones), missed orders, and the history with its filters in the
 * address. An employee sees only their branches: the API answers only those. Current and missed
 * are paged (the most urgent first, 'Mehr laden' for the next page; docs/order-limits.md); the
 * current list selects orders and rejects them together (junk orders), and opens the panel that
 * marks products sold out for today (./sold-out).
 */
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_TIME_ZONE } from '#shared/time/zone.ts';
import { pageTitle, useDocumentTitle } from '../../common/document';
import { useNow } from '../../common/time';
import { Button, buttonClass, Loading } from '../../common/ui';
import { pluralKey, t } from '../i18n';
import { useCurrentUser } from '../me';
import { useBulkReject, useOpenOrderList, useOrderHistory, useVisibleBranches, type OrderListView } from './list/data';
import { BulkRejectDialog } from './detail/dialogs';
import { filtersFromSearch, searchOfFilters } from './list/filters';
import { HistoryFilterForm } from './list/HistoryFilterForm';
import { OrderRows } from './list/OrderRows';
import { orderRow } from './list/rows';
import { useSoundSetting } from './list/sound';
import { SoundControl } from './list/SoundControl';
import { useNewOrderSignal } from './list/useNewOrderSignal';
import { SoldOutButton } from './sold-out/SoldOutButton';

/**
 * The shop's time zone for due times. The API does not send it; the shop is Austrian and the
 * server's default zone is the same (functions/lib/config.ts).
 */
const SHOP_TIME_ZONE = DEFAULT_TIME_ZONE;

export function OrderListPage({ view }: { view: OrderListView }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const search = view === 'history' ? searchOfFilters(filters) : '';

  const me = useCurrentUser();
  const branches = useVisibleBranches(me.data);
  const history = useOrderHistory(search, view === 'history');
  const open = useOpenOrderList(view === 'missed' ? 'missed' : 'current', view !== 'history');
  const openOrders = useMemo(() => open.data?.pages.flatMap((page) => page.rows), [open.data]);
  const list = view === 'history' ? { isPending: history.isPending, data: history.data } : { isPending: open.isPending, data: openOrders };
  const now = useNow(30_000);
  const [soundOn, setSoundOn] = useSoundSetting();
  const signal = useNewOrderSignal(view === 'current' ? list.data : undefined, me.data?.username, soundOn);

  const branchNames = useMemo(() => new Map((branches.data ?? []).map((branch) => [branch.id, branch.name])), [branches.data]);
  const rows = useMemo(() => (list.data ?? []).map((order) => orderRow(order, now, SHOP_TIME_ZONE, branchNames)), [list.data, now, branchNames]);

  // Selection of the current list: only ids still on the list count (a rejected order leaves it).
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => new Set(rows.filter((row) => picked.has(row.id)).map((row) => row.id)), [rows, picked]);
  const [rejecting, setRejecting] = useState(false);
  const [bulkResult, setBulkResult] = useState<string[]>([]);
  const bulkReject = useBulkReject();
  const selection =
    view === 'current'
      ? {
          selected,
          toggle: (id: string) =>
            setPicked((before) => {
              const next = new Set(before);
              if (next.has(id)) next.delete(id);
              else next.add(id);
              return next;
            }),
          toggleAll: () => setPicked(selected.size === rows.length ? new Set() : new Set(rows.map((row) => row.id))),
        }
      : undefined;
  const tickets = new Map(rows.map((row) => [row.id, row.ticket]));
  const submitBulkReject = async (rejectionMessage: string): Promise<string | null> => {
    try {
      const result = await bulkReject.mutateAsync({ orderIds: [...selected], rejectionMessage });
      const count = result.rejected.length;
      setBulkResult([
        count === 1 ? t('orderList.bulkReject.done.one') : t('orderList.bulkReject.done.other', { count }),
        ...result.skipped.map((skip) => t('orderList.bulkReject.skipped', { ticket: tickets.get(skip.id) ?? skip.id, reason: skip.message })),
      ]);
      setPicked(new Set());
      return null;
    } catch (error) {
      return error instanceof Error && error.message ? error.message : t('orderList.bulkReject.failed');
    }
  };

  const title = t(`orderList.title.${view}`);
  // The count of open orders in the tab's title: readable from another tab.
  const tabTitle = view === 'current' && rows.length > 0 ? t('orderList.titleWithCount', { count: rows.length, title }) : title;
  useDocumentTitle(pageTitle(tabTitle, t('web.backoffice.title')));

  const applyFilters = (next: typeof filters) => setSearchParams(new URLSearchParams(searchOfFilters(next)));

  return (
    <>
      <div className="order-list__header">
        <div>
          <h1>{title}</h1>
          {view !== 'history' && <p className="order-list__intro">{t(`orderList.intro.${view}`)}</p>}
        </div>
        {view === 'current' && <SoundControl on={soundOn} onChange={setSoundOn} />}
        {view === 'current' && <SoldOutButton branches={branches.data ?? []} />}
        {view === 'current' && (
          <Link to="/orders/new" className={buttonClass('primary')}>
            {t('phoneOrder.nav')}
          </Link>
        )}
      </div>
      {view === 'current' && (
        <p className="visually-hidden" role="status" aria-live="polite" data-testid="order-announcer">
          {signal.announcement}
        </p>
      )}
      {view === 'history' && <HistoryFilterForm key={search} filters={filters} branches={branches.data ?? []} onApply={applyFilters} />}

      {list.isPending ? (
        <Loading label={t('orderList.loading')} />
      ) : list.data === undefined ? (
        // The error entry of the feedback layer says what failed and offers the retry.
        <p className="order-list__empty">{t('orderList.unavailable')}</p>
      ) : rows.length === 0 ? (
        <p className="order-list__empty">{t(`orderList.empty.${view}`)}</p>
      ) : (
        <section aria-labelledby="order-list-count">
          <h2 id="order-list-count" className="order-list__count">
            {t(pluralKey(rows.length, 'orderList.count.one', 'orderList.count.other'), { count: rows.length })}
          </h2>
          {selection && selected.size > 0 && (
            <div className="order-list__bulk" role="group" aria-label={t('orderList.bulkReject.title')}>
              <span>{t(pluralKey(selected.size, 'orderList.selected.one', 'orderList.selected.other'), { count: selected.size })}</span>
              <Button className="order-list__danger" onClick={() => setRejecting(true)}>
                {t('orderList.bulkReject.open')}
              </Button>
              <Button variant="secondary" onClick={() => setPicked(new Set())}>
                {t('orderList.selection.clear')}
              </Button>
            </div>
          )}
          <OrderRows rows={rows} fresh={signal.fresh} showBranch={(branches.data?.length ?? 0) > 1} selection={selection} />
          {view !== 'history' && open.hasNextPage && (
            <div className="order-list__more">
              <Button variant="secondary" disabled={open.isFetchingNextPage} onClick={() => void open.fetchNextPage()}>
                {open.isFetchingNextPage ? t('orderList.moreLoading') : t('orderList.more')}
              </Button>
            </div>
          )}
        </section>
      )}
      {view === 'current' && (
        <div role="status" data-testid="bulk-reject-result">
          {bulkResult.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      {rejecting && <BulkRejectDialog count={selected.size} onClose={() => setRejecting(false)} onSubmit={submitBulkReject} />}
    </>
  );
}
