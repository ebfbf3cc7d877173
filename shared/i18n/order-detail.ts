/**
 * The back office's order detail page /backend/orders/:id (backoffice.md §3 local settings, §4
 * status actions, §7 order calls, §8 fallbacks). The fallbacks the spec names are in
 * backoffice.ts ('backoffice.order.…') and order-status.ts ('orderStatus.changeFailed'); the
 * settings' labels in backoffice.ts ('backoffice.settings.…'). Everything else here is ours.
 */
export const orderDetailMessages = {
  'orderDetail.title': 'Bestellung',
  'orderDetail.titleWithNumber': 'Bestellung {number}',
  'orderDetail.back': 'Zurück zu den Bestellungen',
  'orderDetail.loadFailed': 'Bestellung konnte nicht geladen werden.',
  'orderDetail.notFound': 'Diese Bestellung gibt es nicht oder Sie haben keinen Zugriff darauf.',

  // Overview (header)
  'orderDetail.overview.heading': 'Übersicht',
  'orderDetail.status': 'Status',
  'orderDetail.orderType': 'Bestellart',
  'orderDetail.appointment': 'Termin',
  'orderDetail.asSoonAsPossible': 'So bald wie möglich',
  'orderDetail.createdAt': 'Bestellt am',
  'orderDetail.branch': 'Filiale',
  'orderDetail.rejectionMessage': 'Nachricht an den Kunden',
  'orderDetail.missed': 'Nicht rechtzeitig bestätigt: Die Bestellung steht unter „Verpasst“, bis sie bestätigt wird.',
  'orderDetail.counterAppointmentPending': 'Gegentermin {dateTime} vorgeschlagen – wartet auf die Antwort des Kunden.',

  // Local settings (backoffice.md §3)
  'orderDetail.settings.heading': 'Anzeige',
  'orderDetail.productDataHidden': 'Produktdaten sind ausgeblendet.',
  'orderDetail.customerDataHidden': 'Kundendaten sind ausgeblendet.',

  // Lines and totals
  'orderDetail.lines.heading': 'Produkte',
  'orderDetail.lines.changeAmount': 'Menge ändern',
  'orderDetail.lines.ordered': 'bestellt: {quantity}',
  'orderDetail.lines.file': 'Datei {number} ({extension})',
  'orderDetail.lines.image': 'Bild {number} zu {part}',
  'orderDetail.lines.newTab': '(öffnet in neuem Tab)',
  'orderDetail.totals.heading': 'Summen',
  'orderDetail.totals.subtotal': 'Zwischensumme',
  'orderDetail.totals.deliveryFee': 'Liefergebühr',
  'orderDetail.totals.donation': 'Spende an {donatee}',
  'orderDetail.totals.donationNote': 'übernimmt der Betrieb',
  'orderDetail.totals.tax': 'enthaltene MwSt. {rate} %',
  'orderDetail.totals.total': 'Gesamt',

  // Customer
  'orderDetail.customer.heading': 'Kunde',
  'orderDetail.customer.name': 'Name',
  'orderDetail.customer.company': 'Firma',
  'orderDetail.customer.vatNumber': 'UID-Nummer',
  'orderDetail.customer.phone': 'Telefon',
  'orderDetail.customer.email': 'E-Mail',
  'orderDetail.customer.address': 'Adresse',
  'orderDetail.customer.deliveryAddress': 'Lieferadresse',
  'orderDetail.customer.deliveryArea': 'Liefergebiet',
  'orderDetail.customer.comment': 'Kommentar',
  'orderDetail.customer.table': 'Tisch',
  'orderDetail.customer.floor': 'Stock {value}',
  'orderDetail.customer.stairway': 'Stiege {value}',
  'orderDetail.customer.door': 'Tür {value}',
  'orderDetail.customer.none': 'Keine Kundendaten angegeben.',

  // Payment
  'orderDetail.payment.heading': 'Zahlung',
  'orderDetail.payment.method': 'Zahlungsart',
  'orderDetail.payment.state': 'Online-Zahlung',
  'orderDetail.payment.check': 'Zahlungsstatus prüfen',
  'orderDetail.payment.checked': 'Zahlungsstatus wurde beim Zahlungsanbieter abgefragt.',

  // Actions
  'orderDetail.actions.heading': 'Aktionen',
  'orderDetail.actions.none': 'Für diese Bestellung sind keine Statusänderungen mehr möglich.',
  'orderDetail.action.confirm': 'Bestätigen',
  'orderDetail.action.reject': 'Ablehnen',
  'orderDetail.action.cancel': 'Stornieren',
  'orderDetail.action.inDelivery': 'In Zustellung',
  'orderDetail.action.readyForPickup': 'Abholbereit',
  'orderDetail.action.completed': 'Abschließen',
  'orderDetail.action.counterAppointment': 'Gegentermin vorschlagen',
  'orderDetail.action.print': 'Beleg drucken',
  'orderDetail.action.resendEmail': 'Bestätigung per E-Mail erneut senden',
  'orderDetail.action.resendSms': 'Bestätigung per SMS erneut senden',
  'orderDetail.action.busy': 'Bitte warten …',
  'orderDetail.done.confirm': 'Die Bestellung wurde bestätigt.',
  'orderDetail.done.reject': 'Die Bestellung wurde abgelehnt.',
  'orderDetail.done.cancel': 'Die Bestellung wurde storniert.',
  'orderDetail.done.inDelivery': 'Die Bestellung ist in Zustellung.',
  'orderDetail.done.readyForPickup': 'Die Bestellung ist abholbereit.',
  'orderDetail.done.completed': 'Die Bestellung wurde abgeschlossen.',
  'orderDetail.done.counterAppointment': 'Der Gegentermin wurde vorgeschlagen.',
  'orderDetail.done.amount': 'Die Menge wurde geändert.',
  'orderDetail.done.print': 'Der Beleg wird gedruckt.',
  'orderDetail.done.resendEmail': 'Die Bestätigung wurde per E-Mail erneut gesendet.',
  'orderDetail.done.resendSms': 'Die Bestätigung wurde per SMS erneut gesendet.',

  // Dialogs
  'orderDetail.dialog.back': 'Zurück',
  'orderDetail.reject.title': 'Bestellung ablehnen',
  'orderDetail.reject.text': 'Die Bestellung wird abgelehnt und der Kunde benachrichtigt.',
  'orderDetail.cancel.title': 'Bestellung stornieren',
  'orderDetail.cancel.text': 'Die Bestellung wird storniert und der Kunde benachrichtigt.',
  'orderDetail.message.label': 'Nachricht an den Kunden (optional)',
  'orderDetail.message.hint': 'Erscheint auf der Statusseite und in der Benachrichtigung des Kunden, z. B. der Grund.',
  'orderDetail.counter.title': 'Gegentermin vorschlagen',
  'orderDetail.counter.text':
    'Der Kunde sieht den neuen Termin auf seiner Statusseite und nimmt ihn an oder lehnt ab. Lehnt er ab, wird die Bestellung storniert.',
  'orderDetail.counter.date': 'Datum',
  'orderDetail.counter.time': 'Uhrzeit',
  'orderDetail.counter.submit': 'Vorschlagen',
  'orderDetail.counter.missing': 'Bitte wählen Sie Datum und Uhrzeit.',
  'orderDetail.counter.past': 'Der Gegentermin muss in der Zukunft liegen.',
  'orderDetail.amount.title': 'Menge ändern: {product}',
  'orderDetail.amount.label': 'Menge in {unit}',
  'orderDetail.amount.hint': 'Zum Beispiel das tatsächliche Gewicht an der Theke. Der Preis wird neu berechnet.',
  'orderDetail.amount.submit': 'Übernehmen',
  'orderDetail.amount.invalid': 'Bitte geben Sie eine Menge größer als 0 ein.',
  // The spec's pattern for a change that failed (backoffice.md §8 names no text for the item update).
  'orderDetail.amountFailed': 'Menge konnte nicht geändert werden.',
} as const;
