/**
 * The pure rules of the staff accounts: which Cognito groups change, whether a change would leave
 * the shop without an administrator, the temporary password and the e-mail that carries it.
 */
import { ROLES, type Role } from '#shared/schemas/user.ts';
import { apiMessages } from '#shared/i18n/api.ts';
import { createLookup } from '#shared/i18n/lookup.ts';

// The e-mails' texts are API texts; the whole catalogue (shared/i18n/index.ts) would bundle the storefront's areas.
const t = createLookup(apiMessages);

/** The groups to join and to leave so that the account's groups are the record's roles. */
export function groupChanges(before: readonly string[], after: readonly string[]): { add: Role[]; remove: Role[] } {
  const roles = (list: readonly string[]) => ROLES.filter((role) => list.includes(role));
  const was = roles(before);
  const will = roles(after);
  return { add: will.filter((role) => !was.includes(role)), remove: was.filter((role) => !will.includes(role)) };
}

export interface AccountState {
  id: string;
  roles?: readonly string[];
  isEnabled?: boolean;
}

/** An administrator who can sign in: ROLE_ADMIN and not disabled (a record without the flag is enabled). */
export const isActiveAdmin = (user: AccountState): boolean => (user.roles ?? []).includes('ROLE_ADMIN') && user.isEnabled !== false;

/**
 * Whether replacing `target` by `next` (undefined: deleting it) leaves no active administrator
 * among `users` (every stored user, `target` among them). Decision: the rule is about the shop,
 * not the caller: whoever is the last active administrator cannot be disabled, demoted or deleted,
 * so an administrator cannot lock the shop out, themselves included.
 */
export function leavesNoAdmin(users: readonly AccountState[], target: AccountState, next: AccountState | undefined): boolean {
  if (!isActiveAdmin(target) || (next && isActiveAdmin(next))) return false;
  return !users.some((user) => user.id !== target.id && isActiveAdmin(user));
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!#$%&*+-=?@';
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;
export const TEMPORARY_PASSWORD_LENGTH = 16;

/**
 * A temporary password that meets the pool's policy (infra/stacks/auth-stack.ts: 12 characters
 * with lower and upper case, a digit and a symbol): 16 characters, one of each class, the rest
 * from all of them, shuffled. `randomIndex(n)` answers an integer in [0, n) (crypto.randomInt on
 * the server). Letters and digits that look alike (l, I, O, 0, 1) are left out: people type it
 * from an e-mail.
 */
export function temporaryPassword(randomIndex: (below: number) => number): string {
  const pick = (alphabet: string) => alphabet[randomIndex(alphabet.length)]!;
  const characters = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (characters.length < TEMPORARY_PASSWORD_LENGTH) characters.push(pick(ALL));
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomIndex(index + 1);
    [characters[index], characters[other]] = [characters[other]!, characters[index]!];
  }
  return characters.join('');
}

/** Days a temporary password is valid (the pool's tempPasswordValidity). */
export const TEMPORARY_PASSWORD_DAYS = 3;

export interface PasswordMail {
  kind: 'invite' | 'reset';
  shop: string;
  name: string;
  username: string;
  password: string;
  /** The back office's sign-in address, when the shop's public origin is known. */
  signInUrl?: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** The German e-mail with the temporary password (plain text and HTML with the same lines). */
export function passwordMail(mail: PasswordMail): { subject: string; text: string; html: string } {
  const subject = t(mail.kind === 'invite' ? 'api.users.mail.inviteSubject' : 'api.users.mail.resetSubject', { shop: mail.shop });
  const lines = [
    t('api.users.mail.greeting', { name: mail.name }),
    t(mail.kind === 'invite' ? 'api.users.mail.invite' : 'api.users.mail.reset'),
    t('api.users.mail.username', { username: mail.username }),
    t('api.users.mail.password', { password: mail.password }),
    ...(mail.signInUrl ? [t('api.users.mail.signIn', { url: mail.signInUrl })] : []),
    t('api.users.mail.validity', { days: TEMPORARY_PASSWORD_DAYS }),
    mail.shop,
  ];
  return { subject, text: lines.join('\n\n'), html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n') };
}
