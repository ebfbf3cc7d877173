/**
 * The receipt of an order for the counter printer (80 mm, 48 columns): the preparation slip the
 * branch works from, and the customer's copy with the QR code to the status page.
 *
 *   shop and branch, address ─ ticket number (large) ─ order type ─ appointment (or "so bald wie
 *   möglich") ─ customer, phone, delivery address or table ─ lines with amount, unit and line
 *   total, parts and comments indented ─ subtotal, delivery fee, total ─ taxes per rate (net,
 *   tax, gross, from the order's stored pricing) ─ payment method and state ─ donation ─ the
 *   order's comment ─ QR code to {publicUrl}/status/{uid}/{hash}
 *
 * Pure: the order, branch, configuration, time zone and "now" come in; times print in the shop's
 * zone. Amounts are the server's stored pricing (currency units), never recomputed here.
 */
import { orderTypeOf } from '../cart/cart';
import { DONATION_AMOUNT, PAYMENT_METHODS, orderTypeLabel } from '../checkout/options';
import { t } from '../i18n/print-lookup';
import { orderPartText } from '../items/part-text';
import { money } from '../money/money';
import { formatPrice, lineModels, totalPricingModel } from '../pricing/format';
import type { PricingModel } from '../pricing/pricing';
import { formatAmount, formatQuantity } from '../quantity/format';
import { formatDate, formatTime } from '../time/format';
import { hasText } from '../text';
import { PAPER_COLUMNS, RULE, leftRight, tableRow, textBlock, wrapWords, type PrintBlock } from './blocks';

export interface ReceiptItemPart {
  name?: string | null;
  value?: string | readonly string[] | boolean | number | null;
  files?: readonly unknown[] | null;
}

export interface ReceiptItem {
  product: { name?: string | null };
  amount: number;
  unit: string;
  parts?: readonly (ReceiptItemPart | null)[] | null;
  /** Gross of the line in currency units. */
  price?: number | null;
  pricingModel?: PricingModel | null;
  comment?: string | null;
}

export interface ReceiptTaxes {
  rate: number;
  net: number;
  tax: number;
  gross: number;
}

/** The fields of a stored order the receipt prints (shared/schemas/order.ts). */
export interface ReceiptOrder {
  uid: string;
  hash: string;
  createdAt: string;
  ticketNumber?: number | null;
  isDelivery?: boolean | null;
  isDineIn?: boolean | null;
  appointmentDate?: string | null;
  isCompany?: boolean | null;
  companyName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  street?: string | null;
  floor?: string | null;
  stairway?: string | null;
  door?: string | null;
  zipCode?: string | null;
  city?: string | null;
  isDeliveryAddressDifferent?: boolean | null;
  deliveryCompanyName?: string | null;
  deliveryFirstName?: string | null;
  deliveryLastName?: string | null;
  deliveryStreet?: string | null;
  deliveryFloor?: string | null;
  deliveryStairway?: string | null;
  deliveryDoor?: string | null;
  deliveryZipCode?: string | null;
  deliveryCity?: string | null;
  deliveryArea?: string | null;
  tableIdentifier?: string | null;
  comment?: string | null;
  items: readonly ReceiptItem[];
  pricing?: {
    gross: number;
    deliveryGross?: number | null;
    totalGross: number;
    taxes?: readonly ReceiptTaxes[] | null;
  } | null;
  paymentMethod?: string | null;
  isPaid?: boolean | null;
  isRefunded?: boolean | null;
}

export interface ReceiptInput {
  order: ReceiptOrder;
  branch: { name: string; street?: string | null; zipCode?: string | null; city?: string | null; phone?: string | null };
  config: { shopName?: string | null; currency?: string | null; disableTickets?: boolean | null };
  /** The donation recipient the order names, when the donations plugin is on. */
  donatee?: { name: string } | null;
  /** The shop's public origin (https://shop.example.at); without it the receipt has no QR code. */
  publicUrl?: string | null;
  timeZone: string;
  now: Date;
}

const joined = (...values: (string | null | undefined)[]): string =>
  values
    .filter(hasText)
    .map((value) => value.trim())
    .join(' ');

/** Money as printed: "12,99 €", "ca. 12,99 €" with a plain space (the receipt counts columns). */
function amountText(value: number, currency: string, model: PricingModel = 'fixed'): string {
  return formatPrice(money(value), model, currency).replace(/\u00a0/g, ' ');
}

const lines = (values: readonly string[], style: Parameters<typeof textBlock>[1] = {}): PrintBlock[] => values.map((value) => textBlock(value, style));

function header(input: ReceiptInput): PrintBlock[] {
  const { branch, config } = input;
  const blocks: PrintBlock[] = [];
  if (hasText(config.shopName)) blocks.push(...lines(wrapWords(config.shopName, PAPER_COLUMNS), { align: 'center', bold: true }));
  blocks.push(...lines(wrapWords(branch.name, PAPER_COLUMNS), { align: 'center', bold: !hasText(config.shopName) }));
  const address = [branch.street, joined(branch.zipCode, branch.city)].filter(hasText).join(', ');
  if (address !== '') blocks.push(...lines(wrapWords(address, PAPER_COLUMNS), { align: 'center' }));
  if (hasText(branch.phone)) blocks.push(textBlock(branch.phone.trim(), { align: 'center' }));
  return blocks;
}

function ticketAndAppointment(input: ReceiptInput): PrintBlock[] {
  const { order, config, timeZone } = input;
  const blocks: PrintBlock[] = [];
  if (typeof order.ticketNumber === 'number') {
    blocks.push(textBlock(t(config.disableTickets ? 'orderStatus.ticketNumber' : 'orderStatus.ticket'), { align: 'center' }));
    blocks.push(textBlock(String(order.ticketNumber), { align: 'center', bold: true, large: true }));
  }
  blocks.push(textBlock(orderTypeLabel(orderTypeOf(order)), { align: 'center', bold: true, large: true }));
  const appointment = hasText(order.appointmentDate) ? new Date(order.appointmentDate) : undefined;
  blocks.push(
    textBlock(
      appointment
        ? t('print.receipt.appointment', { date: formatDate(appointment, timeZone), time: formatTime(appointment, timeZone) })
        : t('print.receipt.asSoonAsPossible'),
      { bold: true },
    ),
  );
  const ordered = new Date(order.createdAt);
  blocks.push(textBlock(t('print.receipt.orderedAt', { date: formatDate(ordered, timeZone), time: formatTime(ordered, timeZone) })));
  return blocks;
}

function addressLines(street: (string | null | undefined)[], zipCode?: string | null, city?: string | null): string[] {
  const [name, floor, stairway, door] = street;
  // Austrian notation: "Annenstraße 23/2/5" for stairway 2, door 5; a floor goes in between.
  const house = [name, stairway, floor, door]
    .filter(hasText)
    .map((value) => value.trim())
    .join('/');
  return [house, joined(zipCode, city)].filter((line) => line !== '');
}

function customer(order: ReceiptOrder): PrintBlock[] {
  const out: string[] = [];
  if (order.isCompany && hasText(order.companyName))
    out.push(...wrapWords(t('print.receipt.company', { name: order.companyName.trim() }), PAPER_COLUMNS, '', '  '));
  const name = joined(order.firstName, order.lastName);
  if (name !== '') out.push(...wrapWords(t('print.receipt.customer', { name }), PAPER_COLUMNS, '', '  '));
  if (hasText(order.phone)) out.push(t('print.receipt.phone', { phone: order.phone.trim() }));
  if (order.isDelivery) {
    const different = order.isDeliveryAddressDifferent === true;
    const address = different
      ? [
          joined(order.deliveryCompanyName),
          joined(order.deliveryFirstName, order.deliveryLastName),
          ...addressLines([order.deliveryStreet, order.deliveryFloor, order.deliveryStairway, order.deliveryDoor], order.deliveryZipCode, order.deliveryCity),
        ]
      : addressLines([order.street, order.floor, order.stairway, order.door], order.zipCode, order.city);
    out.push(t('print.receipt.deliveryAddress'));
    for (const line of address.filter((value) => value !== '')) out.push(...wrapWords(line, PAPER_COLUMNS, '  '));
    if (hasText(order.deliveryArea)) out.push(...wrapWords(t('print.receipt.deliveryArea', { area: order.deliveryArea.trim() }), PAPER_COLUMNS, '', '  '));
  }
  if (order.isDineIn && hasText(order.tableIdentifier))
    return [...lines(out), textBlock(t('print.receipt.table', { table: order.tableIdentifier.trim() }), { bold: true, large: true })];
  return lines(out);
}

function itemLines(item: ReceiptItem, currency: string): string[] {
  const label = `${formatQuantity(item.amount, item.unit)} ${item.product.name?.trim() || '–'}`;
  const price = typeof item.price === 'number' ? amountText(item.price, currency, item.pricingModel ?? 'fixed') : '';
  const out = price === '' ? wrapWords(label, PAPER_COLUMNS, '', '  ') : leftRight(label, price, PAPER_COLUMNS, '  ');
  for (const part of item.parts ?? []) {
    if (!part) continue;
    const value = orderPartText(part);
    if (value === '') continue;
    out.push(...wrapWords(hasText(part.name) ? `${part.name.trim()}: ${value}` : value, PAPER_COLUMNS, '  ', '    '));
  }
  if (hasText(item.comment)) out.push(...wrapWords(t('print.receipt.lineComment', { comment: item.comment.trim() }), PAPER_COLUMNS, '  ', '    '));
  return out;
}

const TAX_COLUMNS = [12, 12, 12, 12] as const;

function totals(order: ReceiptOrder, currency: string): PrintBlock[] {
  const { pricing } = order;
  if (!pricing) return [];
  const model = totalPricingModel(lineModels(order.items));
  const blocks: PrintBlock[] = [textBlock(leftRight(t('print.receipt.subtotal'), amountText(pricing.gross, currency, model))[0]!)];
  if (order.isDelivery) blocks.push(textBlock(leftRight(t('print.receipt.deliveryFee'), amountText(pricing.deliveryGross ?? 0, currency))[0]!));
  blocks.push(textBlock(leftRight(t('print.receipt.total'), amountText(pricing.totalGross, currency, model))[0]!, { bold: true }));
  const taxes = pricing.taxes ?? [];
  if (taxes.length > 0) {
    blocks.push(textBlock(''));
    blocks.push(textBlock(tableRow([t('print.receipt.taxRate'), t('print.receipt.net'), t('print.receipt.tax'), t('print.receipt.gross')], TAX_COLUMNS)));
    for (const bucket of taxes) {
      const rate = `${formatAmount(bucket.rate)} %`;
      blocks.push(
        textBlock(tableRow([rate, amountText(bucket.net, currency), amountText(bucket.tax, currency), amountText(bucket.gross, currency)], TAX_COLUMNS)),
      );
    }
  }
  return blocks;
}

function payment(input: ReceiptInput, currency: string): PrintBlock[] {
  const { order, donatee } = input;
  const method = PAYMENT_METHODS.find((known) => known === (order.paymentMethod ?? 'cash'));
  const methodText = method ? t(`payment.${method}`) : t('payment.other');
  const state = order.isRefunded ? t('payment.state.refunded') : order.isPaid ? t('payment.state.paid') : t('print.receipt.unpaid');
  const blocks: PrintBlock[] = [textBlock(t('print.receipt.payment', { method: methodText })), textBlock(state, { bold: true })];
  if (donatee && hasText(donatee.name)) {
    blocks.push(
      ...lines(wrapWords(t('print.receipt.donation', { amount: amountText(DONATION_AMOUNT, currency), donatee: donatee.name.trim() }), PAPER_COLUMNS)),
    );
  }
  return blocks;
}

function comment(order: ReceiptOrder): PrintBlock[] {
  if (!hasText(order.comment)) return [];
  const paragraphs = order.comment.split(/\r?\n/).filter((line) => line.trim() !== '');
  return [textBlock(t('print.receipt.comment'), { bold: true }), ...lines(paragraphs.flatMap((line) => wrapWords(line, PAPER_COLUMNS)))];
}

/** The public status page of the order: {publicUrl}/status/{uid}/{hash}. */
export function statusPageUrl(publicUrl: string, order: Pick<ReceiptOrder, 'uid' | 'hash'>): string {
  return `${publicUrl.replace(/\/+$/, '')}/status/${encodeURIComponent(order.uid)}/${encodeURIComponent(order.hash)}`;
}

function footer(input: ReceiptInput): PrintBlock[] {
  const blocks: PrintBlock[] = [];
  if (hasText(input.publicUrl)) {
    blocks.push({ kind: 'qr', data: statusPageUrl(input.publicUrl, input.order) });
    blocks.push(textBlock(t('print.receipt.statusLink'), { align: 'center' }));
  }
  blocks.push(
    textBlock(t('print.receipt.printedAt', { date: formatDate(input.now, input.timeZone), time: formatTime(input.now, input.timeZone) }), { align: 'center' }),
  );
  return blocks;
}

/** The receipt of an order as print blocks (encode them with ./starprnt.ts or ./blocks.ts renderText). */
export function receiptBlocks(input: ReceiptInput): PrintBlock[] {
  const currency = input.config.currency ?? 'EUR';
  const { order } = input;
  const sections: PrintBlock[][] = [
    header(input),
    ticketAndAppointment(input),
    customer(order),
    order.items.flatMap((item) => lines(itemLines(item, currency))),
    totals(order, currency),
    [...payment(input, currency), ...comment(order)],
    footer(input),
  ];
  return sections.filter((section) => section.length > 0).flatMap((section, index) => (index === 0 ? section : [RULE, ...section]));
}

export interface TestSlipInput {
  device: { name: string };
  branch?: { name: string } | null;
  timeZone: string;
  now: Date;
}

const stamp = (input: TestSlipInput): PrintBlock =>
  textBlock(t('print.receipt.printedAt', { date: formatDate(input.now, input.timeZone), time: formatTime(input.now, input.timeZone) }), { align: 'center' });

/** POST /devices/{id}/test/print: a slip that shows the printer, its branch, umlauts and the € sign. */
export function testPrintBlocks(input: TestSlipInput): PrintBlock[] {
  return [
    textBlock(t('print.test.title'), { align: 'center', bold: true, large: true }),
    RULE,
    ...lines(wrapWords(t('print.test.device', { name: input.device.name }), PAPER_COLUMNS, '', '  ')),
    ...(input.branch ? lines(wrapWords(t('print.test.branch', { name: input.branch.name }), PAPER_COLUMNS, '', '  ')) : []),
    textBlock(t('print.test.characters')),
    textBlock(t('print.test.ok')),
    RULE,
    stamp(input),
  ];
}

/**
 * POST /devices/{id}/test/notification. Decision: a receipt printer signals new work by printing,
 * so its test notification is a short slip. No buzzer command: on many Star printers the buzzer
 * and the cash drawer share one port, and the command would open the drawer.
 */
export function testNotificationBlocks(input: TestSlipInput): PrintBlock[] {
  return [
    textBlock(t('print.notification.title'), { align: 'center', bold: true }),
    ...lines(wrapWords(t('print.notification.text'), PAPER_COLUMNS), { align: 'center' }),
    stamp(input),
  ];
}
