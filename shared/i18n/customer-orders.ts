/**
 * The customer areas of ordering: store page, cart, product overlay, checkout, appointment,
 * payments and the order status page, and the allergen names (store page, content pages). The
 * storefront loads them with the pages that show them (web/storefront/order-texts.ts), not with its
 * entry (./customer-entry.ts).
 */
import { allergenMessages } from './allergens';
import { checkoutMessages } from './checkout';
import { commerceMessages } from './commerce';
import { orderActionMessages } from './order-actions';
import { orderStatusMessages } from './order-status';
import { orderingMessages } from './ordering';
import { paymentsMessages } from './payments';
import { slotsMessages } from './slots';
import { statusMessages } from './status';
import { storeMessages } from './store';

export const customerOrderAreas = [
  slotsMessages,
  orderStatusMessages,
  commerceMessages,
  storeMessages,
  checkoutMessages,
  statusMessages,
  orderingMessages,
  paymentsMessages,
  orderActionMessages,
  allergenMessages,
] as const;
