/** The tables screen of the back office: tables per branch and their printable QR codes. */
export const tablesAdminMessages = {
  'tablesAdmin.qr.title': 'QR-Codes der Tische: {branch}',
  'tablesAdmin.qr.hint': 'Jede Karte öffnet die Bestellseite der Filiale mit „Dine In“ und dem Tisch bereits gewählt. Gedruckt werden 6 Karten pro A4-Seite.',
  // The storefront ignores table links of such a branch (shared/web/table-link.ts linkedTable).
  'tablesAdmin.qr.notServed':
    'Diese Filiale nimmt derzeit keine Bestellungen „Dine In“ mit Tischwahl an: Die QR-Codes öffnen die Bestellseite, aber ohne Tisch.',
  'tablesAdmin.qr.empty': 'Diese Filiale hat noch keine Tische.',
  'tablesAdmin.qr.print': 'Drucken',
  'tablesAdmin.qr.instruction': 'Scannen und am Tisch bestellen',
  'tablesAdmin.qr.identifier': 'Tischkennung: {identifier}',
  'tablesAdmin.qr.code': 'QR-Code für {table}',

  // List (web/backoffice/tables/TablesPage.tsx)
  'tablesAdmin.list.search': 'Tische durchsuchen',
  'tablesAdmin.list.branch': 'Filiale',
  'tablesAdmin.list.allBranches': 'Alle Filialen',
  'tablesAdmin.list.allOwnBranches': 'Alle meine Filialen',
  'tablesAdmin.list.empty': 'Noch keine Tische. Jeder Tisch bekommt einen QR-Code, über den Gäste am Tisch bestellen.',
  'tablesAdmin.column.identifier': 'Kennung',
  'tablesAdmin.column.seats': 'Plätze',
  'tablesAdmin.column.branch': 'Filiale',
  'tablesAdmin.sort.identifier': 'Tischkennung',
  'tablesAdmin.new': 'Neuer Tisch',
  'tablesAdmin.print': 'QR-Codes drucken',
  'tablesAdmin.print.chooseBranch': 'Wählen Sie eine Filiale, um die QR-Codes ihrer Tische zu drucken.',

  // Editor (TableEditorPage.tsx)
  'tablesAdmin.title': 'Tisch „{name}“',
  'tablesAdmin.back': 'Zurück zu den Tischen',
  'tablesAdmin.field.identifier': 'Tischkennung',
  'tablesAdmin.field.identifierHelp':
    'Steht auf dem QR-Code und in der Bestellung, z. B. „T1“; je Filiale nur einmal. Nach einer Änderung führen bereits gedruckte QR-Codes nicht mehr zu diesem Tisch.',
  'tablesAdmin.field.name': 'Name',
  'tablesAdmin.field.nameHelp': 'So lesen Gäste und Team den Tisch, z. B. „Tisch 1 (Fenster)“. Ohne Namen steht dort die Tischkennung.',
  'tablesAdmin.field.seats': 'Sitzplätze',
  'tablesAdmin.field.branch': 'Filiale',
  'tablesAdmin.editor.qrTitle': 'QR-Code dieses Tisches',
  'tablesAdmin.editor.qrAfterSave': 'Der QR-Code erscheint, sobald der Tisch gespeichert ist.',
  'tablesAdmin.editor.qrSavedState': 'Der QR-Code zeigt den gespeicherten Stand: Eine geänderte Tischkennung oder Filiale gilt erst nach dem Speichern.',

  // Print page (TablesPrintPage.tsx)
  'tablesAdmin.printPage.unknownBranch': 'Diese Filiale gibt es nicht, oder ihre Tische gehören nicht zu Ihren Filialen.',
} as const;
