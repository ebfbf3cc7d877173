/**
 * Why a staff status action on an order is refused (backoffice.md §4, §7; the transition table in
 * shared/order-status/transitions.ts). The API answers 409 with one of these; the back office
 * shows it instead of its fallbacks 'Bestellung konnte nicht storniert werden.' /
 * 'Bestellstatus konnte nicht geändert werden.' (backoffice.ts, order-status.ts).
 */
export const orderActionMessages = {
  'orderAction.paymentPending': 'Die Online-Zahlung dieser Bestellung ist noch nicht abgeschlossen. Bitte bestätigen Sie die Bestellung erst nach der Zahlung.',
  'orderAction.notConfirmed': 'Die Bestellung ist noch nicht bestätigt. Bitte bestätigen Sie sie zuerst.',
  'orderAction.alreadyConfirmed': 'Die Bestellung ist bereits bestätigt.',
  'orderAction.alreadyInDelivery': 'Die Bestellung ist bereits in Zustellung.',
  'orderAction.alreadyReadyForPickup': 'Die Bestellung ist bereits abholbereit.',
  'orderAction.inDelivery': 'Die Bestellung ist bereits in Zustellung oder abholbereit und kann nicht mehr abgelehnt werden. Sie können sie stornieren.',
  'orderAction.completed': 'Die Bestellung ist bereits abgeschlossen und kann nicht mehr geändert werden.',
  'orderAction.rejected': 'Die Bestellung wurde bereits abgelehnt und kann nicht mehr geändert werden.',
  'orderAction.canceled': 'Die Bestellung wurde bereits storniert und kann nicht mehr geändert werden.',
  'orderAction.failed': 'Die Zahlung dieser Bestellung ist fehlgeschlagen. Die Bestellung kann nicht mehr geändert werden.',
  'orderAction.counterAppointmentClosed':
    'Ein Terminvorschlag ist nur bei Bestellungen möglich, die auf Bestätigung warten und bereits bezahlt sind oder vor Ort bezahlt werden.',
  'orderAction.counterAppointmentPast': 'Der Terminvorschlag muss in der Zukunft liegen.',
  // The real weight or count of a line at the counter (PUT /api/orders/{id}/items/{itemIndex}).
  'orderItem.unknown': 'Diese Position gibt es in der Bestellung nicht.',
  'orderItem.closed': 'Die Menge kann nur geändert werden, solange die Bestellung offen oder bestätigt ist.',
  'orderItem.onlinePayment': 'Bei Bestellungen mit Online-Zahlung kann die Menge nicht geändert werden, weil der Betrag beim Zahlungsanbieter feststeht.',
  'orderItem.productUnknown': 'Der Artikel ist nicht mehr im Sortiment, die Position kann nicht neu berechnet werden.',
  'orderItem.amountPrecision': 'Bitte geben Sie die Menge mit höchstens drei Nachkommastellen an.',
  'orderItem.amountWhole': 'Bitte geben Sie die Menge in {unit} als ganze Zahl an.',
  'orderItem.amountTooLarge': 'Die Menge darf höchstens das Zehnfache der bestellten Menge sein. Bitte prüfen Sie Menge und Einheit.',
} as const;

export type OrderActionMessageKey = keyof typeof orderActionMessages;
