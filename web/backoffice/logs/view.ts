/** How the audit log screens name entries and show values (pure, tested in view.test.ts). */
import { isMessageKey } from '#shared/i18n/index.ts';
import { pathLabel, type FieldChange, type PathSegment } from '#shared/audit/diff.ts';
import type { AuditEntry } from '#shared/audit/entry.ts';
import { formatMoney, money } from '#shared/money/money.ts';
import { routeGroups } from '#functions/manifest.ts';
import { t, type PlainMessageKey } from '../i18n';

/** The German name of an API area (`products` → 'Produkt'), or the area's own name. */
export function resourceLabel(resource: string): string {
  const key = `api.resource.${resource}`;
  return isMessageKey(key) ? t(key as PlainMessageKey) : resource;
}

/** The areas staff can write through (every route group with a write route): the area filter's options. */
export function writableResources(): Array<{ value: string; label: string }> {
  return routeGroups
    .filter((group) => group.routes.some((route) => route.method !== 'GET' && (route.access === 'staff' || route.access === 'admin')))
    .map((group) => ({ value: group.name, label: resourceLabel(group.name) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'de'));
}

const ACTION_KEYS: Record<string, PlainMessageKey> = {
  create: 'auditAdmin.action.create',
  update: 'auditAdmin.action.update',
  delete: 'auditAdmin.action.delete',
};

/** 'Geändert', 'Angelegt', 'Gelöscht'; a route's own action as it is named (`status/confirm`). */
export function actionLabel(action: string): string {
  const key = ACTION_KEYS[action];
  return key ? t(key) : action;
}

/** The record's name, or 'Datensatz <id>' for a record without one. */
export function recordLabel(entry: Pick<AuditEntry, 'recordName' | 'recordId'>): string {
  return entry.recordName ?? t('auditAdmin.unnamed', { id: entry.recordId });
}

/** Fields holding an amount of money (`price`, `deliveryPrice`, `minimumOrderValue` …): shown as euros. */
const MONEY_FIELD = /price$|value$|fee$/i;

/**
 * A logged value as text: amounts of a money field as euros ('11,90 €'), other numbers with a
 * decimal comma, yes/no, texts as they are, lists and objects as JSON.
 */
export function valueText(value: unknown, path: readonly PathSegment[] = []): string {
  if (value === undefined || value === null || value === '') return t('auditAdmin.detail.empty');
  const field = [...path].reverse().find((segment) => typeof segment === 'string');
  if (typeof value === 'number' && typeof field === 'string' && MONEY_FIELD.test(field)) return formatMoney(money(value));
  if (typeof value === 'number') return value.toLocaleString('de-AT', { maximumFractionDigits: 6 });
  if (typeof value === 'boolean') return value ? t('auditAdmin.yes') : t('auditAdmin.no');
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The German name of a changed field where the catalogue has one (`price` → 'Preis'; a stored
 * hash by the name of what it hashes, `apiKeyHash` → 'API-Schlüssel'), with the path when it is
 * deeper than one field (`Preis (variants.1.price)`); else the path as stored.
 */
export function fieldLabel(path: readonly PathSegment[]): string {
  const last = [...path].reverse().find((segment): segment is string => typeof segment === 'string');
  const key = last === undefined ? undefined : `api.field.${last.replace(/Hash$/, '')}`;
  if (!key || !isMessageKey(key)) return pathLabel(path);
  const name = t(key as PlainMessageKey);
  return path.length === 1 ? name : `${name} (${pathLabel(path)})`;
}

export interface ChangeRow {
  field: string;
  before: string;
  after: string;
  redacted: boolean;
}

export function changeRows(changes: readonly FieldChange[]): ChangeRow[] {
  return changes.map((change) =>
    change.redacted
      ? { field: fieldLabel(change.path), before: '', after: t('auditAdmin.detail.redacted'), redacted: true }
      : { field: fieldLabel(change.path), before: valueText(change.before, change.path), after: valueText(change.after, change.path), redacted: false },
  );
}
