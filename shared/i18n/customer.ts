/**
 * The customer catalogue: the area files whose texts customers see (storefront, checkout, status
 * page, opening hours, prices) and the rules in shared/ that produce texts. It is all the
 * storefront carries (its entry the areas of ./customer-entry.ts, the ordering pages those of
 * ./customer-orders.ts); staff and server texts (./index.ts adds them) stay out of it, so the
 * storefront's lookup refuses a staff key at compile time.
 */
import { customerEntryAreas } from './customer-entry';
import { customerOrderAreas } from './customer-orders';
import { createLookup, type Merged, type PlainKeyOf } from './lookup';

/** The entry's areas, then ordering's: the storefront ships them in two parts (web/common/i18n.ts). */
export const customerMessageAreas = [...customerEntryAreas, ...customerOrderAreas] as const;

export type CustomerMessages = Merged<typeof customerMessageAreas>;
export type CustomerMessageKey = keyof CustomerMessages & string;
export type CustomerPlainMessageKey = PlainKeyOf<CustomerMessages>;

export const customerMessages: CustomerMessages = Object.assign({}, ...customerMessageAreas);

/** The German text of a customer-catalogue key with its `{name}` placeholders filled in. */
export const t = createLookup(customerMessages);

export { pluralKey } from './lookup';
