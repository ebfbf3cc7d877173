/** Public order status page (storefront.md §2 "Public order status page", §4) and order labels. */
export const orderStatusMessages = {
  'orderStatus.headingThanks': 'Vielen Dank für Ihre Bestellung!',
  'orderStatus.headingCancelled': 'Ihre Bestellung wurde storniert.',
  'orderStatus.headingPaymentFailed': 'Leider ist Ihre Zahlung fehlgeschlagen. Die Bestellung wurde nicht ausgeführt.',

  'orderStatus.progress.waiting': 'Ihre Bestellung wartet auf Bestätigung.',
  'orderStatus.progress.confirmed': 'Ihre Bestellung wurde bestätigt und wird gerade zubereitet.',
  'orderStatus.progress.confirmedDelivery': 'Ihre Bestellung wurde bestätigt und wird gerade zubereitet. Voraussichtliche Lieferung am {date} um {time} Uhr.',
  'orderStatus.progress.confirmedPickup': 'Ihre Bestellung wurde bestätigt und wird gerade zubereitet. Sie ist am {date} um {time} Uhr abholbereit.',
  'orderStatus.progress.inDelivery': 'Ihre Bestellung wird jetzt geliefert.',
  'orderStatus.progress.readyForPickup': 'Ihre Bestellung ist jetzt abholbereit.',
  'orderStatus.progress.delivered': 'Ihre Bestellung wurde geliefert. Wir freuen uns, Sie bald wieder bei uns begrüßen zu dürfen!',
  'orderStatus.progress.completed': 'Ihre Bestellung ist abgeschlossen. Wir freuen uns, Sie bald wieder bei uns begrüßen zu dürfen!',

  'orderStatus.status.label': 'Status',
  'orderStatus.status.waitingForConfirmation': 'Warten auf Bestätigung',
  'orderStatus.status.completed': 'Abgeschlossen',
  'orderStatus.status.delivered': 'Geliefert',
  'orderStatus.status.inDelivery': 'In Zustellung',
  'orderStatus.status.readyForPickup': 'Abholbereit',
  'orderStatus.status.inProgress': 'In Bearbeitung',
  'orderStatus.status.cancelled': 'Storniert',

  'orderStatus.ticketNumber': 'Bestellnummer',
  'orderStatus.ticket': 'Ticket',
  'orderStatus.orderUid': 'Bestellung',
  'orderStatus.paymentMethod': 'Zahlungsart',
  'orderStatus.orderType': 'Bestellart',

  'orderStatus.timeline.confirmation': 'Bestätigung',
  'orderStatus.timeline.preparation': 'Zubereitung',
  'orderStatus.timeline.delivery': 'Lieferung',
  'orderStatus.timeline.pickup': 'Abholung',

  'orderStatus.frontDesk.pickup':
    'Den Stand Ihrer Bestellung sehen Sie auch auf den Bildschirmen im Geschäft. Sobald Ihre Nummer erscheint, können Sie Ihre Bestellung abholen.',
  'orderStatus.frontDesk.table': 'Den Stand Ihrer Bestellung sehen Sie auch auf den Bildschirmen im Lokal. Wir bringen Ihnen Ihre Bestellung an Tisch {table}.',

  'orderStatus.counterAppointment.text':
    'Ihr Wunschtermin ist leider nicht möglich. Wir können Ihnen stattdessen folgenden Termin anbieten: {date} um {time} Uhr.',
  'orderStatus.counterAppointment.confirm': 'Ja, {time} Uhr ist in Ordnung',
  'orderStatus.counterAppointment.reject': 'Nein, Bestellung stornieren',

  'orderStatus.questionnaire.heading': 'Wie zufrieden waren Sie mit uns?',
  'orderStatus.questionnaire.process': 'Bestellablauf',
  'orderStatus.questionnaire.service': 'Service',
  'orderStatus.questionnaire.food': 'Essen',
  'orderStatus.questionnaire.overall': 'Gesamteindruck',
  'orderStatus.questionnaire.comment': 'Möchten Sie uns noch etwas mitteilen?',
  'orderStatus.questionnaire.send': 'Abschicken',
  'orderStatus.questionnaire.cancel': 'Abbrechen',
  'orderStatus.questionnaire.thanks': 'Vielen Dank für Ihre Bewertung!',
  // Shared with the back office (backoffice.md §8, storefront.md §8).
  'orderStatus.questionnaireFailed': 'Bewertung konnte nicht gesendet werden.',
  'orderStatus.changeFailed': 'Bestellstatus konnte nicht geändert werden.',

  // Payment method labels are in commerce.ts (payment.cash …); this one is for an unknown method.
  'payment.other': 'Sonstige Zahlungsart',
  'payment.state.waiting': 'Warten auf Zahlung',
  'payment.state.paid': 'Bezahlt',
  'payment.state.refunded': 'Rückerstattet',
} as const;
