/**
 * The items of a cart (store page and checkout summary): name, amount with unit short name,
 * price with its 'ca.'/'ab' label, the description sections of the configured parts and,
 * where given, the edit and remove actions.
 */
import './cart.css';
import { t } from '../../common/i18n';
import type { CartItem } from '#shared/cart/cart.ts';
import type { LinePrice } from '#shared/pricing/pricing.ts';
import { formatPrice } from '#shared/pricing/format.ts';
import { formatQuantity } from '#shared/quantity/format.ts';
import { partSections } from './format';

export interface CartLinesProps {
  items: readonly CartItem[];
  /** The priced lines, same order as items (priceCart(...).lines). */
  lines: readonly LinePrice[];
  currency?: string;
  onEdit?: (index: number) => void;
  onRemove?: (index: number) => void;
}

export function CartLines({ items, lines, currency, onEdit, onRemove }: CartLinesProps) {
  return (
    <ul className="cart-lines" role="list">
      {items.map((item, index) => {
        const line = lines[index];
        const name = item.product.name ?? '';
        const sections = partSections(item.product, item.parts);
        return (
          // Items have no id of their own; the position is what edit and remove address.
          <li key={index} className="cart-line">
            <div className="cart-line__head">
              <span className="cart-line__name">{name}</span>
              {line && <span className="cart-line__price">{formatPrice(line.gross, line.model, currency)}</span>}
            </div>
            <p className="cart-line__amount">{formatQuantity(item.amount, item.unit)}</p>
            {sections.length > 0 && (
              <dl className="cart-line__parts">
                {sections.map((section, position) => (
                  <div key={position}>
                    <dt>{section.name}:</dt> <dd>{section.text}</dd>
                  </div>
                ))}
              </dl>
            )}
            {(onEdit || onRemove) && (
              <div className="cart-line__actions">
                {onEdit && (
                  <button type="button" className="link-button" aria-label={t('store.cart.editLabel', { name })} onClick={() => onEdit(index)}>
                    {t('store.cart.edit')}
                  </button>
                )}
                {onRemove && (
                  <button type="button" className="link-button" aria-label={t('store.cart.removeLabel', { name })} onClick={() => onRemove(index)}>
                    {t('store.cart.remove')}
                  </button>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
