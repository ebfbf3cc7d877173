/**
 * The contact form on the server (POST /api/custom/form/{id}, functions/forms): the refusals of a
 * submission with their field messages (shared/forms/contact-form.ts), the readable values of a
 * stored submission, and the e-mail to the shop (events/consumers/notifications/form-email.ts).
 * The storefront shows these texts as the server sends them, so the area belongs to the server's
 * catalogue, not to ./customer.ts (whose `form.` keys are the form's own labels).
 */
export const formMessages = {
  // Field messages name the field by the label the shop gave it.
  'formSubmission.validation.required': 'Bitte füllen Sie „{label}“ aus.',
  'formSubmission.validation.choose': 'Bitte wählen Sie bei „{label}“ etwas aus.',
  'formSubmission.validation.accept': 'Bitte bestätigen Sie „{label}“.',
  'formSubmission.validation.email': 'Bitte geben Sie bei „{label}“ eine gültige E-Mail-Adresse an.',
  'formSubmission.validation.tooLong': '„{label}“ darf höchstens {maximum} Zeichen lang sein.',
  'formSubmission.validation.option': 'Bitte wählen Sie bei „{label}“ eine der angebotenen Möglichkeiten.',
  'formSubmission.validation.invalid': 'Die Angabe bei „{label}“ ist ungültig.',

  'formSubmission.notFound': 'Dieses Formular gibt es nicht (mehr). Bitte laden Sie die Seite neu.',
  'formSubmission.tooFast': 'Bitte nehmen Sie sich einen Moment Zeit und senden Sie das Formular dann erneut.',
  'formSubmission.rateLimited':
    'Sie haben in den letzten Minuten schon mehrere Anfragen gesendet. Bitte versuchen Sie es später noch einmal oder rufen Sie uns an.',

  // How a stored value reads (e-mail, back office).
  'formSubmission.value.yes': 'Ja',
  'formSubmission.value.no': 'Nein',
  'formSubmission.value.none': '–',

  // The e-mail to the shop.
  'formSubmission.email.subject': 'Neue Anfrage: {form}',
  'formSubmission.email.intro': 'über das Formular „{form}“ der Website ist eine neue Anfrage eingegangen.',
  'formSubmission.email.greeting': 'Guten Tag,',
  'formSubmission.email.receivedAt': 'Eingegangen',
  'formSubmission.email.form': 'Formular',
  'formSubmission.email.replyTo': 'Antwort an',
  'formSubmission.email.replyHint': 'Wenn Sie auf diese E-Mail antworten, geht die Antwort an {email}.',
  'formSubmission.email.noReply': 'Die Anfrage enthält keine E-Mail-Adresse: Antworten Sie bitte auf anderem Weg (z. B. telefonisch).',
  'formSubmission.email.entries': 'Angaben',
  'formSubmission.email.entriesNote': 'So wurde es im Formular eingegeben (nicht von uns geprüft):',
  'formSubmission.email.link': 'Die Anfrage im Backoffice:',
  'formSubmission.email.linkLabel': 'Anfrage öffnen',
} as const;

export type FormMessageKey = keyof typeof formMessages;
