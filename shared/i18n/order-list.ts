/**
 * Back office: navigation, the global feedback layer (backoffice.md §4 "Loading indicators", §8)
 * and the order lists (current, missed, history with filters, the new-order signal, the sold-out
 * panel). The spec names the order types and the '… konnten nicht geladen werden.' fallbacks
 * (backoffice.ts); the other labels are ours.
 */
export const orderListMessages = {
  // Navigation of the signed-in back office
  'backoffice.nav.label': 'Hauptnavigation',
  'backoffice.nav.menu': 'Menü',
  'backoffice.nav.dashboard': 'Dashboard',
  'backoffice.nav.orders': 'Bestellungen',
  'backoffice.nav.current': 'Aktuell',
  'backoffice.nav.missed': 'Verpasst',
  'backoffice.nav.history': 'Verlauf',
  'backoffice.nav.devices': 'Geräte',
  'backoffice.nav.version': 'Version {version}',

  // Global feedback
  'backoffice.feedback.region': 'Meldungen',
  'backoffice.feedback.dismiss': 'Meldung schließen',

  // Order lists
  'orderList.title.current': 'Aktuelle Bestellungen',
  'orderList.title.missed': 'Verpasste Bestellungen',
  'orderList.title.history': 'Bestellverlauf',
  'orderList.titleWithCount': '({count}) {title}',
  'orderList.loading': 'Bestellungen werden geladen …',
  'orderList.unavailable': 'Die Bestellungen können gerade nicht angezeigt werden.',
  'orderList.empty.current': 'Zurzeit gibt es keine offenen Bestellungen.',
  'orderList.empty.missed': 'Es gibt keine verpassten Bestellungen.',
  'orderList.empty.history': 'Für diese Filter wurden keine Bestellungen gefunden.',
  'orderList.count.one': '1 Bestellung',
  'orderList.count.other': '{count} Bestellungen',
  'orderList.intro.current': 'Offene Bestellungen nach Fälligkeit. Die Liste aktualisiert sich alle 5 Sekunden.',
  'orderList.intro.missed': 'Bestellungen, die nicht rechtzeitig bestätigt wurden.',

  'orderList.column.ticket': 'Ticket',
  'orderList.column.due': 'Fällig',
  'orderList.column.type': 'Bestellart',
  'orderList.column.customer': 'Kunde',
  'orderList.column.branch': 'Filiale',
  'orderList.column.total': 'Summe',
  'orderList.column.payment': 'Zahlung',
  'orderList.column.status': 'Status',

  'orderList.ticket': 'Ticket {ticket}',
  'orderList.noTicket': 'Ohne Ticket',
  'orderList.open': 'Bestellung öffnen',
  'orderList.asap': 'so bald wie möglich',
  'orderList.due.today': 'heute, {time} Uhr',
  'orderList.due.date': '{date}, {time} Uhr',
  'orderList.table': 'Tisch {table}',
  'orderList.noName': 'Ohne Namen',
  'orderList.status.rejected': 'Abgelehnt',
  'orderList.status.failed': 'Zahlung fehlgeschlagen',
  'orderList.new': 'Neu',

  // Paging of the current and missed lists (docs/order-limits.md)
  'orderList.more': 'Mehr laden',
  'orderList.moreLoading': 'Weitere Bestellungen werden geladen …',

  // Selecting orders of the current list and rejecting them together (POST /api/orders/bulk-reject)
  'orderList.select': '{ticket} auswählen',
  'orderList.selectAll': 'Alle angezeigten Bestellungen auswählen',
  'orderList.selected.one': '1 Bestellung ausgewählt',
  'orderList.selected.other': '{count} Bestellungen ausgewählt',
  'orderList.selection.clear': 'Auswahl aufheben',
  'orderList.bulkReject.open': 'Ausgewählte ablehnen',
  'orderList.bulkReject.title': 'Bestellungen ablehnen',
  'orderList.bulkReject.text.one': 'Die ausgewählte Bestellung wird abgelehnt und der Kunde benachrichtigt.',
  'orderList.bulkReject.text.other': 'Die {count} ausgewählten Bestellungen werden abgelehnt und die Kunden benachrichtigt.',
  'orderList.bulkReject.submit': 'Ablehnen',
  'orderList.bulkReject.done.one': '1 Bestellung wurde abgelehnt.',
  'orderList.bulkReject.done.other': '{count} Bestellungen wurden abgelehnt.',
  'orderList.bulkReject.skipped': '{ticket}: {reason}',
  'orderList.bulkReject.failed': 'Bestellstatus konnte nicht geändert werden.',

  // New orders: announcement and sound
  'orderList.announce.one': 'Neue Bestellung: Ticket {tickets}',
  'orderList.announce.other': 'Neue Bestellungen: Tickets {tickets}',
  'orderList.announce.countOne': 'Eine neue Bestellung ist eingegangen.',
  'orderList.announce.countOther': '{count} neue Bestellungen sind eingegangen.',
  'orderList.sound.toggle': 'Ton bei neuen Bestellungen',
  'orderList.sound.blocked':
    'Ihr Browser spielt Töne erst ab, nachdem Sie auf dieser Seite etwas angeklickt haben. Damit Sie neue Bestellungen hören, schalten Sie den Ton bitte einmal ein.',
  'orderList.sound.enable': 'Ton einschalten',
  'orderList.sound.unsupported': 'Dieser Browser kann keine Töne abspielen.',

  // Sold out today at a branch (PUT /api/branches/{id}/sold-out): one tap per product from the current orders
  'soldOut.open': 'Ausverkauft',
  'soldOut.title': 'Heute ausverkauft',
  'soldOut.intro': 'Markierte Produkte sind im Shop dieser Filiale heute nicht bestellbar. Ab morgen sind sie von selbst wieder erhältlich.',
  'soldOut.branch': 'Filiale',
  'soldOut.today.heading': 'Heute ausverkauft',
  'soldOut.today.none': 'Heute ist nichts ausverkauft.',
  'soldOut.today.release': 'Wieder verfügbar',
  'soldOut.today.restore': '{product} wieder verfügbar',
  'soldOut.products.heading': 'Produkte der Filiale',
  'soldOut.products.hint': 'Tippen Sie auf ein Produkt, um es für heute als ausverkauft zu markieren oder wieder freizugeben.',
  'soldOut.search': 'Produkt suchen',
  'soldOut.noProducts': 'Die Produktkataloge dieser Filiale enthalten keine Produkte.',
  'soldOut.noMatch': 'Kein Produkt passt zur Suche.',
  'soldOut.state.soldOut': 'Ausverkauft',
  'soldOut.state.available': 'Verfügbar',
  'soldOut.loading': 'Produkte werden geladen …',
  'soldOut.loadFailed': 'Die Produkte der Filiale konnten nicht geladen werden.',
  'soldOut.saveFailed': 'Ausverkauft-Markierung konnte nicht gespeichert werden.',
  'soldOut.marked': '{product} ist heute ausverkauft.',
  'soldOut.restored': '{product} ist wieder verfügbar.',
  'soldOut.close': 'Schließen',

  // History filters
  'orderList.filter.heading': 'Filter',
  'orderList.filter.branch': 'Filiale',
  'orderList.filter.allBranches': 'Alle Filialen',
  'orderList.filter.from': 'Von',
  'orderList.filter.to': 'Bis',
  'orderList.filter.rangeHint': 'Ohne Datum zeigt der Verlauf die Bestellungen der letzten 30 Tage.',
  'orderList.filter.status': 'Status',
  'orderList.filter.orderType': 'Bestellart',
  'orderList.filter.paymentMethod': 'Zahlungsart',
  'orderList.filter.any': 'Alle',
  'orderList.filter.search': 'Suche',
  'orderList.filter.searchHint': 'Ticket, Name, E-Mail oder Telefon',
  'orderList.filter.apply': 'Filtern',
  'orderList.filter.reset': 'Filter zurücksetzen',
  'orderList.filter.status.open': 'Offen',
  'orderList.filter.status.confirmed': 'Bestätigt',
  'orderList.filter.status.completed': 'Abgeschlossen',
  'orderList.filter.status.rejected': 'Abgelehnt',
  'orderList.filter.status.canceled': 'Storniert',
  'orderList.filter.status.failed': 'Zahlung fehlgeschlagen',
} as const;
