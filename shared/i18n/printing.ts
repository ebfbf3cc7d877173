/**
 * Receipt printing: the texts on the printed receipt (`print.receipt.`), the
 * test slips, the API's answers about printing, and the devices page of the back office
 * (`device.`). The spec's fallbacks ('Test nicht erfolgreich.', 'Log konnte nicht angefordert
 * werden.', 'Gerät konnte nicht … werden.') are in backoffice.ts.
 */
export const printingMessages = {
  // The receipt (shared/print/receipt.ts); order types, payment methods and 'Ticket' /
  // 'Bestellnummer' come from the customer catalogue.
  'print.receipt.appointment': 'Termin: {date} {time} Uhr',
  'print.receipt.asSoonAsPossible': 'Termin: so bald wie möglich',
  'print.receipt.orderedAt': 'Bestellt: {date} {time} Uhr',
  'print.receipt.customer': 'Kunde: {name}',
  'print.receipt.company': 'Firma: {name}',
  'print.receipt.phone': 'Telefon: {phone}',
  'print.receipt.email': 'E-Mail: {email}',
  'print.receipt.deliveryAddress': 'Lieferadresse:',
  'print.receipt.deliveryArea': 'Liefergebiet: {area}',
  'print.receipt.table': 'Tisch: {table}',
  'print.receipt.lineComment': 'Anmerkung: {comment}',
  'print.receipt.comment': 'Anmerkung zur Bestellung:',
  'print.receipt.subtotal': 'Zwischensumme',
  'print.receipt.deliveryFee': 'Lieferkosten',
  'print.receipt.total': 'Gesamt',
  'print.receipt.taxRate': 'MwSt.-Satz',
  'print.receipt.net': 'Netto',
  'print.receipt.tax': 'MwSt.',
  'print.receipt.gross': 'Brutto',
  'print.receipt.payment': 'Zahlungsart: {method}',
  'print.receipt.unpaid': 'Noch nicht bezahlt',
  'print.receipt.donation': 'Wir spenden {amount} an {donatee}.',
  'print.receipt.statusLink': 'Bestellstatus: QR-Code scannen',
  'print.receipt.printedAt': 'Gedruckt: {date} {time} Uhr',

  // Test slips of the devices page (POST /devices/{id}/test/print and /test/notification)
  'print.test.title': 'Testdruck',
  'print.test.device': 'Gerät: {name}',
  'print.test.branch': 'Filiale: {name}',
  'print.test.characters': 'Umlaute: Ä Ö Ü ä ö ü ß €',
  'print.test.ok': 'Der Drucker ist richtig eingerichtet.',
  'print.notification.title': 'Testbenachrichtigung',
  'print.notification.text': 'So meldet sich der Drucker bei neuen Aufträgen.',

  // API answers
  'print.noPrinter': 'Für diese Filiale ist kein Drucker eingerichtet.',
  'print.unknownPrinter': 'Dieser Drucker gehört nicht zur Filiale der Bestellung oder ist ausgeschaltet.',
  'print.notAPrinter': 'Dieses Gerät ist kein Drucker.',
  'print.noJob': 'Für diesen Drucker liegt kein Druckauftrag vor.',
  'print.unknownJob': 'Diesen Druckauftrag gibt es nicht.',
  'print.unsupportedMediaType': 'Dieses Druckformat wird nicht unterstützt.',

  // Devices page (web/backoffice/devices)
  'device.title': 'Geräte',
  'device.intro':
    'Bondrucker holen ihre Aufträge selbst über Star CloudPRNT ab, ein PC im Geschäft ist dafür nicht nötig. Die Adresse für den Drucker erscheint einmal, wenn Sie seinen Schlüssel erzeugen.',
  'device.branch': 'Filiale',
  'device.allBranches': 'Alle Filialen',
  'device.none': 'Für diese Filiale sind noch keine Geräte angelegt.',
  'device.create': 'Gerät anlegen',
  'device.edit': 'Bearbeiten',
  'device.delete': 'Löschen',
  'device.deleteConfirm': 'Gerät „{name}“ wirklich löschen?',
  'device.save': 'Speichern',
  'device.cancel': 'Abbrechen',
  'device.name': 'Name',
  'device.identifier': 'Kennung',
  'device.kind': 'Art',
  'device.kind.printer': 'Bondrucker',
  'device.kind.tablet': 'Tablet',
  'device.description': 'Beschreibung',
  'device.enabled': 'Aktiv',
  'device.disabled': 'Ausgeschaltet',
  'device.online': 'Online',
  'device.offline': 'Offline',
  'device.neverSeen': 'Noch nie verbunden',
  'device.lastSeen': 'Zuletzt gesehen: {date} {time} Uhr',
  'device.key': 'Druckerschlüssel',
  'device.hasKey': 'Schlüssel gesetzt',
  'device.noKey': 'Kein Schlüssel gesetzt: der Drucker kann sich nicht verbinden.',
  'device.setKey': 'Schlüssel erzeugen',
  'device.rotateKey': 'Neuen Schlüssel erzeugen',
  'device.rotateConfirm': 'Der alte Schlüssel wird sofort ungültig. Der Drucker druckt erst wieder, wenn Sie die neue Adresse eingetragen haben.',
  'device.keyShownOnce': 'Diese Adresse wird nur jetzt angezeigt. Tragen Sie sie im Drucker als CloudPRNT-Server-URL ein:',
  'device.keyDone': 'Fertig',
  'device.serverUrl': 'CloudPRNT-Server-URL',
  'device.testPrint': 'Testdruck',
  'device.testNotification': 'Testbenachrichtigung',
  'device.requestLogs': 'Log anfordern',
  'device.testQueued': 'Der Auftrag liegt bereit. Der Drucker holt ihn bei seiner nächsten Abfrage ab.',
  'device.logRequested': 'Der Drucker schickt sein Log bei seiner nächsten Abfrage.',
  'device.logPending': 'Log angefordert am {date} um {time} Uhr, noch keine Antwort.',
  'device.log': 'Log vom {date} {time} Uhr',
  'device.printerStatus': 'Druckerstatus: {status}',
  'device.required': 'Bitte füllen Sie das Feld „{label}“ aus.',
} as const;

export type PrintingMessageKey = keyof typeof printingMessages;
