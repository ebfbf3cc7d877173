/**
 * The app-install hint of the status page (storefront.md §2): only with the PWA plugin on, outside
 * the self-service context, when the page is not the installed app, the browser supports service
 * workers and none is registered yet (../pwa/install.ts). Decision: with a button 'App
 * installieren' that opens the install flow, since following the order is the reason to install.
 */
import { t } from '../../common/i18n';
import { useSelfService } from '../layout/self-service';
import { showInstallPrompt, useCanOfferInstall } from '../pwa/install';

export function PwaHint({ enabled }: { enabled?: boolean | null }) {
  const { isSelfService } = useSelfService();
  const offer = useCanOfferInstall(!!enabled && !isSelfService);
  if (!offer) return null;
  return (
    <p className="status-note">
      {t('pwa.statusHint')}{' '}
      <button type="button" className="text-button" onClick={showInstallPrompt}>
        {t('pwa.installLink')}
      </button>
    </p>
  );
}
