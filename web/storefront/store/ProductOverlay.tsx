/**
 * The product configuration overlay (storefront.md §2, §4 "Configuration overlay", §5
 * "Quantity", "Item validity"): quantity with +/- and unit switch, the configurable parts, the
 * live price of the item, and the save action, shown only while the item is valid. Products
 * flagged isStepByStep show one part per step: 'Weiter' moves on only when the step is valid,
 * 'Zurück' on the first step cancels.
 *
 * Built on the shared modal Dialog (native <dialog>: focus trap, Esc, focus back to the product
 * button on close); on phones it fills the screen (store.css).
 *
 * Decisions: the allergens (declared codes with their names, and the shop's note) sit under the
 * description, where a customer reads about the product before choosing. The quantity and the
 * price stay visible on every step of a step-by-step product (the customer may change the
 * amount at any time); while the item is not valid, the missing choices are listed where the
 * save button would be, so the customer knows what is left.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../common/i18n';
import { Button, Dialog } from '../../common/ui';
import type { CartItem, CartProduct } from '#shared/cart/cart.ts';
import { isItemValid, itemErrors, stepBack, stepCount, stepForward } from '#shared/items/items.ts';
import { partError, productParts, type CartItemPart } from '#shared/items/parts.ts';
import { priceLine, type DeliveryArea, type OrderType } from '#shared/pricing/pricing.ts';
import { changeUnit, offeredUnits, parseAmountInput, quantityBounds } from '#shared/quantity/quantity.ts';
import { amountInputText } from '#shared/quantity/format.ts';
import { getUnit } from '#shared/units/units.ts';
import { formatPrice } from '#shared/pricing/format.ts';
import { canStep, startDraft, stepAmount } from './overlay';
import { AllergenList } from './allergens/AllergenList';
import { PartField } from './PartField';
import { Picture } from '../layout/Picture';

/** The overlay's photo: the dialog's width (at most 40rem less its padding), the whole screen on a phone. */
const OVERLAY_PHOTO_SIZES = '(max-width: 719px) calc(100vw - 2rem), 37rem';

export interface OverlayTarget {
  product: CartProduct & {
    images?: readonly { id: string; version: number; extension: string; alt?: string }[];
    allergenCodes?: readonly string[] | null;
    /** The free-text allergen note. */
    allergens?: string | null;
  };
  /** Editing the cart item at this index; absent for a new item. */
  index?: number;
  item?: CartItem;
}

export interface ProductOverlayProps {
  target: OverlayTarget;
  open: boolean;
  orderType: OrderType;
  deliveryArea?: DeliveryArea | null;
  currency?: string;
  onClose: () => void;
  onSave: (item: CartItem, index?: number) => void;
}

export function ProductOverlay({ target, open, orderType, deliveryArea, currency, onClose, onSave }: ProductOverlayProps) {
  const { product } = target;
  const [draft, setDraft] = useState(() => startDraft(product, target.item));
  const [amountText, setAmountText] = useState(() => amountInputText(draft.amount));
  const [step, setStep] = useState(0);
  const [stepError, setStepError] = useState(false);
  const amountId = useId();
  const unitId = useId();
  const errorsId = useId();
  const startRef = useRef<HTMLDivElement>(null);

  // The dialog focuses its first field on opening, which on a phone pops up the keyboard over
  // the product. Start at the top instead (this effect runs after the Dialog's showModal).
  useEffect(() => {
    if (open) startRef.current?.focus();
  }, [open]);

  const bounds = quantityBounds(product, draft.unit);
  // The typed text counts as soon as it is typed (price, validity); the field shows the clamped
  // and snapped value once it loses focus.
  const amount = parseAmountInput(amountText, bounds);
  const item: CartItem = { product, amount, unit: draft.unit, parts: draft.parts };
  const parts = productParts(product);
  const isStepByStep = Boolean(product.isStepByStep) && parts.length > 0;
  const steps = stepCount(product);
  const valid = isItemValid(item);
  const errors = itemErrors(item);
  const price = priceLine(item, { orderType, deliveryArea });
  const units = offeredUnits(product);
  const image = product.images?.[0];

  const setAmount = (next: number) => {
    setDraft((current) => ({ ...current, amount: next }));
    setAmountText(amountInputText(next));
  };
  const commitAmount = () => setAmount(amount);
  const setPart = (index: number, entry: CartItemPart) => {
    setStepError(false);
    setDraft((current) => ({ ...current, parts: current.parts.map((existing, position) => (position === index ? entry : existing)) }));
  };
  const save = () => {
    if (!isItemValid(item)) return;
    onSave(item, target.index);
  };
  const forward = () => {
    const move = stepForward(item, step);
    if (move.type === 'save') save();
    else if (move.type === 'step' && move.step !== step) {
      setStep(move.step);
      setStepError(false);
    } else setStepError(true);
  };
  const back = () => {
    const move = stepBack(step);
    if (move.type === 'cancel') onClose();
    else if (move.type === 'step') {
      setStep(move.step);
      setStepError(false);
    }
  };

  const shownParts = isStepByStep ? [step] : parts.map((_, index) => index);
  const isLastStep = step >= steps - 1;
  const saveLabel = target.index === undefined ? t('store.overlay.add') : t('store.overlay.save');

  const footer = isStepByStep ? (
    <>
      <Button variant="secondary" onClick={back}>
        {t('store.overlay.back')}
      </Button>
      {!isLastStep ? <Button onClick={forward}>{t('store.overlay.next')}</Button> : valid && <Button onClick={save}>{saveLabel}</Button>}
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('store.overlay.cancel')}
      </Button>
      {valid && <Button onClick={save}>{saveLabel}</Button>}
    </>
  );

  return (
    <Dialog open={open} onClose={onClose} title={product.name} className="product-overlay" footer={footer}>
      <div ref={startRef} tabIndex={-1} className="product-overlay__start">
        {image && (
          <Picture image={image} src="product" sizes={OVERLAY_PHOTO_SIZES} widths={['tiny', 'small', 'medium']} className="product-overlay__image" eager />
        )}
        {product.description && <p className="product-overlay__description">{product.description}</p>}
        <AllergenList codes={product.allergenCodes} note={product.allergens} />
      </div>

      <div className="quantity">
        <div className="quantity__field">
          <label htmlFor={amountId} className="part__label">
            {t('store.overlay.quantity')}
          </label>
          <div className="quantity__stepper">
            <button
              type="button"
              className="quantity__button"
              aria-label={t('store.overlay.decrease')}
              disabled={!canStep(amount, -1, bounds)}
              onClick={() => setAmount(stepAmount(amount, -1, bounds))}
            >
              <span aria-hidden="true">−</span>
            </button>
            <input
              id={amountId}
              className="input quantity__input"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              onBlur={commitAmount}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commitAmount();
              }}
            />
            <button
              type="button"
              className="quantity__button"
              aria-label={t('store.overlay.increase')}
              disabled={!canStep(amount, 1, bounds)}
              onClick={() => setAmount(stepAmount(amount, 1, bounds))}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
        </div>
        <div className="quantity__field">
          {units.length > 1 ? (
            <>
              <label htmlFor={unitId} className="part__label">
                {t('store.overlay.unit')}
              </label>
              <select
                id={unitId}
                className="input"
                value={draft.unit}
                onChange={(event) => {
                  const next = event.target.value;
                  setAmount(changeUnit(amount, draft.unit, next, product));
                  setDraft((current) => ({ ...current, unit: next }));
                }}
              >
                {units.map((unit) => (
                  <option key={unit} value={unit}>
                    {getUnit(unit).name}
                  </option>
                ))}
              </select>
            </>
          ) : (
            <>
              <span className="part__label">{t('store.overlay.unit')}</span>
              <span className="quantity__unit">{getUnit(draft.unit).name}</span>
            </>
          )}
        </div>
      </div>

      <p className="product-overlay__price" aria-live="polite">
        <span>{t('store.overlay.price')}</span> <strong data-overlay-price>{formatPrice(price.gross, price.model, currency)}</strong>
      </p>

      {isStepByStep && (
        <p className="product-overlay__step" aria-live="polite">
          {t('store.overlay.step', { step: step + 1, count: steps })}
        </p>
      )}

      {shownParts.map((index) => {
        const part = parts[index]!;
        return (
          <PartField
            key={`${index}-${part.name}`}
            part={part}
            entry={draft.parts[index]}
            currency={currency}
            onChange={(entry) => setPart(index, entry)}
            error={isStepByStep && stepError ? partError(part, draft.parts[index]) : null}
          />
        );
      })}

      {!valid && (!isStepByStep || isLastStep) && (
        <div id={errorsId} className="product-overlay__missing">
          <p>{t('store.overlay.missing')}</p>
          <ul>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
