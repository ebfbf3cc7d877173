/**
 * Customers beyond the generic record: find-or-create from contact data (orders staff take by
 * phone or at the counter), a customer's orders with totals, and the GDPR erasure on delete.
 *
 * How orders link to a customer (decision): an order names its customer in `customer.id` — set
 * when staff enter the order for a customer they picked or created (findOrCreateCustomer); the
 * order then sits in the customer's item collection (ACCESS_PATTERNS.md #10). Storefront orders are
 * not linked by themselves: the storefront has no customer accounts and its e-mail and phone are
 * not verified, so matching them by address would put a stranger's order (or personal data) on
 * someone else's page. Staff link such an order by picking the customer on it.
 */
import { customerInputSchema } from '#shared/schemas/crm.ts';
import { emailKey, foldText, phoneKey } from '#shared/customers/search-keys.ts';
import { ERASED_MARKER, eraseOrderPersonalData } from '#shared/customers/erasure.ts';
import { customerOrderTotals } from '#shared/customers/totals.ts';
import type { CustomerOrderRow, CustomerOrderTotals } from '#shared/schemas/customers.ts';
import { orderListRowSchema } from '#shared/schemas/order.ts';
import { findCustomersByKey, type StoredCustomer } from '../db/customers';
import { VersionConflictError } from '../db/errors';
import { queryCustomerOrders } from '../db/orders';
import { forgetAuditValues, withoutAuditValues } from '../audit/forget';
import { createEntity, deleteEntity, getEntity, updateEntity, type StoredOrder } from '../db/repository';

/**
 * Contact data of a customer as a form or an order carries it (the fields of customerInputSchema,
 * loosely typed: findOrCreateCustomer checks them).
 */
export interface CustomerContactInput {
  firstName?: string;
  lastName?: string;
  companyName?: string;
  email?: string;
  phone?: string;
  street?: string;
  zipCode?: string;
  city?: string;
  country?: string;
  vatNumber?: string;
  comment?: string;
}

export interface FoundCustomer {
  customer: StoredCustomer;
  /** True when no customer matched and this one was created now. */
  created: boolean;
}

/**
 * The customer the contact data belongs to, created when there is none (for an order taken by
 * phone). Matching (decision): the same e-mail address (lower case) is the same customer; the same
 * phone number (E.164) is the same customer only with the same last name too (a family or a
 * company shares a landline). The oldest match wins; a match is returned as stored (its record is
 * edited on the customer page, not overwritten by an order's data). A field the customer record
 * refuses (a country the customers do not have, an address the order took) is left out rather than
 * failing the order; without a last name it throws the schema's ZodError (callers check first).
 */
export async function findOrCreateCustomer(data: CustomerContactInput, options: { now?: Date } = {}): Promise<FoundCustomer> {
  const input = contactInput(data);
  const email = emailKey(input.email);
  if (email) {
    const [byEmail] = await findCustomersByKey('email', email);
    if (byEmail) return { customer: byEmail, created: false };
  }
  const phone = phoneKey(input.phone, input.country);
  if (phone) {
    const lastName = foldText(input.lastName);
    const byPhone = (await findCustomersByKey('phone', phone)).find((customer) => foldText(String(customer.lastName ?? '')) === lastName);
    if (byPhone) return { customer: byPhone, created: false };
  }
  return { customer: await createEntity('Customer', input, options), created: true };
}

/** The contact data as a customer record takes them: refused optional fields left out. */
function contactInput(data: CustomerContactInput) {
  const parsed = customerInputSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  if (refused.has('lastName')) throw parsed.error;
  return customerInputSchema.parse(Object.fromEntries(Object.entries(data).filter(([field]) => !refused.has(field))));
}

/** The row of the customer page's order list: the fields an order list shows. */
export function customerOrderRow(order: StoredOrder): CustomerOrderRow {
  return orderListRowSchema.parse(order);
}

/**
 * Totals over every order of a customer. Reads all of them (the reference items and the orders):
 * a customer of a butcher shop has tens or hundreds of orders, not millions.
 */
export async function customerTotals(customerId: string): Promise<CustomerOrderTotals> {
  return customerOrderTotals(await queryCustomerOrders(customerId));
}

/** How often an order that changed meanwhile (a status action) is read again and erased. */
const ERASE_ATTEMPTS = 3;

async function eraseOrder(order: StoredOrder, attempt = 1): Promise<void> {
  try {
    await updateEntity('Order', order.id, eraseOrderPersonalData(order), order.version, { previous: order });
  } catch (error) {
    if (!(error instanceof VersionConflictError) || attempt >= ERASE_ATTEMPTS) throw error;
    const fresh = await getEntity('Order', order.id, { consistent: true });
    if (fresh) await eraseOrder(fresh, attempt + 1);
  }
}

/**
 * GDPR erasure (shared/customers/erasure.ts): every order of the customer loses its personal data
 * and the link, then the customer record and its search items go. The orders come first: when a
 * step fails, the customer still exists and deleting again finishes the work (erasing twice
 * changes nothing more). Answers how many orders were kept anonymised.
 */
export async function eraseCustomer(customer: StoredCustomer): Promise<{ id: string; erasedOrders: number }> {
  const orders = await queryCustomerOrders(customer.id);
  // The audit log keeps who changed these records and when, not the values (functions/audit/forget.ts).
  await withoutAuditValues(async () => {
    for (const order of orders) await eraseOrder(order);
    await deleteEntity('Customer', customer.id, { previous: customer });
  });
  for (const id of [customer.id, ...orders.map((order) => order.id)]) await forgetAuditValues(id, ERASED_MARKER);
  return { id: customer.id, erasedOrders: orders.length };
}
