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
import { Picture } from '../layout/Picture';

/**
 * The card photo's width (store.css): the whole column on a phone, half of it from 720 px, and at
 * most half of the main column beside the cart (72rem page − 22rem cart − gaps) from 1024 px.
 */
export const PRODUCT_CARD_SIZES = '(min-width: 1024px) 24rem, (min-width: 720px) 50vw, calc(100vw - 2rem)';
/**
 * At most the 640 px rendition, the card's designed size (the `product` crop is 640 × 480): a
 * phone at 2–3× density would otherwise fetch the 1280 px file for a 360 px wide card, four times
 * the bytes of the page's largest paint on a mobile connection for a barely sharper photo.
 */
const CARD_PHOTO_WIDTHS = ['tiny', 'small'] as const;

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
          src="product"
          sizes={PRODUCT_CARD_SIZES}
          widths={CARD_PHOTO_WIDTHS}
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
