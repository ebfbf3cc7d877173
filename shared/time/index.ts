/** Zoned date helpers: every function takes the instant and the IANA time zone as arguments. */
export {
  MINUTES_PER_DAY,
  addDays,
  dayIndexOf,
  formatLocalDate,
  formatMinuteOfDay,
  localDateOfDayIndex,
  parseLocalDate,
  parseTimeOfDay,
  weekdayOf,
  weekdayOfDayIndex,
  WEEKDAYS,
  type LocalDate,
  type Weekday,
} from './calendar';
export {
  DEFAULT_TIME_ZONE,
  instantOfLocalMinute,
  isValidTimeZone,
  localDateOf,
  localMinuteOf,
  offsetMs,
  transitionBetween,
  zonedInstant,
  type Disambiguation,
} from './zone';
export { formatDate, formatDateTime, formatInstant, formatTime, monthName, relativeDay, weekdayName, type RelativeDay } from './format';
