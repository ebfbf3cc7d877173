/**
 * The app-install prompt and instruction dialogs (storefront.md §2 "App-install flow and
 * dialogs", §4), a lazy chunk of the storefront opened by ./install.ts.
 *
 * - Prompt '{shop} als App installieren?' with 'Installieren' and 'Jetzt nicht': a non-modal bar
 *   at the bottom (like the cookie banner) that does not take the focus from what the visitor is
 *   doing; Esc closes it for this visit without the month-long dismissal.
 * - 'Installieren' registers the service worker, then a modal dialog with the instructions for the
 *   device: where Chromium offered its install dialog (Chrome, Edge on Android and the desktop)
 *   that dialog opens at once and its answer ends the flow (installed → done, refused → cancel);
 *   iPhone and iPad get the share menu's steps; other browsers the manual way.
 * - 'Fertig' completes; 'Abbrechen' (and Esc) cancels: the worker is unregistered and the prompt
 *   shows again (§4).
 */
import { useEffect, useId, useState } from 'react';
import { tAppInstall } from '#shared/i18n/app-install.ts';
import { t } from '../../common/i18n';
import { Button, Dialog } from '../../common/ui';
import { cancelInstall, closeInstallFlow, dismissInstall, startInstall, takeBrowserPrompt, type FlowStep } from './install';
import { detectPlatform, instructionsFor, type InstructionsKind } from './rules';
import './pwa.css';

function ShareIcon() {
  return (
    <svg className="install-share-icon" viewBox="0 0 24 24" width="24" height="24" role="img" aria-label={tAppInstall('appInstall.shareIcon')}>
      <path d="M12 3v12M7.5 7.5 12 3l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M8 10H6v10h12V10h-2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function InstallPrompt({ onInstall, shopName }: { onInstall: () => void; shopName?: string | undefined }) {
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeInstallFlow();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <section className="install-prompt" role="dialog" aria-modal="false" aria-labelledby={titleId} data-testid="install-prompt">
      <div className="container install-prompt__inner">
        <img className="install-prompt__icon" src="/icons/icon-192.png" alt="" width="48" height="48" />
        <p id={titleId} className="install-prompt__title">
          {shopName ? (
            <>
              <strong>{shopName}</strong> {t('pwa.prompt')}
            </>
          ) : (
            t('pwa.prompt')
          )}
        </p>
        <div className="install-prompt__actions">
          <Button variant="secondary" onClick={dismissInstall}>
            {t('pwa.notNow')}
          </Button>
          <Button onClick={onInstall}>{t('pwa.install')}</Button>
        </div>
      </div>
    </section>
  );
}

function Instructions({ kind }: { kind: InstructionsKind }) {
  const cancel = () => void cancelInstall();
  return (
    <Dialog
      open
      onClose={cancel}
      title={t('pwa.installLink')}
      className="install-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={cancel}>
            {tAppInstall('appInstall.cancel')}
          </Button>
          <Button onClick={closeInstallFlow}>{tAppInstall('appInstall.done')}</Button>
        </>
      }
    >
      <p data-testid="install-instructions" data-kind={kind}>
        {t(`pwa.instructions.${kind}`)}
      </p>
      {(kind === 'iphone' || kind === 'ipad') && (
        <ol className="install-steps">
          <li>
            <ShareIcon /> {tAppInstall('appInstall.step.share')}
          </li>
          <li>
            <strong>{t('pwa.addToHomeScreen')}</strong> {tAppInstall('appInstall.step.choose')}
          </li>
          <li>{tAppInstall('appInstall.step.confirm')}</li>
        </ol>
      )}
    </Dialog>
  );
}

/** `shopName` from the layout (the settings), which has it at hand. */
export default function InstallFlow({ step, shopName }: { step: FlowStep; shopName?: string | undefined }) {
  const [kind, setKind] = useState<InstructionsKind>('unsupported');

  const install = () => {
    // The browser's dialog needs the click's user activation: open it before anything awaits.
    const browserPrompt = takeBrowserPrompt();
    setKind(instructionsFor(detectPlatform(navigator.userAgent, navigator.maxTouchPoints), browserPrompt !== null));
    startInstall();
    if (!browserPrompt) return;
    browserPrompt
      .prompt()
      .then(() => browserPrompt.userChoice)
      .then(({ outcome }) => (outcome === 'accepted' ? closeInstallFlow() : cancelInstall()))
      .catch(() => undefined);
  };

  if (step === 'prompt') return <InstallPrompt onInstall={install} shopName={shopName} />;
  if (step === 'instructions') return <Instructions kind={kind} />;
  return null;
}
