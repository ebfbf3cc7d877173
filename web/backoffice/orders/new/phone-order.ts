/**
 * The rules of the "Neue Bestellung" screen that are not drawing: the branch's products by
 * category (its current menu), the request body of POST /api/orders, the appointment the shop's
 * clock means, and where the server's errors belong. The server checks and prices again.
 */
import type { CartItem, CartProduct } from '#shared/cart/cart.ts';
import { currentMenu, type MenuLike } from '#shared/menu/index.ts';
import type { OrderType } from '#shared/pricing/pricing.ts';
import type { StaffOrderCreateInput } from '#shared/schemas/order.ts';
import { parseLocalDate, parseTimeOfDay, zonedInstant } from '#shared/time/index.ts';

export interface CategoryLike {
  id: string;
  name: string;
}

export interface MenuCategory<P> {
  category: CategoryLike;
  products: P[];
}

/**
 * The categories of the branch's menu that is current now, in the menu's order, each with the
 * products the catalogue knows, in the menu's order; categories without a known product are left
 * out. Disabled products stay: whether one may be ordered (later, by appointment) is the server's call.
 */
export function menuCategories<P extends { id: string }>(
  menus: readonly MenuLike[],
  branchId: string,
  now: Date,
  categories: ReadonlyMap<string, CategoryLike>,
  products: ReadonlyMap<string, P>,
): MenuCategory<P>[] {
  const menu = currentMenu(menus, branchId, now);
  return (menu?.catalog ?? []).flatMap((entry) => {
    const category = categories.get(entry.id);
    const listed = (entry.products ?? []).flatMap((id) => products.get(id) ?? []);
    return category && listed.length > 0 ? [{ category, products: listed }] : [];
  });
}

/**
 * The appointment as an instant: the day and time of the shop's clock in its zone; undefined when
 * either is empty ("as soon as possible") or not a date and time.
 */
export function appointmentInstant(date: string, time: string, timeZone: string): string | undefined {
  const minute = time ? parseTimeOfDay(time) : null;
  if (!date || parseLocalDate(date) === null || minute === null) return undefined;
  return zonedInstant(date, minute, timeZone).toISOString();
}

export interface PhoneOrderForm {
  branchId: string;
  customerId?: string;
  orderType: OrderType;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  deliveryArea: string;
  tableId: string;
  appointmentDate: string;
  appointmentTime: string;
  paymentMethod: string;
  comment: string;
}

/** The body of POST /api/orders: products by id with amount, unit and parts (no prices: the server prices). */
export function orderRequest(form: PhoneOrderForm, items: readonly CartItem<CartProduct>[], idempotencyKey: string, timeZone: string): StaffOrderCreateInput {
  const isDelivery = form.orderType === 'delivery';
  const appointmentDate = appointmentInstant(form.appointmentDate, form.appointmentTime, timeZone);
  return {
    idempotencyKey,
    branch: { id: form.branchId },
    isDelivery,
    isDineIn: form.orderType === 'dineIn',
    items: items.map((item) => ({
      product: { id: item.product.id },
      amount: item.amount,
      unit: item.unit as StaffOrderCreateInput['items'][number]['unit'],
      parts: (item.parts ?? []).map((part) => part ?? null) as StaffOrderCreateInput['items'][number]['parts'],
    })),
    firstName: form.firstName,
    lastName: form.lastName,
    phone: form.phone,
    email: form.email,
    street: form.street,
    zipCode: form.zipCode,
    city: form.city,
    country: form.country,
    ...(isDelivery ? { deliveryArea: form.deliveryArea } : {}),
    ...(form.orderType === 'dineIn' && form.tableId ? { table: { id: form.tableId } } : {}),
    ...(appointmentDate ? { appointmentDate } : {}),
    paymentMethod: form.paymentMethod as StaffOrderCreateInput['paymentMethod'],
    ...(form.comment.trim() ? { comment: form.comment } : {}),
    ...(form.customerId ? { customer: { id: form.customerId } } : {}),
  };
}

export interface ServerError {
  field?: string;
  message: string;
}

export interface PlacedErrors {
  /** By form field (`firstName`, `appointmentDate`, …); the first message of each. */
  fields: Record<string, string>;
  /** By cart line position: the line's messages (amount, unit, parts, the product itself). */
  lines: Record<number, string[]>;
  /** Every message, in the server's order, for the summary at the top. */
  all: string[];
}

/**
 * Where each of the server's errors is shown: `items.2.amount` (and `items.2`, `items.2.parts.0`)
 * at the third cart line, a form field at its field, the rest only in the summary.
 */
export function placeErrors(errors: readonly ServerError[]): PlacedErrors {
  const placed: PlacedErrors = { fields: {}, lines: {}, all: [] };
  for (const { field, message } of errors) {
    placed.all.push(message);
    const line = field?.match(/^items\.(\d+)(?:\.|$)/);
    if (line) (placed.lines[Number(line[1])] ??= []).push(message);
    else if (field && !(field in placed.fields)) placed.fields[field] = message;
  }
  return placed;
}
