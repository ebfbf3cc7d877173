/**
 * The offline banner (storefront.md §2 "Global layout", §4): from navigator.onLine and the
 * online/offline events; 'Neu laden' reloads the page. The service-worker part of the layout is
 * ./ServiceWorkers.tsx.
 */
import { useSyncExternalStore } from 'react';
import { t } from '../../common/i18n';
import { Button } from '../../common/ui';

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
