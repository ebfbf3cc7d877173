/**
 * /api/customers: the generic resource shape with three differences —
 * - the list is read in pages from an index, never whole: A–Z by name or by creation, or the
 *   customers a search finds by a name word, an e-mail address or a phone number (prefixes;
 *   functions/db/customers.ts, ACCESS_PATTERNS.md "Customer search");
 * - DELETE is the GDPR erasure: the customer goes, their orders stay without personal data
 *   (./service.ts eraseCustomer);
 * - GET /api/customers/{id}/orders: the customer's orders, newest first, in pages, with totals.
 */
import * as z from 'zod';
import { customerInputSchema } from '#shared/schemas/crm.ts';
import { ULID_PATTERN } from '#shared/schemas/common.ts';
import { customerListQuerySchema, customerOrdersQuerySchema } from '#shared/schemas/customers.ts';
import { NEXT_CURSOR_HEADER } from '#shared/schemas/list-page.ts';
import { queryCustomerOrderPage, queryCustomers, searchCustomers, type PageResult } from '../db/customers';
import { getEntity } from '../db/repository';
import { crudHandlers, idParams } from '../lib/crud-routes';
import { ApiError, notFound } from '../lib/errors';
import { policies } from '../lib/policies';
import { Reply, createGroupHandler, route } from '../lib/router';
import { customerOrderRow, customerTotals, eraseCustomer } from './service';

const policy = policies['customers'];

/**
 * The cursor: base64url of JSON `[list, key]`, the list it belongs to (sort and search, or the
 * customer) and the item key the next page starts after. A cursor of another list, or one that is
 * not such a pair, answers 400 (reload the list).
 */
const encodeCursor = (list: string, key: Record<string, unknown>): string => Buffer.from(JSON.stringify([list, key]), 'utf8').toString('base64url');

const keySchema = z.record(z.string(), z.string());

function decodeCursor(cursor: string | undefined, list: string): Record<string, string> | undefined {
  if (cursor === undefined) return undefined;
  try {
    const [cursorList, key] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const parsed = keySchema.safeParse(key);
    if (cursorList === list && parsed.success && typeof parsed.data.pk === 'string' && typeof parsed.data.sk === 'string') return parsed.data;
  } catch {
    // not JSON: refused below
  }
  throw ApiError.of(400, 'api.validation.invalidCursor', undefined, 'cursor');
}

const nextCursorHeader = (list: string, page: PageResult<unknown>): Record<string, string> =>
  page.nextKey ? { [NEXT_CURSOR_HEADER]: encodeCursor(list, page.nextKey) } : {};

const listRoute = route({
  query: customerListQuerySchema,
  handle: async ({ query }) => {
    const search = query.search?.trim() ?? '';
    const list = search ? `search:${search}` : `sort:${query.sort}`;
    const request = { limit: query.limit, after: decodeCursor(query.cursor, list) };
    const page = search ? await searchCustomers(search, request) : await queryCustomers(query.sort, request);
    return new Reply(200, page.rows, nextCursorHeader(list, page));
  },
});

async function existingCustomer(id: string) {
  const customer = ULID_PATTERN.test(id) ? await getEntity('Customer', id, { consistent: true }) : undefined;
  if (!customer) throw notFound(policy.resource);
  return customer;
}

export const handler = createGroupHandler('customers', {
  ...crudHandlers({ policy, input: customerInputSchema, listRoute }),
  'DELETE /api/customers/{id}': route({
    params: idParams,
    handle: async ({ params }) => eraseCustomer(await existingCustomer(params.id)),
  }),
  'GET /api/customers/{id}/orders': route({
    params: idParams,
    query: customerOrdersQuerySchema,
    handle: async ({ params, query }) => {
      const customer = await existingCustomer(params.id);
      const list = `orders:${customer.id}`;
      const [page, totals] = await Promise.all([
        queryCustomerOrderPage(customer.id, { limit: query.limit, after: decodeCursor(query.cursor, list) }),
        customerTotals(customer.id),
      ]);
      return new Reply(200, { orders: page.rows.map(customerOrderRow), totals }, nextCursorHeader(list, page));
    },
  }),
});
