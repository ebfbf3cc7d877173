/** How the analytics log screens name an entry's parts (./AnalyticsLogPage.tsx, ./AnalyticsLogEntryPage.tsx). */
import { ANALYTICS_TYPES, type AnalyticsLogEntry } from '#shared/schemas/analytics.ts';
import { t } from '../i18n';

const TYPE_KEYS = {
  'page-view': 'analyticsAdmin.type.page-view',
  event: 'analyticsAdmin.type.event',
  'device-info': 'analyticsAdmin.type.device-info',
} as const;

/** The German name of a type; an unknown stored type as it is. */
export function typeLabel(type: string): string {
  return type in TYPE_KEYS ? t(TYPE_KEYS[type as keyof typeof TYPE_KEYS]) : type;
}

export const typeOptions = () => ANALYTICS_TYPES.map((type) => ({ value: type, label: typeLabel(type) }));

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The row's title: the page, or the event, or the device. */
export function entryTitle(entry: AnalyticsLogEntry): string {
  if (entry.type === 'event') return t('analyticsAdmin.event', { category: entry.category ?? '–', action: entry.action ?? '–' });
  if (entry.type === 'device-info') {
    const scheme = entry.data.colorScheme === 'dark' ? t('analyticsAdmin.colorScheme.dark') : t('analyticsAdmin.colorScheme.light');
    return t('analyticsAdmin.device', { screen: text(entry.data.screen) || '–', colorScheme: scheme });
  }
  return text(entry.data.path) || '–';
}

/** A short second line: where a page view came from. */
export function entryDetail(entry: AnalyticsLogEntry): string {
  if (entry.type === 'page-view' && entry.data.previousPath) return t('analyticsAdmin.from', { path: text(entry.data.previousPath) });
  if (entry.type === 'page-view' && entry.data.referrerHost) return t('analyticsAdmin.from', { path: text(entry.data.referrerHost) });
  if (entry.type !== 'page-view') return text(entry.data.path);
  return '';
}

export const deviceLabel = (entry: AnalyticsLogEntry): string => [text(entry.data.browser), text(entry.data.os)].filter(Boolean).join(' / ');

/** The stored fields the detail lists, in this order, with their labels. */
export const DETAIL_FIELDS = [
  ['path', 'analyticsAdmin.field.path'],
  ['previousPath', 'analyticsAdmin.field.previousPath'],
  ['landing', 'analyticsAdmin.field.landing'],
  ['branch', 'analyticsAdmin.field.branch'],
  ['referrerHost', 'analyticsAdmin.field.referrerHost'],
  ['label', 'analyticsAdmin.field.label'],
  ['screen', 'analyticsAdmin.field.screen'],
  ['dpr', 'analyticsAdmin.field.dpr'],
  ['colorScheme', 'analyticsAdmin.field.colorScheme'],
  ['browser', 'analyticsAdmin.field.browser'],
  ['os', 'analyticsAdmin.field.os'],
  ['visitor', 'analyticsAdmin.field.visitor'],
] as const;

/** A stored value as the detail shows it. */
export function fieldValue(name: string, value: unknown): string {
  if (value === true) return t('analyticsAdmin.yes');
  if (name === 'colorScheme') return value === 'dark' ? t('analyticsAdmin.colorScheme.dark') : t('analyticsAdmin.colorScheme.light');
  if (name === 'dpr' && typeof value === 'number') return value.toLocaleString('de-AT');
  return text(value);
}
