/**
 * German labels of the web app that the spec does not name (buttons, headings, accessibility
 * labels, the back-office sign-in). Texts the spec names live in the main catalogue.
 * Placeholders are written `{name}`.
 */
export const webMessages = {
  // Common
  'web.loading': 'Wird geladen …',
  'web.skipToContent': 'Zum Inhalt springen',
  'web.retry': 'Erneut versuchen',
  'web.home': 'Zur Startseite',

  // Storefront, division / home screen
  'web.branches.heading': 'Filialen',
  'web.branches.empty': 'Derzeit sind keine Filialen verfügbar.',
  'web.branch.toStore': 'Zur Filiale',

  // Back office
  'web.backoffice.title': 'Backoffice',
  'web.backoffice.welcome': 'Willkommen, {name}!',
  'web.backoffice.dashboard': 'Übersicht',
  'web.backoffice.dashboardIntro': 'Von hier aus erreichen Sie die laufenden Bestellungen und jeden Bereich, den Ihre Rolle nutzen darf.',
  'web.backoffice.signedInAs': 'Angemeldet als {name}',

  // Back-office sign-in (AWS Amplify Authenticator screens)
  'web.auth.heading': 'Anmeldung Backoffice',
  'web.auth.signIn': 'Anmelden',
  'web.auth.signingIn': 'Wird angemeldet …',
  'web.auth.username': 'Benutzername',
  'web.auth.usernamePlaceholder': 'Ihr Benutzername',
  'web.auth.password': 'Passwort',
  'web.auth.passwordPlaceholder': 'Ihr Passwort',
  'web.auth.showPassword': 'Passwort anzeigen',
  'web.auth.hidePassword': 'Passwort verbergen',
  'web.auth.passwordHidden': 'Das Passwort ist verborgen.',
  'web.auth.passwordShown': 'Das Passwort wird angezeigt.',
  'web.auth.forgotPassword': 'Passwort vergessen?',
  'web.auth.resetPassword': 'Passwort zurücksetzen',
  'web.auth.sendCode': 'Code senden',
  'web.auth.sending': 'Wird gesendet …',
  'web.auth.backToSignIn': 'Zurück zur Anmeldung',
  'web.auth.code': 'Bestätigungscode',
  'web.auth.codePlaceholder': 'Code aus der E-Mail',
  'web.auth.resendCode': 'Code erneut senden',
  'web.auth.newPassword': 'Neues Passwort',
  'web.auth.newPasswordPlaceholder': 'Neues Passwort',
  'web.auth.confirmPassword': 'Passwort wiederholen',
  'web.auth.confirmPasswordPlaceholder': 'Neues Passwort wiederholen',
  'web.auth.changePassword': 'Passwort ändern',
  'web.auth.changingPassword': 'Wird geändert …',
  'web.auth.submit': 'Absenden',
  'web.auth.submitting': 'Wird gesendet …',
  'web.auth.confirm': 'Bestätigen',
  'web.auth.confirming': 'Wird bestätigt …',
  'web.auth.skip': 'Überspringen',
  'web.auth.verify': 'Bestätigen',
  'web.auth.verifyHeading': 'Bitte bestätigen Sie Ihre E-Mail-Adresse, damit Sie Ihr Passwort später zurücksetzen können.',
  'web.auth.verifyContact': 'Kontakt bestätigen',
  'web.auth.codeOnTheWay': 'Ihr Code ist unterwegs. Geben Sie zum Anmelden den Code ein, den wir Ihnen gesendet haben.',
  'web.auth.codeEmailed': 'Ihr Code ist unterwegs. Geben Sie zum Anmelden den Code ein, den wir per E-Mail gesendet haben an',
  'web.auth.codeArrival': 'Es kann eine Minute dauern, bis er ankommt.',
  'web.auth.weEmailed': 'Wir haben Ihnen eine E-Mail gesendet',
  'web.auth.weSentCode': 'Wir haben Ihnen einen Code gesendet',
  'web.auth.email': 'E-Mail',
  'web.auth.or': 'oder',
  'web.auth.dismissAlert': 'Hinweis schließen',
  'web.auth.passwordsMustMatch': 'Die Passwörter stimmen nicht überein.',

  // Sign-in errors, chosen by the Cognito error name (never its English text); invalid credentials
  // and a disabled account use the spec's authentication messages (shared/i18n/auth.ts).
  'web.auth.error.missingCredentials': 'Bitte geben Sie Benutzername und Passwort ein.',
  'web.auth.error.tooManyAttempts': 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in einigen Minuten erneut.',
  'web.auth.error.passwordResetRequired': 'Ihr Passwort muss zurückgesetzt werden. Bitte wählen Sie „Passwort vergessen?“.',
  'web.auth.error.notConfirmed': 'Ihr Konto ist noch nicht bestätigt. Bitte wenden Sie sich an die Verwaltung.',
  'web.auth.error.invalidPassword': 'Das neue Passwort erfüllt die Anforderungen nicht.',
  'web.auth.error.codeMismatch': 'Der Bestätigungscode ist falsch. Bitte versuchen Sie es erneut.',
  'web.auth.error.codeExpired': 'Der Bestätigungscode ist abgelaufen. Bitte fordern Sie einen neuen Code an.',
  'web.auth.error.codeDelivery': 'Der Bestätigungscode konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  'web.auth.error.network': 'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung.',
  'web.auth.error.config': 'Die Anmeldung ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut.',
  'web.auth.error.unknown': 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
} as const;

export type WebMessageKey = keyof typeof webMessages;
