/**
 * The app-install hint of the status page (storefront.md §2): only with the PWA plugin on, when
 * the page is not running as an installed app, the browser supports service workers and none is
 * registered yet. Decision: a hint only; installing is the layout's install prompt.
 */
import { useEffect, useState } from 'react';
import { t } from '../../common/i18n';

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function PwaHint({ enabled }: { enabled?: boolean | null }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!enabled || isStandalone() || !('serviceWorker' in navigator)) return;
    let active = true;
    navigator.serviceWorker
      .getRegistration()
      .then((registration) => {
        if (active) setShow(registration === undefined);
      })
      // Service worker errors are ignored silently (storefront.md §8).
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [enabled]);
  return enabled && show ? <p className="status-note">{t('pwa.statusHint')}</p> : null;
}
