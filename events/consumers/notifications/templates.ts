/**
 * The German e-mails and SMS to the customer about an order (texts: shared/i18n/notifications.ts).
 * Pure: the order, shop, branch, time zone and status link come in; nothing is loaded here.
 *
 *   placed              OrderPlaced, and the resend of the new-order message (OrderNotificationRequested)
 *   confirmed           OrderConfirmed (subject "… ist bestätigt")
 *   rejected, canceled  OrderRejected, OrderCanceled, with the shop's reason when staff gave one
 *   counterAppointment  OrderCounterAppointmentProposed, the proposed time and the wished one
 *   onItsWay            OrderInDelivery of a delivery order ("ist unterwegs")
 *   readyForPickup      OrderInDelivery of a takeaway or dine-in order ("ist abholbereit")
 *
 * Every e-mail has a text and an HTML part (simple, inline styles, every value escaped), names the
 * order by its ticket number, and links the status page {publicUrl}/status/{uid}/{hash}. The new
 * order and the confirmation list the lines and the total as the server priced them (the order's
 * stored `pricing`, never recomputed). Times are written in the shop's time zone.
 *
 * Customer input (decision, against using the shop's mail as a relay for a stranger's text): the
 * subject, the greeting and the SMS say nothing the customer typed: no name ("Guten Tag,"), no
 * comment, no address. What the customer typed (name, company, address, phone, comment, the
 * texts of text parts) appears only in the e-mail's block "Ihre Angaben", introduced as their
 * own unchecked input, quoted ("> " in the text part, a grey monospace box in the HTML part),
 * escaped, and with links broken (`unlinkable`: "https[:]//evil[.]example"), so no mail client
 * makes a link of it.
 */
import { createLookup } from '#shared/i18n/lookup.ts';
import { notificationMessages } from '#shared/i18n/notifications.ts';
import { orderPartText } from '#shared/items/part-text.ts';
import { money } from '#shared/money/money.ts';
import { customerFullName, orderPaymentMethodLabel, orderTypeLabelOf } from '#shared/order-status/index.ts';
import { formatPrice, lineModels, totalPricingModel } from '#shared/pricing/format.ts';
import type { PricingModel } from '#shared/pricing/pricing.ts';
import { formatQuantity } from '#shared/quantity/format.ts';
import { formatDate, formatTime, localDateOf, weekdayName, weekdayOf } from '#shared/time/index.ts';
import { hasText } from '#shared/text/index.ts';

const t = createLookup(notificationMessages);

export const NOTIFICATION_KINDS = ['placed', 'confirmed', 'rejected', 'canceled', 'counterAppointment', 'onItsWay', 'readyForPickup'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface TemplateItem {
  product: { name?: string | null };
  amount: number;
  unit: string;
  parts?: readonly ({ name?: string | null; value?: unknown; files?: readonly unknown[] | null } | null)[] | null;
  /** Gross of the line in currency units. */
  price?: number | null;
  pricingModel?: PricingModel | null;
  comment?: string | null;
  /** The product's configuration when ordered: tells the customer's text parts from chosen options. */
  productSnapshot?: { config?: { parts?: readonly ({ type?: string | null } | null)[] | null } | null } | null;
}

/** The fields of a stored order the messages use (shared/schemas/order.ts). */
export interface TemplateOrder {
  ticketNumber?: number | null;
  firstName?: string | null;
  lastName?: string | null;
  isCompany?: boolean | null;
  companyName?: string | null;
  street?: string | null;
  floor?: string | null;
  stairway?: string | null;
  door?: string | null;
  zipCode?: string | null;
  city?: string | null;
  phone?: string | null;
  comment?: string | null;
  isDeliveryAddressDifferent?: boolean | null;
  deliveryStreet?: string | null;
  deliveryFloor?: string | null;
  deliveryStairway?: string | null;
  deliveryDoor?: string | null;
  deliveryZipCode?: string | null;
  deliveryCity?: string | null;
  isDelivery?: boolean | null;
  isDineIn?: boolean | null;
  appointmentDate?: string | null;
  paymentMethod?: string | null;
  items: readonly TemplateItem[];
  pricing?: { totalGross: number; deliveryGross?: number | null } | null;
}

export interface TemplateInput {
  kind: NotificationKind;
  order: TemplateOrder;
  shop: { name: string; currency?: string | null };
  branch: { name: string; phone?: string | null };
  timeZone: string;
  /** The order's status page; without a public origin configured the messages go without it. */
  statusUrl?: string;
  /** The shop's reason of a rejection or cancellation. */
  reason?: string | null;
  /** The proposed instant (ISO) of a counter appointment. */
  counterAppointment?: string | null;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** Money as "12,99 €"; approximate and minimum prices keep their "ca." / "ab". */
const priceText = (value: number, currency: string | null | undefined, model: PricingModel = 'fixed'): string =>
  formatPrice(money(value), model, currency ?? undefined);

/** "Montag, 10.11.2026, 10:30 Uhr" in the shop's zone; "so bald wie möglich" without a time. */
export function appointmentText(iso: string | null | undefined, timeZone: string): string {
  if (!hasText(iso)) return t('notification.appointment.asap');
  const instant = new Date(iso);
  return t('notification.appointment', {
    weekday: weekdayName(weekdayOf(localDateOf(instant, timeZone))),
    date: formatDate(instant, timeZone),
    time: formatTime(instant, timeZone),
  });
}

const orderName = (order: TemplateOrder): string =>
  typeof order.ticketNumber === 'number' ? t('notification.order.numbered', { ticket: order.ticketNumber }) : t('notification.order.plain');

/** What each kind says in the subject and in the SMS. */
const SUBJECTS = {
  placed: 'notification.subject.placed',
  confirmed: 'notification.subject.confirmed',
  rejected: 'notification.subject.rejected',
  canceled: 'notification.subject.canceled',
  counterAppointment: 'notification.subject.counterAppointment',
  onItsWay: 'notification.subject.onItsWay',
  readyForPickup: 'notification.subject.readyForPickup',
} as const satisfies Record<NotificationKind, keyof typeof notificationMessages>;

/** A block of the customer's own input: heading, the sentence that says so, and label/value rows. */
export interface CustomerInput {
  heading: string;
  note: string;
  rows: Array<[label: string, value: string]>;
}

/**
 * Text with its links broken for mail clients, which make links of anything that looks like an
 * address: "https://evil.example/x" → "https[:]//evil[.]example/x", "www.evil.com" →
 * "www[.]evil[.]com", "a@b.org" → "a@b[.]org". A dot counts as a host's dot when a letter or
 * digit is before it and two letters follow ("z.B." and "3.5 kg" stay as they are).
 */
export function unlinkable(text: string): string {
  return text.replace(/:\/\//g, '[:]//').replace(/([\p{L}\p{N}_-])\.(?=\p{L}{2})/gu, '$1[.]');
}

/** A part type whose value the customer typed. */
const isTextPart = (type: string | null | undefined): boolean => type === 'text' || type === 'textarea';

export interface Line {
  label: string;
  price: string;
  notes: string[];
}

/**
 * The content of an e-mail before it becomes text or HTML; the customer's messages here and the
 * shop's new-order alert (./shop-templates.ts) are written with it.
 */
export interface Letter {
  greeting?: string;
  paragraphs: string[];
  details: Array<[label: string, value: string]>;
  /** Heading of the lines, e.g. "Ihre Bestellung". */
  linesHeading: string;
  lines: Line[];
  totals: Array<[label: string, value: string]>;
  /** A sentence, the button's label and the address it opens. */
  link?: { intro: string; label: string; url: string };
  contact?: string;
  /** What the customer typed, shown as theirs (see the module comment). */
  customerInput?: CustomerInput;
  /** Who signs, after "Freundliche Grüße"; without it the e-mail ends with no closing. */
  signature?: string;
}

function intro(input: TemplateInput): string {
  switch (input.kind) {
    case 'counterAppointment':
      return t('notification.intro.counterAppointment', { appointment: appointmentText(input.counterAppointment, input.timeZone) });
    case 'readyForPickup':
      return t('notification.intro.readyForPickup', { branch: input.branch.name });
    default:
      return t(`notification.intro.${input.kind}`);
  }
}

const ticketAndBranch = (order: TemplateOrder, branchName: string): Letter['details'] => [
  ...(typeof order.ticketNumber === 'number' ? [[t('notification.detail.ticket'), String(order.ticketNumber)] as [string, string]] : []),
  [t('notification.detail.branch'), branchName],
];

/** Ticket number, branch, order type, appointment (in the shop's zone) and payment method of an order. */
export function orderDetails(order: TemplateOrder, branchName: string, timeZone: string): Letter['details'] {
  return [
    ...ticketAndBranch(order, branchName),
    [t('notification.detail.orderType'), orderTypeLabelOf({ isDelivery: order.isDelivery === true, isDineIn: order.isDineIn === true })],
    [t('notification.detail.appointment'), appointmentText(order.appointmentDate, timeZone)],
    [t('notification.detail.payment'), orderPaymentMethodLabel(order.paymentMethod)],
  ];
}

function details(input: TemplateInput): Letter['details'] {
  const { order, kind, timeZone } = input;
  if (kind === 'placed' || kind === 'confirmed') return orderDetails(order, input.branch.name, timeZone);
  const rows = ticketAndBranch(order, input.branch.name);
  if (kind === 'counterAppointment') {
    rows.push([t('notification.detail.wishedAppointment'), appointmentText(order.appointmentDate, timeZone)]);
    rows.push([t('notification.detail.proposedAppointment'), appointmentText(input.counterAppointment, timeZone)]);
  }
  return rows;
}

/**
 * Whether part `index` of a line holds the customer's own text: a text part of the ordered
 * configuration, or, for a line without one, any part with a text value that is not a file.
 */
function isCustomerText(item: TemplateItem, index: number): boolean {
  const part = item.parts?.[index];
  if (!part || (part.files?.length ?? 0) > 0) return false;
  const type = item.productSnapshot?.config?.parts?.[index]?.type;
  return type ? isTextPart(type) : false;
}

const joined = (values: ReadonlyArray<string | null | undefined>, separator: string): string =>
  values
    .map((value) => value?.trim() ?? '')
    .filter((value) => value !== '')
    .join(separator);

/** The customer's own input of an order, or undefined when they typed nothing that is shown. */
export function customerInput(order: TemplateOrder): CustomerInput | undefined {
  const rows: CustomerInput['rows'] = [];
  const add = (
    key:
      | 'notification.customerInput.name'
      | 'notification.customerInput.company'
      | 'notification.customerInput.address'
      | 'notification.customerInput.deliveryAddress'
      | 'notification.customerInput.phone'
      | 'notification.customerInput.comment',
    value: string,
  ) => {
    if (value !== '') rows.push([t(key), value]);
  };
  add('notification.customerInput.name', customerFullName(order) ?? '');
  if (order.isCompany) add('notification.customerInput.company', joined([order.companyName], ''));
  const address = (
    street: string | null | undefined,
    floor: string | null | undefined,
    stairway: string | null | undefined,
    door: string | null | undefined,
    zip: string | null | undefined,
    city: string | null | undefined,
  ) => joined([joined([street, stairway, floor, door], '/'), joined([zip, city], ' ')], ', ');
  add('notification.customerInput.address', address(order.street, order.floor, order.stairway, order.door, order.zipCode, order.city));
  if (order.isDeliveryAddressDifferent)
    add(
      'notification.customerInput.deliveryAddress',
      address(order.deliveryStreet, order.deliveryFloor, order.deliveryStairway, order.deliveryDoor, order.deliveryZipCode, order.deliveryCity),
    );
  add('notification.customerInput.phone', joined([order.phone], ''));
  for (const item of order.items) {
    (item.parts ?? []).forEach((part, index) => {
      if (!part || !isCustomerText(item, index)) return;
      const value = orderPartText(part);
      if (value === '') return;
      rows.push([t('notification.customerInput.part', { product: item.product.name?.trim() || '–', part: part.name?.trim() || '–' }), value]);
    });
  }
  add('notification.customerInput.comment', joined([order.comment], ''));
  if (rows.length === 0) return undefined;
  return { heading: t('notification.customerInput'), note: t('notification.customerInput.note'), rows };
}

/** The order's lines and totals as the server priced them (never recomputed). */
export function orderLines(order: TemplateOrder, currency: string | null | undefined): Pick<Letter, 'lines' | 'totals'> {
  const rows = order.items.map((item) => ({
    label: `${formatQuantity(item.amount, item.unit)} ${item.product.name?.trim() || '–'}`,
    price: typeof item.price === 'number' ? priceText(item.price, currency, item.pricingModel ?? 'fixed') : '',
    notes: [
      ...(item.parts ?? []).flatMap((part, index) => {
        // A text the customer typed goes to "Ihre Angaben", not into the shop's list.
        if (!part || isCustomerText(item, index)) return [];
        const value = orderPartText(part);
        if (value === '') return [];
        return [hasText(part.name) ? `${part.name.trim()}: ${value}` : value];
      }),
      ...(hasText(item.comment) ? [item.comment.trim()] : []),
    ],
  }));
  const totals: Letter['totals'] = [];
  if (order.pricing) {
    if (order.isDelivery) totals.push([t('notification.total.delivery'), priceText(order.pricing.deliveryGross ?? 0, currency)]);
    totals.push([t('notification.total.sum'), priceText(order.pricing.totalGross, currency, totalPricingModel(lineModels(order.items)))]);
  }
  return { lines: rows, totals };
}

function lines(input: TemplateInput): Pick<Letter, 'lines' | 'totals'> {
  if (input.kind !== 'placed' && input.kind !== 'confirmed') return { lines: [], totals: [] };
  return orderLines(input.order, input.shop.currency);
}

function letter(input: TemplateInput): Letter {
  const paragraphs = [intro(input)];
  if ((input.kind === 'rejected' || input.kind === 'canceled') && hasText(input.reason))
    paragraphs.push(t('notification.reason', { reason: input.reason.trim() }));
  return {
    greeting: t('notification.greeting.plain'),
    paragraphs,
    details: details(input),
    linesHeading: t('notification.lines'),
    ...lines(input),
    link: input.statusUrl ? { intro: t('notification.statusLink'), label: t('notification.statusLinkLabel'), url: input.statusUrl } : undefined,
    customerInput: input.kind === 'placed' || input.kind === 'confirmed' ? customerInput(input.order) : undefined,
    contact: hasText(input.branch.phone) ? t('notification.branchContact', { branch: input.branch.name, phone: input.branch.phone.trim() }) : undefined,
    signature: input.shop.name,
  };
}

function renderText(content: Letter): string {
  const blocks: string[] = [
    ...(content.greeting ? [content.greeting] : []),
    ...content.paragraphs,
    content.details.map(([label, value]) => `${label}: ${value}`).join('\n'),
  ];
  if (content.lines.length > 0) {
    const rows = content.lines.flatMap((line) => [`- ${line.label}${line.price ? `: ${line.price}` : ''}`, ...line.notes.map((note) => `    ${note}`)]);
    blocks.push([`${content.linesHeading}:`, ...rows, ...content.totals.map(([label, value]) => `${label}: ${value}`)].join('\n'));
  }
  if (content.customerInput) {
    const { heading, note, rows } = content.customerInput;
    const quoted = rows.flatMap(([label, value]) =>
      unlinkable(`${label}: ${value}`)
        .split(/\r?\n/)
        .map((line) => `> ${line}`),
    );
    blocks.push([`${heading}`, note, ...quoted].join('\n'));
  }
  if (content.link) blocks.push(`${content.link.intro}\n${content.link.url}`);
  if (content.contact) blocks.push(content.contact);
  if (content.signature) blocks.push(`${t('notification.closing')}\n${content.signature}`);
  return `${blocks.join('\n\n')}\n`;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function renderHtml(subject: string, content: Letter): string {
  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const parts = [...(content.greeting ? [paragraph(content.greeting)] : []), ...content.paragraphs.map(paragraph)];
  parts.push(
    `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${content.details
      .map(
        ([label, value]) =>
          `<tr><th scope="row" style="${cell};text-align:left;font-weight:normal;color:#555">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
  );
  if (content.lines.length > 0) {
    const rows = content.lines
      .map(
        (line) =>
          `<tr><td style="${cell}">${escapeHtml(line.label)}${line.notes.map((note) => `<br><span style="color:#555">${escapeHtml(note)}</span>`).join('')}</td><td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(line.price)}</td></tr>`,
      )
      .join('');
    const totals = content.totals
      .map(([label, value], index, all) => {
        const weight = index === all.length - 1 ? 'font-weight:bold;' : '';
        return `<tr><td style="${cell};${weight}border-top:1px solid #ddd">${escapeHtml(label)}</td><td style="${cell};${weight}border-top:1px solid #ddd;text-align:right;white-space:nowrap">${escapeHtml(value)}</td></tr>`;
      })
      .join('');
    parts.push(
      `<h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(content.linesHeading)}</h2><table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}${totals}</table>`,
    );
  }
  if (content.customerInput) {
    const { heading, note, rows } = content.customerInput;
    const box =
      'margin:0 0 16px;padding:8px 12px;border-left:3px solid #bbb;background:#f4f4f4;color:#333;font-family:Consolas,Menlo,monospace;font-size:13px;white-space:pre-wrap';
    parts.push(
      `<h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(heading)}</h2>${paragraph(note)}<div style="${box}">${rows
        .map(([label, value]) => escapeHtml(unlinkable(`${label}: ${value}`)))
        .join('\n')}</div>`,
    );
  }
  if (content.link) {
    parts.push(
      `${paragraph(content.link.intro)}<p style="margin:0 0 16px"><a href="${escapeHtml(content.link.url)}" style="display:inline-block;padding:10px 16px;background:#8b1e1e;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(content.link.label)}</a></p>`,
    );
  }
  if (content.contact) parts.push(paragraph(content.contact));
  if (content.signature) parts.push(`<p style="margin:0">${escapeHtml(t('notification.closing'))}<br>${escapeHtml(content.signature)}</p>`);
  return `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222">
${parts.join('\n')}
</body>
</html>
`;
}

/** A letter as the e-mail's text and HTML part. */
export function renderEmail(subject: string, content: Letter): EmailContent {
  return { subject, text: renderText(content), html: renderHtml(subject, content) };
}

export function emailContent(input: TemplateInput): EmailContent {
  return renderEmail(t(SUBJECTS[input.kind], { order: orderName(input.order), shop: input.shop.name }), letter(input));
}

/** The SMS: one or two sentences, the reason when there is one, and the status link. */
export function smsContent(input: TemplateInput): string {
  const values = { shop: input.shop.name, order: orderName(input.order) };
  const sentences: string[] = [];
  switch (input.kind) {
    case 'confirmed':
      sentences.push(t('notification.sms.confirmed', { ...values, appointment: appointmentText(input.order.appointmentDate, input.timeZone) }));
      break;
    case 'counterAppointment':
      sentences.push(t('notification.sms.counterAppointment', { ...values, appointment: appointmentText(input.counterAppointment, input.timeZone) }));
      break;
    default:
      sentences.push(t(`notification.sms.${input.kind}`, values));
  }
  if ((input.kind === 'rejected' || input.kind === 'canceled') && hasText(input.reason))
    sentences.push(t('notification.sms.reason', { reason: input.reason.trim() }));
  if (input.statusUrl) sentences.push(t('notification.sms.link', { url: input.statusUrl }));
  return sentences.join(' ');
}
