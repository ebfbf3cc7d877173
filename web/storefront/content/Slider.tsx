/**
 * The image slider of the slider and hero-slider blocks (storefront.md §2, §9): a strip of slides
 * moved with a 0.5 s transition; previous/next buttons and the dots wrap around; a swipe past an
 * eighth of the slide's width pages, a movement under 20 px is a tap and opens the lightbox at
 * the current image. Autoplay every `duration` seconds, only while at least 30 % of the slider is
 * on screen (IntersectionObserver) and not while the pointer or the keyboard focus is on it, nor
 * when the visitor asked for reduced motion. Dots only with more than two images.
 *
 * Decision: the slide width is read from the element when a gesture ends (the spec's "measured
 * after 1 s" served the old layout code; reading it at the moment of use is always current).
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { AUTOPLAY_VISIBLE_SHARE, autoplayIntervalMs, classifyGesture, showsDots, wrapIndex } from '#shared/content/carousel.ts';
import type { SliderValue } from '#shared/content/blocks.ts';
import { t } from '../../common/i18n';
import { Picture } from '../layout/Picture';
import { ChevronIcon } from './icons';
import { Lightbox, useLightbox } from './Lightbox';

/** The slider sits in the hero-slider block: beside the text (half the page) from 720 px, the whole width below. */
const SLIDE_SIZES = '(min-width: 1152px) 36rem, (min-width: 720px) 50vw, 100vw';

function useVisibleEnough(ref: React.RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(!!entry && entry.intersectionRatio >= AUTOPLAY_VISIBLE_SHARE), {
      threshold: [0, AUTOPLAY_VISIBLE_SHARE, 1],
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}

export function Slider({ slider }: { slider: SliderValue }) {
  const { images } = slider;
  const count = images.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const pressed = useRef<{ x: number; y: number } | null>(null);
  const visible = useVisibleEnough(rootRef);
  const lightbox = useLightbox();
  const interval = autoplayIntervalMs(slider.duration);
  const label = slider.label || t('lightbox.label');

  useEffect(() => {
    if (!interval || !visible || paused || count < 2 || lightbox.start !== null) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((current) => wrapIndex(current + 1, count)), interval);
    return () => window.clearInterval(timer);
  }, [interval, visible, paused, count, lightbox.start]);

  if (count === 0) return null;
  const current = wrapIndex(index, count);
  const go = (step: number) => setIndex(wrapIndex(current + step, count));

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = pressed.current;
    pressed.current = null;
    if (!from) return;
    const gesture = classifyGesture(event.clientX - from.x, event.clientY - from.y, event.currentTarget.clientWidth);
    if (gesture === 'tap') lightbox.show(current);
    else if (gesture === 'next') go(1);
    else if (gesture === 'previous') go(-1);
  };

  return (
    <section
      ref={rootRef}
      className="slider"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div
        className="slider__viewport"
        style={slider.height ? { height: `${slider.height}px` } : undefined}
        onPointerDown={(event) => {
          pressed.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          pressed.current = null;
        }}
      >
        {/* No style on the first slide: the server-rendered first screen has no inline styles (functions/pages/first-screen.ts). */}
        <ul className="slider__track" style={current > 0 ? { transform: `translateX(-${current * 100}%)` } : undefined}>
          {images.map((image, position) => (
            <li
              key={`${image.id}-${position}`}
              className="slider__slide"
              aria-roledescription="slide"
              aria-label={t('lightbox.position', { index: position + 1, count })}
              aria-hidden={position !== current}
            >
              <Picture image={image} src="medium" sizes={SLIDE_SIZES} alt={image.alt ?? image.name ?? ''} eager={position === 0} draggable={false} />
            </li>
          ))}
        </ul>
      </div>
      <div className="slider__controls">
        {count > 1 && (
          <button type="button" className="slider__button" aria-label={t('lightbox.previous')} onClick={() => go(-1)}>
            <ChevronIcon direction="left" />
          </button>
        )}
        <button type="button" className="slider__enlarge" onClick={() => lightbox.show(current)}>
          {t('lightbox.enlarge')}
        </button>
        {showsDots(count) && (
          <div className="slider__dots">
            {images.map((image, position) => (
              <button
                key={`${image.id}-${position}`}
                type="button"
                className="slider__dot"
                aria-label={t('lightbox.position', { index: position + 1, count })}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => setIndex(position)}
              />
            ))}
          </div>
        )}
        {count > 1 && (
          <button type="button" className="slider__button" aria-label={t('lightbox.next')} onClick={() => go(1)}>
            <ChevronIcon direction="right" />
          </button>
        )}
      </div>
      <Lightbox images={images} start={lightbox.start} onClose={lightbox.close} />
    </section>
  );
}
