/**
 * Erasure of a customer's personal data (GDPR Art. 17) on their orders. Deleting a customer
 * deletes the customer record; their orders stay, because the books (BAO §132: seven years) need
 * number, date, items, prices, taxes and payment, but every field that names or reaches the
 * person is replaced or removed:
 * - first and last name become the marker "Gelöscht" (the order schema requires a name, and staff
 *   reading the order see at once why it has none);
 * - e-mail, phone, company, VAT number, every address field (invoice and delivery), the order
 *   comment and the comment of the customer's rating are removed; the link to the customer goes.
 * Kept: branch, items, pricing, payment, status, ticket number, dates, delivery area (a zone name,
 * not an address) and the shop's own rejection message.
 */
import { customersAdminMessages } from '../i18n/customers-admin';

/** What erased name fields say. */
export const ERASED_MARKER: string = customersAdminMessages['customersAdmin.erasedMarker'];

/** Fields of an order that carry personal data and are removed by an erasure. */
export const ORDER_PERSONAL_FIELDS = [
  'customer',
  'email',
  'phone',
  'companyName',
  'company',
  'vatNumber',
  'street',
  'floor',
  'stairway',
  'door',
  'zipCode',
  'city',
  'comment',
  'deliveryCompanyName',
  'deliveryFirstName',
  'deliveryLastName',
  'deliveryCompany',
  'deliveryStreet',
  'deliveryFloor',
  'deliveryStairway',
  'deliveryDoor',
  'deliveryZipCode',
  'deliveryCity',
] as const;

/** The order with its personal data erased (a new object; the input stays as it is). */
export function eraseOrderPersonalData<T extends Record<string, unknown>>(order: T): T {
  const erased: Record<string, unknown> = { ...order, firstName: ERASED_MARKER, lastName: ERASED_MARKER };
  for (const field of ORDER_PERSONAL_FIELDS) delete erased[field];
  const rating = order.questionnaireRating;
  if (rating && typeof rating === 'object' && 'comment' in rating) {
    const { comment: _comment, ...kept } = rating as Record<string, unknown>;
    erased.questionnaireRating = kept;
  }
  return erased as T;
}

/** Whether an order's personal data was erased (its names are the marker). */
export function isErasedOrder(order: { firstName?: unknown; lastName?: unknown }): boolean {
  return order.firstName === ERASED_MARKER && order.lastName === ERASED_MARKER;
}
