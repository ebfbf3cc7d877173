/**
 * Field-level changes of a record for the audit log (backoffice.md §7 "logs"): what a staff save
 * changed, as `{ path, before, after }` per changed leaf, with secrets left out.
 *
 *   diff({ name: 'Käsekrainer', price: 390 }, { name: 'Käsekrainer', price: 420 })
 *     → [{ path: ['price'], before: 390, after: 420 }]
 *
 * - Plain objects are compared key by key; arrays of the same length index by index (a changed
 *   variant price shows as `variants.1.price`); an array whose length changed is one change of the
 *   whole array (which element "moved" is a guess a log should not make).
 * - An absent value is `undefined` (a created record has every field "after" only, a deleted one
 *   every field "before" only); `applyChanges(before, diff(before, after))` gives `after` back.
 * - Secret fields (`isSecretField`: hashes, passwords, tokens, keys) are never copied: a change
 *   under one is `{ path, redacted: true }` without values, so the log says that a key was
 *   replaced but not what it was.
 */

export type PathSegment = string | number;

export interface FieldChange {
  path: PathSegment[];
  before?: unknown;
  after?: unknown;
  /** A secret field changed; its values are not recorded. */
  redacted?: true;
}

/**
 * Field names whose values never go into the log. A deny-list of patterns rather than the
 * policies' `secrets` alone, so a secret field added later is kept out without anyone
 * remembering the log (a false positive only hides a value, it never leaks one).
 */
const SECRET_FIELD_PATTERNS: readonly RegExp[] = [
  /hash$/i,
  /password/i,
  /passwort/i,
  /token/i,
  /secret/i,
  /^key$/i,
  /apikey/i,
  /privatekey/i,
  /credential/i,
  /^pin$/i,
];

export function isSecretField(name: string): boolean {
  return SECRET_FIELD_PATTERNS.some((pattern) => pattern.test(name));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

/** The value with every secret field (at any depth) taken out. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (isSecretField(key) ? [] : [[key, withoutSecrets(item)]])));
}

function collect(before: unknown, after: unknown, path: PathSegment[], changes: FieldChange[]): void {
  if (sameValue(before, after)) return;
  const name = path.at(-1);
  if (typeof name === 'string' && isSecretField(name)) {
    changes.push({ path, redacted: true });
    return;
  }
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    for (const key of keys) collect(before[key], after[key], [...path, key], changes);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    before.forEach((item, index) => collect(item, after[index], [...path, index], changes));
    return;
  }
  const change: FieldChange = { path };
  if (before !== undefined) change.before = withoutSecrets(before);
  if (after !== undefined) change.after = withoutSecrets(after);
  changes.push(change);
}

/** The changed leaves from `before` to `after` (either may be undefined: a create or a delete). */
export function diff(before: unknown, after: unknown): FieldChange[] {
  const changes: FieldChange[] = [];
  collect(before, after, [], changes);
  return changes;
}

function setAt(target: unknown, path: readonly PathSegment[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [PathSegment, ...PathSegment[]];
  if (Array.isArray(target) && typeof head === 'number') {
    const copy = [...target];
    copy[head] = setAt(copy[head], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> = isPlainObject(target) ? { ...target } : {};
  const next = setAt(copy[head], rest, value);
  if (next === undefined) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** `before` with the changes applied; redacted changes carry no value and are skipped. */
export function applyChanges(before: unknown, changes: readonly FieldChange[]): unknown {
  return changes.reduce((value, change) => (change.redacted ? value : setAt(value, change.path, change.after)), before);
}

/** Values longer than this many characters are cut in the log (an item holds at most 400 KB). */
export const MAX_LOGGED_TEXT = 1000;

/**
 * The changes as the log keeps them: long texts (a page's rich text) cut to MAX_LOGGED_TEXT
 * characters with '…', so one entry stays small whatever the record holds.
 */
export function boundedChanges(changes: readonly FieldChange[]): FieldChange[] {
  const bound = (value: unknown): unknown => {
    if (value === undefined) return undefined;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (text.length <= MAX_LOGGED_TEXT) return value;
    return `${text.slice(0, MAX_LOGGED_TEXT)}…`;
  };
  return changes.map((change) => {
    if (change.redacted) return change;
    const bounded: FieldChange = { path: change.path };
    if (change.before !== undefined) bounded.before = bound(change.before);
    if (change.after !== undefined) bounded.after = bound(change.after);
    return bounded;
  });
}

/** `variants.1.price`: a path as the log screen shows it. */
export const pathLabel = (path: readonly PathSegment[]): string => path.join('.');
