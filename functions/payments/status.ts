/**
 * What a provider's payment means for its order (pure; the providers' modules fetch, this decides).
 *
 * | provider  | waiting                                                        | paid                 | failed                     |
 * |-----------|----------------------------------------------------------------|----------------------|----------------------------|
 * | Mollie    | open, pending, authorized                                      | paid                 | canceled, expired, failed  |
 * | Datatrans | initialized, authenticated, authorized, challenge_*, unknown   | settled, transmitted | canceled, failed           |
 *
 * Order flags: isPaid = paid; isFailed = failed (the order is then cancelled for the customer and
 * leaves the open orders); isRefunded = paid and the whole amount given back (Mollie's
 * amountRefunded). The provider's own status word is kept as `payment.status` for the back office.
 *
 * Decisions where the providers leave a choice:
 * - 'authorized' is not paid: Mollie authorizes only payments that wait for a capture we never
 *   make, and we start Datatrans payments with autoSettle, so the money is ours at 'settled'.
 * - A partial refund is recorded (`payment.amountRefunded`) but is not "refunded": the status page
 *   would otherwise tell the customer all the money came back.
 * - Datatrans refunds are credit transactions of their own, made in the Datatrans dashboard;
 *   they do not change the payment's status and are not mapped here.
 */
export type PaymentProvider = 'mollie' | 'datatrans';

export type PaymentState = 'waiting' | 'paid' | 'failed';

const MOLLIE_STATES: Record<string, PaymentState> = {
  open: 'waiting',
  pending: 'waiting',
  authorized: 'waiting',
  paid: 'paid',
  canceled: 'failed',
  expired: 'failed',
  failed: 'failed',
};

const DATATRANS_STATES: Record<string, PaymentState> = {
  settled: 'paid',
  transmitted: 'paid',
  canceled: 'failed',
  failed: 'failed',
};

/** Mollie's payment status as a state; an unknown word (a newer API) waits rather than deciding. */
export function mollieState(status: string): PaymentState {
  return Object.hasOwn(MOLLIE_STATES, status) ? MOLLIE_STATES[status]! : 'waiting';
}

export function datatransState(status: string): PaymentState {
  return Object.hasOwn(DATATRANS_STATES, status) ? DATATRANS_STATES[status]! : 'waiting';
}

/** A payment as fetched from its provider, in the shape the order update needs. */
export interface ProviderPayment {
  provider: PaymentProvider;
  id: string;
  /** The provider's status word ('paid', 'settled', …). */
  status: string;
  state: PaymentState;
  /** Amount of the payment and the part given back, in cents. */
  amountCents: number;
  refundedCents: number;
  /** Our reference kept by the provider: Mollie's metadata.orderId, Datatrans's refno (the order uid). */
  reference: { orderId: string } | { uid: string } | undefined;
}

/** What the order stores of its online payment (`payment`); order create writes the first one. */
export interface OrderPayment {
  provider: PaymentProvider;
  id: string;
  /** The provider's payment page. */
  redirectUrl?: string;
  status?: string;
  /** Money given back so far, in the shop currency (e.g. 12.5), once there is any. */
  amountRefunded?: number;
}

export interface PaymentFlags {
  isPaid: boolean;
  isFailed: boolean;
  isRefunded: boolean;
}

export function paymentFlags(payment: ProviderPayment): PaymentFlags {
  const paid = payment.state === 'paid';
  return {
    isPaid: paid,
    isFailed: payment.state === 'failed',
    isRefunded: paid && payment.amountCents > 0 && payment.refundedCents >= payment.amountCents,
  };
}

/** A stored order; this module reads paymentMethod, payment, isPaid, isFailed and isRefunded. */
export type PaymentOrder = Record<string, unknown>;

const storedPayment = (order: PaymentOrder): Partial<OrderPayment> =>
  order.payment !== null && typeof order.payment === 'object' ? (order.payment as Partial<OrderPayment>) : {};

/**
 * The order's online payment as order create stored it (provider and id), or undefined for an
 * order paid in the shop (cash, card at the counter) or whose payment was never started.
 */
export function onlinePaymentOf(order: PaymentOrder): { provider: PaymentProvider; id: string; status?: string } | undefined {
  const provider = order.paymentMethod;
  const stored = storedPayment(order);
  if ((provider !== 'mollie' && provider !== 'datatrans') || typeof stored.id !== 'string' || stored.id === '') return undefined;
  return { provider, id: stored.id, ...(typeof stored.status === 'string' ? { status: stored.status } : {}) };
}

/** The meaning of a stored provider status word ('open', 'settled', …). */
export function paymentState(provider: PaymentProvider, status: string): PaymentState {
  return provider === 'mollie' ? mollieState(status) : datatransState(status);
}

/**
 * Whether the provider's payment is this order's: the order pays with that provider and has no
 * other payment (order create stores the id right after starting the payment; an older payment
 * of the same order, e.g. a stale one, must not change it).
 */
export function isPaymentOfOrder(order: PaymentOrder, payment: ProviderPayment): boolean {
  const stored = storedPayment(order);
  return order.paymentMethod === payment.provider && (stored.id === undefined || stored.id === payment.id);
}

/**
 * The changes the payment makes to its order (`payment` and the flags), or undefined when the
 * order already says all of it: the same webhook twice writes once.
 */
export function paymentUpdate(order: PaymentOrder, payment: ProviderPayment): (PaymentFlags & { payment: OrderPayment }) | undefined {
  const stored = storedPayment(order);
  const flags = paymentFlags(payment);
  const next: OrderPayment = {
    ...stored,
    provider: payment.provider,
    id: payment.id,
    status: payment.status,
    ...(payment.refundedCents > 0 ? { amountRefunded: payment.refundedCents / 100 } : {}),
  };
  const unchanged =
    order.isPaid === flags.isPaid &&
    order.isFailed === flags.isFailed &&
    order.isRefunded === flags.isRefunded &&
    stored.provider === next.provider &&
    stored.id === next.id &&
    stored.status === next.status &&
    stored.amountRefunded === next.amountRefunded;
  return unchanged ? undefined : { ...flags, payment: next };
}

/** Cents of an amount in money units (12.5 → 1250), exact for amounts with at most two decimals. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Mollie's amount value ('12.50') of an amount in cents. */
export function mollieValue(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Cents of Mollie's amount value ('12.50' → 1250); 0 for a missing or malformed value. */
export function centsOfMollieValue(value: string | undefined): number {
  const match = value === undefined ? null : /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return 0;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}
