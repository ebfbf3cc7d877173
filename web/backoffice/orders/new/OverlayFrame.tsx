/**
 * The storefront's configuration overlay (web/storefront/store/ProductOverlay.tsx) for a product
 * of a phone order: parts, amount and unit exactly as the customer would choose them online, with
 * the live price. Like the product editor's preview (catalogue/product/ProductPreview.tsx) it runs
 * in a frame of its own (../../data/preview-frame.tsx), so the storefront's styles stay out of the
 * back office; here the frame covers the window while the overlay is open, and the overlay's
 * "In den Warenkorb" puts the item on the order.
 *
 * Decision: staff attach no files (an upload belongs to the customer's browser, and the server
 * accepts only uploads bound to it): a product part asking for a file or an image cannot be
 * filled here; the file picker is blocked.
 */
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { CartItem } from '#shared/cart/cart.ts';
import type { DeliveryArea, OrderType } from '#shared/pricing/pricing.ts';
import themeCss from '../../../common/ui/theme.css?inline';
import storeCss from '../../../storefront/store/store.css?inline';
import cartCss from '../../../storefront/cart/cart.css?inline';
import { ProductOverlay, type OverlayTarget } from '../../../storefront/store/ProductOverlay';
import { FRAME_DOCUMENT, PreviewBoundary, preparePreviewFrame } from '../../data/preview-frame';
import { t } from '../../i18n';

const FRAME_STYLES = [themeCss, storeCss, cartCss];

export interface OverlayFrameProps {
  target: OverlayTarget;
  orderType: OrderType;
  deliveryArea: DeliveryArea | null;
  currency?: string;
  onClose: () => void;
  onSave: (item: CartItem, index?: number) => void;
}

export function OverlayFrame({ target, orderType, deliveryArea, currency, onClose, onSave }: OverlayFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);

  const onLoad = () => {
    const frameBody = preparePreviewFrame(frameRef.current, {
      title: t('phoneOrder.products.frameTitle', { name: target.product.name ?? '' }),
      styles: FRAME_STYLES,
      guard: (frameDocument, frameWindow) => {
        frameDocument.addEventListener(
          'click',
          (event) => {
            if (event.target instanceof frameWindow.HTMLInputElement && event.target.type === 'file') event.preventDefault();
          },
          true,
        );
        for (const type of ['dragover', 'drop']) frameDocument.addEventListener(type, (event) => event.preventDefault(), true);
      },
    });
    setBody(frameBody);
    frameRef.current?.focus();
  };

  return (
    <>
      <iframe
        ref={frameRef}
        className="po-overlay-frame"
        title={t('phoneOrder.products.frameTitle', { name: target.product.name ?? '' })}
        srcDoc={FRAME_DOCUMENT}
        onLoad={onLoad}
      />
      {body &&
        createPortal(
          <div className="store">
            <PreviewBoundary onError={onClose}>
              <ProductOverlay target={target} open orderType={orderType} deliveryArea={deliveryArea} currency={currency} onClose={onClose} onSave={onSave} />
            </PreviewBoundary>
          </div>,
          body,
        )}
    </>
  );
}
