/**
 * The shop's own alert of a new order (rules `shop-alert-email` and `shop-alert-sms`,
 * ./shop-alert.ts): an e-mail to the settings' `notificationEmail` and a short SMS to
 * `notificationPhone`, in German, for staff. Pure like ./templates.ts, whose letter, details and
 * lines it reuses: the order, branch, currency, time zone and back-office link come in.
 *
 * The e-mail names branch and ticket number in the subject ("Neue Bestellung Nr. 12 – Graz
 * Annenstraße"), lists order type, appointment (the shop's zone, "so bald wie möglich" without
 * one), payment, the customer's name, phone and e-mail, the customer's comment, the lines and the
 * total as the server priced them, and links the order in the back office
 * {publicUrl}/backend/orders/{id}. The SMS: "Neue Bestellung Nr. 12 in Graz Annenstraße, Abholung
 * 23.11. 07:00 – {link}".
 */
import { orderTypeOf } from '#shared/cart/cart.ts';
import { customerFullName } from '#shared/order-status/index.ts';
import { createLookup } from '#shared/i18n/lookup.ts';
import { notificationMessages } from '#shared/i18n/notifications.ts';
import { formatTime, localDateOf } from '#shared/time/index.ts';
import { hasText } from '#shared/text/index.ts';
import { orderDetails, orderLines, renderEmail, type EmailContent, type Letter, type TemplateOrder } from './templates';

const t = createLookup(notificationMessages);

/** The fields of a stored order the alert uses on top of the customer's messages. */
export interface ShopAlertOrder extends TemplateOrder {
  phone?: string | null;
  email?: string | null;
  comment?: string | null;
}

export interface ShopAlertInput {
  order: ShopAlertOrder;
  branch: { name: string };
  currency?: string | null;
  timeZone: string;
  /** The order in the back office; without a public origin configured the alert goes without it. */
  backOfficeUrl?: string;
}

export function shopAlertSubject({ order, branch }: Pick<ShopAlertInput, 'order' | 'branch'>): string {
  return typeof order.ticketNumber === 'number'
    ? t('notification.shop.subject.numbered', { ticket: order.ticketNumber, branch: branch.name })
    : t('notification.shop.subject.plain', { branch: branch.name });
}

export function shopAlertEmail(input: ShopAlertInput): EmailContent {
  const { order } = input;
  const details = orderDetails(order, input.branch.name, input.timeZone);
  const name = customerFullName(order);
  if (name) details.push([t('notification.shop.detail.customer'), name]);
  if (hasText(order.phone)) details.push([t('notification.shop.detail.phone'), order.phone.trim()]);
  if (hasText(order.email)) details.push([t('notification.shop.detail.email'), order.email.trim()]);
  if (hasText(order.comment)) details.push([t('notification.shop.detail.comment'), order.comment.trim()]);
  const letter: Letter = {
    paragraphs: [t('notification.shop.intro', { branch: input.branch.name })],
    details,
    linesHeading: t('notification.shop.lines'),
    ...orderLines(order, input.currency),
    link: input.backOfficeUrl ? { intro: t('notification.shop.link'), label: t('notification.shop.linkLabel'), url: input.backOfficeUrl } : undefined,
  };
  return renderEmail(shopAlertSubject(input), letter);
}

/** "23.11. 07:00" in the shop's zone: the day is near, the year needs no space in an SMS. */
function shortAppointment(iso: string | null | undefined, timeZone: string): string {
  if (!hasText(iso)) return t('notification.appointment.asap');
  const instant = new Date(iso);
  const [, month, day] = localDateOf(instant, timeZone).split('-');
  return t('notification.shop.sms.appointment', { date: `${day}.${month}.`, time: formatTime(instant, timeZone) });
}

export function shopAlertSms(input: ShopAlertInput): string {
  const { order } = input;
  const type = t(`notification.shop.sms.${orderTypeOf(order)}`);
  const values = { branch: input.branch.name, type, appointment: shortAppointment(order.appointmentDate, input.timeZone) };
  const text =
    typeof order.ticketNumber === 'number'
      ? t('notification.shop.sms.numbered', { ...values, ticket: order.ticketNumber })
      : t('notification.shop.sms.plain', values);
  return input.backOfficeUrl ? t('notification.shop.sms.link', { text, url: input.backOfficeUrl }) : text;
}
