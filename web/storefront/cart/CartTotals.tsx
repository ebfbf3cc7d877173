/**
 * The cost summary of a cart (storefront.md §2): Kosten (the items), Lieferkosten (delivery
 * orders) and Gesamt, gross, as the shared pricing computes them. Sums of approximate or minimum
 * lines carry 'ca.' or 'ab' and a hint that the final price may differ.
 */
import './cart.css';
import { t } from '../../common/i18n';
import type { OrderType } from '#shared/pricing/pricing.ts';
import type { PricingResult } from '#shared/pricing/totals.ts';
import { formatMoney } from '#shared/money/money.ts';
import { formatPrice, totalPricingModel } from '#shared/pricing/format.ts';

export function CartTotals({ result, orderType, currency }: { result: PricingResult; orderType: OrderType; currency?: string }) {
  const model = totalPricingModel(result.lines);
  return (
    <div className="cart-totals">
      <dl>
        <div className="cart-totals__row">
          <dt>{t('cart.costs')}</dt>
          <dd data-total="costs">{formatPrice(result.gross, model, currency)}</dd>
        </div>
        {orderType === 'delivery' && (
          <div className="cart-totals__row">
            <dt>{t('cart.deliveryCosts')}</dt>
            <dd data-total="delivery">{formatMoney(result.delivery.gross, currency)}</dd>
          </div>
        )}
        <div className="cart-totals__row cart-totals__row--total">
          <dt>{t('cart.total')}</dt>
          <dd data-total="total">{formatPrice(result.total.gross, model, currency)}</dd>
        </div>
      </dl>
      {model !== 'fixed' && <p className="cart-totals__hint">{t('store.cart.variableHint')}</p>}
    </div>
  );
}
