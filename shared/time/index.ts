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
  type LocalDate,
} from './calendar';
export {
  instantOfLocalMinute,
  isValidTimeZone,
  localDateOf,
  localMinuteOf,
  offsetMs,
  transitionBetween,
  zonedInstant,
  type Disambiguation,
} from './zone';
export {
  WEEKDAYS,
  formatDate,
  formatDateTime,
  formatTime,
  monthName,
  relativeDay,
  weekdayName,
  type RelativeDay,
  type Weekday,
} from './format';
