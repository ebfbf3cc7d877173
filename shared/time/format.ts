/** German date and time texts (storefront.md §9: "Date format DD.MM.YYYY HH:mm"). */
import { createLookup } from '../i18n/lookup';
import { timeMessages } from '../i18n/time';
import { MINUTES_PER_DAY, dayIndexOf, formatLocalDate, formatMinuteOfDay, localDateOfDayIndex, weekdayOf, WEEKDAYS, type LocalDate } from './calendar';
import { localMinuteOf } from './zone';

// Only the areas this module's texts come from, so server bundles do not carry the whole customer catalogue.
const t = createLookup(timeMessages);

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const;

/** 'Montag' … 'Sonntag' (long) or 'Mo' … 'So' (short); weekday 0 = Monday. */
export function weekdayName(weekday: number, style: 'long' | 'short' = 'long'): string {
  const name = WEEKDAYS[weekday];
  if (name === undefined) throw new RangeError(`Ungültiger Wochentag: ${weekday}`);
  return style === 'long' ? t(`time.weekday.${name}`) : t(`time.weekdayShort.${name}`);
}

/** 'Januar' … 'Dezember'; month 1 = January. */
export function monthName(month: number): string {
  const name = MONTHS[month - 1];
  if (name === undefined) throw new RangeError(`Ungültiger Monat: ${month}`);
  return t(`time.month.${name}`);
}

/** 'DD.MM.YYYY' of an instant in the zone. */
export function formatDate(instant: Date, timeZone: string): string {
  return formatLocalDate(localDateOfDayIndex(Math.floor(localMinuteOf(instant, timeZone) / MINUTES_PER_DAY)));
}

/** 'HH:mm' of an instant in the zone. */
export function formatTime(instant: Date, timeZone: string): string {
  return formatMinuteOfDay(localMinuteOf(instant, timeZone));
}

/** 'DD.MM.YYYY HH:mm' of an instant in the zone. */
export function formatDateTime(instant: Date, timeZone: string): string {
  return `${formatDate(instant, timeZone)} ${formatTime(instant, timeZone)}`;
}

/**
 * An ISO instant as date and time of the shop: '04.05.2030 um 14:45 Uhr' (status page, order
 * detail). An unreadable value stays as it is.
 */
export function formatInstant(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return t('status.dateTime', { date: formatDate(instant, timeZone), time: formatTime(instant, timeZone) });
}

/**
 * How a status line names a coming day: 'heute', 'morgen', else the weekday name ('Montag').
 * Next openings are at most 72 hours ahead, so the weekday alone is unambiguous.
 */
export type RelativeDay = { kind: 'today' } | { kind: 'tomorrow' } | { kind: 'weekday'; name: string };

export function relativeDay(date: LocalDate, today: LocalDate): RelativeDay {
  const diff = dayIndexOf(date) - dayIndexOf(today);
  if (diff === 0) return { kind: 'today' };
  if (diff === 1) return { kind: 'tomorrow' };
  return { kind: 'weekday', name: weekdayName(weekdayOf(date)) };
}
