/**
 * The earliest moment an order can be ready (storefront.md §9 "Time slots"): now plus the
 * 15-minute gap plus the longest product lead time, rounded up to the 5-minute grid.
 *
 * Lead times in minutes and hours are real time; days and weeks are calendar days in the shop's
 * zone at the same wall-clock time ("2 days" ordered Monday 10:00 is Wednesday 10:00, also across
 * a daylight-saving switch). Closed hours are not skipped: a butcher who needs 2 hours needs them
 * whether or not the shop is open, and the slot search then starts at the next open time.
 */
import type { LEAD_TIME_TYPES } from '../schemas/catalogue';
import { MINUTES_PER_DAY, instantOfLocalMinute, localMinuteOf } from '../time';

export type LeadTimeType = (typeof LEAD_TIME_TYPES)[number];

/** The lead-time fields of a product (storefront.md §3). */
export interface LeadTimeFields {
  isLeadTimeEnabled?: boolean | null;
  leadTimeType?: LeadTimeType | null;
  leadTimeValue?: number | null;
}

/** storefront.md §9: the general timeslot helper's 15-minute gap and 5-minute rounding. */
export const SLOT_GAP_MINUTES = 15;
export const SLOT_STEP_MINUTES = 5;

const MS_PER_MINUTE = 60_000;

/** `start` plus the product's lead time; `start` itself when lead time is off or not positive. */
export function addLeadTime(start: Date, product: LeadTimeFields, timeZone: string): Date {
  const value = product.leadTimeValue ?? 0;
  if (!product.isLeadTimeEnabled || !(value > 0)) return start;
  switch (product.leadTimeType) {
    case 'minutes':
      return new Date(start.getTime() + value * MS_PER_MINUTE);
    case 'hours':
      return new Date(start.getTime() + value * 60 * MS_PER_MINUTE);
    case 'days':
    case 'weeks': {
      const days = product.leadTimeType === 'weeks' ? value * 7 : value;
      const seconds = start.getTime() % MS_PER_MINUTE;
      const moved = instantOfLocalMinute(localMinuteOf(start, timeZone) + days * MINUTES_PER_DAY, timeZone, 'earlier');
      return new Date(moved.getTime() + seconds);
    }
    default:
      return start;
  }
}

export interface EarliestOptions {
  gapMinutes?: number;
  stepMinutes?: number;
  /** The products of the order; the longest lead time counts. */
  products?: readonly LeadTimeFields[];
}

/** now + gap + the longest lead time, rounded up to the next multiple of `stepMinutes`. */
export function earliestSlotTime(now: Date, timeZone: string, options: EarliestOptions = {}): Date {
  const { gapMinutes = SLOT_GAP_MINUTES, stepMinutes = SLOT_STEP_MINUTES, products = [] } = options;
  const base = new Date(now.getTime() + gapMinutes * MS_PER_MINUTE);
  let latest = base.getTime();
  for (const product of products) latest = Math.max(latest, addLeadTime(base, product, timeZone).getTime());
  // Rounding on the UTC grid equals rounding on the local grid for every zone whose offset is a
  // whole multiple of 5 minutes, which all current zones are.
  const step = stepMinutes * MS_PER_MINUTE;
  return new Date(Math.ceil(latest / step) * step);
}
