/**
 * The offline banner and the service-worker part of the layout (storefront.md §2 "Global
 * layout", §4).
 *
 * Offline: from navigator.onLine and the online/offline events; 'Neu laden' reloads the page.
 *
 * Service workers: with enablePluginPWA off (the demo shop) the spec says to unregister them: we
 * do, and show no update banner. With it on, the update banner (UpdateBanner.tsx) watches for a
 * waiting worker.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { t } from '../../common/i18n';
import { Button } from '../../common/ui';
import { UpdateBanner } from './UpdateBanner';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

export function OfflineBanner() {
  if (useOnline()) return null;
  return (
    <div className="banner banner--offline" role="alert">
      <div className="container banner__inner">
        <p className="banner__text">
          <strong>{t('offline.title')}</strong> {t('offline.text')}
        </p>
        <Button variant="secondary" className="banner__button" onClick={() => window.location.reload()}>
          {t('offline.reload')}
        </Button>
      </div>
    </div>
  );
}

export function ServiceWorkers({ isPwaEnabled }: { isPwaEnabled: boolean }) {
  useEffect(() => {
    if (isPwaEnabled || !('serviceWorker' in navigator)) return;
    // Errors here are silently ignored (storefront.md §8).
    navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => registrations.forEach((registration) => void registration.unregister()))
      .catch(() => undefined);
  }, [isPwaEnabled]);
  if (!isPwaEnabled || !('serviceWorker' in navigator)) return null;
  return <UpdateBanner />;
}
