/**
 * The web app's only way to a German text: a typed lookup into the message catalogue with
 * `{name}` placeholders.
 */
import { webMessages, type WebMessageKey } from '../../shared/i18n/web';

export type MessageKey = WebMessageKey;

export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const text: string = webMessages[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
