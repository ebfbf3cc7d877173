/**
 * The update banner (storefront.md §2, §4, §9): 'Ein Update wurde installiert!' when a new service
 * worker waits to take over; 'App neustarten' tells it to activate (message {type: 'SKIP_WAITING'})
 * and reloads once it controls the page. Update checks 2.5 s after start, then every 30 minutes.
 *
 * Only with enablePluginPWA on. The worker (/build/service-worker.js, web/sw/) is registered by the
 * app-install flow (../pwa/); a registration made during this visit is picked up at once. The
 * worker waits for the message before it takes over (docs/pwa.md).
 */
import { useEffect, useState } from 'react';
import { SKIP_WAITING } from '../../sw/routing';
import { t } from '../../common/i18n';
import { Button } from '../../common/ui';
import { useInstallFlow } from '../pwa/install';

const FIRST_CHECK_MS = 2_500;
const CHECK_INTERVAL_MS = 30 * 60 * 1000;

export function UpdateBanner() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const { revision } = useInstallFlow();

  useEffect(() => {
    const container = navigator.serviceWorker;
    let stopped = false;
    let first: number | undefined;
    let interval: number | undefined;
    let unwatch = () => {};
    container
      .getRegistration()
      .then((registration) => {
        if (!registration || stopped) return;
        if (registration.waiting && container.controller) setWaiting(registration.waiting);
        const onUpdateFound = () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed' && container.controller) setWaiting(installing);
          });
        };
        registration.addEventListener('updatefound', onUpdateFound);
        unwatch = () => registration.removeEventListener('updatefound', onUpdateFound);
        const check = () => void registration.update().catch(() => undefined);
        first = window.setTimeout(check, FIRST_CHECK_MS);
        interval = window.setInterval(check, CHECK_INTERVAL_MS);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      unwatch();
      window.clearTimeout(first);
      window.clearInterval(interval);
    };
  }, [revision]);

  if (!waiting) return null;
  const restart = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: SKIP_WAITING });
  };
  return (
    <div className="banner" role="status">
      <div className="container banner__inner">
        <p className="banner__text">
          <strong>{t('update.title')}</strong>
        </p>
        <Button variant="secondary" className="banner__button" onClick={restart}>
          {t('update.restart')}
        </Button>
      </div>
    </div>
  );
}
