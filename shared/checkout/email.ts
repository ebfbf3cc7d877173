/**
 * The one e-mail address check of the shop (order create, the checkout form, the back office's
 * order, the notification consumers): strict on purpose, because every address given with an
 * order receives the shop's e-mails. An address passes when it is
 * - at most 254 characters (RFC 5321: a path of 256 octets including the angle brackets), with
 *   a local part of 1–64 and a domain of at most 253 characters;
 * - exactly one `@`;
 * - a local part in dot-atom form (letters, digits and `!#$%&'*+/=?^_{|}~-`, dots not first, last
 *   or doubled); the apostrophe stays because real names have it (`o'brien@…`). Decision: no
 *   quoted local parts, no `"` or backtick, no angle brackets, spaces or control characters;
 * - a domain of at least two labels (letters, digits, hyphens inside, 1–63 characters each)
 *   whose last label is alphabetic (2+ letters) or an IDNA `xn--` label. Decision: ASCII only:
 *   SES takes only ASCII addresses, so a domain with umlauts must be typed in its `xn--` form.
 */

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const EMAIL_DOMAIN_MAX_LENGTH = 253;

const LOCAL_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_{|}~-]+$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LABEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** Whether `address` (exactly as given: no trimming here) is an e-mail address the shop writes to. */
export function isValidEmail(address: string): boolean {
  if (address.length === 0 || address.length > EMAIL_MAX_LENGTH) return false;
  const parts = address.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  if (local.length === 0 || local.length > EMAIL_LOCAL_MAX_LENGTH) return false;
  if (domain.length === 0 || domain.length > EMAIL_DOMAIN_MAX_LENGTH) return false;
  if (!local.split('.').every((atom) => LOCAL_ATOM.test(atom))) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  return TOP_LABEL.test(labels.at(-1)!);
}
