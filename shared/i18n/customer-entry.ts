/**
 * The customer areas the storefront's entry carries (DESIGN.md §9): what the layout, the home
 * page and the loader say, and what the rules in shared/ the entry runs look up themselves
 * (opening hours, times, branch search). The texts of ordering are in ./customer-orders.ts and
 * load with the pages that use them.
 */
import { hoursMessages } from './hours';
import { layoutMessages } from './layout';
import { overloadMessages } from './overload';
import { searchMessages } from './search';
import { storefrontMessages } from './storefront';
import { timeMessages } from './time';
import { webMessages } from './web';

export const customerEntryAreas = [timeMessages, hoursMessages, searchMessages, storefrontMessages, webMessages, layoutMessages, overloadMessages] as const;
