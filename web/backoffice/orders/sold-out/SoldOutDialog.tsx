/**
 * The sold-out panel of the current orders: the branch's products (from its menus), searchable by
 * name, each a large toggle button (aria-pressed) that marks it sold out for today or available
 * again in one tap, and above them the list of what is sold out today with a button to release
 * each. An employee with several branches (or an administrator) chooses the branch first.
 *
 * Decisions: the storefront reads the mark within about 15 s (web/storefront/store/StorePage.tsx);
 * the mark ends at midnight in the shop's time zone by itself (shared/availability), so the panel
 * offers no "clear all". A tap on a product whose change is still on its way waits for it.
 */
import { useId, useMemo, useState } from 'react';
import { soldOutToday } from '#shared/availability/index.ts';
import { DEFAULT_TIME_ZONE } from '#shared/time/zone.ts';
import { useNow } from '../../../common/time';
import { Button, Dialog, Loading } from '../../../common/ui';
import { t } from '../../i18n';
import { useBranchMenus, useProductNames, useSoldOutBranch, useSoldOutChange } from './data';
import { branchMenuProducts, matchingProducts, type NamedProduct } from './products';
import './sold-out.css';

/** The shop's zone for "today" (the order list's: the API does not send it, the shop is Austrian). */
const SHOP_TIME_ZONE = DEFAULT_TIME_ZONE;

export interface SoldOutDialogProps {
  /** The branches the user may mark products at, by name (at least one). */
  branches: readonly { id: string; name: string }[];
  onClose: () => void;
}

export function SoldOutDialog({ branches, onClose }: SoldOutDialogProps) {
  const [branchId, setBranchId] = useState(branches[0]!.id);
  const [term, setTerm] = useState('');
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const ids = { branch: useId(), search: useId(), today: useId(), products: useId() };
  const now = useNow(60_000);

  const branch = useSoldOutBranch(branchId);
  const menus = useBranchMenus(branchId);
  const names = useProductNames();
  const change = useSoldOutChange();

  const offered = useMemo(() => (menus.data && names.data ? branchMenuProducts(menus.data, branchId, names.data) : []), [menus.data, names.data, branchId]);
  const shown = useMemo(() => matchingProducts(offered, term), [offered, term]);
  const soldOutIds = useMemo(() => (branch.data ? soldOutToday(branch.data, now, SHOP_TIME_ZONE) : []), [branch.data, now]);
  const soldOut = new Set(soldOutIds);
  const today = soldOutIds.flatMap((id) => names.data?.get(id) ?? []);

  const toggle = (product: NamedProduct, markSoldOut: boolean) => {
    if (pending.has(product.id)) return;
    setPending((before) => new Set(before).add(product.id));
    change.mutate(
      { branchId, productId: product.id, soldOut: markSoldOut },
      {
        onSuccess: () => setAnnouncement(t(markSoldOut ? 'soldOut.marked' : 'soldOut.restored', { product: product.name })),
        onSettled: () =>
          setPending((before) => {
            const next = new Set(before);
            next.delete(product.id);
            return next;
          }),
      },
    );
  };

  const isPending = branch.isPending || menus.isPending || names.isPending;
  const failed = branch.isError || menus.isError || names.isError;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('soldOut.title')}
      className="sold-out"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('soldOut.close')}
        </Button>
      }
    >
      <p className="sold-out__intro">{t('soldOut.intro')}</p>
      {branches.length > 1 && (
        <div className="sold-out__field">
          <label htmlFor={ids.branch}>{t('soldOut.branch')}</label>
          <select id={ids.branch} className="bo-input" value={branchId} onChange={(event) => setBranchId(event.target.value)}>
            {branches.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {isPending ? (
        <Loading label={t('soldOut.loading')} />
      ) : failed ? (
        // The error entry of the feedback layer says what failed and offers the retry.
        <p>{t('soldOut.loadFailed')}</p>
      ) : (
        <>
          <section aria-labelledby={ids.today} className="sold-out__today">
            <h3 id={ids.today}>{t('soldOut.today.heading')}</h3>
            {today.length === 0 ? (
              <p>{t('soldOut.today.none')}</p>
            ) : (
              <ul role="list" data-testid="sold-out-today">
                {today.map((product) => (
                  <li key={product.id}>
                    <span>{product.name}</span>
                    <Button
                      variant="secondary"
                      aria-label={t('soldOut.today.restore', { product: product.name })}
                      aria-busy={pending.has(product.id)}
                      onClick={() => toggle(product, false)}
                    >
                      {t('soldOut.today.release')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby={ids.products}>
            <h3 id={ids.products}>{t('soldOut.products.heading')}</h3>
            <p className="sold-out__hint">{t('soldOut.products.hint')}</p>
            <div className="sold-out__field">
              <label htmlFor={ids.search}>{t('soldOut.search')}</label>
              <input id={ids.search} className="bo-input" type="search" value={term} onChange={(event) => setTerm(event.target.value)} autoComplete="off" />
            </div>
            {offered.length === 0 ? (
              <p>{t('soldOut.noProducts')}</p>
            ) : shown.length === 0 ? (
              <p>{t('soldOut.noMatch')}</p>
            ) : (
              <ul role="list" className="sold-out__products">
                {shown.map((product) => {
                  const isSoldOut = soldOut.has(product.id);
                  return (
                    <li key={product.id}>
                      <button
                        type="button"
                        className="sold-out__toggle"
                        aria-pressed={isSoldOut}
                        aria-busy={pending.has(product.id)}
                        onClick={() => toggle(product, !isSoldOut)}
                      >
                        <span className="sold-out__name">{product.name}</span>
                        <span className="sold-out__state" aria-hidden="true">
                          {t(isSoldOut ? 'soldOut.state.soldOut' : 'soldOut.state.available')}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </Dialog>
  );
}
