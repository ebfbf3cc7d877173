/**
 * Texts of the public order status page (storefront.md §2 status, §4) beyond
 * shared/i18n/order-status.ts. The spec describes these parts without giving words: ours.
 */
export const statusMessages = {
  'status.notFound.title': 'Bestellung nicht gefunden',
  'status.notFound.text': 'Zu diesem Link gibt es keine Bestellung. Bitte öffnen Sie den Link aus Ihrer Bestellbestätigung vollständig und unverändert.',

  'status.timeline.label': 'Fortschritt Ihrer Bestellung',
  'status.timeline.done': '(erledigt)',

  'status.summary.heading': 'Übersicht',
  'status.summary.orderedAt': 'Bestellt am',
  'status.summary.appointment': 'Termin',
  'status.summary.table': 'Tisch',

  'status.items.heading': 'Ihre Bestellung',

  'status.branch.heading': 'Ihre Filiale',
  'status.branch.phone': 'Telefon',

  'status.counterAppointment.heading': 'Neuer Terminvorschlag',

  'status.questionnaire.stars': '{count} von 5 Sternen',
  'status.questionnaire.hint': 'Bitte vergeben Sie in allen vier Bereichen 1 bis 5 Sterne.',

  'status.sending': 'Wird gesendet …',
} as const;
