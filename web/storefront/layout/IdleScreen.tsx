/**
 * The kiosk's idle screen (storefront.md §1): after SELF_SERVICE_IDLE_SECONDS without a touch,
 * click, key or scroll a full-screen 'Tippen um zu bestellen' covers the page; a tap (or Enter,
 * or Esc) dismisses it. It is a modal <dialog>, so it also covers an open product overlay or
 * picker (the browser's top layer).
 *
 * Decision: dismissing only uncovers the page as it was; the cart stays (the spec says no more,
 * and a customer who merely paused keeps their order).
 */
import { useEffect, useRef, useState } from 'react';
import { t } from '../../common/i18n';
import { SELF_SERVICE_IDLE_SECONDS } from './self-service';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export function IdleScreen({ idleSeconds = SELF_SERVICE_IDLE_SECONDS }: { idleSeconds?: number }) {
  const [isIdle, setIdle] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (isIdle) return;
    let timer = window.setTimeout(() => setIdle(true), idleSeconds * 1000);
    const onActivity = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), idleSeconds * 1000);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [isIdle, idleSeconds]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isIdle && !dialog.open) dialog.showModal();
    if (!isIdle && dialog.open) dialog.close();
  }, [isIdle]);

  return (
    <dialog
      ref={ref}
      className="idle-screen"
      aria-label={t('selfService.screensaver')}
      onCancel={(event) => {
        event.preventDefault();
        setIdle(false);
      }}
    >
      {isIdle && (
        <button type="button" className="idle-screen__button" onClick={() => setIdle(false)} autoFocus>
          <span className="idle-screen__pulse" aria-hidden="true" />
          {t('selfService.screensaver')}
        </button>
      )}
    </dialog>
  );
}
