/**
 * The customer lists and a customer's orders (backoffice.md §4 "customers", §7): the list is read
 * in pages from an index (functions/db/customers.ts), so it always answers one page; `search` is a
 * prefix of a name word, an e-mail address or a phone number (shared/customers/search-keys.ts).
 */
import * as z from 'zod';
import { searchQuery } from './common';
import { orderListRowSchema } from './order';

/** Sorts of the customer list without a search: A–Z by last and first name, oldest or newest first. */
export const CUSTOMER_SORTS = ['lastName', 'createdAt', '-createdAt'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** Rows of one page: default and most. */
export const CUSTOMER_PAGE_DEFAULT = 50;
export const CUSTOMER_PAGE_MAX = 200;

const page = {
  limit: z.coerce.number().int().min(1).max(CUSTOMER_PAGE_MAX).default(CUSTOMER_PAGE_DEFAULT),
  cursor: z.string().min(1).max(2000).optional(),
};

/** `GET /api/customers?search=&sort=&limit=&cursor=` (a search sorts by the matching key; `sort` applies without one). */
export const customerListQuerySchema = z.object({
  ...searchQuery,
  ...page,
  sort: z.enum(CUSTOMER_SORTS, { error: 'api.validation.sort' }).default('lastName'),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** `GET /api/customers/{id}/orders?limit=&cursor=` */
export const customerOrdersQuerySchema = z.object(page);

/** A row of a customer's order history: what the order lists show of an order. */
export type CustomerOrderRow = z.infer<typeof orderListRowSchema>;

/** A customer's totals over every order (shared/customers/totals.ts). */
export const customerOrderTotalsSchema = z.object({
  count: z.number().int(),
  /** Gross over the orders that count as sales (not rejected, canceled or failed). */
  totalGross: z.number(),
  firstOrderAt: z.string().optional(),
  lastOrderAt: z.string().optional(),
});
export type CustomerOrderTotals = z.infer<typeof customerOrderTotalsSchema>;

/** The answer of `GET /api/customers/{id}/orders`: one page of orders (newest first) and the totals. */
export const customerOrdersAnswerSchema = z.object({ orders: z.array(orderListRowSchema), totals: customerOrderTotalsSchema });
export type CustomerOrdersAnswer = z.infer<typeof customerOrdersAnswerSchema>;
