import { describe, expect, it } from 'vitest';
import { appointmentText, emailContent, smsContent, unlinkable, type TemplateInput } from './templates';

const NBSP = '\u00a0';
const URL = 'https://shop.example.at/status/abc123/f00d';

/** A delivery order: 2 Leberkässemmeln (8.20), 25 dag Extrawurst ca. 6.23, fee 2.90. */
const input = (fields: Partial<TemplateInput> = {}, order: Partial<TemplateInput['order']> = {}): TemplateInput => ({
  kind: 'placed',
  order: {
    ticketNumber: 17,
    firstName: 'Anna',
    lastName: 'Berger',
    isDelivery: true,
    isDineIn: false,
    // 9:30 in Vienna (winter time, UTC+1).
    appointmentDate: '2026-11-27T08:30:00.000Z',
    paymentMethod: 'cash',
    items: [
      {
        product: { name: 'Leberkässemmel' },
        amount: 2,
        unit: 'amount',
        price: 8.2,
        pricingModel: 'fixed',
        parts: [{ name: 'Gebäck', value: 'Schwarzbrot' }, { name: 'Extras', value: [] }, null],
      },
      { product: { name: 'Extrawurst' }, amount: 25, unit: 'decagram', price: 6.225, pricingModel: 'approximate', comment: 'dünn geschnitten' },
    ],
    pricing: { totalGross: 17.325, deliveryGross: 2.9 },
    ...order,
  },
  shop: { name: 'Fleischerei Gruber', currency: 'EUR' },
  branch: { name: 'Graz Annenstraße', phone: '+43 316 714285' },
  timeZone: 'Europe/Vienna',
  statusUrl: URL,
  ...fields,
});

describe('the e-mail of a new order', () => {
  it('is this text, word for word', () => {
    const mail = emailContent(input());
    expect(mail.subject).toBe('Ihre Bestellung Nr. 17 bei Fleischerei Gruber ist eingegangen');
    expect(mail.text).toBe(
      [
        'Guten Tag,',
        '',
        'vielen Dank für Ihre Bestellung! Sie ist bei uns eingegangen. Sobald die Filiale sie bestätigt hat, bekommen Sie eine weitere Nachricht.',
        '',
        'Bestellnummer: 17',
        'Filiale: Graz Annenstraße',
        'Bestellart: Lieferung',
        'Termin: Freitag, 27.11.2026, 09:30 Uhr',
        'Zahlungsart: Barzahlung',
        '',
        'Ihre Bestellung:',
        `- 2 Stk. Leberkässemmel: 8,20${NBSP}€`,
        '    Gebäck: Schwarzbrot',
        `- 25 dag Extrawurst: ca. 6,23${NBSP}€`,
        '    dünn geschnitten',
        `Liefergebühr: 2,90${NBSP}€`,
        `Summe: ca. 17,33${NBSP}€`,
        '',
        'Ihre Angaben',
        'So haben Sie es bei der Bestellung eingegeben (nicht von uns geprüft):',
        '> Name: Anna Berger',
        '',
        'Den aktuellen Stand Ihrer Bestellung sehen Sie jederzeit hier:',
        URL,
        '',
        'Fragen zu Ihrer Bestellung? Sie erreichen die Filiale Graz Annenstraße unter +43 316 714285.',
        '',
        'Freundliche Grüße',
        'Fleischerei Gruber',
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain(`<a href="${URL}"`);
    expect(mail.html).toContain('Bestellung ansehen');
  });

  it('escapes every value in the HTML part', () => {
    const mail = emailContent(input({ branch: { name: 'Graz & Umgebung' } }, { firstName: '<script>alert(1)</script>', lastName: '"Berger"' }));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Name: &lt;script&gt;alert(1)&lt;/script&gt; &quot;Berger&quot;');
    expect(mail.html).toContain('Graz &amp; Umgebung');
    expect(mail.text).toContain('> Name: <script>alert(1)</script> "Berger"');
  });

  it('never lets the customer’s name speak: not in subject or greeting, only quoted under "Ihre Angaben" with links broken', () => {
    const phishing = 'Ihr Konto wird gesperrt! Jetzt bestätigen: https://evil.example/login';
    for (const kind of ['placed', 'confirmed', 'rejected', 'canceled', 'counterAppointment', 'onItsWay', 'readyForPickup'] as const) {
      const mail = emailContent(input({ kind, counterAppointment: '2026-11-27T10:00:00.000Z' }, { firstName: phishing, lastName: 'www.evil.example' }));
      expect(mail.subject, kind).not.toMatch(/gesperrt|evil/);
      expect(mail.text, kind).toMatch(/^Guten Tag,\n/);
      expect(mail.text, kind).not.toContain('https://evil');
      expect(mail.text, kind).not.toContain('www.evil');
      expect(mail.html, kind).not.toContain('https://evil');
      expect(mail.html, kind).not.toContain('evil.example');
      expect(smsContent(input({ kind, counterAppointment: '2026-11-27T10:00:00.000Z' }, { firstName: phishing })), kind).not.toMatch(/gesperrt|evil/);
    }
    const placed = emailContent(input({}, { firstName: phishing, lastName: 'www.evil.example' }));
    expect(placed.text).toContain('> Name: Ihr Konto wird gesperrt! Jetzt bestätigen: https[:]//evil[.]example/login www[.]evil[.]example');
    expect(placed.html).toContain('Name: Ihr Konto wird gesperrt! Jetzt bestätigen: https[:]//evil[.]example/login www[.]evil[.]example');
    expect(placed.html).not.toMatch(/<a [^>]*evil/);
  });

  it('shows address, phone, comment and typed part texts as the customer’s input, quoted line by line', () => {
    const mail = emailContent(
      input(
        {},
        {
          street: 'Annenstraße 1',
          stairway: '2',
          door: '7',
          zipCode: '8020',
          city: 'Graz',
          phone: '+43 664 1234567',
          comment: 'Bitte klingeln.\nMehr unter evil.example/x',
          items: [
            {
              product: { name: 'Torte' },
              amount: 1,
              unit: 'amount',
              price: 30,
              parts: [
                { name: 'Aufschrift', value: 'Alles Gute! mail@evil.example' },
                { name: 'Boden', value: 'Schoko' },
              ],
              productSnapshot: { config: { parts: [{ type: 'text' }, { type: 'select' }] } },
            },
          ],
          pricing: { totalGross: 30, deliveryGross: 0 },
        },
      ),
    );
    expect(mail.text).toContain(`- 1 Stk. Torte: 30,00${NBSP}€\n    Boden: Schoko\n`);
    expect(mail.text).not.toContain('    Aufschrift');
    expect(mail.text).toContain(
      [
        'Ihre Angaben',
        'So haben Sie es bei der Bestellung eingegeben (nicht von uns geprüft):',
        '> Name: Anna Berger',
        '> Adresse: Annenstraße 1/2/7, 8020 Graz',
        '> Telefon: +43 664 1234567',
        '> Torte, Aufschrift: Alles Gute! mail@evil[.]example',
        '> Anmerkung: Bitte klingeln.',
        '> Mehr unter evil[.]example/x',
      ].join('\n'),
    );
    expect(mail.html).toContain('Anmerkung: Bitte klingeln.\nMehr unter evil[.]example/x</div>');
    expect(mail.html).toContain('white-space:pre-wrap');
  });

  it('breaks links without touching ordinary text', () => {
    expect(unlinkable('https://evil.example/a?b=c')).toBe('https[:]//evil[.]example/a?b=c');
    expect(unlinkable('WWW.Evil.COM')).toBe('WWW[.]Evil[.]COM');
    expect(unlinkable('z.B. 3.5 kg, Hauptplatz 1. Stock')).toBe('z.B. 3.5 kg, Hauptplatz 1. Stock');
    expect(unlinkable('a@b.org')).toBe('a@b[.]org');
  });

  it('goes without ticket, name, appointment, link and branch phone when the order has none', () => {
    const mail = emailContent(
      input(
        { statusUrl: undefined, branch: { name: 'Weiz' } },
        { ticketNumber: null, firstName: '', lastName: null, appointmentDate: null, isDelivery: false, isDineIn: true },
      ),
    );
    expect(mail.subject).toBe('Ihre Bestellung bei Fleischerei Gruber ist eingegangen');
    expect(mail.text).toMatch(/^Guten Tag,\n/);
    expect(mail.text).toContain('Filiale: Weiz\nBestellart: Dine In\nTermin: so bald wie möglich');
    expect(mail.text).not.toContain('Bestellnummer');
    expect(mail.text).not.toContain('Liefergebühr');
    expect(mail.text).not.toContain('Stand Ihrer Bestellung');
    expect(mail.text).not.toContain('Fragen zu Ihrer Bestellung');
  });
});

describe('the e-mails of the later steps', () => {
  it('confirmation: "bestätigt", with lines and total', () => {
    const mail = emailContent(input({ kind: 'confirmed' }));
    expect(mail.subject).toBe('Ihre Bestellung Nr. 17 bei Fleischerei Gruber ist bestätigt');
    expect(mail.text).toContain('die Filiale hat Ihre Bestellung bestätigt. Wir freuen uns auf Sie!');
    expect(mail.text).toContain(`Summe: ca. 17,33${NBSP}€`);
  });

  it('rejection and cancellation with and without the shop’s reason, without lines', () => {
    const rejected = emailContent(input({ kind: 'rejected', reason: '  Heute leider geschlossen.  ' }));
    expect(rejected.subject).toBe('Ihre Bestellung Nr. 17 bei Fleischerei Gruber wurde abgelehnt');
    expect(rejected.text).toContain(
      'leider kann die Filiale Ihre Bestellung nicht annehmen.\n\nBegründung der Filiale: Heute leider geschlossen.\n\nBestellnummer: 17\nFiliale: Graz Annenstraße\n\n',
    );
    expect(rejected.text).not.toContain('Ihre Bestellung:');
    const canceled = emailContent(input({ kind: 'canceled', reason: '' }));
    expect(canceled.subject).toBe('Ihre Bestellung Nr. 17 bei Fleischerei Gruber wurde storniert');
    expect(canceled.text).not.toContain('Begründung');
  });

  it('counter appointment: the proposal in the text, wished and proposed time in the details', () => {
    const mail = emailContent(input({ kind: 'counterAppointment', counterAppointment: '2026-11-27T10:00:00.000Z' }));
    expect(mail.subject).toBe('Neuer Terminvorschlag für Ihre Bestellung Nr. 17 bei Fleischerei Gruber');
    expect(mail.text).toContain('schlägt Ihnen einen neuen Termin vor: Freitag, 27.11.2026, 11:00 Uhr. Bitte bestätigen oder lehnen Sie den Vorschlag');
    expect(mail.text).toContain('Gewünschter Termin: Freitag, 27.11.2026, 09:30 Uhr\nNeuer Termin: Freitag, 27.11.2026, 11:00 Uhr');
  });

  it('in delivery: "unterwegs" for a delivery, "abholbereit" in the branch otherwise', () => {
    expect(emailContent(input({ kind: 'onItsWay' })).subject).toBe('Ihre Bestellung Nr. 17 bei Fleischerei Gruber ist unterwegs');
    const ready = emailContent(input({ kind: 'readyForPickup' }, { isDelivery: false }));
    expect(ready.subject).toBe('Ihre Bestellung Nr. 17 bei Fleischerei Gruber ist abholbereit');
    expect(ready.text).toContain('Ihre Bestellung ist fertig und liegt in der Filiale Graz Annenstraße für Sie bereit.');
  });
});

describe('SMS', () => {
  it.each([
    ['placed', {}, `Fleischerei Gruber: Ihre Bestellung Nr. 17 ist eingegangen. Details: ${URL}`],
    ['confirmed', {}, `Fleischerei Gruber: Ihre Bestellung Nr. 17 ist bestätigt. Termin: Freitag, 27.11.2026, 09:30 Uhr. Details: ${URL}`],
    [
      'rejected',
      { reason: 'Heute geschlossen.' },
      `Fleischerei Gruber: Ihre Bestellung Nr. 17 wurde leider abgelehnt. Begründung: Heute geschlossen. Details: ${URL}`,
    ],
    ['canceled', {}, `Fleischerei Gruber: Ihre Bestellung Nr. 17 wurde storniert. Details: ${URL}`],
    [
      'counterAppointment',
      { counterAppointment: '2026-11-27T10:00:00.000Z' },
      `Fleischerei Gruber: Neuer Terminvorschlag für Ihre Bestellung Nr. 17: Freitag, 27.11.2026, 11:00 Uhr. Bitte bestätigen oder lehnen Sie ihn auf der Statusseite ab. Details: ${URL}`,
    ],
    ['onItsWay', {}, `Fleischerei Gruber: Ihre Bestellung Nr. 17 ist unterwegs zu Ihnen. Details: ${URL}`],
    ['readyForPickup', {}, `Fleischerei Gruber: Ihre Bestellung Nr. 17 ist abholbereit. Details: ${URL}`],
  ] as const)('%s', (kind, fields, expected) => {
    expect(smsContent(input({ kind, ...fields }))).toBe(expected);
  });

  it('goes without the link when there is no public origin', () => {
    expect(smsContent(input({ kind: 'canceled', statusUrl: undefined }))).toBe('Fleischerei Gruber: Ihre Bestellung Nr. 17 wurde storniert.');
  });
});

describe('appointmentText', () => {
  it('writes the local time of the shop on both sides of the daylight-saving switch', () => {
    expect(appointmentText('2026-03-28T10:30:00.000Z', 'Europe/Vienna')).toBe('Samstag, 28.03.2026, 11:30 Uhr');
    expect(appointmentText('2026-03-29T10:30:00.000Z', 'Europe/Vienna')).toBe('Sonntag, 29.03.2026, 12:30 Uhr');
    expect(appointmentText('2026-10-25T00:30:00.000Z', 'Europe/Vienna')).toBe('Sonntag, 25.10.2026, 02:30 Uhr');
    expect(appointmentText('2026-10-25T01:30:00.000Z', 'Europe/Vienna')).toBe('Sonntag, 25.10.2026, 02:30 Uhr');
    expect(appointmentText(undefined, 'Europe/Vienna')).toBe('so bald wie möglich');
  });
});
