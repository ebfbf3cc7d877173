/**
 * The customer's e-mails and SMS about an order (events/consumers/notifications/templates.ts), the
 * shop's own new-order alert (`notification.shop.`) and the refusals of the resend routes. These
 * are read in a mailbox, not in the storefront, so the area belongs to the server's catalogue,
 * not to ./customer.ts.
 */
export const notificationMessages = {
  // How a message names the order: with its ticket number when it has one.
  'notification.order.numbered': 'Ihre Bestellung Nr. {ticket}',
  'notification.order.plain': 'Ihre Bestellung',

  'notification.subject.placed': '{order} bei {shop} ist eingegangen',
  'notification.subject.confirmed': '{order} bei {shop} ist bestätigt',
  'notification.subject.rejected': '{order} bei {shop} wurde abgelehnt',
  'notification.subject.canceled': '{order} bei {shop} wurde storniert',
  'notification.subject.counterAppointment': 'Neuer Terminvorschlag für {order} bei {shop}',
  'notification.subject.onItsWay': '{order} bei {shop} ist unterwegs',
  'notification.subject.readyForPickup': '{order} bei {shop} ist abholbereit',

  // Decision: no name in greeting or subject: the name is the customer's free text, and the shop
  // must not say what a stranger typed (templates.ts "customer input").
  'notification.greeting.plain': 'Guten Tag,',

  // What the customer entered, shown as theirs: labelled, quoted, links broken.
  'notification.customerInput': 'Ihre Angaben',
  'notification.customerInput.note': 'So haben Sie es bei der Bestellung eingegeben (nicht von uns geprüft):',
  'notification.customerInput.name': 'Name',
  'notification.customerInput.company': 'Firma',
  'notification.customerInput.address': 'Adresse',
  'notification.customerInput.deliveryAddress': 'Lieferadresse',
  'notification.customerInput.phone': 'Telefon',
  'notification.customerInput.comment': 'Anmerkung',
  'notification.customerInput.part': '{product}, {part}',

  'notification.intro.placed':
    'vielen Dank für Ihre Bestellung! Sie ist bei uns eingegangen. Sobald die Filiale sie bestätigt hat, bekommen Sie eine weitere Nachricht.',
  'notification.intro.confirmed': 'die Filiale hat Ihre Bestellung bestätigt. Wir freuen uns auf Sie!',
  'notification.intro.rejected': 'leider kann die Filiale Ihre Bestellung nicht annehmen.',
  'notification.intro.canceled': 'Ihre Bestellung wurde storniert.',
  'notification.intro.counterAppointment':
    'die Filiale kann Ihre Bestellung leider nicht zum gewünschten Termin fertigstellen und schlägt Ihnen einen neuen Termin vor: {appointment}. Bitte bestätigen oder lehnen Sie den Vorschlag auf der Statusseite Ihrer Bestellung ab.',
  'notification.intro.onItsWay': 'Ihre Bestellung ist jetzt unterwegs zu Ihnen.',
  'notification.intro.readyForPickup': 'Ihre Bestellung ist fertig und liegt in der Filiale {branch} für Sie bereit.',
  'notification.reason': 'Begründung der Filiale: {reason}',

  'notification.detail.ticket': 'Bestellnummer',
  'notification.detail.branch': 'Filiale',
  'notification.detail.orderType': 'Bestellart',
  'notification.detail.appointment': 'Termin',
  'notification.detail.wishedAppointment': 'Gewünschter Termin',
  'notification.detail.proposedAppointment': 'Neuer Termin',
  'notification.detail.payment': 'Zahlungsart',
  'notification.appointment': '{weekday}, {date}, {time} Uhr',
  'notification.appointment.asap': 'so bald wie möglich',

  'notification.lines': 'Ihre Bestellung',
  'notification.total.delivery': 'Liefergebühr',
  'notification.total.sum': 'Summe',

  'notification.statusLink': 'Den aktuellen Stand Ihrer Bestellung sehen Sie jederzeit hier:',
  'notification.statusLinkLabel': 'Bestellung ansehen',
  'notification.branchContact': 'Fragen zu Ihrer Bestellung? Sie erreichen die Filiale {branch} unter {phone}.',
  'notification.closing': 'Freundliche Grüße',

  // SMS: short, the shop's name first (the sender id may not say who writes).
  'notification.sms.placed': '{shop}: {order} ist eingegangen.',
  'notification.sms.confirmed': '{shop}: {order} ist bestätigt. Termin: {appointment}.',
  'notification.sms.rejected': '{shop}: {order} wurde leider abgelehnt.',
  'notification.sms.canceled': '{shop}: {order} wurde storniert.',
  'notification.sms.counterAppointment':
    '{shop}: Neuer Terminvorschlag für {order}: {appointment}. Bitte bestätigen oder lehnen Sie ihn auf der Statusseite ab.',
  'notification.sms.onItsWay': '{shop}: {order} ist unterwegs zu Ihnen.',
  'notification.sms.readyForPickup': '{shop}: {order} ist abholbereit.',
  'notification.sms.reason': 'Begründung: {reason}',
  'notification.sms.link': 'Details: {url}',

  // The shop's own alert of a new order (events/consumers/notifications/shop-templates.ts), to the
  // addresses of the settings (notificationEmail, notificationPhone): for staff, short and factual.
  'notification.shop.subject.numbered': 'Neue Bestellung Nr. {ticket} – {branch}',
  'notification.shop.subject.plain': 'Neue Bestellung – {branch}',
  'notification.shop.intro': 'In der Filiale {branch} ist eine neue Bestellung eingegangen.',
  'notification.shop.detail.customer': 'Kunde',
  'notification.shop.detail.phone': 'Telefon',
  'notification.shop.detail.email': 'E-Mail',
  'notification.shop.detail.comment': 'Anmerkung',
  'notification.shop.lines': 'Bestellung',
  'notification.shop.link': 'Die Bestellung im Backoffice bestätigen oder ablehnen:',
  'notification.shop.linkLabel': 'Im Backoffice öffnen',
  'notification.shop.sms.numbered': 'Neue Bestellung Nr. {ticket} in {branch}, {type} {appointment}',
  'notification.shop.sms.plain': 'Neue Bestellung in {branch}, {type} {appointment}',
  'notification.shop.sms.takeaway': 'Abholung',
  'notification.shop.sms.delivery': 'Lieferung',
  'notification.shop.sms.dineIn': 'vor Ort',
  'notification.shop.sms.appointment': '{date} {time}',
  'notification.shop.sms.link': '{text} – {url}',

  // Refusals of POST /api/orders/{id}/resend-new-order-email | -sms.
  'notification.noEmail': 'Die Bestellung hat keine E-Mail-Adresse. Es kann keine E-Mail versendet werden.',
  'notification.noPhone': 'Die Bestellung hat keine Telefonnummer im internationalen Format (z. B. +43 664 1234567). Es kann keine SMS versendet werden.',
  'notification.smsDisabled': 'Der SMS-Versand ist in den Einstellungen nicht aktiviert.',
  'notification.unavailable': 'Die Nachricht konnte gerade nicht in Auftrag gegeben werden. Bitte versuchen Sie es gleich noch einmal.',
} as const;

export type NotificationMessageKey = keyof typeof notificationMessages;
