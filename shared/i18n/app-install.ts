/**
 * Texts of the app-install dialogs that only the lazy install chunk of the storefront uses
 * (web/storefront/pwa/InstallFlow.tsx), with a lookup of their own so they stay out of the
 * storefront's entry; the prompt's and the instructions' texts of the spec are in ./storefront.ts.
 * All ours: the spec names the steps, not these buttons.
 */
import { createLookup } from './lookup';

export const appInstallMessages = {
  'appInstall.done': 'Fertig',
  'appInstall.cancel': 'Abbrechen',
  'appInstall.shareIcon': 'Teilen-Symbol',
  'appInstall.step.share': 'Teilen-Symbol antippen',
  'appInstall.step.choose': 'auswählen',
  'appInstall.step.confirm': 'Mit „Hinzufügen“ bestätigen',
} as const;

export const tAppInstall = createLookup(appInstallMessages);
