/**
 * The offline banner and the service-worker part of the layout (storefront.md §2 "Global
 * layout", §4).
 *
 * Offline: from navigator.onLine and the online/offline events; 'Neu laden' reloads the page.
 *
 * Service workers: with enablePluginPWA off (the demo shop) the spec says to unregister them: we
 * do, and show no update banner. With it on, the update banner (UpdateBanner.tsx) watches for a
 * waiting worker, and the app-install flow (../pwa/) prompts after cookie consent; its prompt and
 * dialogs are a lazy chunk, loaded only when the flow opens.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { t } from '../../common/i18n';
import { Button } from '../../common/ui';
import { useConfig } from '../data';
import { unregisterServiceWorkers, useInstallFlow, useInstallPrompt } from '../pwa/install';
import { UpdateBanner } from './UpdateBanner';

const InstallFlow = lazy(() => import('../pwa/InstallFlow'));

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

/** `isPwaEnabled`: the plugin is on and this is not the self-service context. */
export function ServiceWorkers({ isPwaEnabled }: { isPwaEnabled: boolean }) {
  const { step } = useInstallFlow();
  const shopName = useConfig().data?.shopName;
  useInstallPrompt(isPwaEnabled);
  useEffect(() => {
    if (!isPwaEnabled) void unregisterServiceWorkers();
  }, [isPwaEnabled]);
  if (!isPwaEnabled || !('serviceWorker' in navigator)) return null;
  return (
    <>
      <UpdateBanner />
      {step !== 'closed' && (
        <Suspense fallback={null}>
          <InstallFlow step={step} shopName={shopName} />
        </Suspense>
      )}
    </>
  );
}
