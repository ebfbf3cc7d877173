/**
 * The back office's order lists: current orders (open, by due time, refreshed
 * every 5 s with a signal for new ones), missed orders, and the history with its filters in the
 * address. An employee sees only their branches: the API answers only those.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_TIME_ZONE } from '#shared/time/zone.ts';
import { pageTitle, useDocumentTitle } from '../../common/document';
import { useNow } from '../../common/time';
import { Loading } from '../../common/ui';
import { pluralKey, t } from '../i18n';
import { useCurrentUser } from '../me';
import { useOrderList, useVisibleBranches, type OrderListView } from './list/data';
import { filtersFromSearch, searchOfFilters } from './list/filters';
import { HistoryFilterForm } from './list/HistoryFilterForm';
import { OrderRows } from './list/OrderRows';
import { orderRow } from './list/rows';
import { useSoundSetting } from './list/sound';
import { SoundControl } from './list/SoundControl';
import { useNewOrderSignal } from './list/useNewOrderSignal';

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
  const list = useOrderList(view, search);
  const now = useNow(30_000);
  const [soundOn, setSoundOn] = useSoundSetting();
  const signal = useNewOrderSignal(view === 'current' ? list.data : undefined, me.data?.username, soundOn);

  const branchNames = useMemo(() => new Map((branches.data ?? []).map((branch) => [branch.id, branch.name])), [branches.data]);
  const rows = useMemo(() => (list.data ?? []).map((order) => orderRow(order, now, SHOP_TIME_ZONE, branchNames)), [list.data, now, branchNames]);

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
          <OrderRows rows={rows} fresh={signal.fresh} showBranch={(branches.data?.length ?? 0) > 1} />
        </section>
      )}
    </>
  );
}
