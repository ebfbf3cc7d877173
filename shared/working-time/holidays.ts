/**
 * The public holidays of Austria (Feiertagsruhegesetz 1957 §7, nationwide): on these days no
 * working time is scheduled, so a day off on a holiday is never missing time.
 *
 * Decisions: only the thirteen nationwide holidays count. Karfreitag is no longer a public holiday
 * since 2019 (a "persönlicher Feiertag" is taken as holiday); 24 and 31 December are working days
 * by law. Regional patron saints' days (e.g. Josef in Styria) are not public holidays.
 */
import { addDays, pad2, type LocalDate } from '../time/calendar';

export interface PublicHoliday {
  date: LocalDate;
  name: string;
}

/**
 * Easter Sunday of a Gregorian year (the "anonymous Gregorian" computus of Meeus/Jones/Butcher,
 * pure integer arithmetic, valid for every Gregorian year).
 */
export function easterSunday(year: number): LocalDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

const cache = new Map<number, PublicHoliday[]>();

/** The nationwide public holidays of a year, in calendar order. */
export function austrianPublicHolidays(year: number): PublicHoliday[] {
  const known = cache.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const fixed = (month: number, day: number, name: string): PublicHoliday => ({ date: `${year}-${pad2(month)}-${pad2(day)}`, name });
  const moving = (daysAfterEaster: number, name: string): PublicHoliday => ({ date: addDays(easter, daysAfterEaster), name });
  const holidays = [
    fixed(1, 1, 'Neujahr'),
    fixed(1, 6, 'Heilige Drei Könige'),
    moving(1, 'Ostermontag'),
    fixed(5, 1, 'Staatsfeiertag'),
    moving(39, 'Christi Himmelfahrt'),
    moving(50, 'Pfingstmontag'),
    moving(60, 'Fronleichnam'),
    fixed(8, 15, 'Mariä Himmelfahrt'),
    fixed(10, 26, 'Nationalfeiertag'),
    fixed(11, 1, 'Allerheiligen'),
    fixed(12, 8, 'Mariä Empfängnis'),
    fixed(12, 25, 'Christtag'),
    fixed(12, 26, 'Stefanitag'),
  ].sort((x, y) => (x.date < y.date ? -1 : 1));
  cache.set(year, holidays);
  return holidays;
}

/** The public holiday on a date, if it is one. */
export function publicHolidayOn(date: LocalDate): PublicHoliday | undefined {
  return austrianPublicHolidays(Number(date.slice(0, 4))).find((holiday) => holiday.date === date);
}
