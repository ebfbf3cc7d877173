/**
 * The filters of the order history and their two spellings: the page's URL search params
 * (/backend/orders/history?branch=…&status=open, so a filtered list can be shared and the back
 * button goes to the previous filters) and the query of GET /api/orders. Both use the API's
 * names, so one canonical search string serves the address bar, the request and the query key.
 */
import { orderHistoryQuerySchema, type OrderHistoryQuery } from '#shared/schemas/order.ts';

export const FILTER_FIELDS = ['branch', 'from', 'to', 'status', 'orderType', 'paymentMethod', 'search'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export type HistoryFilters = Pick<OrderHistoryQuery, FilterField>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters a URL asks for. A value the API would refuse (an unknown status, a malformed date,
 * e.g. from an old bookmark) is left out rather than failing the whole page; dates are days
 * only, as the date fields show them.
 */
export function filtersFromSearch(params: URLSearchParams): HistoryFilters {
  const filters: Record<string, string> = {};
  for (const field of FILTER_FIELDS) {
    const value = params.get(field)?.trim();
    if (!value) continue;
    if ((field === 'from' || field === 'to') && !DAY.test(value)) continue;
    const parsed = orderHistoryQuerySchema.shape[field].safeParse(value);
    if (parsed.success && parsed.data) filters[field] = parsed.data;
  }
  return filters as HistoryFilters;
}

/** The canonical search string (fields in a fixed order, empty ones left out), without '?'. */
export function searchOfFilters(filters: HistoryFilters): string {
  const params = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const value = filters[field]?.trim();
    if (value) params.set(field, value);
  }
  return params.toString();
}

/** The filters a submitted filter form holds (the field names are the filter names). */
export function filtersFromForm(form: FormData): HistoryFilters {
  const params = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const value = form.get(field);
    if (typeof value === 'string') params.set(field, value);
  }
  return filtersFromSearch(params);
}
