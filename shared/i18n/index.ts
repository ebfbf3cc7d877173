/**
 * The German message catalogue: every area file exports one `as const` object of
 * `key: 'Text with {param}'`; this file merges them and offers the typed lookup `t`.
 *
 * Adding an area file: import it and add it to `areas` (the catalogue test checks that no key is
 * defined twice). Placeholders are `{name}`; `t` demands exactly the parameters a text names, e.g.
 * `t('branchCard.openToday', { from: '07:00', to: '18:00' })`, and none for a text without any.
 */
import { apiMessages } from './api';
import { authMessages } from './auth';
import { backofficeMessages } from './backoffice';
import { commerceMessages } from './commerce';
import { hoursMessages } from './hours';
import { orderStatusMessages } from './order-status';
import { searchMessages } from './search';
import { slotsMessages } from './slots';
import { storefrontMessages } from './storefront';
import { timeMessages } from './time';
import { webMessages } from './web';
import { layoutMessages } from './layout';
import { storeMessages } from './store';
import { checkoutMessages } from './checkout';
import { statusMessages } from './status';
import { orderingMessages } from './ordering';
import { paymentsMessages } from './payments';
import { orderActionMessages } from './order-actions';

export const messageAreas = [
  timeMessages,
  hoursMessages,
  slotsMessages,
  searchMessages,
  orderStatusMessages,
  storefrontMessages,
  backofficeMessages,
  authMessages,
  commerceMessages,
  apiMessages,
  webMessages,
  layoutMessages,
  storeMessages,
  checkoutMessages,
  statusMessages,
  orderingMessages,
  paymentsMessages,
  orderActionMessages,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;

export type Messages = UnionToIntersection<(typeof messageAreas)[number]>;
export type MessageKey = keyof Messages & string;

/** The names inside `{…}` of a literal text type. */
export type ParamNames<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
export type MessageParams<K extends MessageKey> = Record<ParamNames<Messages[K]>, string | number>;
type ParamsArg<K extends MessageKey> = [ParamNames<Messages[K]>] extends [never] ? [] : [params: MessageParams<K>];

export const messages: Messages = Object.assign({}, ...messageAreas);

/** The German text of `key` with its `{name}` placeholders filled in. */
export function t<K extends MessageKey>(key: K, ...[params]: ParamsArg<K>): string {
  const text: string | undefined = messages[key];
  // Only reachable through a cast: a programming error, not something to show a customer.
  if (text === undefined) throw new Error(`Unbekannter Katalogschlüssel: ${key}`);
  if (!params) return text;
  const values: Record<string, string | number> = params;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** German plural choice: the `one` key for exactly 1, else `other`; use as `t(pluralKey(n, one, other), { n })`. */
export function pluralKey<One extends MessageKey, Other extends MessageKey>(count: number, one: One, other: Other): One | Other {
  return count === 1 ? one : other;
}

/** Narrows a key that arrives as data (e.g. an error code from the API) to a catalogue key. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}
