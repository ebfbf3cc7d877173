/**
 * Validation of a chosen appointment (storefront.md §5), the same on the checkout page and in the
 * order API: required when the branch says so, not earlier than the order can be ready, within
 * the offered days, and inside opening hours (delivery hours for a delivery).
 */
import { t } from '../i18n';
import { isOpenAt } from '../hours/timeline';
import type { BranchHours } from '../hours/branch';
import { MINUTES_PER_DAY, formatDate, formatTime, localMinuteOf } from '../time';
import { earliestSlotTime, type LeadTimeFields } from './lead-time';
import { APPOINTMENT_DAYS, appointmentRules } from './slots';

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
}

/** null when the appointment is acceptable; an invalid Date counts as missing. */
export function validateAppointment(appointment: Date | null | undefined, context: AppointmentContext): AppointmentError | null {
  const { branch, isDelivery, now, timeZone, products } = context;
  if (!appointment || Number.isNaN(appointment.getTime())) {
    return branch.isAppointmentRequired ? { code: 'appointment.required', message: t('checkout.error.appointment') } : null;
  }
  const earliest = earliestSlotTime(now, timeZone, { products });
  if (appointment < earliest) {
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
