/**
 * Appointment slots (storefront.md §5 "Appointment", §9 "Time slots"): the times a customer can
 * pick, on a 5-minute grid of the shop's wall clock, inside opening hours (delivery hours for a
 * delivery), from the earliest possible time (see lead-time.ts) for 90 days (appointments) or
 * 180 days (the general timeslot helper).
 *
 * Work is done per day from the day's open intervals, never by testing every 5-minute point
 * against the rules: 90 days × 288 slots take a few milliseconds. A slot's instant is plain
 * arithmetic from the day's UTC offsets (Intl is asked twice per day, more on a switch day). Wall-clock
 * times that do not exist (02:00–02:55 on the spring switch day) are no slots; times that occur
 * twice (02:00–02:55 in autumn) are one slot each, at the first occurrence when it is still ahead.
 */
import { compileRules, type OpeningHoursRules } from '../hours/rules';
import { localIntervals } from '../hours/timeline';
import { deliveryRules, type BranchHours } from '../hours/branch';
import { MINUTES_PER_DAY, formatMinuteOfDay, localDateOfDayIndex, localMinuteOf, offsetMs, transitionBetween, type LocalDate } from '../time';
import { SLOT_STEP_MINUTES, earliestSlotTime, type EarliestOptions } from './lead-time';

/** storefront.md §9: appointment dates for 90 days; the general helper looks 180 days ahead. */
export const APPOINTMENT_DAYS = 90;
export const TIMESLOT_DAYS = 180;

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;

export interface Slot {
  at: Date;
  /** Local date 'YYYY-MM-DD'. */
  date: LocalDate;
  /** Local time 'HH:mm'. */
  time: string;
}

export interface SlotDay {
  date: LocalDate;
  slots: Slot[];
}

export interface SlotOptions extends EarliestOptions {
  /** Days from today (inclusive) that are offered. */
  days?: number;
}

/**
 * The UTC offsets around a local day and the instant of the switch between them, if any. Every
 * instant of a local day lies within 15 hours of its UTC midnight (offsets are −12 h … +14 h).
 */
interface DayOffsets {
  before: number;
  after: number;
  switchAt: number;
}

function dayOffsets(dayIndex: number, timeZone: string): DayOffsets {
  const low = dayIndex * MS_PER_DAY - 15 * MS_PER_HOUR;
  const high = (dayIndex + 1) * MS_PER_DAY + 15 * MS_PER_HOUR;
  const before = offsetMs(low, timeZone);
  const after = offsetMs(high, timeZone);
  return { before, after, switchAt: before === after ? Infinity : transitionBetween(low, high, timeZone) };
}

/**
 * The instants of a wall-clock minute on a day: none when the spring switch skips it, two when the
 * autumn switch repeats it (earlier first), else one. Arithmetic only.
 */
function instantsOf(minute: number, offsets: DayOffsets): number[] {
  const local = minute * MS_PER_MINUTE;
  const withBefore = local - offsets.before;
  const withAfter = local - offsets.after;
  const instants: number[] = [];
  if (withBefore < offsets.switchAt) instants.push(withBefore);
  if (withAfter >= offsets.switchAt && withAfter !== withBefore) instants.push(withAfter);
  return instants.sort((a, b) => a - b);
}

/** Slots of the rules from the earliest possible time on, grouped by day; days without slots are left out. */
export function availableSlots(rules: OpeningHoursRules, now: Date, timeZone: string, options: SlotOptions = {}): SlotDay[] {
  const { days = TIMESLOT_DAYS, stepMinutes = SLOT_STEP_MINUTES } = options;
  const earliest = earliestSlotTime(now, timeZone, options).getTime();
  const today = Math.floor(localMinuteOf(now, timeZone) / MINUTES_PER_DAY);
  const lastDay = today + days - 1;
  const end = (lastDay + 1) * MINUTES_PER_DAY;
  // The local minute of `earliest`, less an hour: in the repeated autumn hour a later instant can
  // have an earlier wall-clock time; the instant check below does the exact cut.
  const from = Math.max(today * MINUTES_PER_DAY, localMinuteOf(new Date(earliest), timeZone) - 60);

  const result: SlotDay[] = [];
  let currentDay = -1;
  let offsets: DayOffsets = { before: 0, after: 0, switchAt: Infinity };
  let slots: Slot[] = [];
  let date = '';

  for (const range of localIntervals([compileRules(rules)], today, lastDay)) {
    const first = Math.ceil(Math.max(range.from, from) / stepMinutes) * stepMinutes;
    const stop = Math.min(range.to, end);
    for (let minute = first; minute < stop; minute += stepMinutes) {
      const day = Math.floor(minute / MINUTES_PER_DAY);
      if (day !== currentDay) {
        currentDay = day;
        offsets = dayOffsets(day, timeZone);
        date = localDateOfDayIndex(day);
        slots = [];
        result.push({ date, slots });
      }
      // The first occurrence that is not before the earliest time; none in the spring gap.
      const at = instantsOf(minute, offsets).find((instant) => instant >= earliest);
      if (at !== undefined) slots.push({ at: new Date(at), date, time: formatMinuteOfDay(minute) });
    }
  }
  return result.filter((day) => day.slots.length > 0);
}

/** Rules that decide an appointment: delivery hours for a delivery (when enabled), else opening hours. */
export function appointmentRules(branch: BranchHours, isDelivery: boolean): OpeningHoursRules {
  return isDelivery ? deliveryRules(branch) : branch.openingHours;
}

/** The checkout's appointment slots: 90 days, 5-minute steps, 15-minute gap, product lead times. */
export function appointmentSlots(branch: BranchHours, isDelivery: boolean, now: Date, timeZone: string, options: Omit<SlotOptions, 'days'> = {}): SlotDay[] {
  return availableSlots(appointmentRules(branch, isDelivery), now, timeZone, { ...options, days: APPOINTMENT_DAYS });
}

/** The slots of one local date (empty: 'Zum ausgewählten Tag sind keine Termine verfügbar.'). */
export function slotsOn(days: readonly SlotDay[], date: LocalDate): Slot[] {
  return days.find((day) => day.date === date)?.slots ?? [];
}

/** Whether `at` is one of the offered slots (the time picker warns otherwise). */
export function isSlotAvailable(days: readonly SlotDay[], at: Date): boolean {
  const ms = at.getTime();
  return days.some((day) => day.slots.some((slot) => slot.at.getTime() === ms));
}
