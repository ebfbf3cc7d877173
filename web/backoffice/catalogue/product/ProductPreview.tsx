/**
 * The live preview of a product as the storefront shows it: the storefront's own configuration
 * overlay (web/storefront/store/ProductOverlay.tsx) with the editor's draft (./preview-model.ts),
 * updated as the draft changes. Options, quantity and unit can be tried out; "In den Warenkorb"
 * puts nothing anywhere (a note says so), uploads are refused before a file is chosen (an upload
 * would store a real file), and "Abbrechen" or Esc start the preview again instead of closing it.
 *
 * Decision: the overlay runs in an iframe of its own document, because
 * - it is a modal dialog: in the editor's page it would make the whole editor inert; in the frame
 *   it is modal only there;
 * - the storefront's styles (theme, store and cart styles, adopted as constructed style sheets,
 *   which the Content-Security-Policy's `style-src 'self'` allows) stay out of the back office, and
 *   the back office's out of the preview;
 * - the frame is the preview's viewport, so the overlay takes the layout a phone of that width
 *   gets (the full-screen one below 720 px), as most customers see it.
 * The overlay focuses itself when it opens; a (re)start the editor caused (first show, a changed
 * unit or kind of part, 'Vorschau zurücksetzen') mounts it while the frame is hidden, so the focus
 * stays where the user is typing. A restart from inside the frame ("Abbrechen") keeps the focus in
 * the new overlay.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../common/ui';
import { ProductOverlay } from '../../../storefront/store/ProductOverlay';
import themeCss from '../../../common/ui/theme.css?inline';
import storeCss from '../../../storefront/store/store.css?inline';
import cartCss from '../../../storefront/cart/cart.css?inline';
import { FRAME_DOCUMENT, PreviewBoundary, preparePreviewFrame } from '../../data/preview-frame';
import { t } from '../../i18n';
import { previewProduct, previewStructureKey, type ProductDraft } from './preview-model';
import './product-editor.css';

const FRAME_STYLES = [themeCss, storeCss, cartCss];

export interface ProductPreviewProps {
  product: ProductDraft;
  /** The shop's currency (config); EUR when absent. */
  currency?: string;
}

export function ProductPreview({ product, currency }: ProductPreviewProps) {
  const headingId = useId();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const preview = useMemo(() => previewProduct(product), [product]);
  const previewText = JSON.stringify(preview);
  // The overlay is mounted afresh whenever this key changes (see previewStructureKey).
  const [session, setSession] = useState(0);
  const mountKey = `${session}:${previewStructureKey(preview)}`;
  const [shownKey, setShownKey] = useState<string | null>(null);
  const [restartedInside, setRestartedInside] = useState(false);
  // The draft the overlay failed on: shown as a note until the draft changes.
  const [failedOn, setFailedOn] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const showsOverlay = body !== null && failedOn !== previewText;
  const mountsQuietly = showsOverlay && shownKey !== mountKey && !restartedInside;

  // Runs after the overlay's own effects (children first): the overlay has opened and focused
  // itself inside the hidden frame; now the frame may show.
  useEffect(() => {
    if (showsOverlay && shownKey !== mountKey) {
      setShownKey(mountKey);
      setRestartedInside(false);
    }
  }, [showsOverlay, shownKey, mountKey]);

  const onLoad = () => {
    const frameBody = preparePreviewFrame(frameRef.current, {
      title: t('productEditor.preview.heading'),
      styles: FRAME_STYLES,
      guard: (frameDocument, frameWindow) => {
        // No file picker and no dropped files: an upload would store a real file on the server.
        frameDocument.addEventListener(
          'click',
          (event) => {
            if (event.target instanceof frameWindow.HTMLInputElement && event.target.type === 'file') {
              event.preventDefault();
              setNotice(t('productEditor.preview.noUpload'));
            }
          },
          true,
        );
        for (const type of ['dragover', 'drop']) frameDocument.addEventListener(type, (event) => event.preventDefault(), true);
      },
    });
    setBody(frameBody);
  };

  const restart = (fromInside: boolean) => {
    setRestartedInside(fromInside);
    setSession((current) => current + 1);
    setNotice('');
  };

  return (
    <section className="pe-preview" aria-labelledby={headingId}>
      <h2 id={headingId} className="pe-preview__heading">
        {t('productEditor.preview.heading')}
      </h2>
      <p className="bo-field__help">{t('productEditor.preview.help')}</p>
      <div className="pe-preview__viewport">
        <iframe
          ref={frameRef}
          className="pe-preview__frame"
          title={t('productEditor.preview.frameTitle', { name: preview.name })}
          srcDoc={FRAME_DOCUMENT}
          style={mountsQuietly ? { display: 'none' } : undefined}
          onLoad={onLoad}
        />
      </div>
      {body &&
        createPortal(
          <div className="store">
            {showsOverlay && (
              <PreviewBoundary
                key={mountKey}
                onError={() => {
                  setFailedOn(previewText);
                  // The next attempt is a new mount, made while the frame is hidden again.
                  setSession((current) => current + 1);
                }}
              >
                <ProductOverlay
                  target={{ product: preview }}
                  open
                  orderType="takeaway"
                  currency={currency}
                  onClose={() => restart(true)}
                  onSave={() => setNotice(t('productEditor.preview.notAdded'))}
                />
              </PreviewBoundary>
            )}
          </div>,
          body,
        )}
      {failedOn === previewText && <p className="pe-notice">{t('productEditor.preview.failed')}</p>}
      <div className="pe-preview__actions">
        <Button variant="secondary" onClick={() => restart(false)}>
          {t('productEditor.preview.reset')}
        </Button>
        <p className="pe-preview__notice" role="status">
          {notice}
        </p>
      </div>
    </section>
  );
}
