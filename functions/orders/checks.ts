/**
 * The server's checks and prices of a storefront order (storefront.md §4, §5, §9; DESIGN.md §3
 * "the server recomputes every price"): the same shared rules the checkout runs, applied to the
 * stored branch, menu and products. Nothing the browser says about prices, names or totals is
 * used. Pure: the caller loads the data and passes the clock and the shop's time zone.
 *
 * Statuses: 400 for input the customer can correct in a field (required fields and formats, the
 * table, the donation recipient, units, quantities, product options, uploads); 422 for rules of
 * the shop (order type or payment method not offered, closed, appointment outside hours or too
 * early, product not on the menu or not available, minimum order value). Every error is
 * collected, at most one per field, so the checkout can mark all of them at once; the answer is a
 * 400 if any of them is one.
 *
 * An order staff enter by phone or at the counter (`source` 'staff', docs/phone-orders.md) runs
 * the same checks with three differences: no terms and privacy ticks (the customer is not at the
 * screen), only the payment methods paid at the shop (staff cannot hand an online payment page to
 * a caller), and no caps of one online order (they send big orders to the phone, which is here).
 */
import { isSoldOutAt, productAvailability } from '#shared/availability/index.ts';
import { isOnlinePaymentMethod } from '#shared/order-status/transitions.ts';
import { orderTypeOf } from '#shared/cart/cart.ts';
import type { MenuLike } from '#shared/menu/index.ts';
import { isAppointmentNeeded } from '#shared/checkout/appointment.ts';
import { checkoutForm, validateCheckout, type CheckoutForm, type CheckoutValues } from '#shared/checkout/fields.ts';
import { offeredPaymentMethods, orderTypeError, paymentMethodError } from '#shared/checkout/options.ts';
import { checkoutNotices, orderSubmitMode } from '#shared/hours/branch.ts';
import { createLookup } from '#shared/i18n/lookup.ts';
import { orderingMessages } from '#shared/i18n/ordering.ts';
import { hoursMessages } from '#shared/i18n/hours.ts';
import { commerceMessages } from '#shared/i18n/commerce.ts';
import {
  UPLOAD_REJECTED_MESSAGE,
  partError,
  partFiles,
  partText,
  productParts,
  selectedOptions,
  type CartItemPart,
  type ConfigPart,
} from '#shared/items/parts.ts';
import { orderValueCapViolation, productCapViolations } from '#shared/order-limits/caps.ts';
import { normalizePhone } from '#shared/phone/phone.ts';
import { deliveryAreaTerms, priceOrderLines, productSnapshot, type ProductSnapshot } from '#shared/pricing/order-lines.ts';
import type { PricingSummary } from '#shared/pricing/totals.ts';
import { isQuantityAllowed, offeredUnits, quantityBounds, quantityNotAllowedMessage } from '#shared/quantity/quantity.ts';
import type { StoredBranch } from '#shared/schemas/branch.ts';
import type { Category, Product } from '#shared/schemas/catalogue.ts';
import type { Config } from '#shared/schemas/config.ts';
import type { OrderCreate } from '#shared/schemas/order.ts';
import { ORDER_FORM_GRACE_MINUTES, validateAppointment } from '#shared/slots/validate.ts';
import { getUnit } from '#shared/units/units.ts';
import type { EntityData } from '../db/entities';

// Only the areas this module's texts come from, so server bundles do not carry the whole customer catalogue.
const t = createLookup({ ...orderingMessages, ...hoursMessages, ...commerceMessages });

/** The stored data an order is checked against (records as the repository returns them). */
export interface OrderShop {
  branch: StoredBranch;
  config: Config;
  /** The branch's current menu (shared/menu currentMenu), null when it has none. */
  menu: MenuLike | null;
  /** Products and categories by id (only those found). */
  products: ReadonlyMap<string, Product>;
  categories: ReadonlyMap<string, Category>;
  /** The table the order names, if it exists. */
  table?: EntityData;
  /** The donation recipient the order names, if it exists. */
  donatee?: EntityData;
  /** Uploads the order's parts name, by id. */
  uploads: ReadonlyMap<string, EntityData>;
  /** SHA-256 of the order's upload token (functions/uploads/binding.ts); without one no upload is accepted. */
  uploadTokenHash?: string;
}

export interface OrderCheckError {
  status: 400 | 422;
  code: string;
  field?: string;
  message: string;
}

export interface StoredOrderItem {
  product: { id: string; name: string };
  /** What the price was computed from (shared/pricing/order-lines.ts). */
  productSnapshot: ProductSnapshot;
  amount: number;
  unit: string;
  parts: CartItemPart[];
  /** Gross of the line in the shop currency. */
  price: number;
  pricingModel: string;
}

/** What is stored of a checked order, before ticket number, link and status flags. */
export interface CheckedOrder {
  fields: EntityData;
  items: StoredOrderItem[];
  pricing: PricingSummary;
}

export type OrderCheck = { ok: true; order: CheckedOrder } | { ok: false; errors: OrderCheckError[] };

/** Who places the order: the customer in the storefront's checkout, or staff in the back office. */
export type OrderSource = 'storefront' | 'staff';

/** The staff's checkout form: the customer's, without the ticks only the customer can give. */
function formFor(form: CheckoutForm, source: OrderSource): CheckoutForm {
  if (source === 'storefront') return form;
  return { ...form, required: form.required.filter((field) => field !== 'legalInstructions' && field !== 'privacyPolicy') };
}

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === '');

/**
 * One entry per configurable part of the product, at its position, named after the part (the
 * browser's names are not trusted): the text, the chosen option name(s) or the uploads. Entries
 * beyond the product's parts are dropped.
 */
function storedParts(parts: readonly ConfigPart[], entries: OrderCreate['items'][number]['parts'], uploads: ReadonlyMap<string, EntityData>): CartItemPart[] {
  return parts.map((part, index) => {
    const entry = entries[index];
    const stored: CartItemPart & { name: string } = { name: part.name };
    if (part.type === 'text' || part.type === 'textarea') {
      const text = partText(entry).trim();
      if (text !== '') stored.value = text;
    } else if (part.type === 'select' || part.type === 'multiselect') {
      const selected = selectedOptions(entry);
      // A select keeps a list of two so that partError refuses it.
      if (selected.length > 0) stored.value = part.type === 'select' && selected.length === 1 ? selected[0] : [...selected];
    } else {
      const files = partFiles(entry).map((file) => {
        const upload = uploads.get(file.id);
        // The stored upload's fields, not the browser's; an unknown upload keeps what was sent (and is refused).
        return upload ? { id: file.id, version: upload.version, extension: upload.extension, publicHash: upload.publicHash, mimeType: upload.mimeType } : file;
      });
      if (files.length > 0) stored.files = files as CartItemPart['files'];
    }
    return stored;
  });
}

/**
 * An upload is genuine when it exists with the public hash the browser got from the upload API,
 * was made by this browser (its `tokenHash` is the hash of the order's upload token:
 * functions/uploads/binding.ts) and is not being deleted by the cleanup job.
 */
function isKnownUpload(file: { id: string; publicHash?: string | null }, uploads: ReadonlyMap<string, EntityData>, tokenHash: string | undefined): boolean {
  const upload = uploads.get(file.id);
  return (
    upload !== undefined &&
    typeof upload.publicHash === 'string' &&
    upload.publicHash === file.publicHash &&
    tokenHash !== undefined &&
    upload.tokenHash === tokenHash &&
    upload.deletingAt === undefined
  );
}

/** The ids of the uploads an order's parts name (to load them before checking). */
export function uploadIdsOf(input: OrderCreate): string[] {
  return input.items.flatMap((item) => item.parts.flatMap((entry) => (entry?.files ?? []).map((file) => file.id)));
}

export function checkOrder(input: OrderCreate, shop: OrderShop, now: Date, timeZone: string, source: OrderSource = 'storefront'): OrderCheck {
  const { branch, config } = shop;
  const errors: OrderCheckError[] = [];
  const fieldsWithError = new Set<string>();
  const fail = (status: 400 | 422, code: string, message: string, field?: string) => {
    if (field !== undefined) {
      if (fieldsWithError.has(field)) return;
      fieldsWithError.add(field);
    }
    errors.push({ status, code, message, ...(field !== undefined ? { field } : {}) });
  };

  // Order type and payment method: what the branch (and the shop) offer.
  const orderType = orderTypeOf(input);
  const isDelivery = orderType === 'delivery';
  const typeError = orderTypeError(orderType, branch);
  if (typeError) fail(422, 'order.orderType', typeError, 'orderType');
  const offered = offeredPaymentMethods(config, branch);
  const paymentError = paymentMethodError(input.paymentMethod, source === 'staff' ? offered.filter((method) => !isOnlinePaymentMethod(method)) : offered);
  if (paymentError) fail(422, 'order.paymentMethod', paymentError, 'paymentMethod');

  // The checkout form: required fields and formats, as the storefront marks them.
  const form = formFor(checkoutForm(branch, { orderType, isCompany: input.isCompany, isDeliveryAddressDifferent: input.isDeliveryAddressDifferent }), source);
  const values: CheckoutValues = {
    companyName: input.companyName,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    street: input.street,
    zipCode: input.zipCode,
    city: input.city,
    country: input.country,
    deliveryStreet: input.deliveryStreet,
    deliveryZipCode: input.deliveryZipCode,
    deliveryCity: input.deliveryCity,
    deliveryCountry: input.deliveryCountry,
    deliveryArea: input.deliveryArea,
    table: input.table?.id ?? null,
    appointmentDate: input.appointmentDate ?? null,
    legalInstructions: input.legalInstructions,
    privacyPolicy: input.privacyPolicy,
  };
  for (const error of validateCheckout(form, values, branch)) {
    const required = form.required.includes(error.field) && isEmpty(values[error.field]);
    fail(400, required ? 'checkout.required' : 'checkout.invalid', error.message, error.field);
  }
  const tableBranch = (shop.table?.branch as { id?: string } | undefined)?.id;
  if (form.showTableSelection && input.table && tableBranch !== branch.id) fail(400, 'order.table', t('ordering.table'), 'table');
  // Without the donations plugin the checkout offers no recipient: one sent anyway is ignored.
  const withDonatee = Boolean(config.enablePluginDonations && input.donatee);
  if (withDonatee && (!shop.donatee || shop.donatee.isEnabled === false)) fail(400, 'order.donatee', t('ordering.donatee'), 'donatee');

  // Lines: on the current menu, available, unit and quantity allowed, parts valid.
  const appointment = input.appointmentDate ? new Date(input.appointmentDate) : null;
  const availableAt = appointment ?? now;
  const lines = input.items.map((item, index) => {
    const field = `items.${index}`;
    const product = shop.products.get(item.product.id);
    if (!product) {
      fail(422, 'order.productUnknown', t('ordering.productUnknown'), field);
      return null;
    }
    // The menu's categories that list the product and still exist (a product may be in several).
    const categories = (shop.menu?.catalog ?? [])
      .filter((category) => category.products?.includes(product.id))
      .flatMap((category) => shop.categories.get(category.id) ?? []);
    if (categories.length === 0) {
      fail(422, 'order.productNotInMenu', t('ordering.productNotInMenu', { product: product.name }), field);
      return null;
    }
    if (!categories.some((category) => productAvailability(product, category, availableAt, timeZone).available)) {
      fail(422, 'order.productUnavailable', t('ordering.productUnavailable', { product: product.name }), field);
    }
    // Sold out for the day the order is for: a preorder for tomorrow may have what is gone today.
    if (isSoldOutAt(branch, product.id, availableAt, timeZone))
      fail(422, 'order.productSoldOut', t('ordering.productSoldOut', { product: product.name }), field);
    if (!offeredUnits(product).includes(item.unit)) {
      const message = commerceMessages['unit.error.notOffered'].replace('{unit}', getUnit(item.unit).name).replace('{product}', product.name);
      fail(400, 'order.unit', message, `${field}.unit`);
      return null;
    }
    if (!isQuantityAllowed(item.amount, quantityBounds(product, item.unit))) {
      fail(400, 'order.quantity', quantityNotAllowedMessage(item.amount, item.unit, product), `${field}.amount`);
    }
    const parts = productParts(product);
    const stored = storedParts(parts, item.parts, shop.uploads);
    parts.forEach((part, partIndex) => {
      const where = `${field}.parts.${partIndex}`;
      const error = partError(part, stored[partIndex]);
      if (error) fail(400, 'order.item', t('ordering.itemError', { product: product.name, error }), where);
      const files = partFiles(item.parts[partIndex]);
      if (files.some((file) => !isKnownUpload(file, shop.uploads, shop.uploadTokenHash))) {
        fail(400, 'order.upload', t('ordering.itemError', { product: product.name, error: UPLOAD_REJECTED_MESSAGE }), where);
      }
    });
    return { product, amount: item.amount, unit: item.unit, parts: stored };
  });
  const products = lines.flatMap((line) => (line ? [line.product] : []));

  // When: open now, or a preorder for an appointment; the appointment inside the (delivery) hours.
  const mode = orderSubmitMode(branch, now, timeZone, isDelivery);
  // The checkout's own notice: 'Derzeit bieten wir leider keine Lieferung an.' or 'Derzeit haben wir leider geschlossen.'
  if (mode === 'unavailable') fail(422, 'order.closed', checkoutNotices(branch, now, timeZone, isDelivery)[0] ?? t('hours.closedNow'));
  // Decision (shared/checkout/appointment.ts, which the checkout uses too): a preorder (placed while
  // closed) must name its appointment, "as soon as possible" means nothing while the shop is
  // closed; so must an order of a product with a lead time, which cannot be ready now.
  if (!appointment && isAppointmentNeeded({ branch, mode, products, now, timeZone })) {
    fail(422, 'appointment.required', t('checkout.error.appointment'), 'appointmentDate');
  }
  const appointmentError = validateAppointment(appointment, { branch, isDelivery, now, timeZone, products, graceMinutes: ORDER_FORM_GRACE_MINUTES });
  if (appointmentError) fail(422, appointmentError.code, appointmentError.message, 'appointmentDate');

  // Prices: only when every line could be read (a unit the product lacks cannot be priced).
  const deliveryArea = isDelivery ? ((branch.deliveryAreas ?? []).find((area) => area.area === input.deliveryArea) ?? null) : null;
  let pricing: PricingSummary | undefined;
  let items: StoredOrderItem[] = [];
  if (lines.every((line) => line !== null)) {
    const priced = priceOrderLines(
      lines.map((line) => line!),
      { orderType, deliveryArea, currency: config.currency },
    );
    const { minimumOrderValue } = priced.result;
    if (deliveryArea && minimumOrderValue.message) fail(422, 'order.minimumOrderValue', minimumOrderValue.message, 'deliveryArea');
    // The caps of one online order (shared/order-limits/caps.ts): above them, call or ask for a quotation.
    if (source === 'storefront') {
      const phone = branch.phone || config.phone;
      const capLines = lines.map((line) => ({ productId: line!.product.id, productName: line!.product.name, amount: line!.amount, unit: line!.unit }));
      for (const violation of productCapViolations(capLines, config.orderCaps, phone)) {
        fail(422, violation.code, violation.message, `items.${violation.lineIndex}.amount`);
      }
      const valueCap = orderValueCapViolation(priced.pricing.totalGross, branch.id, config.orderCaps, config.currency, phone);
      if (valueCap) fail(422, valueCap.code, valueCap.message);
    }
    pricing = priced.pricing;
    items = lines.map((line, index) => ({
      product: { id: line!.product.id, name: line!.product.name },
      productSnapshot: productSnapshot(line!.product),
      amount: line!.amount,
      unit: line!.unit,
      parts: line!.parts,
      ...priced.lines[index]!,
    }));
  }

  if (errors.length > 0 || !pricing) return { ok: false, errors };
  const fields = customerFields(input, form, orderType, withDonatee, shop);
  // The fee terms the order was priced with, for pricing it again at the counter (order-lines.ts).
  if (deliveryArea) fields.deliveryAreaTerms = deliveryAreaTerms(deliveryArea);
  return { ok: true, order: { fields, items, pricing } };
}

/** Text fields of the form that are stored when their section is shown (and not empty). */
const CONTACT = ['firstName', 'lastName', 'company', 'email'] as const;
const COMPANY = ['companyName', 'vatNumber'] as const;
const ADDRESS = ['street', 'floor', 'stairway', 'door', 'zipCode', 'city', 'country'] as const;
const DELIVERY_ADDRESS = ['deliveryStreet', 'deliveryFloor', 'deliveryStairway', 'deliveryDoor', 'deliveryZipCode', 'deliveryCity', 'deliveryCountry'] as const;

/**
 * The order's own fields. Decision: fields of sections the checkout did not show for this order
 * type are not stored (a hidden, stale address must not end up on a delivery note); the phone is
 * stored normalized (+436641234567).
 */
function customerFields(input: OrderCreate, form: CheckoutForm, orderType: string, withDonatee: boolean, shop: OrderShop): EntityData {
  const fields: EntityData = {};
  const copy = (names: readonly (keyof OrderCreate)[]) => {
    for (const name of names) {
      const value = input[name];
      if (typeof value === 'string' && value !== '') fields[name] = value;
    }
  };
  if (form.showContact) {
    copy(CONTACT);
    if (input.phone) fields.phone = normalizePhone(input.phone);
    fields.isCompany = input.isCompany;
    if (input.isCompany) copy(COMPANY);
  }
  if (form.showAddress) copy(ADDRESS);
  fields.isDeliveryAddressDifferent = form.showDeliveryAddress;
  if (form.showDeliveryAddress) copy(DELIVERY_ADDRESS);
  if (orderType === 'delivery') fields.deliveryArea = input.deliveryArea;
  if (form.showTableSelection && shop.table) {
    fields.table = { id: shop.table.id };
    fields.tableIdentifier = shop.table.identifier;
  }
  if (withDonatee && shop.donatee) fields.donatee = { id: shop.donatee.id };
  if (input.comment) fields.comment = input.comment;
  if (input.appointmentDate) fields.appointmentDate = new Date(input.appointmentDate).toISOString();
  return {
    ...fields,
    isDelivery: orderType === 'delivery',
    isDineIn: orderType === 'dineIn',
    paymentMethod: input.paymentMethod,
    legalInstructions: input.legalInstructions,
    privacyPolicy: input.privacyPolicy,
  };
}
