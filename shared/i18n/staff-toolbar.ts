/**
 * Texts of the staff toolbar on the public side (backoffice.md §2; web/storefront/staff/), with
 * a lookup of their own: the toolbar loads only for signed-in staff, so its texts stay out of the
 * customers' catalogue and the storefront's entry. 'Ins Backend wechseln' and 'Abmelden' are the
 * spec's; the rest is ours.
 */
import { createLookup } from './lookup';

export const staffToolbarMessages = {
  'staffToolbar.open': 'Mitarbeiter-Leiste öffnen',
  'staffToolbar.close': 'Mitarbeiter-Leiste schließen',
  'staffToolbar.title': 'Mitarbeiter',
  'staffToolbar.signedInAs': 'Angemeldet als {name}',
  'staffToolbar.version': 'Version {version}',
  'staffToolbar.pages': 'Backend-Seiten',
  'staffToolbar.sites': 'Seiten',
  'staffToolbar.dashboard': 'Dashboard',
  'staffToolbar.navigations': 'Navigationen',
  'staffToolbar.backend': 'Ins Backend wechseln',
  'staffToolbar.signOut': 'Abmelden',
  'staffToolbar.tools': 'Werkzeuge',
  'staffToolbar.editPage': 'Diese Seite bearbeiten',
  'staffToolbar.editBranch': 'Filiale bearbeiten',
  'staffToolbar.noTools': 'Für diese Seite gibt es nichts zu bearbeiten.',
} as const;

export const tStaffToolbar = createLookup(staffToolbarMessages);
