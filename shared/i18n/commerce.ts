/**
 * German texts produced by the commerce rules (units, quantities, pricing, cart, items, phone,
 * checkout). Flat keys grouped by a dotted prefix; templates use `{name}` placeholders.
 * Merged into the one catalogue by shared/i18n/index.ts.
 */
export const commerceMessages = {
  // Units (storefront.md §9). Short names of area and cubic units are not in the spec: the usual
  // symbols with superscripts.
  'unit.amount.name': 'Stück',
  'unit.amount.short': 'Stk.',
  'unit.serving.name': 'Portion',
  'unit.serving.short': 'Port.',
  'unit.pair.name': 'Paar',
  'unit.pair.short': 'Paar',
  'unit.person.name': 'Person',
  'unit.person.short': 'Pers.',
  'unit.package.name': 'Packung',
  'unit.package.short': 'Pkg.',
  'unit.gram.name': 'Gramm',
  'unit.gram.short': 'g',
  'unit.decagram.name': 'Dekagramm',
  'unit.decagram.short': 'dag',
  'unit.kilogram.name': 'Kilogramm',
  'unit.kilogram.short': 'kg',
  'unit.milliliter.name': 'Milliliter',
  'unit.milliliter.short': 'ml',
  'unit.centiliter.name': 'Zentiliter',
  'unit.centiliter.short': 'cl',
  'unit.deciliter.name': 'Deziliter',
  'unit.deciliter.short': 'dl',
  'unit.liter.name': 'Liter',
  'unit.liter.short': 'l',
  'unit.millimeter.name': 'Millimeter',
  'unit.millimeter.short': 'mm',
  'unit.centimeter.name': 'Zentimeter',
  'unit.centimeter.short': 'cm',
  'unit.decimeter.name': 'Dezimeter',
  'unit.decimeter.short': 'dm',
  'unit.meter.name': 'Meter',
  'unit.meter.short': 'm',
  'unit.kilometer.name': 'Kilometer',
  'unit.kilometer.short': 'km',
  'unit.square-millimeter.name': 'Quadratmillimeter',
  'unit.square-millimeter.short': 'mm²',
  'unit.square-centimeter.name': 'Quadratzentimeter',
  'unit.square-centimeter.short': 'cm²',
  'unit.square-decimeter.name': 'Quadratdezimeter',
  'unit.square-decimeter.short': 'dm²',
  'unit.square-meter.name': 'Quadratmeter',
  'unit.square-meter.short': 'm²',
  'unit.cubic-millimeter.name': 'Kubikmillimeter',
  'unit.cubic-millimeter.short': 'mm³',
  'unit.cubic-centimeter.name': 'Kubikzentimeter',
  'unit.cubic-centimeter.short': 'cm³',
  'unit.cubic-decimeter.name': 'Kubikdezimeter',
  'unit.cubic-decimeter.short': 'dm³',
  'unit.cubic-meter.name': 'Kubikmeter',
  'unit.cubic-meter.short': 'm³',
  'unit.error.unknown': 'Die Einheit „{unit}“ ist unbekannt.',
  'unit.error.incompatible': '{from} lässt sich nicht in {to} umrechnen.',
  'unit.error.notOffered': 'Die Einheit „{unit}“ ist für „{product}“ nicht verfügbar.',

  // Quantities (storefront.md §5 "Quantity")
  'quantity.error.notAllowed': 'Die Menge {amount} {unit} ist für „{product}“ nicht zulässig.',

  // Pricing models (storefront.md §9)
  'pricing.model.fixed': 'Exakt',
  'pricing.model.fixed.short': 'Fix',
  'pricing.model.approximate': 'Ungefähr',
  'pricing.model.approximate.short': 'ca.',
  'pricing.model.minimum': 'Minimum',
  'pricing.model.minimum.short': 'ab',
  'pricing.error.minimumOrderValue':
    'Sie haben den Mindestbestellwert in Höhe von {amount} leider noch nicht erreicht.',

  // Order types (backoffice.md §9)
  'orderType.takeaway': 'Takeaway',
  'orderType.delivery': 'Lieferung',
  'orderType.dineIn': 'Dine In',

  // Configurable parts (storefront.md §5 "Item validity", "Upload")
  'item.error.amount': 'Bitte geben Sie für „{product}“ eine Menge größer als 0 an.',
  'item.error.select': 'Bitte wählen Sie bei „{part}“ eine Option aus.',
  'item.error.multiselect': 'Bitte wählen Sie bei „{part}“ mindestens eine Option aus.',
  'item.error.text': 'Bitte füllen Sie „{part}“ aus.',
  'item.error.image': 'Bitte laden Sie bei „{part}“ ein Bild hoch.',
  'item.error.file': 'Bitte laden Sie bei „{part}“ eine Datei hoch.',
  'item.error.unknownOption': 'Die Option „{option}“ gibt es bei „{part}“ nicht.',
  'item.error.singleOption': 'Bei „{part}“ kann nur eine Option gewählt werden.',
  'upload.error.rejected':
    'Die gewählte Datei kann leider nicht verarbeitet werden. Möglicherweise ist sie zu groß oder hat ein unbekanntes Format.',

  // Phone (storefront.md §5 "Phone"): the spec's sentence "… im Format … an." with the example
  // and the two conditions (leading + and country code) spelled out.
  'phone.error.invalid':
    'Bitte geben Sie eine gültige Nummer im Format +43 664 1234567 mit führendem + und Ländervorwahl an.',

  // Checkout (storefront.md §5 "Required fields", §9 "Payment")
  'checkout.field.companyName': 'Firmenname',
  'checkout.field.firstName': 'Vorname',
  'checkout.field.lastName': 'Nachname',
  'checkout.field.email': 'E-Mail',
  'checkout.field.phone': 'Telefon',
  'checkout.field.street': 'Straße',
  'checkout.field.zipCode': 'PLZ',
  'checkout.field.city': 'Ort',
  'checkout.field.country': 'Land',
  'checkout.field.deliveryStreet': 'Straße (Lieferadresse)',
  'checkout.field.deliveryZipCode': 'PLZ (Lieferadresse)',
  'checkout.field.deliveryCity': 'Ort (Lieferadresse)',
  'checkout.field.deliveryCountry': 'Land (Lieferadresse)',
  'checkout.field.deliveryArea': 'Liefergebiet',
  'checkout.field.table': 'Tisch',
  'checkout.error.required': 'Bitte füllen Sie das Feld „{label}“ aus.',
  'checkout.error.email': 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
  'checkout.error.country': 'Bitte wählen Sie ein Land aus der Liste aus.',
  'checkout.error.appointment': 'Bitte wählen Sie einen Termin aus.',
  'checkout.error.legalInstructions': 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
  'checkout.error.privacyPolicy': 'Bitte akzeptieren Sie die Datenschutzerklärung.',
  'checkout.error.orderType': 'Diese Bestellart bietet die Filiale derzeit leider nicht an.',
  'checkout.error.paymentMethod': 'Diese Zahlungsart steht leider nicht zur Verfügung.',
  'checkout.error.deliveryArea': 'Bitte wählen Sie ein Liefergebiet aus der Liste aus.',
  'country.DE': 'Deutschland',
  'country.LI': 'Liechtenstein',
  'country.AT': 'Österreich',
  'country.CH': 'Schweiz',
  'payment.cash': 'Barzahlung',
  'payment.atm-card': 'EC Karte / Debitkarte',
  'payment.hydro-ag-voucher': 'Hydro AG Gutschein',
  'payment.mollie': 'Online Zahlung',
  'payment.datatrans': 'Online Zahlung (Karte)',
} as const;

export type CommerceMessageKey = keyof typeof commerceMessages;
