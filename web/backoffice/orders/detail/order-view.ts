/**
 * What the order detail page shows and offers, as pure functions of the stored order: the status
 * actions in the order a counter works through them, the customer's name and addresses, the parts
 * of a line with links to their uploads, the staff's amount input and the counter appointment's
 * date and time in the shop's zone. The rules themselves come from shared/ (transition table,
 * uploads, quantities, zoned time); this only arranges them for the page.
 */
import { isMessageKey } from '#shared/i18n/index.ts';
import { partValueText } from '#shared/items/part-text.ts';
import { hasUploadPreview, isBrowserImage, uploadPath, uploadPreviewPath } from '#shared/items/uploads.ts';
import type { PublicOrderView } from '#shared/order-status/index.ts';
import { allowedOrderActions, type OrderAction, type OrderStatusState } from '#shared/order-status/transitions.ts';
import { parseAmountInput } from '#shared/quantity/index.ts';
import type { Order, OrderItem } from '#shared/schemas/order.ts';
import { formatMinuteOfDay, formatTime, localDateOf, parseLocalDate, parseTimeOfDay, zonedInstant, type LocalDate } from '#shared/time/index.ts';
import { t, type PlainMessageKey } from '../../i18n';

/**
 * The order as GET /api/orders/{id} answers it. Decision: the page reads it without a runtime
 * schema; one field the schema does not expect must not hide an order from the counter (the
 * server parsed it when it was stored).
 */
export type StaffOrder = Order;

/** The order as the shared status texts read it (they know the questionnaire by its overall rating). */
export function statusView(order: StaffOrder): PublicOrderView {
  return { ...order, questionnaireRating: order.questionnaireRating?.rating };
}

export interface StatusActionView {
  action: OrderAction;
  label: string;
  /** The message shown after it succeeded. */
  done: string;
  /** The next step of the order's way (confirm, then in-delivery, then completed): shown first and big. */
  primary: boolean;
  /** Reject and cancel end the order: styled as such and asked for in a dialog. */
  destructive: boolean;
}

/** Forward steps first (the usual next tap), the ending actions last. */
const ACTION_ORDER: readonly OrderAction[] = ['confirm', 'in-delivery', 'completed', 'reject', 'cancel'];

/** 'Abholbereit' instead of 'In Zustellung' for takeaway and dine-in orders (the flag means "ready"). */
export function actionLabel(action: OrderAction, order: Pick<OrderStatusState, 'isDelivery'>): string {
  if (action === 'in-delivery') return order.isDelivery ? t('orderDetail.action.inDelivery') : t('orderDetail.action.readyForPickup');
  return t(`orderDetail.action.${action === 'completed' ? 'completed' : action}`);
}

function doneText(action: OrderAction, order: Pick<OrderStatusState, 'isDelivery'>): string {
  if (action === 'in-delivery') return order.isDelivery ? t('orderDetail.done.inDelivery') : t('orderDetail.done.readyForPickup');
  return t(`orderDetail.done.${action}`);
}

/** The status actions the transition table allows now, primary (the first forward step) first. */
export function statusActions(order: OrderStatusState): StatusActionView[] {
  const allowed = allowedOrderActions(order);
  const ordered = ACTION_ORDER.filter((action) => allowed.includes(action));
  const primary = ordered.find((action) => action !== 'reject' && action !== 'cancel');
  return ordered.map((action) => ({
    action,
    label: actionLabel(action, order),
    done: doneText(action, order),
    primary: action === primary,
    destructive: action === 'reject' || action === 'cancel',
  }));
}

/** backoffice.md §8: cancel has its own fallback; every other status change shares one. */
export function actionFallback(action: OrderAction): string {
  return action === 'cancel' ? t('backoffice.order.cancelFailed') : t('orderStatus.changeFailed');
}

const joined = (values: readonly (string | null | undefined)[], separator = ' '): string =>
  values
    .map((value) => value?.trim())
    .filter(Boolean)
    .join(separator);

function countryName(code: string | undefined): string {
  if (!code) return '';
  const key = `country.${code}`;
  return isMessageKey(key) ? t(key as PlainMessageKey) : code;
}

interface AddressParts {
  street?: string;
  floor?: string;
  stairway?: string;
  door?: string;
  zipCode?: string;
  city?: string;
  country?: string;
}

/** 'Herrengasse 16, Stiege 2, Stock 3, Tür 12' / '8010 Graz' / 'Österreich' (only lines with content). */
export function addressLines(address: AddressParts): string[] {
  const flat = joined(
    [
      address.stairway && t('orderDetail.customer.stairway', { value: address.stairway }),
      address.floor && t('orderDetail.customer.floor', { value: address.floor }),
      address.door && t('orderDetail.customer.door', { value: address.door }),
    ],
    ', ',
  );
  const street = joined([address.street, flat && `, ${flat}`], '').replace(/^, /, '');
  const lines = [street, joined([address.zipCode, address.city])];
  // Only with a street or town: a lone country (the form's default 'AT') is no address.
  return lines.some(Boolean) ? [...lines, countryName(address.country)].filter(Boolean) : [];
}

/** The customer's own address (empty when none was asked for). */
export function customerAddress(order: StaffOrder): string[] {
  return addressLines(order);
}

/** The delivery address when it differs from the customer's: recipient, company and address. */
export function deliveryAddress(order: StaffOrder): string[] {
  if (!order.isDeliveryAddressDifferent) return [];
  const address = addressLines({
    street: order.deliveryStreet,
    floor: order.deliveryFloor,
    stairway: order.deliveryStairway,
    door: order.deliveryDoor,
    zipCode: order.deliveryZipCode,
    city: order.deliveryCity,
    country: order.deliveryCountry,
  });
  if (address.length === 0) return [];
  const recipient = joined([order.deliveryFirstName, order.deliveryLastName]);
  const company = joined([order.deliveryCompanyName ?? order.deliveryCompany]);
  return [recipient, company, ...address].filter(Boolean);
}

/** `tel:` address of a phone number as written ('+43 664 1234567' → 'tel:+436641234567'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

export interface PartFileView {
  href: string;
  /** The rendered preview's address (photos and PDFs); null for types without one. */
  previewSrc: string | null;
  /** A photo (its preview is the picture itself), not a document shown by its first page. */
  isImage: boolean;
  extension: string;
}

export interface PartView {
  name: string;
  text: string;
  files: PartFileView[];
}

type ItemPart = OrderItem['parts'][number];

/** One entry per filled-in part: its text or chosen options, and its uploads with their addresses. */
export function partViews(parts: readonly (ItemPart | null | undefined)[]): PartView[] {
  return parts.flatMap((part): PartView[] => {
    if (!part) return [];
    const text = partValueText(part.value);
    const files = (part.files ?? []).map((file) => ({
      href: uploadPath(file),
      previewSrc: hasUploadPreview(file.extension) ? uploadPreviewPath(file) : null,
      isImage: isBrowserImage(file.extension),
      extension: file.extension.toUpperCase(),
    }));
    return text === '' && files.length === 0 ? [] : [{ name: part.name ?? '', text, files }];
  });
}

/**
 * The staff's amount ('0,487' or '0.487'); null for anything that is not a positive number.
 * Decision: no product bounds here: the counter weighs what it weighs, the server decides.
 */
export function parseStaffAmount(text: string): number | null {
  const amount = parseAmountInput(text, { maximumQuantity: 1_000_000 });
  return amount > 0 ? amount : null;
}

/** Every time of day in 5-minute steps, as the appointment pickers of the checkout use. */
export const COUNTER_TIMES: readonly string[] = Array.from({ length: (24 * 60) / 5 }, (_, index) => formatMinuteOfDay(index * 5));

/** The instant of a local date and time in the shop's zone; null while either is missing or unreadable. */
export function counterAppointmentInstant(date: string, time: string, timeZone: string): Date | null {
  if (parseLocalDate(date) === null) return null;
  const minute = parseTimeOfDay(time);
  if (minute === null || minute >= 24 * 60) return null;
  return zonedInstant(date as LocalDate, minute, timeZone);
}

/**
 * The proposal the dialog starts with: 30 minutes after the wished appointment (or after now, when
 * that is past or "as soon as possible"), rounded up to the next 5 minutes, as local date and time.
 */
export function defaultCounterAppointment(appointment: string | undefined, now: Date, timeZone: string): { date: string; time: string } {
  const wished = appointment ? new Date(appointment) : null;
  const from = wished && wished.getTime() > now.getTime() ? wished : now;
  const step = 5 * 60_000;
  const proposed = new Date(Math.ceil((from.getTime() + 30 * 60_000) / step) * step);
  return { date: localDateOf(proposed, timeZone), time: formatTime(proposed, timeZone) };
}
