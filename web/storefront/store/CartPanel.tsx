/**
 * The cart of the store page (storefront.md §2 "Branch store page", §4 "Cart", "Delivery type",
 * §5 "Minimum order value"): items with edit and remove, 'Art der Lieferung', 'Liefergebiet' for
 * delivery, Kosten / Lieferkosten / Gesamt, the minimum-order notice and 'Jetzt bestellen'.
 *
 * Design (spec: "collapsible cart"): on phones and tablets a bar fixed to the bottom of the
 * screen shows the cart counter and the total and expands into a sheet (Esc, the bar or a tap on
 * the dimmed page closes it); from the desktop breakpoint the cart is a sticky column beside the
 * menu and always open.
 */
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../common/i18n';
import { availableOrderTypes, orderTypeOf, type CartItem } from '#shared/cart/cart.ts';
import { orderTypeOptions } from '#shared/checkout/options.ts';
import { formatMoney, money } from '#shared/money/money.ts';
import type { DeliveryArea, OrderType } from '#shared/pricing/pricing.ts';
import { cartCount } from '#shared/units/units.ts';
import type { CartActions } from '../cart/cart-store';
import { CartLines } from '../cart/CartLines';
import { CartTotals } from '../cart/CartTotals';
import { formatPrice, totalPricingModel } from '#shared/pricing/format.ts';
import { formatAmount } from '#shared/quantity/format.ts';
import type { CartPricing } from '../cart/pricing';
import type { Branch } from '../data';
import { pluralKey } from '../../common/i18n';

export interface CartPanelProps {
  branch: Branch;
  cart: CartActions;
  pricing: CartPricing;
  currency?: string;
  isDesktop: boolean;
  /** Items the periodic catalogue check removed, to tell the customer. */
  staleItems: readonly CartItem[];
  onDismissStale: () => void;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}

export function CartPanel({ branch, cart, pricing, currency, isDesktop, staleItems, onDismissStale, onEdit, onRemove }: CartPanelProps) {
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const noticeId = useId();
  const { items } = cart.cart;
  const { result } = pricing;
  const open = isDesktop || expanded;

  useEffect(() => {
    if (isDesktop || !expanded) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setExpanded(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isDesktop, expanded]);

  const count = formatAmount(cartCount(items));
  const total = formatPrice(result.total.gross, totalPricingModel(result.lines), currency);

  return (
    <>
      {!isDesktop && expanded && <div className="cart-backdrop" aria-hidden="true" onClick={() => setExpanded(false)} />}
      <aside className={`cart ${isDesktop ? 'cart--column' : 'cart--sheet'}${open ? ' cart--open' : ''}`} aria-label={t('store.cart.title')}>
        {isDesktop ? (
          <h2 className="cart__title">
            {t('store.cart.title')} <span className="cart__count">{count}</span>
          </h2>
        ) : (
          <h2 className="cart__bar-heading">
            <button type="button" className="cart__bar" aria-expanded={expanded} aria-controls={contentId} onClick={() => setExpanded((value) => !value)}>
              <span className="cart__bar-label">{t('store.cart.title')}</span>
              <span className="cart__count">
                <span className="visually-hidden">{t('store.cart.count', { count })}</span>
                <span aria-hidden="true">{count}</span>
              </span>
              <span className="cart__bar-total">{total}</span>
              <span className="cart__chevron" aria-hidden="true" />
            </button>
          </h2>
        )}
        <div id={contentId} className="cart__content" hidden={!open}>
          {staleItems.length > 0 && (
            <div className="cart__stale" role="status">
              <p>
                {t(pluralKey(staleItems.length, 'store.cart.staleRemoved.one', 'store.cart.staleRemoved.other'), {
                  names: staleItems.map((item) => item.product.name ?? '').join(', '),
                })}
              </p>
              <button type="button" className="link-button" onClick={onDismissStale}>
                {t('store.cart.dismiss')}
              </button>
            </div>
          )}
          {items.length === 0 ? (
            <p className="cart__empty">{t('cart.empty')}</p>
          ) : (
            <CartLines items={items} lines={result.lines} currency={currency} onEdit={onEdit} onRemove={onRemove} />
          )}
          <OrderOptions branch={branch} cart={cart} area={pricing.area} currency={currency} />
          {/* Stays in view at the bottom of the cart while a long list scrolls. */}
          <div className="cart__summary">
            {items.length > 0 && <CartTotals result={result} orderType={pricing.orderType} currency={currency} />}
            {items.length > 0 && result.minimumOrderValue.message && (
              <p id={noticeId} className="cart__notice" role="status">
                {result.minimumOrderValue.message}
              </p>
            )}
            <OrderButton
              identifier={branch.identifier}
              enabled={items.length > 0 && result.minimumOrderValue.isReached && availableOrderTypes(branch).length > 0}
              describedBy={items.length > 0 && result.minimumOrderValue.message ? noticeId : undefined}
            />
          </div>
        </div>
      </aside>
    </>
  );
}

function OrderOptions({ branch, cart, area, currency }: { branch: Branch; cart: CartActions; area: DeliveryArea | null; currency?: string }) {
  const typeId = useId();
  const areaId = useId();
  const types = orderTypeOptions(branch);
  const type = orderTypeOf(cart.cart);
  const areas = branch.deliveryAreas ?? [];
  if (types.length === 0) return null;
  return (
    <div className="cart__options">
      <div className="field">
        <label htmlFor={typeId} className="field__label">
          {t('cart.deliveryType')}
        </label>
        <select id={typeId} className="input" value={type} onChange={(event) => cart.setOrderType(event.target.value as OrderType)}>
          {types.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {type === 'delivery' && areas.length > 0 && (
        <div className="field">
          <label htmlFor={areaId} className="field__label">
            {t('checkout.field.deliveryArea')}
          </label>
          <select
            id={areaId}
            className="input"
            value={area?.area ?? ''}
            aria-describedby={`${areaId}-terms`}
            onChange={(event) => cart.setDeliveryArea(event.target.value)}
          >
            {areas.map((option) => (
              <option key={option.area} value={option.area}>
                {option.area}
              </option>
            ))}
          </select>
          {area && (
            <p id={`${areaId}-terms`} className="field__hint">
              {[
                area.minimumOrderValue ? t('store.cart.areaMinimum', { amount: formatMoney(money(area.minimumOrderValue), currency) }) : '',
                area.free
                  ? t('store.cart.areaFree')
                  : area.freeFromOrderValue
                    ? t('store.cart.areaFreeFrom', { amount: formatMoney(money(area.freeFromOrderValue), currency) })
                    : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function OrderButton({ identifier, enabled, describedBy }: { identifier: string; enabled: boolean; describedBy?: string }) {
  if (!enabled) {
    return (
      <button type="button" className="btn btn--primary cart__order" disabled aria-describedby={describedBy}>
        {t('cart.orderNow')}
      </button>
    );
  }
  return (
    <Link className="btn btn--primary cart__order" to={`/store/${encodeURIComponent(identifier)}/checkout`}>
      {t('cart.orderNow')}
    </Link>
  );
}
