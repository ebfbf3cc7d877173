/**
 * The kiosk's idle screen (storefront.md §1): after SELF_SERVICE_IDLE_SECONDS without a touch,
 * click, key or scroll a full-screen 'Tippen um zu bestellen' covers the page; a tap (or Enter,
 * or Esc) dismisses it. It is a modal <dialog>, so it also covers an open product overlay or
 * picker (the browser's top layer).
 *
 * Decisions: dismissing uncovers the page as it was and the cart stays (a customer who merely
 * paused keeps their order) — except on an order's status page: that belongs to the customer
 * before, so the next one starts at the home page ("order reset after success", storefront.md §1).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { t } from '../../common/i18n';
import { matchRoute } from './routes';
import { SELF_SERVICE_IDLE_SECONDS } from './self-service';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export function IdleScreen({ idleSeconds = SELF_SERVICE_IDLE_SECONDS }: { idleSeconds?: number }) {
  const [isIdle, setIdle] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dismiss = () => {
    setIdle(false);
    if (matchRoute(pathname).name === 'status') void navigate('/');
  };

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
        dismiss();
      }}
    >
      {isIdle && (
        <button type="button" className="idle-screen__button" onClick={dismiss} autoFocus>
          <span className="idle-screen__pulse" aria-hidden="true" />
          {t('selfService.screensaver')}
        </button>
      )}
    </dialog>
  );
}
