/**
 * The normalised search keys of a customer (functions/db/ACCESS_PATTERNS.md "Customer search"):
 * the back office finds a customer by a prefix of a name word, of the e-mail address or of the
 * phone number, each answered by one Query on the customer's search items, never by a scan.
 *
 * Decisions:
 * - Name words are folded: lower case, accents dropped, ß → ss ("Müller" and "muller" meet).
 *   Words come from first name, last name and company name; a word is cut at 40 characters and a
 *   customer has at most 12 words (the search items go into the customer's write transaction).
 * - E-mail addresses compare in lower case (what people type; no provider treats case as different).
 * - Phone numbers compare as E.164 digits without the plus ("+43 664 1234567" → "436641234567").
 *   A national number (leading 0) is taken as one of the customer's country (AT when unknown: the
 *   shop is in Styria); digits without 0 or + in a search are a national number without its 0
 *   ("664 123" finds +43 664 123…). Only prefixes match: the end of a number alone finds nothing.
 */
import { normalizePhone } from '../phone/phone';

/** Most name words one customer is found by. */
export const MAX_NAME_WORDS = 12;
/** Longest word kept in a name key. */
export const MAX_WORD_LENGTH = 40;
/** Fewest digits a search term needs to count as a phone number. */
export const MIN_PHONE_DIGITS = 3;

/** International dialling codes of the countries a customer may have (shared/schemas/common.ts COUNTRIES). */
export const COUNTRY_DIALLING_CODES: Readonly<Record<string, string>> = { AT: '43', DE: '49', CH: '41', LI: '423' };

/** Lower case, accents dropped, ß → ss: "Größer Čapek" → "grosser capek". */
export function foldText(value: string): string {
  return value.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');
}

/** The folded words of a text, each at most MAX_WORD_LENGTH long, without repeats, in order. */
export function nameWords(text: string): string[] {
  const words = foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)];
}

/** The e-mail key: trimmed, lower case; undefined for an empty address. */
export function emailKey(email: string | undefined): string | undefined {
  const key = email?.trim().toLowerCase();
  return key ? key : undefined;
}

/**
 * The phone key: E.164 digits without the plus. "+43 316 123456", "0043 316 123456" and (for AT)
 * "0316 123456" are all "43316123456". Undefined when fewer than MIN_PHONE_DIGITS digits remain.
 */
export function phoneKey(phone: string | undefined, country = 'AT'): string | undefined {
  if (!phone) return undefined;
  const normalized = normalizePhone(phone);
  const digits = normalized.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return undefined;
  if (normalized.startsWith('+')) return digits;
  const code = COUNTRY_DIALLING_CODES[country] ?? COUNTRY_DIALLING_CODES.AT;
  return `${code}${digits.replace(/^0/, '')}`;
}

/** The contact fields a customer is found by. */
export interface CustomerContact {
  firstName?: string;
  lastName?: string;
  companyName?: string;
  email?: string;
  phone?: string;
  country?: string;
}

export interface CustomerSearchKeys {
  names: string[];
  email?: string;
  phone?: string;
}

/** Every search key of a customer: name words (first, last, company name), e-mail, phone. */
export function customerSearchKeys(customer: CustomerContact): CustomerSearchKeys {
  const names = nameWords([customer.firstName, customer.lastName, customer.companyName].filter(Boolean).join(' ')).slice(0, MAX_NAME_WORDS);
  const email = emailKey(customer.email);
  const phone = phoneKey(customer.phone, customer.country);
  return { names, ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
}

/** What a search term asks for: the query runs on one kind of key. */
export type CustomerSearch = { kind: 'email'; prefix: string } | { kind: 'phone'; prefix: string } | { kind: 'name'; words: string[] };

const PHONE_LIKE = /^[\d\s+()/.-]+$/;

/**
 * How a search term is looked up: with an @ as an e-mail prefix, made of digits (and + ( ) / - .
 * spaces) with at least MIN_PHONE_DIGITS digits as a phone prefix, else as name word prefixes
 * ("gru jo" finds Josef Gruber). Undefined for a term with nothing to search by.
 */
export function classifySearch(term: string | undefined): CustomerSearch | undefined {
  const trimmed = term?.trim() ?? '';
  if (trimmed === '') return undefined;
  if (trimmed.includes('@')) return { kind: 'email', prefix: trimmed.toLowerCase() };
  if (PHONE_LIKE.test(trimmed) && trimmed.replace(/\D/g, '').length >= MIN_PHONE_DIGITS) {
    const prefix = phoneKey(trimmed);
    if (prefix) return { kind: 'phone', prefix };
  }
  const words = nameWords(trimmed);
  return words.length > 0 ? { kind: 'name', words } : undefined;
}

/**
 * The word of a name search that is queried: the longest (the fewest customers share it); the
 * others are checked on the customers found (`matchesNameSearch`).
 */
export function queriedWord(words: readonly string[]): string {
  return words.reduce((longest, word) => (word.length > longest.length ? word : longest), '');
}

/** Whether every searched word is the start of one of the customer's name words. */
export function matchesNameSearch(customer: CustomerContact, words: readonly string[]): boolean {
  const own = customerSearchKeys(customer).names;
  return words.every((word) => own.some((name) => name.startsWith(word.slice(0, MAX_WORD_LENGTH))));
}

/** The sort key of the customer list by name: last name, then first name, folded. */
export function customerSortName(customer: CustomerContact): string {
  return `${foldText(customer.lastName ?? '').trim()} ${foldText(customer.firstName ?? '').trim()}`;
}
