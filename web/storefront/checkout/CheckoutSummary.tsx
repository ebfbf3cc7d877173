/**
 * The cart summary of the checkout (storefront.md §2 "cart summary"): each item with amount,
 * unit and price (with 'ca.' / 'ab' for variable prices) and its filled-in parts, then Kosten,
 * Lieferkosten (delivery only) and Gesamt. Read-only: changes happen on the store page
 * ('Zurück'). Prices come from the shared pricing through the store's cart helpers; the server
 * prices the order again.
 */
import { t } from '../../common/i18n';
import type { CartItem } from '../../../shared/cart/cart';
import { formatMoney } from '../../../shared/money/money';
import { formatPrice, formatQuantity, partSections, totalPricingModel } from '../cart/format';
import type { CartPricing } from '../cart/pricing';

export interface CheckoutSummaryProps {
  items: readonly CartItem[];
  pricing: CartPricing;
  currency: string;
}

export function CheckoutSummary({ items, pricing, currency }: CheckoutSummaryProps) {
  const { result, orderType } = pricing;
  const totalModel = totalPricingModel(result.lines);
  return (
    <div className="checkout-summary">
      <ul className="checkout-summary__items">
        {items.map((item, index) => {
          const line = result.lines[index];
          const sections = partSections(item.product, item.parts);
          return (
            <li key={index} className="checkout-summary__item">
              <div className="checkout-summary__row">
                <span className="checkout-summary__name">
                  <span className="checkout-summary__amount">{formatQuantity(item.amount, item.unit)}</span> {item.product.name}
                </span>
                {line && <span className="checkout-summary__price">{formatPrice(line.gross, line.model, currency)}</span>}
              </div>
              {sections.length > 0 && (
                <ul className="checkout-summary__parts">
                  {sections.map((section) => (
                    <li key={section.name}>
                      {section.name}: {section.text}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <dl className="checkout-summary__totals">
        <div>
          <dt>{t('cart.costs')}</dt>
          <dd>{formatPrice(result.gross, totalModel, currency)}</dd>
        </div>
        {orderType === 'delivery' && (
          <div>
            <dt>{t('cart.deliveryCosts')}</dt>
            <dd>{result.delivery.isFree ? t('checkout.deliveryFree') : formatMoney(result.delivery.gross, currency)}</dd>
          </div>
        )}
        <div className="checkout-summary__total">
          <dt>{t('cart.total')}</dt>
          <dd>{formatPrice(result.total.gross, totalModel, currency)}</dd>
        </div>
      </dl>
      {result.isVariable && <p className="checkout-field__hint">{t('store.cart.variableHint')}</p>}
    </div>
  );
}
