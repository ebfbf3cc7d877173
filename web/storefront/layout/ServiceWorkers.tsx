/**
 * The service-worker part of the layout (storefront.md §2 "Global layout", §4). With
 * enablePluginPWA off (the demo shop) the spec says to unregister them: we do, and show no update
 * banner. With it on, the update banner (UpdateBanner.tsx) watches for a waiting worker, and the
 * app-install flow (../pwa/) prompts after cookie consent; its prompt and dialogs are a lazy
 * chunk, loaded only when the flow opens. Loaded after the first paint (./deferred.ts).
 */
import { lazy, Suspense, useEffect } from 'react';
import { useConfig } from '../data';
import { unregisterServiceWorkers, useInstallFlow, useInstallPrompt } from '../pwa/install';
import { UpdateBanner } from './UpdateBanner';

const InstallFlow = lazy(() => import('../pwa/InstallFlow'));

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
