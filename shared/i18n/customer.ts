/**
 * The customer catalogue: the area files whose texts customers see (storefront, checkout, status
 * page, opening hours, prices) and the rules in shared/ that produce texts. It is all the
 * storefront bundle carries; staff and server texts (./index.ts adds them) stay out of it, so
 * the storefront's lookup refuses a staff key at compile time.
 */
import { allergenMessages } from './allergens';
import { checkoutMessages } from './checkout';
import { commerceMessages } from './commerce';
import { hoursMessages } from './hours';
import { layoutMessages } from './layout';
import { createLookup, type Merged, type PlainKeyOf } from './lookup';
import { orderActionMessages } from './order-actions';
import { orderStatusMessages } from './order-status';
import { orderingMessages } from './ordering';
import { overloadMessages } from './overload';
import { paymentsMessages } from './payments';
import { searchMessages } from './search';
import { slotsMessages } from './slots';
import { statusMessages } from './status';
import { storeMessages } from './store';
import { storefrontMessages } from './storefront';
import { timeMessages } from './time';
import { webMessages } from './web';

export const customerMessageAreas = [
  timeMessages,
  hoursMessages,
  slotsMessages,
  searchMessages,
  orderStatusMessages,
  storefrontMessages,
  commerceMessages,
  webMessages,
  layoutMessages,
  storeMessages,
  checkoutMessages,
  statusMessages,
  orderingMessages,
  paymentsMessages,
  orderActionMessages,
  allergenMessages,
  overloadMessages,
] as const;

export type CustomerMessages = Merged<typeof customerMessageAreas>;
export type CustomerMessageKey = keyof CustomerMessages & string;
export type CustomerPlainMessageKey = PlainKeyOf<CustomerMessages>;

export const customerMessages: CustomerMessages = Object.assign({}, ...customerMessageAreas);

/** The German text of a customer-catalogue key with its `{name}` placeholders filled in. */
export const t = createLookup(customerMessages);

export { pluralKey } from './lookup';
