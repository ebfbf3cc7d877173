/**
 * Sign-in and session messages of the back office (backoffice.md §8 "Authentication messages").
 * "No session" at the API and "not privileged" are apiMessages' 'api.auth.required' and
 * 'api.auth.forbidden'.
 */
export const authMessages = {
  'auth.invalidCredentials': 'Ungültige Anmeldedaten.',
  'auth.accountExpired': 'Ihr Konto ist abgelaufen. Bitte wenden Sie sich an die Verwaltung.',
  'auth.accountDisabled': 'Ihr Konto ist deaktiviert. Bitte wenden Sie sich an die Verwaltung.',
  'auth.accountLocked': 'Ihr Konto ist gesperrt. Bitte wenden Sie sich an die Verwaltung.',
  'auth.passwordExpired': 'Ihr Passwort ist abgelaufen. Bitte legen Sie ein neues Passwort fest.',
  'auth.tooManyAttempts.one': 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in {minutes} Minute erneut.',
  'auth.tooManyAttempts.other': 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in {minutes} Minuten erneut.',
  'auth.invalidLoginLink': 'Der Anmeldelink ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.',
  'auth.invalidCsrfToken': 'Ungültiges CSRF-Token. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  'auth.sessionExpired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
} as const;
