/**
 * Texts of the online payments (Mollie, Datatrans; functions/payments): the errors the payment
 * routes and the order create answer, and the payment description the customer sees on the
 * provider's page and bank statement. The `code` of such an error is its key.
 */
export const paymentsMessages = {
  'payments.description': 'Bestellung {number}',
  // Answered to a webhook call that is not the provider's (a person could only get here on purpose).
  'payments.webhookInvalid': 'Die Zahlungsbenachrichtigung enthält keine gültige Zahlungskennung.',
  'payments.signatureInvalid': 'Die Signatur der Zahlungsbenachrichtigung ist ungültig.',
  'payments.providerUnavailable':
    'Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuchen Sie es in ein paar Minuten erneut oder wählen Sie eine andere Zahlungsart.',
  // The staff asked the provider about an order that has no online payment (cash, card in the shop).
  'payments.noOnlinePayment': 'Diese Bestellung hat keine Online-Zahlung, deren Status abgefragt werden könnte.',
  'payments.notConfigured': 'Die Online-Zahlung ist derzeit nicht verfügbar. Bitte wählen Sie eine andere Zahlungsart.',
} as const;

export type PaymentsMessageKey = keyof typeof paymentsMessages;
