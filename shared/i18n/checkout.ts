/**
 * Texts of the checkout page (storefront.md §2 Checkout, §4, §5, §8). The spec's own sentences
 * live in storefront.ts, commerce.ts, hours.ts and slots.ts; these are the labels, headings and
 * hints the spec only describes (wording ours).
 */
export const checkoutMessages = {
  'checkout.heading': 'Bestellvorgang',
  'checkout.requiredHint': 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
  'checkout.requiredField': 'Pflichtfeld',
  'checkout.choose': 'Bitte wählen',

  // Sections
  'checkout.section.order': 'Bestellart',
  'checkout.section.contact': 'Kontaktdaten',
  'checkout.section.address': 'Adresse',
  'checkout.section.deliveryAddress': 'Lieferadresse',
  'checkout.section.summary': 'Ihre Bestellung',
  'checkout.section.donation': 'Spende',
  'checkout.section.payment': 'Zahlungsart',

  // Fields the shared rules have no label for
  'checkout.field.isCompany': 'Ich bestelle für eine Firma',
  'checkout.field.vatNumber': 'UID-Nummer',
  'checkout.field.floor': 'Stock',
  'checkout.field.stairway': 'Stiege',
  'checkout.field.door': 'Tür',
  'checkout.field.isDeliveryAddressDifferent': 'Abweichende Lieferadresse',
  'checkout.field.comment': 'Anmerkung',
  'checkout.phoneHint': 'Mit Ländervorwahl, z. B. +43 664 1234567',

  // Appointment
  'checkout.appointment.none': 'Ohne Termin bereiten wir Ihre Bestellung so bald wie möglich vor.',
  'checkout.appointment.chooseDate': 'Datum wählen',
  'checkout.appointment.chooseTime': 'Uhrzeit wählen',
  'checkout.appointment.clear': 'Termin entfernen',
  'checkout.appointment.dateValue': 'Datum: {date}',
  'checkout.appointment.timeValue': 'Uhrzeit: {time} Uhr',
  'checkout.datePicker.previousMonth': 'Vorheriger Monat',
  'checkout.datePicker.nextMonth': 'Nächster Monat',
  'checkout.datePicker.week': 'Kalenderwoche {week}',
  'checkout.timePicker.hour': 'Stunde',
  'checkout.timePicker.minute': 'Minute',
  'checkout.timePicker.range': '{from} – {to} Uhr',
  'checkout.timePicker.single': '{time} Uhr',
  'checkout.timePicker.apply': 'Übernehmen',
  'checkout.close': 'Schliessen',

  // Donation (storefront.md §9: the amount is fixed at 0.07 in the shop currency)
  'checkout.donation.text': 'Für Ihre Bestellung spenden wir {amount} an eine Organisation Ihrer Wahl.',
  'checkout.donation.choose': 'Organisation wählen',
  'checkout.donation.change': 'Andere Organisation wählen',
  'checkout.donation.remove': 'Keine Spende',
  'checkout.donation.search': 'Organisation suchen',
  'checkout.donation.selected': 'Ausgewählt',

  // Payment
  'checkout.payment.none': 'Für diese Filiale ist derzeit keine Zahlungsart verfügbar.',

  // Terms and privacy: '{link}' is the button that opens the text.
  'checkout.legal.terms': 'Ich akzeptiere die {link}.',
  'checkout.legal.termsLink': 'Allgemeinen Geschäftsbedingungen',
  'checkout.legal.termsTitle': 'Allgemeine Geschäftsbedingungen',
  'checkout.legal.privacy': 'Ich habe die {link} gelesen und stimme der Verarbeitung meiner Daten zu.',
  'checkout.legal.privacyLink': 'Datenschutzerklärung',
  'checkout.legal.privacyTitle': 'Datenschutzerklärung',

  // Submit
  'checkout.submitUnavailable': 'Bestellen derzeit nicht möglich',
} as const;
