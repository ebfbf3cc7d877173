/**
 * The news popup (storefront.md §2 "News popup"): the public newsPopup nodes newest first
 * (content.date, else updatedAt, else createdAt), one at a time in a modal native <dialog>
 * (focus trapped, page inert, focus back on the header button when it closes). Previous/next
 * buttons and the arrow keys wrap around; Esc or 'Gelesen' closes. Each item shows its date,
 * title, text and an image that opens the lightbox. Labelled 'Neuigkeiten, Meldung {i} von {n}'.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { sortNews, wrapIndex } from '#shared/content/carousel.ts';
import { formatContentDay } from '#shared/content/fields.ts';
import { t } from '../../common/i18n';
import { Button, buttonClass } from '../../common/ui';
import { useConfig } from '../data';
import { Picture } from '../layout/Picture';
import { publicNodes, useNodes } from './content-data';
import { ChevronIcon } from './icons';
import { Lightbox, useLightbox } from './Lightbox';
import { RichText } from './RichText';
import './content.css';

const DEFAULT_TIME_ZONE = 'Europe/Vienna';

export function NewsPopup({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const nodes = useNodes().data;
  const timeZone = useConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;
  const news = useMemo(() => sortNews(publicNodes(nodes, 'newsPopup')), [nodes]);
  const [index, setIndex] = useState(0);
  const lightbox = useLightbox();
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = news.length;
  const current = news[wrapIndex(index, count)];

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    closeRef.current?.focus();
  }, []);

  // On the document, not the dialog: paging may remove the focused element (an item's image
  // button), and the keys must keep working. The lightbox above handles its own arrows.
  useEffect(() => {
    if (count < 2 || lightbox.start !== null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (!step) return;
      event.preventDefault();
      setIndex((position) => wrapIndex(position + step, count));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count, lightbox.start]);

  if (!current) return null;
  const go = (step: number) => setIndex((position) => wrapIndex(position + step, count));
  const label = t('news.position', { index: wrapIndex(index, count) + 1, count });
  const date = formatContentDay(current.content.date || current.updatedAt || current.createdAt, timeZone);
  const image = current.content.image;

  return (
    <dialog
      ref={ref}
      className="dialog news-popup"
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dialog__inner news-popup__inner">
        <p className="news-popup__position" aria-live="polite">
          {label}
        </p>
        <article className="news-popup__item">
          {date && <p className="news-popup__date">{date}</p>}
          <h2 className="dialog__title">{current.content.title}</h2>
          {image && (
            <button
              type="button"
              className="zoom-image news-popup__image"
              onClick={() => lightbox.show(0)}
              aria-label={`${image.alt || current.content.title}, ${t('lightbox.enlarge')}`}
            >
              <Picture image={image} src="small" sizes="(max-width: 719px) calc(100vw - 2rem), 37rem" widths={['tiny', 'small', 'medium']} alt="" eager />
            </button>
          )}
          {current.content.text && <RichText html={current.content.text} />}
        </article>
        <div className="dialog__footer news-popup__footer">
          {count > 1 && (
            <Button variant="secondary" className="news-popup__nav" aria-label={t('news.previous')} onClick={() => go(-1)}>
              <ChevronIcon direction="left" />
            </Button>
          )}
          <button ref={closeRef} type="button" className={buttonClass('primary')} onClick={onClose}>
            {t('news.close')}
          </button>
          {count > 1 && (
            <Button variant="secondary" className="news-popup__nav" aria-label={t('news.next')} onClick={() => go(1)}>
              <ChevronIcon direction="right" />
            </Button>
          )}
        </div>
      </div>
      {image && <Lightbox images={[image]} start={lightbox.start} onClose={lightbox.close} />}
    </dialog>
  );
}
