/**
 * The lightbox (storefront.md §2 "Lightbox", §9): one image at a time, large, in a modal native
 * <dialog> (showModal traps the focus and makes the page inert; focus returns to the opener when
 * it closes). Previous/next buttons and the arrow keys wrap around, Esc or a click on the dark
 * background closes, a swipe pages, and a live region announces 'Bild {i} von {n}'. Used by the
 * hero, the sliders, the team and the news popup.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { classifyGesture, wrapIndex } from '#shared/content/carousel.ts';
import type { ImageLike } from '#shared/content/fields.ts';
import { t } from '../../common/i18n';
import { Picture } from '../layout/Picture';
import { ChevronIcon, CloseIcon } from './icons';

export interface LightboxProps {
  images: readonly ImageLike[];
  /** The image shown first; null = closed. */
  start: number | null;
  onClose: () => void;
}

export function Lightbox({ images, start, onClose }: LightboxProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start ?? 0);
  const pressed = useRef<{ x: number; y: number } | null>(null);
  // The click that ends a swipe is not a click on the background.
  const swiped = useRef(false);
  const open = start !== null && images.length > 0;
  const count = images.length;

  useEffect(() => {
    if (start !== null) setIndex(start);
  }, [start]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const go = (step: number) => setIndex((current) => wrapIndex(current + step, count));
  const image = images[wrapIndex(index, count)];

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = pressed.current;
    pressed.current = null;
    if (!from) return;
    const gesture = classifyGesture(event.clientX - from.x, event.clientY - from.y, event.currentTarget.clientWidth);
    swiped.current = gesture !== 'tap';
    if (gesture === 'next') go(1);
    if (gesture === 'previous') go(-1);
  };

  return (
    <dialog
      ref={ref}
      className="lightbox"
      aria-label={t('lightbox.label')}
      onCancel={(event) => {
        event.preventDefault();
        // React passes the event on to a dialog around this one (the news popup): Esc closes only the lightbox.
        event.stopPropagation();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1);
        else if (event.key === 'ArrowLeft') go(-1);
        else return;
        event.preventDefault();
      }}
      onClick={(event) => {
        if (swiped.current) {
          swiped.current = false;
          return;
        }
        // The dark background around the picture: the dialog itself or the stage's free space.
        if (event.target === event.currentTarget || (event.target as HTMLElement).classList.contains('lightbox__stage')) onClose();
      }}
    >
      {open && image && (
        <>
          <div
            className="lightbox__stage"
            onPointerDown={(event) => {
              pressed.current = { x: event.clientX, y: event.clientY };
            }}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              pressed.current = null;
            }}
          >
            <Picture image={image} src="large" sizes="100vw" className="lightbox__image" alt={image.alt ?? image.name ?? ''} eager draggable={false} />
          </div>
          <p className="visually-hidden" aria-live="polite" aria-atomic="true">
            {t('lightbox.position', { index: wrapIndex(index, count) + 1, count })}
          </p>
          {count > 1 && (
            <>
              <button type="button" className="lightbox__nav lightbox__nav--previous" aria-label={t('lightbox.previous')} onClick={() => go(-1)}>
                <ChevronIcon direction="left" />
              </button>
              <button type="button" className="lightbox__nav lightbox__nav--next" aria-label={t('lightbox.next')} onClick={() => go(1)}>
                <ChevronIcon direction="right" />
              </button>
            </>
          )}
          <button type="button" className="lightbox__close" aria-label={t('lightbox.close')} onClick={onClose} autoFocus>
            <CloseIcon />
          </button>
        </>
      )}
    </dialog>
  );
}

/** State for a lightbox over a list of images: `show(i)` opens it at image i. */
export function useLightbox() {
  const [start, setStart] = useState<number | null>(null);
  return { start, show: setStart, close: () => setStart(null) };
}
