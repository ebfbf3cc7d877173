/** The customers screens of the back office (web/backoffice/customers) and the erasure marker on orders. */
export const customersAdminMessages = {
  // Stored on an order in place of the names when its customer was deleted (shared/customers/erasure.ts).
  'customersAdmin.erasedMarker': 'Gelöscht',

  'customersAdmin.area': 'Kunden',
  'customersAdmin.new': 'Neuer Kunde',
  'customersAdmin.title': 'Kunde „{name}“',
  'customersAdmin.back': 'Zurück zu den Kunden',

  // List (CustomersPage.tsx)
  'customersAdmin.list.search': 'Name, E-Mail oder Telefon',
  'customersAdmin.list.searchHelp':
    'Gefunden wird der Anfang eines Namens („grub“ findet Gruber), einer E-Mail-Adresse (mit @) oder einer Telefonnummer („0664 12“ oder „+43 664 12“). Treffer stehen in der Reihenfolge des gefundenen Namens, der Adresse oder der Nummer.',
  'customersAdmin.list.empty': 'Noch keine Kunden. Kunden entstehen hier oder bei telefonischen Bestellungen.',
  'customersAdmin.sort.name': 'Name (A–Z)',
  'customersAdmin.sort.newest': 'Neueste zuerst',
  'customersAdmin.sort.oldest': 'Älteste zuerst',

  // Editor (CustomerPage.tsx)
  'customersAdmin.section.person': 'Person und Kontakt',
  'customersAdmin.section.address': 'Adresse',
  'customersAdmin.field.firstName': 'Vorname',
  'customersAdmin.field.lastName': 'Nachname',
  'customersAdmin.field.companyName': 'Firma',
  'customersAdmin.field.email': 'E-Mail',
  'customersAdmin.field.phone': 'Telefon',
  'customersAdmin.field.street': 'Straße und Hausnummer',
  'customersAdmin.field.zipCode': 'PLZ',
  'customersAdmin.field.city': 'Ort',
  'customersAdmin.field.country': 'Land',
  'customersAdmin.field.vatNumber': 'UID-Nummer',
  'customersAdmin.field.comment': 'Notiz',
  'customersAdmin.erasure.confirm':
    'Die Kundendaten werden endgültig gelöscht (DSGVO). Die Bestellungen dieses Kunden bleiben für die Buchhaltung erhalten, aber ohne persönliche Daten: Name wird „Gelöscht“, E-Mail, Telefon, Firma und Adressen werden entfernt.',

  // The customer's orders (CustomerPage.tsx)
  'customersAdmin.orders.title': 'Bestellungen',
  'customersAdmin.orders.empty': 'Dieser Kunde hat noch keine Bestellungen.',
  'customersAdmin.orders.date': 'Bestellt am',
  'customersAdmin.orders.ticket': 'Ticket',
  'customersAdmin.orders.branch': 'Filiale',
  'customersAdmin.orders.type': 'Art',
  'customersAdmin.orders.total': 'Summe',
  'customersAdmin.orders.status': 'Status',
  'customersAdmin.totals.count': 'Bestellungen',
  'customersAdmin.totals.gross': 'Umsatz (brutto)',
  'customersAdmin.totals.first': 'Erste Bestellung',
  'customersAdmin.totals.last': 'Letzte Bestellung',
  'customersAdmin.totals.help': 'Der Umsatz zählt alle Bestellungen außer abgelehnten, stornierten und fehlgeschlagenen.',
} as const;
