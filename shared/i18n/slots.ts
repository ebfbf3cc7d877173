/**
 * Appointment picker and appointment validation (storefront.md §5 "Appointment"). The required
 * message 'Bitte wählen Sie einen Termin aus.' is commerce.ts's 'checkout.error.appointment'.
 */
export const slotsMessages = {
  'appointment.closed': 'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
  'appointment.noSlotsOnDay': 'Zum ausgewählten Tag sind keine Termine verfügbar.',
  // The time picker's warning for a time that is not in the list of available times.
  'appointment.timeNotAvailable': 'Zu dieser Uhrzeit ist leider kein Termin verfügbar. Bitte wählen Sie eine der verfügbaren Uhrzeiten.',
  // Before now + 15 minutes + the products' lead time: the order cannot be ready yet.
  'appointment.tooEarly':
    'Zu diesem Zeitpunkt können wir Ihre Bestellung leider noch nicht fertigstellen. Der frühestmögliche Termin ist am {date} um {time} Uhr.',
  'appointment.tooLate': 'Termine können höchstens {days} Tage im Voraus gewählt werden.',
  'appointment.label': 'Termin',
  'appointment.date': 'Datum',
  'appointment.time': 'Uhrzeit',
  'appointment.availableTimes': 'Verfügbare Uhrzeiten',
} as const;
