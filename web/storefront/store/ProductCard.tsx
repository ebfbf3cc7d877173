/**
 * A product on the store page (storefront.md §2, §3 "Product"): image, name, price per product
 * unit with its 'ca.'/'ab' label, description and allergens. An unavailable product that stays
 * listed (isVisibleWhenUnavailable) is shown disabled. The button opens the configuration overlay.
 *
 * Decision: the card shows the declared allergens as the letters menus print
 * ("Allergene: A, G, M"; the names as tooltip and for screen readers); the free-text allergen
 * note is longer and shows in the overlay only.
 *
 * Decision: isPriceHidden keeps the price off the menu only (e.g. goods sold at the day's market
 * price); once the customer configures the item, overlay and cart show what it costs, because
 * the order total includes it anyway.
 */
import { t } from '../../common/i18n';
import { money } from '#shared/money/money.ts';
import { effectivePricingModel } from '#shared/pricing/pricing.ts';
import { getUnit } from '#shared/units/units.ts';
import type { Product } from '../data';
import { formatPrice } from '#shared/pricing/format.ts';
import { formatAllergenCodes, normaliseAllergens } from '#shared/menu/allergens.ts';
import { allergenName } from './allergens/allergen-filter';
import { PRODUCT_CARD_PHOTO } from '#shared/media/image-files.ts';
import { Picture } from '../layout/Picture';

export interface ProductCardProps {
  product: Product;
  available: boolean;
  /** False on an inactive branch: the menu is shown, nothing can be ordered. */
  orderable: boolean;
  currency?: string;
  onChoose: (product: Product) => void;
  /** In the first row of the page: its photo loads at once; `priority` for the page's first photo (LCP). */
  eager?: boolean;
  priority?: boolean;
}

export function ProductCard({ product, available, orderable, currency, onChoose, eager, priority }: ProductCardProps) {
  const image = product.images[0];
  const model = effectivePricingModel(product, product.unit);
  const price = t('store.product.pricePerUnit', {
    price: formatPrice(money(product.price), model, currency),
    unit: getUnit(product.unit).shortName,
  });
  const allergenCodes = normaliseAllergens(product.allergenCodes);
  const allergenNames = allergenCodes.map(allergenName).join(', ');
  return (
    <li className={`product-card${available ? '' : ' product-card--unavailable'}`} data-product={product.id}>
      {image && (
        <Picture
          image={image}
          src={PRODUCT_CARD_PHOTO.src}
          sizes={PRODUCT_CARD_PHOTO.sizes}
          widths={PRODUCT_CARD_PHOTO.widths}
          className="product-card__image"
          eager={eager}
          priority={priority}
        />
      )}
      <div className="product-card__body">
        <h3 className="product-card__name">{product.name}</h3>
        {!product.isPriceHidden && <p className="product-card__price">{price}</p>}
        {product.description && <p className="product-card__description">{product.description}</p>}
        {allergenNames && (
          <p className="product-card__allergens" title={allergenNames}>
            <span aria-hidden="true">{t('store.product.allergens', { allergens: formatAllergenCodes(allergenCodes) })}</span>
            <span className="visually-hidden">{t('store.product.allergens', { allergens: allergenNames })}</span>
          </p>
        )}
        {!available && <p className="product-card__unavailable">{t('store.product.unavailable')}</p>}
        {orderable && available && (
          <button
            type="button"
            className="btn btn--secondary product-card__add"
            aria-label={t('store.product.addLabel', { name: product.name })}
            onClick={() => onChoose(product)}
          >
            <span aria-hidden="true">+</span> <span className="product-card__add-text">{t('store.product.add')}</span>
          </button>
        )}
      </div>
    </li>
  );
}
