/** The settings screen of the back office (the config, saved as one whole object). */
export const settingsAdminMessages = {
  'settingsAdmin.title': 'Einstellungen',
  'settingsAdmin.noAccess': 'Kein Zugriff: Die Einstellungen des Shops können nur Administratoren öffnen.',
  'settingsAdmin.publicBadge': 'im Shop sichtbar',
  'settingsAdmin.publicHint': 'Felder mit „im Shop sichtbar“ liest der Online-Shop: Jeder Besucher kann sie sehen. Alle anderen sehen nur Mitarbeiter.',
  'settingsAdmin.sections': 'Abschnitte',

  // Sections
  'settingsAdmin.section.shop': 'Shop',
  'settingsAdmin.section.ordering': 'Bestellung',
  'settingsAdmin.section.legal': 'Rechtliches',
  'settingsAdmin.section.legal.help':
    'Für jedes Dokument eine externe Adresse oder ein eigener Text. Ist ein Text hinterlegt, verlinkt der Shop den Text statt der Adresse.',
  'settingsAdmin.section.payment': 'Zahlungsarten',
  'settingsAdmin.section.payment.help': 'Eine Zahlungsart bietet der Shop nur an, wenn sie hier und zusätzlich in der Filiale eingeschaltet ist.',
  'settingsAdmin.section.plugins': 'Plugins',
  'settingsAdmin.section.plugins.help': 'Zusatzfunktionen des Online-Shops, einzeln ein- und ausschaltbar.',
  'settingsAdmin.section.notifications': 'Benachrichtigungen',
  'settingsAdmin.section.orderCaps': 'Bestellgrenzen',
  'settingsAdmin.section.orderCaps.help':
    'Größere Online-Bestellungen nimmt der Shop nicht an: Er bittet, die Filiale anzurufen oder ein Angebot anzufragen. Genau die Grenze ist noch erlaubt.',
  'settingsAdmin.section.tracking': 'Karte & Tracking',

  // Shop
  'settingsAdmin.field.shopName': 'Shopname',
  'settingsAdmin.field.shopName.help': 'Kurzer Name in der Kopfzeile und im Titel jeder Seite.',
  'settingsAdmin.field.businessName.help': 'Vollständiger Name des Unternehmens, steht bei den Kontaktdaten im Fußbereich.',
  'settingsAdmin.field.title': 'Titel der Startseite',
  'settingsAdmin.field.title.help': 'Überschrift der Startseite; ohne Titel steht dort der Shopname.',
  'settingsAdmin.field.description': 'Beschreibung der Startseite',
  'settingsAdmin.field.description.help': 'Text unter der Überschrift der Startseite, auch für Suchmaschinen, wenn keine SEO-Beschreibung angegeben ist.',
  'settingsAdmin.field.seoTitle': 'SEO-Titel',
  'settingsAdmin.field.seoTitle.help': 'Titel für Suchmaschinen.',
  'settingsAdmin.field.seoDescription': 'SEO-Beschreibung',
  'settingsAdmin.field.seoDescription.help': 'Beschreibung in den Suchergebnissen von Suchmaschinen.',
  'settingsAdmin.field.phone.help':
    'Im Fußbereich und in der Bitte anzurufen, wenn eine Bestellung über den Bestellgrenzen liegt und die Filiale keine eigene Nummer hat.',
  'settingsAdmin.field.website': 'Website',
  'settingsAdmin.field.website.help': 'Vollständige Adresse mit https://.',
  'settingsAdmin.field.currency': 'Währung',
  'settingsAdmin.field.currency.help': 'Dreistelliger Währungscode, z. B. EUR.',

  // Ordering
  'settingsAdmin.field.defaultDeliveryMethod': 'Vorausgewählte Bestellart',
  'settingsAdmin.field.defaultDeliveryMethod.help': 'Ist im Warenkorb vorausgewählt, wenn die Filiale sie anbietet.',
  'settingsAdmin.field.defaultDeliveryMethod.none': 'Keine Vorauswahl',
  'settingsAdmin.field.disableTickets': 'Bestellnummer statt Ticket',
  'settingsAdmin.field.disableTickets.help': 'Die Nummer einer Bestellung heißt auf der Statusseite „Bestellnummer“ statt „Ticket“.',

  // Legal texts
  'settingsAdmin.legal.url': 'Externe Adresse',
  'settingsAdmin.legal.url.help': 'Wird verlinkt, wenn kein eigener Text hinterlegt ist.',
  'settingsAdmin.legal.text': 'Eigener Text (Markdown)',
  'settingsAdmin.legal.text.help': 'Überschriften mit #, Listen mit - oder 1., **fett**, *kursiv* und [Linktext](https://…).',
  'settingsAdmin.legal.preview': 'Vorschau: {document}',
  'settingsAdmin.legal.previewEmpty': 'Kein eigener Text hinterlegt.',
  'settingsAdmin.legal.shopLink.text': 'Im Shop: eigener Text unter {path}',
  'settingsAdmin.legal.shopLink.external': 'Im Shop: Link auf die externe Adresse',
  'settingsAdmin.legal.shopLink.none': 'Im Shop: kein Link',

  // Payment
  'settingsAdmin.payment.mollie': 'Online-Zahlung über Mollie',
  'settingsAdmin.payment.datatrans': 'Online-Zahlung mit Karte über Datatrans',

  // Plugins
  'settingsAdmin.plugin.pwa': 'App-Installation',
  'settingsAdmin.plugin.pwa.help': 'Bietet an, den Shop als App auf dem Gerät zu installieren, und meldet neue Versionen.',
  'settingsAdmin.plugin.toolbar': 'Statusleiste',
  'settingsAdmin.plugin.toolbar.help': 'Leiste oben: wie viele Filialen geöffnet sind, in einer Filiale „Geöffnet bis …“ oder „Geschlossen“.',
  'settingsAdmin.plugin.homePage': 'Startseite',
  'settingsAdmin.plugin.homePage.help':
    'Statt der Liste der Filialen: Öffnungszeiten und Kontakt jeder Filiale, bei nur einer Filiale davor „Online bestellen“, Tischreservierung und Anfahrt.',
  'settingsAdmin.plugin.search': 'Filialsuche',
  'settingsAdmin.plugin.search.help': 'Suchfeld „PLZ / Ort“ über der Liste der Filialen.',
  'settingsAdmin.plugin.tags': 'Tag-Filter',
  'settingsAdmin.plugin.tags.help': 'Filtert die Liste der Filialen nach ihren Tags.',
  'settingsAdmin.plugin.mapbox': 'Karte',
  'settingsAdmin.plugin.mapbox.help': 'Karte der Filialen auf der Startseite, nach Zustimmung zu Cookies; braucht den Mapbox-Zugangsschlüssel.',
  'settingsAdmin.plugin.categoryBar': 'Kategorieleiste',
  'settingsAdmin.plugin.categoryBar.help': 'Leiste mit den Kategorien über den Produkten einer Filiale, zum schnellen Springen.',
  'settingsAdmin.plugin.sms': 'SMS',
  'settingsAdmin.plugin.sms.help': 'Sendet Kunden und der Benachrichtigungsnummer SMS zu Bestellungen.',
  'settingsAdmin.plugin.donations': 'Spenden',
  'settingsAdmin.plugin.donations.help': 'Kunden können beim Bestellen einen Spendenempfänger auswählen.',
  'settingsAdmin.plugin.frontdesk': 'Abholbildschirm',
  'settingsAdmin.plugin.frontdesk.help': 'Die Statusseite weist Abholer auf die Bildschirme in der Filiale hin.',
  'settingsAdmin.plugin.orderReviews': 'Bewertungen',
  'settingsAdmin.plugin.orderReviews.help': 'Nach einer abgeschlossenen Bestellung bittet die Statusseite um eine Bewertung.',

  // Notifications
  'settingsAdmin.field.notificationEmail': 'E-Mail für neue Bestellungen',
  'settingsAdmin.field.notificationEmail.help': 'Erhält bei jeder neuen Online-Bestellung eine Nachricht.',
  'settingsAdmin.field.notificationPhone': 'Telefon für neue Bestellungen (SMS)',
  'settingsAdmin.field.notificationPhone.help': 'Erhält bei jeder neuen Bestellung eine SMS, wenn das SMS-Plugin eingeschaltet ist; im Format +43 664 1234567.',
  'settingsAdmin.field.missedOrderMinutes': 'Verpasst nach',
  'settingsAdmin.field.missedOrderMinutes.help':
    'So lange darf eine Bestellung „so bald wie möglich“ unbestätigt bleiben, bevor sie als verpasst gilt (1 bis 1440); eine Vorbestellung gilt ab ihrem Termin als verpasst.',
  'settingsAdmin.unit.minutes': 'Minuten',

  // Order caps
  'settingsAdmin.caps.kilograms': 'Höchstens je Produkt (Gewicht)',
  'settingsAdmin.caps.kilograms.help': 'Kilogramm eines Produkts je Bestellung; Liter zählen gleich.',
  'settingsAdmin.caps.pieces': 'Höchstens je Produkt (Stück)',
  'settingsAdmin.caps.pieces.help': 'Stück, Portionen, Paare, Personen oder Packungen eines Produkts je Bestellung.',
  'settingsAdmin.caps.orderGross': 'Höchster Bestellwert',
  'settingsAdmin.caps.orderGross.help': 'Brutto je Online-Bestellung, für alle Filialen ohne eigenen Wert.',
  'settingsAdmin.caps.byBranch': 'Eigener Höchstbestellwert einzelner Filialen',
  'settingsAdmin.caps.byBranch.empty': 'Alle Filialen verwenden den höchsten Bestellwert oben.',
  'settingsAdmin.caps.branch': 'Filiale',
  'settingsAdmin.caps.amount': 'Höchstbestellwert',
  'settingsAdmin.caps.add': 'Filiale hinzufügen',
  'settingsAdmin.caps.allBranches': 'Jede Filiale hat schon einen eigenen Wert.',
  'settingsAdmin.caps.remove': 'Entfernen',
  'settingsAdmin.caps.removeFor': 'Eigenen Wert von {branch} entfernen',
  'settingsAdmin.caps.deletedBranch': 'Gelöschte Filiale',
  'settingsAdmin.unit.kilograms': 'kg',
  'settingsAdmin.unit.pieces': 'Stück',

  // Map and tracking
  'settingsAdmin.field.mapboxAccessToken': 'Mapbox-Zugangsschlüssel',
  'settingsAdmin.field.mapboxAccessToken.help': 'Öffentlicher Schlüssel (beginnt mit pk.) für die Karte der Filialen.',
  'settingsAdmin.field.mapboxZoom': 'Karte: Zoomstufe',
  'settingsAdmin.field.mapboxZoom.help': '0 (ganze Welt) bis 24 (Straßenzug).',
  'settingsAdmin.field.mapboxPitch': 'Karte: Neigung',
  'settingsAdmin.field.mapboxPitch.help': '0 (von oben) bis 85 Grad.',
  'settingsAdmin.field.mapboxBearing': 'Karte: Drehung',
  'settingsAdmin.field.mapboxBearing.help': '-360 bis 360 Grad; 0 ist Norden oben.',
  'settingsAdmin.field.googleTagManagerId': 'Google-Tag-Manager-ID',
  'settingsAdmin.field.googleTagManagerId.help': 'Z. B. GTM-ABC1234; wird erst nach Zustimmung zu Cookies geladen.',
  'settingsAdmin.field.facebookPixelId': 'Facebook-Pixel-ID',
  'settingsAdmin.field.facebookPixelId.help': 'Wird erst nach Zustimmung zu Cookies geladen.',
  'settingsAdmin.unit.degrees': 'Grad',
} as const;
