/**
 * The branch store page /store/{branchIdentifier} (storefront.md §2 "Branch store page", §4):
 * intro messages, optional category bar, the branch's current menu as product groups per
 * category, the cart, and the product configuration overlay.
 *
 * Decisions where the spec leaves room:
 * - An unknown identifier shows the 404 page. A branch that is not public or not enabled (only
 *   staff ever receive one) renders as inactive: its menu is shown, nothing can be ordered and
 *   there is no cart ("Non-public … branches still render but are marked … inactive").
 * - The page title '{branch name} - {shop title}' and description are the layout's
 *   (web/storefront/layout/page-meta.ts).
 * - Adding, changing and removing items is announced to screen readers.
 * - A big menu's first render shows only the first screen's cards, the rest right after the first
 *   paint (first-screen.ts).
 */
// First: the ordering texts are in the lookup before any module of this page runs (web/common/i18n.ts).
import '../order-texts';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useQuery } from '@tanstack/react-query';
import './store.css';
import { t } from '../../common/i18n';
import { queryKeys } from '../../common/query';
import { useNow } from '../../common/time';
import { ErrorState, Loading } from '../../common/ui';
import { orderTypeOf, type CartItem } from '#shared/cart/cart.ts';
import { isBranchActive, storeIntro } from '#shared/hours/branch.ts';
import { currentMenu, menuGroups } from '#shared/menu/menu.ts';
import { useCart } from '../cart/cart-store';
import { TablePreset } from '../checkout/TablePreset';
import { useCatalogRefresh } from '../cart/catalog-refresh';
import { cartPricing } from '../cart/pricing';
import { DEFAULT_TIME_ZONE } from '#shared/time/zone.ts';
import { useStoreCatalogue, type Branch, type Category, type Product, type PublicConfig } from '../data';
import { CartPanel } from './CartPanel';
import { CategoryBar } from './CategoryBar';
import { groupElementId } from './category-bar';
import { DESKTOP_QUERY, useMediaQuery } from './media';
import { ProductCard } from './ProductCard';
import { Picture } from '../layout/Picture';
import { ProductOverlay, type OverlayTarget } from './ProductOverlay';
import { WithShopBranch } from '../ShopData';
import { AllergenFilter } from './allergens/AllergenFilter';
import { useAllergenFilter } from './allergens/allergen-filter';
import { firstScreenGroups } from './first-screen';

/** How often an open store page reads the branches again for sold-out marks. */
const SOLD_OUT_POLL_MS = 15_000;

export function StorePage() {
  return <WithShopBranch>{({ config, branch }) => <Store key={branch.id} branch={branch} config={config} />}</WithShopBranch>;
}

/**
 * The document's first store page starts with the first screen, unless its address names a
 * group (#kategorie-…, scrolled to after the layout's delay). A store page shown again, e.g. back
 * from the checkout, renders everything at once: the layout restores the scroll position it had.
 */
let isDocumentsFirstStore = true;

/** Read while rendering; cleared once a store page is on screen (a render React discards does not count). The server renders the first screen. */
function startsWithFirstScreen(): boolean {
  return isDocumentsFirstStore && (typeof window === 'undefined' || window.location.hash.length <= 1);
}

/** Product photos in the first row of the page (two columns from 720 px) load at once; the first is the LCP candidate. */
const EAGER_PRODUCT_PHOTOS = 2;

function Store({ branch, config }: { branch: Branch; config: PublicConfig }) {
  const catalogue = useStoreCatalogue(branch.id);
  // A product the counter marks sold out shows here within SOLD_OUT_POLL_MS without a reload:
  // the branches are read again while the page is visible (TanStack pauses the interval in a hidden tab).
  useQuery({ queryKey: queryKeys.branches(), refetchInterval: SOLD_OUT_POLL_MS });
  const now = useNow();
  const timeZone = config.timeZone || DEFAULT_TIME_ZONE;
  const currency = config.currency || undefined;
  const isActive = isBranchActive(branch);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const cart = useCart(branch, config.defaultDeliveryMethod);
  const refresh = useCatalogRefresh(cart, branch.id);
  const [overlay, setOverlay] = useState<{ target: OverlayTarget; open: boolean; session: number } | null>(null);
  const [announcement, setAnnouncement] = useState({ text: '', key: 0 });

  // The groups change only with the catalogue or the minute (availability schedules).
  const minute = Math.floor(now.getTime() / 60_000);
  const groups = useMemo(
    () =>
      menuGroups(currentMenu(catalogue.data?.menus ?? [], branch.id, now), catalogue.data?.categories ?? [], catalogue.data?.products ?? [], now, timeZone, {
        soldOutProductIds: branch.soldOutProductIds,
        soldOutDate: branch.soldOutDate,
      }),
    // `minute` stands for `now`: recomputing on every tick of the clock would change nothing (a
    // sold-out mark ends at midnight, a minute is soon enough).
    [catalogue.data, branch.id, branch.soldOutProductIds, branch.soldOutDate, minute, timeZone],
  );
  // The customer's allergen filter hides products, and categories it empties (bar included).
  const filter = useAllergenFilter(groups);
  const [showsAll, setShowsAll] = useState(() => !startsWithFirstScreen());
  useEffect(() => {
    isDocumentsFirstStore = false;
  }, []);
  const shownGroups = useMemo(() => (showsAll ? filter.groups : firstScreenGroups(filter.groups)), [showsAll, filter.groups]);
  const hasGroups = groups.length > 0;
  // The rest after the first paint: a frame, then a task, then as a transition React renders in
  // slices between which the browser handles input (done well within a second on a phone).
  useEffect(() => {
    if (showsAll || !hasGroups) return;
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setShowsAll(true)));
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [showsAll, hasGroups]);
  // A jump to a group not rendered yet renders everything first, so the group is where it stays.
  const showAll = () => {
    if (!showsAll) flushSync(() => setShowsAll(true));
  };
  const barCategories = useMemo(() => filter.groups.map(({ category }) => ({ id: category.id, name: category.name })), [filter.groups]);
  const intro = storeIntro(branch, now, timeZone);
  const pricing = cartPricing(cart.cart, branch, currency);

  const announce = (text: string) => setAnnouncement((current) => ({ text, key: current.key + 1 }));
  const openOverlay = (target: OverlayTarget) => setOverlay((current) => ({ target, open: true, session: (current?.session ?? 0) + 1 }));
  const closeOverlay = () => setOverlay((current) => (current ? { ...current, open: false } : null));
  const choose = (product: Product) => openOverlay({ product });
  const edit = (index: number) => {
    const item = cart.cart.items[index];
    if (item) openOverlay({ product: item.product as Product, index, item });
  };
  const remove = (index: number) => {
    const item = cart.cart.items[index];
    if (!item) return;
    cart.remove(index);
    announce(t('store.cart.removed', { name: item.product.name ?? '' }));
  };
  const save = (item: CartItem, index?: number) => {
    const name = item.product.name ?? '';
    if (index === undefined) {
      cart.add(item);
      announce(t('store.cart.added', { name }));
    } else {
      cart.replace(index, item);
      announce(t('store.cart.updated', { name }));
    }
    closeOverlay();
  };

  const isPending = catalogue.isPending;
  return (
    <div className={`store${isActive ? '' : ' store--inactive'}${isActive && !isDesktop ? ' store--with-bar' : ''}`}>
      <div className="container">
        <header className="store__header">
          <h1 className="store__title">{branch.name}</h1>
          <p className="store__address">
            {branch.street}, {branch.zipCode} {branch.city}
          </p>
          {isActive && <TablePreset branch={branch} cart={cart} />}
          {!isActive && (
            <div className="store__intro store__intro--closed">
              <p className="badge">{t('branchCard.inactive')}</p>
              <p>{t('store.inactive')}</p>
            </div>
          )}
          {isActive && intro.lines.length > 0 && (
            <div className={`store__intro store__intro--${intro.kind}`}>
              {intro.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          )}
        </header>
      </div>

      {config.enablePluginCategoryBar && barCategories.length > 1 && <CategoryBar categories={barCategories} onJump={showAll} />}

      <div className="container store__layout">
        <div className="store__menu">
          {groups.length > 0 && <AllergenFilter hidden={filter.hidden} hiddenCount={filter.hiddenCount} onChange={filter.setHidden} />}
          {isPending ? (
            <Loading />
          ) : catalogue.isError ? (
            <ErrorState message={t('backoffice.initialLoadFailed')} onRetry={() => void catalogue.refetch()} />
          ) : groups.length === 0 ? (
            <p className="store__empty">{t('store.noProducts')}</p>
          ) : (
            shownGroups.map((group, index) => (
              <ProductGroup
                key={group.category.id}
                first={index === 0}
                category={group.category}
                available={group.available}
                products={group.products}
                orderable={isActive}
                currency={currency}
                onChoose={choose}
              />
            ))
          )}
        </div>
        {isActive && (
          <CartPanel
            branch={branch}
            cart={cart}
            pricing={pricing}
            currency={currency}
            isDesktop={isDesktop}
            staleItems={refresh.removed}
            onDismissStale={refresh.dismiss}
            onEdit={edit}
            onRemove={remove}
          />
        )}
      </div>

      <p className="visually-hidden" role="status">
        <span key={announcement.key}>{announcement.text}</span>
      </p>

      {overlay && (
        <ProductOverlay
          key={overlay.session}
          target={overlay.target}
          open={overlay.open}
          orderType={orderTypeOf(cart.cart)}
          deliveryArea={pricing.area}
          currency={currency}
          onClose={closeOverlay}
          onSave={save}
        />
      )}
    </div>
  );
}

interface ProductGroupProps {
  category: Category;
  available: boolean;
  products: { product: Product; available: boolean }[];
  orderable: boolean;
  currency?: string;
  onChoose: (product: Product) => void;
  /** The page's first group: its first row of photos is above the fold. */
  first?: boolean;
}

function ProductGroup({ category, available, products, orderable, currency, onChoose, first = false }: ProductGroupProps) {
  const id = groupElementId(category.id);
  return (
    <section id={id} className={`product-group${available ? '' : ' product-group--unavailable'}`} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <header className="product-group__header">
        {category.image && <Picture image={category.image} src="category" alt="" className="product-group__image" eager={first} />}
        <div>
          <h2 id={`${id}-title`} className="product-group__title">
            {category.name}
          </h2>
          {category.description && <p className="product-group__description">{category.description}</p>}
          {!available && <p className="product-group__unavailable">{t('store.product.unavailable')}</p>}
        </div>
      </header>
      <ul className="product-list" role="list">
        {products.map(({ product, available: productAvailable }, index) => (
          <ProductCard
            key={product.id}
            product={product}
            available={productAvailable}
            orderable={orderable}
            currency={currency}
            onChoose={onChoose}
            eager={first && index < EAGER_PRODUCT_PHOTOS}
            priority={first && index === 0}
          />
        ))}
      </ul>
    </section>
  );
}
