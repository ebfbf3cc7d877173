/**
 * Validation of a chosen appointment (storefront.md §5), the same on the checkout page and in the
 * order API: required when the branch says so, not earlier than the order can be ready, within
 * the offered days, and inside opening hours (delivery hours for a delivery).
 */
import { createLookup } from '../i18n/lookup';
import { slotsMessages } from '../i18n/slots';
import { commerceMessages } from '../i18n/commerce';
import { isOpenAt } from '../hours/timeline';
import type { BranchHours } from '../hours/branch';
import { MINUTES_PER_DAY, formatDate, formatTime, localMinuteOf } from '../time';
import { earliestSlotTime, type LeadTimeFields } from './lead-time';
import { APPOINTMENT_DAYS, appointmentRules } from './slots';

// Only the areas this module's texts come from, so server bundles do not carry the whole customer catalogue.
const t = createLookup({ ...slotsMessages, ...commerceMessages });

export type AppointmentErrorCode = 'appointment.required' | 'appointment.closed' | 'appointment.tooEarly' | 'appointment.tooLate';

export interface AppointmentError {
  /** The API returns it as the error code with field appointmentDate. */
  code: AppointmentErrorCode;
  message: string;
}

export interface AppointmentContext {
  branch: BranchHours & { isAppointmentRequired?: boolean | null };
  isDelivery: boolean;
  now: Date;
  timeZone: string;
  products?: readonly LeadTimeFields[];
  /**
   * Minutes an appointment may lie before the earliest time (the order API passes
   * ORDER_FORM_GRACE_MINUTES): the slot a customer picked stays good while they fill in the form.
   */
  graceMinutes?: number;
}

/**
 * Decision (spec silent): a slot offered when the customer picked it is still accepted up to 10
 * minutes later. The first slot moves on every 5 minutes; without this, whoever takes a minute for
 * their address after picking "as early as possible" would be refused for the slot we offered.
 * The shop still gets at least the 15-minute gap less these 10 minutes to prepare.
 */
export const ORDER_FORM_GRACE_MINUTES = 10;

/** null when the appointment is acceptable; an invalid Date counts as missing. */
export function validateAppointment(appointment: Date | null | undefined, context: AppointmentContext): AppointmentError | null {
  const { branch, isDelivery, now, timeZone, products, graceMinutes = 0 } = context;
  if (!appointment || Number.isNaN(appointment.getTime())) {
    return branch.isAppointmentRequired ? { code: 'appointment.required', message: t('checkout.error.appointment') } : null;
  }
  const earliest = earliestSlotTime(now, timeZone, { products });
  const accepted = earliestSlotTime(new Date(now.getTime() - graceMinutes * 60_000), timeZone, { products });
  if (appointment < accepted) {
    const message = t('appointment.tooEarly', { date: formatDate(earliest, timeZone), time: formatTime(earliest, timeZone) });
    return { code: 'appointment.tooEarly', message };
  }
  const lastDay = Math.floor(localMinuteOf(now, timeZone) / MINUTES_PER_DAY) + APPOINTMENT_DAYS - 1;
  if (Math.floor(localMinuteOf(appointment, timeZone) / MINUTES_PER_DAY) > lastDay) {
    return { code: 'appointment.tooLate', message: t('appointment.tooLate', { days: APPOINTMENT_DAYS }) };
  }
  if (!isOpenAt(appointmentRules(branch, isDelivery), appointment, timeZone)) {
    return { code: 'appointment.closed', message: t('appointment.closed') };
  }
  return null;
}
