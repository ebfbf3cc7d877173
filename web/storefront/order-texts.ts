/**
 * The texts of ordering (shared/i18n/customer-orders.ts) for the storefront's lookup. Imported by
 * the lazy pages that show them (store, checkout, status, content pages and the news popup, whose
 * blocks show prices and allergens), so they load with those pages and not with the home page.
 * The build checks that every chunk using such a key imports this module (web/build/lazy-texts.ts).
 */
import { customerOrderAreas } from '#shared/i18n/customer-orders.ts';
import { addCustomerAreas } from '../common/i18n';

addCustomerAreas(customerOrderAreas);
