/**
 * Texts of the global layout, home page, cookie banner and kiosk (storefront.md §1, §2 Global
 * layout, Division, Opening-hours dialog). The spec quotes only some of them (those live in
 * storefront.ts and hours.ts); the wording here is ours: labels, accessibility names and the cookie
 * banner, which the spec describes without giving its text.
 */
export const layoutMessages = {
  // Header and main menu
  'layout.menu.label': 'Hauptmenü',
  'layout.menu.toggle': 'Menü',
  // Appended (visually hidden) to links that open in a new tab.
  'layout.newTab': '(öffnet in neuem Tab)',
  'layout.toolbar.label': 'Öffnungsstatus',

  // Footer
  'layout.footer.contact': 'Kontakt',
  'layout.footer.links': 'Links',
  'layout.footer.social': 'Soziale Medien',
  'layout.footer.legal': 'Rechtliches',
  'layout.footer.copyright': '© {year} {name}',
  'layout.contact.phone': 'Telefon',
  'layout.contact.email': 'E-Mail',
  'layout.contact.website': 'Website',

  // Cookie consent (§4): accept and decline are offered side by side (GDPR: refusing must be as
  // easy as agreeing); the footer link reopens the banner so a decision can be changed.
  'layout.consent.title': 'Cookies und externe Dienste',
  'layout.consent.text':
    'Wir verwenden Cookies und Dienste anderer Anbieter, etwa die Karte unserer Filialen und Statistikdienste. Diese laden wir nur mit Ihrer Zustimmung. Sie können Ihre Entscheidung jederzeit unter „Cookie-Einstellungen“ am Ende der Seite ändern.',
  'layout.consent.privacy': 'Mehr in unserer Datenschutzerklärung',
  'layout.consent.accept': 'Akzeptieren',
  'layout.consent.decline': 'Ablehnen',
  'layout.consent.settings': 'Cookie-Einstellungen',

  // Home page and branch list
  'layout.search.label': 'Filiale suchen',
  'layout.search.submit': 'Suchen',
  'layout.tags.label': 'Nach Angebot filtern',
  'layout.hours.dialogTitle': 'Öffnungszeiten {name}',
  'layout.hours.day': 'Tag',
  'layout.hours.time': 'Zeiten',
  'layout.hours.switch': 'Zeiten anzeigen',
  'layout.teaser.orderOnline': 'Bestellen Sie bequem online zum Abholen oder Liefern.',
  'layout.teaser.reserveTable': 'Rufen Sie uns an: {phone}',
  'layout.map.label': 'Karte unserer Filialen',
  'layout.map.hint': 'Tippen Sie auf eine Markierung, um die Route dorthin zu planen.',
  'layout.map.marker': 'Route zu {name} planen',
  'layout.map.failed': 'Die Karte konnte nicht geladen werden.',
  // The map's own controls (MapLibre's English defaults replaced).
  'layout.map.ui.title': 'Karte',
  'layout.map.ui.attribution': 'Quellenangaben ein- oder ausblenden',
  'layout.map.ui.feedback': 'Rückmeldung zur Karte',
  'layout.map.ui.zoomIn': 'Vergrößern',
  'layout.map.ui.zoomOut': 'Verkleinern',
  'layout.map.ui.resetBearing': 'Ziehen, um die Karte zu drehen; klicken, um sie nach Norden auszurichten',
  'layout.map.ui.ctrlScroll': 'Zum Zoomen Strg gedrückt halten und scrollen',
  'layout.map.ui.cmdScroll': 'Zum Zoomen ⌘ gedrückt halten und scrollen',
  'layout.map.ui.twoFingers': 'Verschieben Sie die Karte mit zwei Fingern',
} as const;
