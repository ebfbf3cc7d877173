/**
 * The web app's only way to a German text: the catalogue's typed lookup (shared/i18n), which
 * demands exactly the `{name}` parameters a text names.
 *
 * Until the catalogue merges the web labels (shared/i18n/web.ts, `webMessages`) into its areas,
 * this module looks those up itself; afterwards it is a plain re-export of the catalogue's `t`.
 */
import { t as catalogueT, isMessageKey, type MessageKey as CatalogueKey, type ParamNames } from '../../shared/i18n';
import { webMessages } from '../../shared/i18n/web';

type WebMessages = typeof webMessages;
export type MessageKey = CatalogueKey | keyof WebMessages;
type WebParams<K extends keyof WebMessages> = [ParamNames<WebMessages[K]>] extends [never]
  ? []
  : [params: Record<ParamNames<WebMessages[K]>, string | number>];
type CatalogueParams<K extends CatalogueKey> = Parameters<typeof catalogueT<K>> extends [unknown, ...infer Rest] ? Rest : [];
type ParamsArg<K extends MessageKey> = K extends keyof WebMessages ? WebParams<K> : K extends CatalogueKey ? CatalogueParams<K> : never;

export function t<K extends MessageKey>(key: K, ...args: ParamsArg<K>): string {
  if (isMessageKey(key)) return (catalogueT as (key: string, ...rest: unknown[]) => string)(key, ...args);
  const text: string = webMessages[key as keyof WebMessages];
  const params = args[0] as Record<string, string | number> | undefined;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
