/**
 * Texts of the order-create API and online payments (storefront.md §4, §5, §7, §8): German errors
 * the server returns. Rules that have their own texts elsewhere keep them (checkout fields and
 * items: commerce.ts; appointment: slots.ts; closed: hours.ts).
 */
export const orderingMessages = {
  // A product id that is unknown or not in the branch's current menu (no name to show).
  'ordering.productUnknown': 'Ein Produkt in Ihrem Warenkorb ist in dieser Filiale leider nicht mehr erhältlich. Bitte entfernen Sie es.',
  'ordering.productNotInMenu': '„{product}“ ist in dieser Filiale leider nicht erhältlich. Bitte entfernen Sie es aus dem Warenkorb.',
  'ordering.productUnavailable': '„{product}“ ist zum gewählten Zeitpunkt leider nicht erhältlich.',
  // Sold out at the branch today (PUT /api/branches/{id}/sold-out).
  'ordering.productSoldOut': '„{product}“ ist in dieser Filiale leider ausverkauft. Bitte entfernen Sie es aus dem Warenkorb.',
  // An item rule (parts, uploads) about one product: the product, then the rule's own sentence.
  'ordering.itemError': '„{product}“: {error}',
  'ordering.table': 'Bitte wählen Sie einen Tisch aus der Liste aus.',
  'ordering.donatee': 'Diese Organisation steht leider nicht zur Auswahl. Bitte wählen Sie eine andere.',
  // The caps of one online order (shared/order-limits/caps.ts): call the shop or ask for a quotation.
  'ordering.cap.product':
    'Von „{product}“ nehmen wir online höchstens {max} pro Bestellung an. Für größere Mengen rufen Sie uns bitte an oder fragen Sie ein Angebot an.',
  'ordering.cap.productWithPhone':
    'Von „{product}“ nehmen wir online höchstens {max} pro Bestellung an. Für größere Mengen rufen Sie uns bitte unter {phone} an oder fragen Sie ein Angebot an.',
  'ordering.cap.orderValue': 'Online nehmen wir Bestellungen bis {max} an. Für größere Bestellungen rufen Sie uns bitte an oder fragen Sie ein Angebot an.',
  'ordering.cap.orderValueWithPhone':
    'Online nehmen wir Bestellungen bis {max} an. Für größere Bestellungen rufen Sie uns bitte unter {phone} an oder fragen Sie ein Angebot an.',
} as const;
