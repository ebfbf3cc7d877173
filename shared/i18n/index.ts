/**
 * The German message catalogue: every area file exports one `as const` object of
 * `key: 'Text with {param}'`; this file merges them and offers the typed lookup `t`.
 *
 * Adding an area file: import it and add it to `messageAreas` below (staff and server texts), to
 * ./customer.ts (texts customers see; the storefront ships only those) or to ./staff.ts (texts of
 * the back office's data screens only; the Lambdas, which use this catalogue, do not bundle them). The catalogue test checks
 * that no key is defined twice. Placeholders are `{name}`; `t` (./lookup.ts) demands exactly the
 * parameters a text names, e.g. `t('branchCard.openToday', { from: '07:00', to: '18:00' })`.
 */
import { apiMessages } from './api';
import { authMessages } from './auth';
import { backofficeMessages } from './backoffice';
import { customerMessageAreas } from './customer';
import { formMessages } from './forms';
import { mediaMessages } from './media';
import { orderDetailMessages } from './order-detail';
import { orderListMessages } from './order-list';
import { notificationMessages } from './notifications';
import { printingMessages } from './printing';
import { screensMessages } from './screens';
import { statisticsMessages } from './statistics';
import { webBackofficeMessages } from './web-backoffice';
import { createLookup, type Merged, type PlainKeyOf } from './lookup';

/**
 * Every area: the customer catalogue (./customer.ts) and the texts only staff and the server use.
 * A new staff or server area file is added here; one customers see goes to ./customer.ts.
 */
export const messageAreas = [
  ...customerMessageAreas,
  backofficeMessages,
  authMessages,
  apiMessages,
  orderDetailMessages,
  printingMessages,
  orderListMessages,
  notificationMessages,
  screensMessages,
  formMessages,
  mediaMessages,
  statisticsMessages,
  webBackofficeMessages,
] as const;

export type Messages = Merged<typeof messageAreas>;
export type MessageKey = keyof Messages & string;
/** Keys whose texts take no parameters (for tables of labels). */
export type PlainMessageKey = PlainKeyOf<Messages>;
export type { ParamNames } from './lookup';

export const messages: Messages = Object.assign({}, ...messageAreas);

/** The German text of `key` with its `{name}` placeholders filled in. */
export const t = createLookup(messages);

export { pluralKey } from './lookup';

/** Narrows a key that arrives as data (e.g. an error code from the API) to a catalogue key. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}
