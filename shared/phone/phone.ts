/**
 * Phone numbers (storefront.md §5 "Phone"): input filters while typing and on change, the
 * leading 00 → + rule, and the check for the international format.
 */
import { commerceMessages } from '../i18n/commerce';

/** While typing: only digits, plus and spaces stay ("+43 (664) 12-34" → "+43 664 1234"). */
export function filterPhoneTyping(input: string): string {
  return input.replace(/[^\d+ ]/g, '');
}

/** On change: only plus and digits stay, and a leading 00 becomes + ("0043 664 1234567" → "+436641234567"). */
export function normalizePhone(input: string): string {
  return input.replace(/[^\d+]/g, '').replace(/^00/, '+');
}

/**
 * International format (E.164): a leading +, a country code that does not start with 0, and 7 to
 * 15 digits in all. The spec only asks for the leading + and a country code; the length bounds
 * are E.164's and catch a lone "+" or a typo such as "+43".
 */
const INTERNATIONAL = /^\+[1-9]\d{6,14}$/;

export const PHONE_INVALID_MESSAGE: string = commerceMessages['phone.error.invalid'];

/** Null when the number (normalized first) is valid, else the German message. */
export function phoneError(input: string): string | null {
  return INTERNATIONAL.test(normalizePhone(input)) ? null : PHONE_INVALID_MESSAGE;
}

export function isValidPhone(input: string): boolean {
  return phoneError(input) === null;
}
