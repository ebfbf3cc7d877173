/**
 * Texts of the order screens opened with a branch id and API key (backoffice.md §1, §6: the
 * front-desk ticket display and the back-office counter tablet) and of the branch settings that
 * create and rotate their key. Staff texts: the storefront does not ship them.
 */
export const screensMessages = {
  // Front-desk display (customer-facing)
  'screen.frontDesk.title': 'Bestellstatus',
  'screen.frontDesk.preparing': 'In Vorbereitung',
  'screen.frontDesk.ready': 'Abholbereit',
  'screen.frontDesk.noTickets': 'Derzeit keine Bestellungen',
  'screen.frontDesk.newTicket': 'Neu',
  'screen.frontDesk.table': 'Tisch {table}',

  // Back-office counter tablet
  'screen.backOffice.title': 'Offene Bestellungen',
  'screen.backOffice.count.one': '{count} offene Bestellung',
  'screen.backOffice.count.other': '{count} offene Bestellungen',
  'screen.backOffice.noOrders': 'Derzeit keine offenen Bestellungen.',
  'screen.backOffice.readOnly': 'Nur Anzeige – Bestellungen bearbeiten Sie angemeldet im Backoffice.',
  'screen.backOffice.ticket': 'Ticket {number}',
  'screen.backOffice.noTicket': 'Ohne Ticket',
  'screen.backOffice.asap': 'So bald wie möglich',
  'screen.backOffice.dueAt': '{time} Uhr',
  'screen.backOffice.dueOn': '{date}, {time} Uhr',
  'screen.backOffice.received': 'eingegangen {time} Uhr',
  'screen.backOffice.table': 'Tisch {table}',
  'screen.backOffice.comment': 'Anmerkung',
  'screen.backOffice.lines': 'Positionen',
  'screen.backOffice.stage.open': 'Unbestätigt',
  'screen.backOffice.stage.awaitingPayment': 'Wartet auf Zahlung',
  'screen.backOffice.stage.confirmed': 'In Vorbereitung',
  'screen.backOffice.stage.readyForPickup': 'Abholbereit',
  'screen.backOffice.stage.inDelivery': 'In Zustellung',

  // Both screens
  'screen.connectionLost': 'Verbindung unterbrochen – die Anzeige wird aktualisiert, sobald die Verbindung wieder steht.',
  'screen.connectionLostShort': 'Verbindung unterbrochen',
  'screen.updatedAt': 'Stand {time} Uhr',
  'screen.loading': 'Bildschirm wird geladen …',
  'screen.loadFailed': 'Die Bestellungen konnten nicht geladen werden. Es wird weiter versucht …',
  'screen.invalidLink.title': 'Ungültiger Bildschirm-Link',
  'screen.invalidLink.text':
    'Dieser Link gehört zu keiner Filiale oder der Schlüssel wurde erneuert. Bitte öffnen Sie den aktuellen Link aus den Filial-Einstellungen im Backoffice.',

  // Branch settings (/backend/branches)
  'branchSettings.intro': 'Bildschirm-Schlüssel für die Bestellanzeige im Geschäft und das Theken-Tablet.',
  'branchSettings.noBranches': 'Ihnen ist keine Filiale zugeordnet.',
  'branchSettings.apiKey.heading': 'Bildschirm-Schlüssel',
  'branchSettings.apiKey.present': 'Ein Schlüssel ist hinterlegt. Er wird aus Sicherheitsgründen nicht mehr angezeigt.',
  'branchSettings.apiKey.missing': 'Noch kein Schlüssel: Bestellanzeige und Theken-Tablet können noch nicht geöffnet werden.',
  'branchSettings.apiKey.create': 'Schlüssel erzeugen',
  'branchSettings.apiKey.rotate': 'Schlüssel erneuern',
  'branchSettings.apiKey.saving': 'Wird gespeichert …',
  'branchSettings.apiKey.rotateTitle': 'Schlüssel erneuern?',
  'branchSettings.apiKey.rotateWarning':
    'Der bisherige Schlüssel funktioniert danach nicht mehr: Bildschirme mit dem alten Link zeigen eine Fehlermeldung, bis Sie dort den neuen Link öffnen.',
  'branchSettings.apiKey.cancel': 'Abbrechen',
  'branchSettings.apiKey.created': 'Neuer Schlüssel für {branch}',
  'branchSettings.apiKey.showOnce':
    'Der Schlüssel wird nur jetzt angezeigt. Öffnen Sie die Links auf den Geräten oder speichern Sie sie an einem sicheren Ort.',
  'branchSettings.apiKey.oldKeyInvalid': 'Der bisherige Schlüssel ist ab sofort ungültig.',
  'branchSettings.apiKey.key': 'Schlüssel',
  'branchSettings.apiKey.frontDeskUrl': 'Bestellanzeige (Kundenbildschirm)',
  'branchSettings.apiKey.backOfficeUrl': 'Theken-Tablet (Bestellliste)',
  'branchSettings.apiKey.copy': 'Kopieren',
  'branchSettings.apiKey.copyLabel': '{label} kopieren',
  'branchSettings.apiKey.copied': 'Kopiert',
  'branchSettings.apiKey.copyFailed': 'Kopieren nicht möglich – bitte markieren und manuell kopieren.',
  'branchSettings.apiKey.open': 'Öffnen',
  'branchSettings.apiKey.openLabel': '{label} öffnen',
  'branchSettings.apiKey.done': 'Fertig',
  'branchSettings.apiKey.noRandom': 'Dieser Browser kann keinen sicheren Zufallsschlüssel erzeugen.',
  'branchSettings.updateFailed': 'Filiale konnte nicht aktualisiert werden.',
} as const;
