/** Appointment slots, lead times and appointment validation. */
export { SLOT_GAP_MINUTES, SLOT_STEP_MINUTES, addLeadTime, earliestSlotTime, type EarliestOptions, type LeadTimeFields, type LeadTimeType } from './lead-time';
export {
  APPOINTMENT_DAYS,
  TIMESLOT_DAYS,
  appointmentRules,
  appointmentSlots,
  availableSlots,
  isSlotAvailable,
  slotsOn,
  type Slot,
  type SlotDay,
  type SlotOptions,
} from './slots';
export { ORDER_FORM_GRACE_MINUTES, validateAppointment, type AppointmentContext, type AppointmentError, type AppointmentErrorCode } from './validate';
