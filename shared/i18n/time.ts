/** German names of weekdays and months (backoffice.md §9: "Weekdays and months are translated into German"). */
export const timeMessages = {
  'time.weekday.monday': 'Montag',
  'time.weekday.tuesday': 'Dienstag',
  'time.weekday.wednesday': 'Mittwoch',
  'time.weekday.thursday': 'Donnerstag',
  'time.weekday.friday': 'Freitag',
  'time.weekday.saturday': 'Samstag',
  'time.weekday.sunday': 'Sonntag',
  // Short names as in the date picker header ('Mo' to 'So', storefront.md §2).
  'time.weekdayShort.monday': 'Mo',
  'time.weekdayShort.tuesday': 'Di',
  'time.weekdayShort.wednesday': 'Mi',
  'time.weekdayShort.thursday': 'Do',
  'time.weekdayShort.friday': 'Fr',
  'time.weekdayShort.saturday': 'Sa',
  'time.weekdayShort.sunday': 'So',
  'time.month.january': 'Januar',
  'time.month.february': 'Februar',
  'time.month.march': 'März',
  'time.month.april': 'April',
  'time.month.may': 'Mai',
  'time.month.june': 'Juni',
  'time.month.july': 'Juli',
  'time.month.august': 'August',
  'time.month.september': 'September',
  'time.month.october': 'Oktober',
  'time.month.november': 'November',
  'time.month.december': 'Dezember',
  'time.today': 'heute',
  'time.tomorrow': 'morgen',
  // Column header of the ISO week numbers in the date picker (Kalenderwoche).
  'time.calendarWeek': 'KW',
  // A date with its time (shared/time/format.ts `formatInstant`: status page, order detail). Its key
  // is older than this area.
  'status.dateTime': '{date} um {time} Uhr',
} as const;
