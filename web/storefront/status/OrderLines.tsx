/**
 * The order's lines and totals on the status page, as the server priced them when the order was
 * placed (the order's `pricing`, in currency units; nothing is recomputed here). Approximate and minimum prices keep
 * their 'ca.' / 'ab' label, as in the cart.
 */
import { money } from '#shared/money/money.ts';
import type { PricingModel } from '#shared/pricing/pricing.ts';
import type { PublicOrder } from '#shared/schemas/public-order.ts';
import { t } from '../../common/i18n';
import { orderPartText } from '#shared/items/part-text.ts';
import { formatPrice, totalPricingModel } from '#shared/pricing/format.ts';
import { formatQuantity } from '#shared/quantity/format.ts';

export function OrderLines({ order, currency }: { order: PublicOrder; currency?: string }) {
  const lines = order.items.map((item) => ({ ...item, model: (item.pricingModel ?? 'fixed') as PricingModel }));
  const totalModel = totalPricingModel(lines);
  const { pricing } = order;
  return (
    <>
      <ul className="status-lines">
        {lines.map((line, index) => {
          const parts = line.parts.flatMap((part) => {
            const text = part ? orderPartText(part) : '';
            return part && text !== '' ? [{ name: part.name, text }] : [];
          });
          return (
            <li key={index} className="status-lines__line">
              <div className="status-lines__main">
                <span className="status-lines__name">
                  <span className="status-lines__amount">{formatQuantity(line.amount, line.unit)}</span> {line.product.name}
                </span>
                {line.price !== undefined && <span className="status-lines__price">{formatPrice(money(line.price), line.model, currency)}</span>}
              </div>
              {parts.length > 0 && (
                <ul className="status-lines__parts">
                  {parts.map((part, partIndex) => (
                    <li key={partIndex}>
                      {part.name ? `${part.name}: ` : ''}
                      {part.text}
                    </li>
                  ))}
                </ul>
              )}
              {line.comment && <p className="status-lines__comment">{line.comment}</p>}
            </li>
          );
        })}
      </ul>
      {pricing && (
        <dl className="status-totals">
          <div>
            <dt>{t('cart.costs')}</dt>
            <dd>{formatPrice(money(pricing.gross), totalModel, currency)}</dd>
          </div>
          {order.isDelivery && (
            <div>
              <dt>{t('cart.deliveryCosts')}</dt>
              <dd>{formatPrice(money(pricing.deliveryGross ?? 0), 'fixed', currency)}</dd>
            </div>
          )}
          <div className="status-totals__total">
            <dt>{t('cart.total')}</dt>
            <dd>{formatPrice(money(pricing.totalGross), totalModel, currency)}</dd>
          </div>
        </dl>
      )}
    </>
  );
}
