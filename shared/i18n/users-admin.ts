/** The back office's users area: staff accounts (web/backoffice/users). */
export const usersAdminMessages = {
  'usersAdmin.area': 'Benutzer',
  'usersAdmin.createFailed': 'Benutzer konnte nicht erstellt werden.',
  'usersAdmin.updateFailed': 'Benutzer konnte nicht aktualisiert werden.',
  'usersAdmin.deleteFailed': 'Benutzer konnte nicht gelöscht werden.',

  // List (UsersPage.tsx)
  'usersAdmin.list.search': 'Benutzer durchsuchen',
  'usersAdmin.list.empty': 'Noch keine Benutzer.',
  'usersAdmin.new': 'Neuer Benutzer',
  'usersAdmin.column.username': 'Benutzername',
  'usersAdmin.column.email': 'E-Mail',
  'usersAdmin.column.roles': 'Rollen',
  'usersAdmin.column.branches': 'Filialen',
  'usersAdmin.column.status': 'Status',
  'usersAdmin.allBranches': 'alle (Administrator)',
  'usersAdmin.noBranches': 'keine',
  'usersAdmin.status.enabled': 'Aktiv',
  'usersAdmin.status.disabled': 'Deaktiviert',

  // Editor (UserEditorPage.tsx)
  'usersAdmin.title': 'Benutzer „{name}“',
  'usersAdmin.back': 'Zurück zu den Benutzern',
  'usersAdmin.section.login': 'Anmeldung',
  'usersAdmin.section.person': 'Person',
  'usersAdmin.field.username': 'Benutzername',
  'usersAdmin.field.usernameHelp': 'Der Name zum Anmelden: Buchstaben, Ziffern und . _ @ + -. Er lässt sich später nicht ändern.',
  'usersAdmin.field.usernameFixed': 'Der Benutzername ist der Anmeldename und lässt sich nicht ändern.',
  'usersAdmin.field.name': 'Name',
  'usersAdmin.field.email': 'E-Mail',
  'usersAdmin.field.emailHelp': 'An diese Adresse geht das vorläufige Passwort.',
  'usersAdmin.field.roles': 'Rollen',
  'usersAdmin.field.rolesHelp':
    'Eine entzogene Rolle gilt sofort, eine neue Rolle nach der nächsten Anmeldung oder spätestens nach 15 Minuten (wenn die Anmeldung erneuert wird).',
  'usersAdmin.role.ROLE_ADMIN': 'Administrator',
  'usersAdmin.role.ROLE_ADMIN.help': 'Alle Filialen und alle Bereiche, auch Benutzer und Einstellungen.',
  'usersAdmin.role.ROLE_EMPLOYEE': 'Mitarbeiter',
  'usersAdmin.role.ROLE_EMPLOYEE.help': 'Bestellungen und Daten der gewählten Filialen.',
  'usersAdmin.field.branches': 'Filialen',
  'usersAdmin.field.branchesHelp': 'Die Filialen, deren Bestellungen und Daten ein Mitarbeiter sieht. Änderungen gelten sofort.',
  'usersAdmin.field.branchesEmpty': 'Noch keine Filialen angelegt.',
  'usersAdmin.field.firstName': 'Vorname',
  'usersAdmin.field.lastName': 'Nachname',
  'usersAdmin.field.phone': 'Telefon',
  'usersAdmin.createNote':
    'Beim Speichern wird das Anmeldekonto angelegt und ein vorläufiges Passwort an die E-Mail-Adresse geschickt. Bei der ersten Anmeldung legt die Person ihr eigenes Passwort fest.',

  // Account (AccountSection.tsx)
  'usersAdmin.account.legend': 'Anmeldekonto',
  'usersAdmin.account.enabled': 'Das Konto ist aktiv: Die Person kann sich anmelden.',
  'usersAdmin.account.disabled':
    'Das Konto ist deaktiviert: Die Person kann sich nicht anmelden, und eine offene Sitzung wird bei der nächsten Aktion abgewiesen.',
  'usersAdmin.account.disable': 'Deaktivieren',
  'usersAdmin.account.enable': 'Aktivieren',
  'usersAdmin.account.resetPassword': 'Passwort zurücksetzen',
  'usersAdmin.account.waitForSave': 'Bitte speichern oder verwerfen Sie zuerst Ihre Änderungen.',
  'usersAdmin.account.disableQuestion':
    '„{name}“ deaktivieren? Die Person wird sofort abgemeldet und kann sich nicht mehr anmelden, bis Sie das Konto wieder aktivieren.',
  'usersAdmin.account.resetQuestion':
    'Passwort von „{name}“ zurücksetzen? Das bisherige Passwort gilt sofort nicht mehr; ein neues vorläufiges Passwort geht an {email}.',
  'usersAdmin.account.confirmTitle': 'Bitte bestätigen',
  'usersAdmin.account.cancel': 'Abbrechen',
  'usersAdmin.account.disabledDone': 'Das Konto wurde deaktiviert.',
  'usersAdmin.account.enabledDone': 'Das Konto wurde aktiviert.',
  'usersAdmin.account.resetDone': 'Ein neues vorläufiges Passwort wurde an {email} geschickt.',
  'usersAdmin.account.actionFailed': 'Das Anmeldekonto konnte nicht geändert werden.',
  'usersAdmin.deleteNote': 'Das Anmeldekonto wird ebenfalls gelöscht: Die Person kann sich nicht mehr anmelden.',
} as const;
