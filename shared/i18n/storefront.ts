/**
 * Texts of the public storefront and website that storefront.md names (§2, §4, §5, §8) and that
 * no more specific area file holds (hours, slots, search, order status, commerce). Where the spec
 * only describes a text, the wording is ours and marked so.
 */
export const storefrontMessages = {
  // Page titles (§2)
  'page.title': '{title} - {shopTitle}',
  'page.checkoutTitle': 'Bestellvorgang - {shopTitle}',
  'page.statusTitle': 'Bestellstatus - {shopTitle}',

  'selfService.screensaver': 'Tippen um zu bestellen',

  // Errors and banners (§2, §8)
  'error.internal': 'Leider ist ein interner Fehler aufgetreten.',
  'error.notFoundTitle': '404 Not Found',
  'error.notFoundText': 'Leider wurde die angeforderte Seite nicht gefunden.',
  'error.unknown': 'Ein unbekannter Fehler ist aufgetreten.',
  'offline.title': 'Sie sind offline',
  'offline.text': 'Bitte überprüfen Sie Ihre Internetverbindung.',
  // Ours: the retry button of the offline banner reloads the page.
  'offline.reload': 'Neu laden',
  'update.title': 'Ein Update wurde installiert!',
  'update.restart': 'App neustarten',

  // Home page teasers with exactly one branch (§2); labels are ours.
  'home.orderOnline': 'Online bestellen',
  'home.reserveTable': 'Tisch reservieren',
  'home.directions': 'Anfahrt',

  // Footer links (§2); labels are ours.
  'footer.terms': 'AGB',
  'footer.privacy': 'Datenschutz',
  'footer.imprint': 'Impressum',
  'footer.allergens': 'Allergene',

  // Store page and cart (§2)
  'cart.deliveryType': 'Art der Lieferung',
  'cart.costs': 'Kosten',
  'cart.deliveryCosts': 'Lieferkosten',
  'cart.total': 'Gesamt',
  'cart.orderNow': 'Jetzt bestellen',
  'cart.empty': 'Keine Produkte im Warenkorb!',

  // Checkout (§2, §4, §8)
  'checkout.back': 'Zurück',
  'checkout.processing': 'Verarbeiten...',
  'checkout.paymentFailed': 'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
  'donatee.noMatch': 'Keine passende Organisation gefunden.',

  // Content pages and blocks (§2)
  'site.draft': 'Entwurf',
  'site.type.default': 'Standardseite',
  'site.type.simple': 'Einfache Seite',
  'site.field.content': 'Inhalt',
  'block.team.contact': 'Kontakt',
  'block.team.phone': 'Telefon:',
  'block.team.mail': 'Mail:',
  'block.heroMap.address': 'Adresse',
  'block.heroMap.phone': 'Telefon',
  'block.heroMap.email': 'E-Mail',
  'block.heroMap.openingHours': 'ÖFFNUNGSZEITEN',
  'block.map.title': 'Karte: Anfahrt',
  'block.socialMedia.feedTitle': 'Beiträge aus unseren sozialen Netzwerken',
  'field.boolean.yes': 'Ja',
  'field.boolean.no': 'Nein',
  // Ours: what a map or social feed block shows before cookie consent, and its button.
  'consent.external.map': 'Die Karte eines externen Dienstes erscheint nach Ihrer Zustimmung zu Cookies und Drittanbieter-Inhalten.',
  'consent.external.social': 'Die Beiträge eines sozialen Netzwerks erscheinen nach Ihrer Zustimmung zu Cookies und Drittanbieter-Inhalten.',
  'consent.external.accept': 'Zustimmen und anzeigen',

  // News popup and lightbox (§2)
  'news.position': 'Neuigkeiten, Meldung {index} von {count}',
  'news.close': 'Gelesen',
  'lightbox.position': 'Bild {index} von {count}',
  // Ours: button names of the news popup, the lightbox and the sliders.
  'news.open': 'Neuigkeiten',
  'news.previous': 'Vorherige Meldung',
  'news.next': 'Nächste Meldung',
  'lightbox.label': 'Bildergalerie',
  'lightbox.previous': 'Vorheriges Bild',
  'lightbox.next': 'Nächstes Bild',
  'lightbox.close': 'Schließen',
  'lightbox.enlarge': 'Bild vergrößern',

  // Installable app (§2, §4); the instruction sentences are ours.
  'pwa.prompt': 'als App installieren?',
  'pwa.install': 'Installieren',
  'pwa.notNow': 'Jetzt nicht',
  'pwa.installLink': 'App installieren',
  'pwa.addToHomeScreen': 'Zum Home-Bildschirm',
  'pwa.instructions.android': 'Bestätigen Sie die Installation im Dialog Ihres Browsers. Danach finden Sie die App auf Ihrem Startbildschirm.',
  'pwa.instructions.ipad': 'Tippen Sie oben rechts auf das Teilen-Symbol und wählen Sie „Zum Home-Bildschirm“.',
  'pwa.instructions.iphone': 'Tippen Sie unten in der Leiste auf das Teilen-Symbol und wählen Sie „Zum Home-Bildschirm“.',
  'pwa.instructions.unsupported':
    'Ihr Browser kann diese Seite nicht selbst installieren. Fügen Sie sie über das Menü Ihres Browsers manuell zum Startbildschirm hinzu.',
  'pwa.statusHint': 'Installieren Sie unsere App, um den Stand Ihrer Bestellung jederzeit im Blick zu behalten.',

  // Contact form (§4, §5)
  'form.submittingTitle': 'Bitte warten',
  'form.submittingText': 'Ihre Anfrage wird verarbeitet...',
  'form.errorHeading': 'Bitte prüfen Sie Ihre Eingaben',
  'form.editData': 'Daten ändern',
  'form.retry': 'Erneut versuchen',
  'form.thanks': 'Vielen Dank für Ihre Nachricht!',
  'form.close': 'Formular schließen',
  'form.acceptPrivacy': 'Datenschutzerklärung akzeptieren',
  'form.send': 'Nachricht senden',

  // The initial load's failure (backoffice.md §8); the storefront shows it too, so it lives here.
  'backoffice.initialLoadFailed': 'Daten konnten nicht geladen werden.',
} as const;
