/**
 * The back office's screens of the contact form submissions (web/backoffice/website/submissions):
 * the list „Anfragen“, the read-only detail and their fallbacks in the spec's pattern
 * ('{Resource} konnte nicht … werden.', backoffice.md §8).
 */
export const formsAdminMessages = {
  'formSubmissions.area': 'Anfragen',
  'formSubmissions.search': 'Anfragen durchsuchen (Formular, Name, E-Mail)',
  'formSubmissions.empty': 'Noch keine Anfragen. Was Besucher über die Kontaktformulare der Website senden, erscheint hier.',
  'formSubmissions.filter.form': 'Formular',
  'formSubmissions.filter.allForms': 'Alle Formulare',
  'formSubmissions.sort.newest': 'Neueste zuerst',
  'formSubmissions.sort.oldest': 'Älteste zuerst',
  'formSubmissions.sort.form': 'Formular (A–Z)',
  'formSubmissions.column.receivedAt': 'Eingegangen',
  'formSubmissions.column.form': 'Formular',
  'formSubmissions.column.email': 'E-Mail',
  'formSubmissions.unknownSender': 'Anfrage ohne Namen',
  'formSubmissions.title': 'Anfrage von {sender}',
  'formSubmissions.back': 'Zurück zu den Anfragen',
  'formSubmissions.meta': 'Über das Formular „{form}“ am {date}',
  'formSubmissions.entries': 'Angaben',
  'formSubmissions.answer': 'Per E-Mail antworten',
  'formSubmissions.answerSubject': 'Ihre Anfrage: {form}',
  'formSubmissions.noEmail': 'Die Anfrage enthält keine E-Mail-Adresse.',
  'formSubmissions.empty.value': '–',
  'formSubmissions.retention':
    'Anfragen werden spätestens zwei Jahre nach dem Eingang automatisch gelöscht. Löschen Sie eine Anfrage, sobald sie erledigt ist.',
  'formSubmissions.deleteName': 'Anfrage von {sender} vom {date}',
  'formSubmissions.loadFailed': 'Anfrage konnte nicht geladen werden.',
  'formSubmissions.listLoadFailed': 'Anfragen konnten nicht geladen werden.',
  'formSubmissions.deleteFailed': 'Anfrage konnte nicht gelöscht werden.',
} as const;
