/**
 * The web app's only way to a German text: the catalogue's typed lookup (shared/i18n), which
 * demands exactly the `{name}` parameters a text names. The web app's own labels live in
 * shared/i18n/web.ts and are part of that catalogue.
 */
export { t, type MessageKey } from '../../shared/i18n';
