import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './services';

const named = (name: string, message = 'English text from Cognito') => Object.assign(new Error(message), { name });

describe('authErrorMessage', () => {
  it.each([
    ['NotAuthorizedException', 'Incorrect username or password.', 'Ungültige Anmeldedaten.'],
    ['UserNotFoundException', 'User does not exist.', 'Ungültige Anmeldedaten.'],
    ['NotAuthorizedException', 'User is disabled.', 'Ihr Konto ist deaktiviert. Bitte wenden Sie sich an die Verwaltung.'],
    ['NotAuthorizedException', 'Password attempts exceeded', 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in einigen Minuten erneut.'],
    ['EmptySignInPassword', 'password is required to signIn', 'Bitte geben Sie Benutzername und Passwort ein.'],
    ['NetworkError', 'A network error has occurred.', 'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung.'],
    ['SomethingNew', 'Whatever', 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.'],
  ])('%s (%s) becomes German', (name, message, german) => {
    expect(authErrorMessage(named(name, message), 'signIn')).toBe(german);
  });

  it('reads InvalidPasswordException by step: wrong password at sign-in, the policy elsewhere', () => {
    expect(authErrorMessage(named('InvalidPasswordException'), 'signIn')).toBe('Ungültige Anmeldedaten.');
    expect(authErrorMessage(named('InvalidPasswordException'), 'other')).toBe('Das neue Passwort erfüllt die Anforderungen nicht.');
  });

  it('never passes anything through that is not an Error', () => {
    expect(authErrorMessage('Incorrect username or password.')).toBe('Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.');
  });
});
