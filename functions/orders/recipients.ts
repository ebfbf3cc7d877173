/**
 * Where a message about an order goes: the order's e-mail address, and for SMS its phone number
 * in the international format (shared/phone). The consumers and the resend routes decide alike.
 */
import { isValidEmail } from '#shared/checkout/email.ts';
import { isValidPhone, normalizePhone } from '#shared/phone/index.ts';
import { filledText } from '#shared/text/index.ts';

/**
 * The address an e-mail can go to; undefined without one or for one the strict check
 * (shared/checkout/email.ts) refuses: an order stored before that check may hold one.
 */
export function emailOf(order: object): string | undefined {
  const address = filledText((order as { email?: unknown }).email);
  return address !== undefined && isValidEmail(address) ? address : undefined;
}

/**
 * The number an SMS can go to ("+43 664 1234567" → "+436641234567"); undefined without one or for
 * a number without country code (an order typed in at the counter), which no SMS provider takes.
 */
export function smsNumberOf(order: object): string | undefined {
  const { phone } = order as { phone?: unknown };
  if (typeof phone !== 'string' || !isValidPhone(phone)) return undefined;
  return normalizePhone(phone);
}
