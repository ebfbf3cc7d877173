/**
 * Opening hours: the table and dialog, branch card, toolbar, store-page intro and the
 * checkout's closed notices (storefront.md §2, §4).
 */
export const hoursMessages = {
  'hours.openingHours': 'Öffnungszeiten',
  'hours.deliveryHours': 'Lieferzeiten',
  // The table writes closed days capitalised, the dialog in lower case (storefront.md §2).
  'hours.table.closed': 'Geschlossen',
  'hours.dialog.closed': 'geschlossen',
  'hours.dialog.close': 'Schliessen',
  // Store page without a next shift and no closedMessage, and the checkout's closed notice.
  'hours.closedNow': 'Derzeit haben wir leider geschlossen.',

  'branchCard.openToday': 'Offen heute {from} Uhr bis {to} Uhr',
  // Open around the clock beyond the 72-hour look-ahead: no closing time to name.
  'branchCard.openAroundTheClock': 'Durchgehend geöffnet',
  'branchCard.opensToday': 'Öffnet heute um {from} Uhr',
  'branchCard.opensTomorrow': 'Öffnet morgen um {from} Uhr',
  'branchCard.opensOn': 'Öffnet am {day} um {from} Uhr',
  'branchCard.closed': 'Geschlossen',
  'branchCard.closingSoon': 'Schließt bald',
  'branchCard.pickup': 'Abholung {from} Uhr bis {to} Uhr',
  'branchCard.inactive': 'Derzeit nicht verfügbar',

  'toolbar.oneOpen': '1 Standort geöffnet',
  'toolbar.manyOpen': '{count} Standorte geöffnet',
  'toolbar.allClosed': 'Alle Standorte geschlossen',
  'toolbar.openUntil': 'Geöffnet bis {time}',
  'toolbar.open': 'Geöffnet',
  'toolbar.closed': 'Geschlossen',

  'storeIntro.closedReopensToday': 'Derzeit haben wir leider geschlossen. Wir öffnen wieder um {from} Uhr.',
  'storeIntro.closedReopensTomorrow': 'Derzeit haben wir leider geschlossen. Wir öffnen wieder morgen um {from} Uhr.',
  'storeIntro.closedReopensOn': 'Derzeit haben wir leider geschlossen. Wir öffnen wieder am {day} um {from} Uhr.',
  'storeIntro.noDelivery': 'Derzeit ist leider keine Lieferung möglich.',
  'storeIntro.deliveryReturnsToday': 'Wir liefern wieder ab {from} Uhr.',
  'storeIntro.deliveryReturnsTomorrow': 'Wir liefern wieder morgen ab {from} Uhr.',
  'storeIntro.deliveryReturnsOn': 'Wir liefern wieder am {day} ab {from} Uhr.',
  'storeIntro.meanwhileTakeawayAndDineIn': 'In der Zwischenzeit bieten wir Takeaway oder Konsum vor Ort an.',
  'storeIntro.meanwhileTakeaway': 'In der Zwischenzeit bieten wir Takeaway an.',
  'storeIntro.meanwhileDineIn': 'In der Zwischenzeit bieten wir Konsum vor Ort an.',
  'storeIntro.preorders': 'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
  'storeIntro.preordersWhenClosed': 'Wir bearbeiten diese sobald wir wieder geöffnet haben.',

  'checkout.noDelivery': 'Derzeit bieten wir leider keine Lieferung an.',
  'checkout.submitQuotation': 'Angebot anfragen',
  'checkout.submitOrder': 'Zahlungspflichtig bestellen',
  'checkout.submitPreorder': 'Zahlungspflichtig vorbestellen',
} as const;
