import { describe, expect, it } from 'vitest';
import { isMessageKey, messageAreas, messages, pluralKey, t } from './index';
import { backofficeMessages, crudFailedKey } from './backoffice';
import { customerMessages, t as customerT } from './customer';
import { staffMessageAreas, staffMessages } from './staff';

describe('the merged catalogue', () => {
  it('defines no key twice across area files', () => {
    const seen = new Map<string, number>();
    staffMessageAreas.forEach((area, index) => {
      for (const key of Object.keys(area)) {
        expect(seen.has(key), `${key} in areas ${seen.get(key)} and ${index}`).toBe(false);
        seen.set(key, index);
      }
    });
    expect(Object.keys(staffMessages)).toHaveLength(seen.size);
    expect(Object.keys(messages).length).toBe(messageAreas.reduce((sum, area) => sum + Object.keys(area).length, 0));
  });

  it('has only non-empty, trimmed texts with well-formed {name} placeholders', () => {
    for (const [key, text] of Object.entries(staffMessages) as [string, string][]) {
      expect(text.trim(), key).toBe(text);
      expect(text.length, key).toBeGreaterThan(0);
      const withoutPlaceholders = text.replace(/\{\w+\}/g, '');
      expect(withoutPlaceholders, key).not.toMatch(/[{}]/);
    }
  });

  it('fills parameters and checks keys and parameters at compile time', () => {
    expect(t('branchCard.openToday', { from: '07:00', to: '18:00' })).toBe('Offen heute 07:00 Uhr bis 18:00 Uhr');
    expect(t('search.summary', { count: 2, total: 5 })).toBe('2 von 5 Filialen werden angezeigt.');
    expect(t('cart.empty')).toBe('Keine Produkte im Warenkorb!');
    // @ts-expect-error a text with parameters needs them
    expect(t('toolbar.openUntil')).toBe('Geöffnet bis {time}');
    // @ts-expect-error unknown keys do not compile
    expect(() => t('no.such.key')).toThrow();
    // @ts-expect-error every named parameter is required
    expect(t('branchCard.openToday', { from: '07:00' })).toBe('Offen heute 07:00 Uhr bis {to} Uhr');
  });

  it('narrows keys that arrive as data', () => {
    expect(isMessageKey('appointment.closed')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
  });
});

describe('authentication messages', () => {
  const tooMany = (minutes: number) => t(pluralKey(minutes, 'auth.tooManyAttempts.one', 'auth.tooManyAttempts.other'), { minutes });

  it('too many failed login attempts in singular and plural', () => {
    expect(tooMany(1)).toBe('Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 1 Minute erneut.');
    expect(tooMany(15)).toBe('Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.');
    expect(tooMany(0)).toBe('Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 0 Minuten erneut.');
  });

  it('invalid credentials', () => {
    expect(t('auth.invalidCredentials')).toBe('Ungültige Anmeldedaten.');
  });
});

describe("back office pattern '{Resource} konnte nicht geladen / erstellt / aktualisiert / gelöscht werden.'", () => {
  it('has four messages for each of the 20 resources of the spec, the 5 catalogue and branch resources and the blocks', () => {
    const crud = Object.keys(messages).filter((key) => /^backoffice\.\w+\.(load|create|update|delete)Failed$/.test(key));
    expect(crud).toHaveLength(104);
  });

  it.each([
    ['device', 'load', 'Gerät konnte nicht geladen werden.'],
    ['table', 'create', 'Tisch konnte nicht erstellt werden.'],
    ['qrCode', 'update', 'QR Code konnte nicht aktualisiert werden.'],
    ['signageDevice', 'delete', 'TV konnte nicht gelöscht werden.'],
    ['donatee', 'load', 'Spendenempfänger konnte nicht geladen werden.'],
    ['fonts', 'load', 'Schriftarten konnten nicht geladen werden.'],
    ['product', 'update', 'Produkt konnte nicht aktualisiert werden.'],
    ['menu', 'delete', 'Produktkatalog konnte nicht gelöscht werden.'],
  ] as const)('%s %s', (resource, action, text) => {
    expect(t(crudFailedKey(resource, action))).toBe(text);
  });
});

describe('every text the two spec documents quote is in the catalogue', () => {
  const values = new Set<string>(Object.values(messages) as string[]);
  it.each([
    // storefront.md
    'Tippen um zu bestellen',
    '1 Standort geöffnet',
    'Alle Standorte geschlossen',
    'Leider ist ein interner Fehler aufgetreten.',
    'Sie sind offline',
    'Bitte überprüfen Sie Ihre Internetverbindung.',
    'Ein Update wurde installiert!',
    'App neustarten',
    'Geschlossen',
    'PLZ / Ort',
    'Leider wurden keine Ergebnisse gefunden.',
    'geschlossen',
    'Schliessen',
    'Art der Lieferung',
    'Liefergebiet',
    'Kosten',
    'Lieferkosten',
    'Gesamt',
    'Jetzt bestellen',
    'Keine Produkte im Warenkorb!',
    'Zurück',
    'Ihre Bestellung wurde storniert.',
    'Bestellnummer',
    'Ticket',
    'Nein, Bestellung stornieren',
    'Abschicken',
    'Abbrechen',
    'Barzahlung',
    'EC Karte / Debitkarte',
    'Online Zahlung',
    '404 Not Found',
    'Leider wurde die angeforderte Seite nicht gefunden.',
    'Standardseite',
    'Einfache Seite',
    'Inhalt',
    'Kontakt',
    'Telefon:',
    'Mail:',
    'Adresse',
    'Telefon',
    'E-Mail',
    'ÖFFNUNGSZEITEN',
    'Karte: Anfahrt',
    'Ja',
    'Nein',
    'Gelesen',
    'als App installieren?',
    'Installieren',
    'Jetzt nicht',
    'Zum Home-Bildschirm',
    'Derzeit haben wir leider geschlossen.',
    'Derzeit ist leider keine Lieferung möglich.',
    'In der Zwischenzeit bieten wir Takeaway oder Konsum vor Ort an.',
    'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
    'Wir bearbeiten diese sobald wir wieder geöffnet haben.',
    'Derzeit bieten wir leider keine Lieferung an.',
    'Verarbeiten...',
    'Bitte warten',
    'Ihre Anfrage wird verarbeitet...',
    'Bitte prüfen Sie Ihre Eingaben',
    'Daten ändern',
    'Erneut versuchen',
    'Vielen Dank für Ihre Nachricht!',
    'Formular schließen',
    'Datenschutzerklärung akzeptieren',
    'Nachricht senden',
    'Bitte wählen Sie einen Termin aus.',
    'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
    'Zum ausgewählten Tag sind keine Termine verfügbar.',
    'Ein unbekannter Fehler ist aufgetreten.',
    'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
    'Keine passende Organisation gefunden.',
    'Bewertung konnte nicht gesendet werden.',
    'Bestellstatus konnte nicht geändert werden.',
    'Exakt',
    'Fix',
    'Ungefähr',
    'ca.',
    'Minimum',
    'ab',
    'Stück',
    'Stk.',
    'Mo',
    'So',
    // backoffice.md
    'Ins Backend wechseln',
    'Abmelden',
    'Organisationen',
    'Filialen',
    'Abteilungen',
    'Produktkataloge',
    'Daten konnten nicht geladen werden.',
    'Statistik konnte nicht geladen werden.',
    'Konfiguration konnte nicht geladen werden.',
    'Aktiver Benutzer konnte nicht geladen werden.',
    'Benutzer konnte nicht geladen werden.',
    'Arbeitsplanung konnte nicht geladen werden.',
    'Guthaben konnten nicht geladen werden.',
    'Urlaubskonten konnten nicht geladen werden.',
    'Zeitsalden konnten nicht geladen werden.',
    'Bestellung konnte nicht storniert werden.',
    'Beleg konnte nicht gedruckt werden.',
    'Zahlungsstatus konnte nicht überprüft werden.',
    'Bestätigung konnte nicht versendet werden.',
    'Konfiguration konnte nicht gespeichert werden.',
    'Test nicht erfolgreich.',
    'Log konnte nicht angefordert werden.',
    'Befehl konnte nicht ausgeführt werden.',
    'Befehl konnte nicht abgebrochen werden.',
    'Aktivität konnte nicht gestartet werden.',
    'Aktivität konnte nicht beendet werden.',
    'Aktivität konnte nicht pausiert werden.',
    'Aktivität konnte nicht fortgesetzt werden.',
    'Takeaway',
    'Lieferung',
    'Dine In',
    'Thin',
    'Extralight',
    'Black',
    'Ungültige Anmeldedaten.',
  ])('%s', (text) => {
    expect(values.has(text)).toBe(true);
  });
});

describe('the customer catalogue (what the storefront ships)', () => {
  it('holds the customer areas and none of the staff or server texts', () => {
    expect(customerT('cart.empty')).toBe('Keine Produkte im Warenkorb!');
    expect(Object.keys(customerMessages)).toContain('backoffice.initialLoadFailed');
    for (const key of Object.keys(backofficeMessages)) expect(Object.hasOwn(customerMessages, key), key).toBe(false);
    // @ts-expect-error a staff key does not compile against the customer lookup
    expect(() => customerT('backoffice.toolbar.signOut')).toThrow('Unbekannter Katalogschlüssel');
  });
});
