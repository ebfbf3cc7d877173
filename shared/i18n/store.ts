/**
 * Texts of the branch store page, cart and product configuration overlay (storefront.md §2, §4,
 * §5). The spec's own texts ('Art der Lieferung', 'Kosten', 'Jetzt bestellen', 'Keine Produkte im
 * Warenkorb!', the minimum-order notice, the upload alert) live in storefront.ts and commerce.ts;
 * the ones here are ours: labels, buttons and announcements the spec only describes.
 */
export const storeMessages = {
  // Page
  'store.inactive': 'Diese Filiale nimmt derzeit keine Online-Bestellungen entgegen.',
  'store.noProducts': 'Für diese Filiale sind derzeit keine Produkte verfügbar.',
  'store.categoryBar': 'Kategorien',
  // A dine-in order at a table (opened from the table's QR code, or the table chosen in the checkout).
  'store.tableNote': 'Ihr Tisch: {table}',

  // Product cards
  'store.product.add': 'In den Warenkorb',
  'store.product.addLabel': '{name} in den Warenkorb legen',
  'store.product.unavailable': 'Derzeit nicht erhältlich',
  'store.product.allergens': 'Allergene: {allergens}',
  'store.product.pricePerUnit': '{price} pro {unit}',

  // Cart
  'store.cart.title': 'Warenkorb',
  'store.cart.count': '{count} im Warenkorb',
  'store.cart.edit': 'Bearbeiten',
  'store.cart.editLabel': '{name} bearbeiten',
  'store.cart.remove': 'Entfernen',
  'store.cart.removeLabel': '{name} aus dem Warenkorb entfernen',
  'store.cart.added': '„{name}“ wurde in den Warenkorb gelegt.',
  'store.cart.updated': '„{name}“ wurde geändert.',
  'store.cart.removed': '„{name}“ wurde aus dem Warenkorb entfernt.',
  'store.cart.staleRemoved.one': '„{names}“ hat sich in unserem Sortiment geändert und wurde aus dem Warenkorb entfernt.',
  'store.cart.staleRemoved.other': 'Diese Produkte haben sich in unserem Sortiment geändert und wurden aus dem Warenkorb entfernt: {names}.',
  'store.cart.dismiss': 'Hinweis schließen',
  'store.cart.areaMinimum': 'Mindestbestellwert {amount}',
  'store.cart.areaFreeFrom': 'Lieferung gratis bei einem Bestellwert über {amount}',
  'store.cart.areaFree': 'Lieferung gratis',
  'store.cart.variableHint': 'Der Endpreis richtet sich nach dem tatsächlichen Gewicht bzw. Umfang.',

  // Configured parts in the cart
  'store.part.images.one': '{count} Bild',
  'store.part.images.other': '{count} Bilder',
  'store.part.files.one': '{count} Datei',
  'store.part.files.other': '{count} Dateien',

  // Product configuration overlay
  'store.overlay.quantity': 'Menge',
  'store.overlay.unit': 'Einheit',
  'store.overlay.decrease': 'Menge verringern',
  'store.overlay.increase': 'Menge erhöhen',
  'store.overlay.optional': '(optional)',
  'store.overlay.deselectHint': 'Ein zweiter Klick auf die gewählte Option hebt die Auswahl auf.',
  'store.overlay.price': 'Preis',
  'store.overlay.add': 'In den Warenkorb',
  'store.overlay.save': 'Änderungen übernehmen',
  'store.overlay.cancel': 'Abbrechen',
  'store.overlay.next': 'Weiter',
  'store.overlay.back': 'Zurück',
  'store.overlay.step': 'Schritt {step} von {count}',
  'store.overlay.missing': 'Bitte vervollständigen Sie Ihre Auswahl:',
  'store.overlay.chooseImage': 'Bild auswählen',
  'store.overlay.chooseImages': 'Bilder auswählen',
  'store.overlay.chooseFile': 'Datei auswählen',
  'store.overlay.chooseFiles': 'Dateien auswählen',
  'store.overlay.allowedTypes': 'Erlaubte Formate: {types}',
  'store.overlay.uploading': 'Datei wird hochgeladen …',
  'store.overlay.removeFile': '{name} entfernen',
  'store.overlay.uploaded': 'Hochgeladene Datei',
  // Ours: the file name of a photo the browser scaled down and that had no name of its own.
  'store.overlay.photoFileName': 'Foto',
} as const;
