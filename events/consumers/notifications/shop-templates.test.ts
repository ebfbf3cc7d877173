import { describe, expect, it } from 'vitest';
import { shopAlertEmail, shopAlertSms, type ShopAlertInput } from './shop-templates';

const NBSP = '\u00a0';
const LINK = 'https://shop.example.at/backend/orders/01JDEMO0RDER';

/** A takeaway order: 2 Leberkässemmeln (8.20) and 25 dag Extrawurst ca. 6.23, for 23.11.2026 07:00 in Vienna. */
const input = (fields: Partial<ShopAlertInput> = {}, order: Partial<ShopAlertInput['order']> = {}): ShopAlertInput => ({
  order: {
    ticketNumber: 12,
    firstName: 'Anna',
    lastName: 'Berger',
    phone: '+43 664 1234567',
    email: 'anna.berger@example.at',
    isDelivery: false,
    isDineIn: false,
    // 07:00 in Vienna (winter time, UTC+1).
    appointmentDate: '2026-11-23T06:00:00.000Z',
    paymentMethod: 'cash',
    comment: 'Bitte ohne Zwiebel.',
    items: [
      { product: { name: 'Leberkässemmel' }, amount: 2, unit: 'amount', price: 8.2, pricingModel: 'fixed', parts: [{ name: 'Gebäck', value: 'Schwarzbrot' }] },
      { product: { name: 'Extrawurst' }, amount: 25, unit: 'decagram', price: 6.225, pricingModel: 'approximate', comment: 'dünn geschnitten' },
    ],
    pricing: { totalGross: 14.425 },
    ...order,
  },
  branch: { name: 'Graz Annenstraße' },
  currency: 'EUR',
  timeZone: 'Europe/Vienna',
  backOfficeUrl: LINK,
  ...fields,
});

describe('the shop’s e-mail about a new order', () => {
  it('is this text, word for word', () => {
    const mail = shopAlertEmail(input());
    expect(mail.subject).toBe('Neue Bestellung Nr. 12 – Graz Annenstraße');
    expect(mail.text).toBe(
      [
        'In der Filiale Graz Annenstraße ist eine neue Bestellung eingegangen.',
        '',
        'Bestellnummer: 12',
        'Filiale: Graz Annenstraße',
        'Bestellart: Takeaway',
        'Termin: Montag, 23.11.2026, 07:00 Uhr',
        'Zahlungsart: Barzahlung',
        'Kunde: Anna Berger',
        'Telefon: +43 664 1234567',
        'E-Mail: anna.berger@example.at',
        'Anmerkung: Bitte ohne Zwiebel.',
        '',
        'Bestellung:',
        `- 2 Stk. Leberkässemmel: 8,20${NBSP}€`,
        '    Gebäck: Schwarzbrot',
        `- 25 dag Extrawurst: ca. 6,23${NBSP}€`,
        '    dünn geschnitten',
        `Summe: ca. 14,43${NBSP}€`,
        '',
        'Die Bestellung im Backoffice bestätigen oder ablehnen:',
        LINK,
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain('<title>Neue Bestellung Nr. 12 – Graz Annenstraße</title>');
    expect(mail.html).toContain(`<a href="${LINK}"`);
    expect(mail.html).toContain('Im Backoffice öffnen');
    expect(mail.html).not.toContain('Freundliche Grüße');
  });

  it('says "so bald wie möglich", the delivery fee, and goes without what the order lacks', () => {
    const mail = shopAlertEmail(
      input(
        { backOfficeUrl: undefined },
        {
          ticketNumber: null,
          appointmentDate: null,
          isDelivery: true,
          phone: '',
          email: null,
          comment: ' ',
          lastName: null,
          pricing: { totalGross: 17.325, deliveryGross: 2.9 },
        },
      ),
    );
    expect(mail.subject).toBe('Neue Bestellung – Graz Annenstraße');
    expect(mail.text).toContain(
      'Filiale: Graz Annenstraße\nBestellart: Lieferung\nTermin: so bald wie möglich\nZahlungsart: Barzahlung\nKunde: Anna\n\nBestellung:',
    );
    expect(mail.text).toContain(`Liefergebühr: 2,90${NBSP}€\nSumme: ca. 17,33${NBSP}€\n`);
    expect(mail.text).not.toMatch(/Bestellnummer|Telefon|E-Mail|Anmerkung|Backoffice/);
    expect(mail.html).not.toContain('<a href');
  });

  it('escapes the customer’s values in the HTML part', () => {
    const mail = shopAlertEmail(input({}, { comment: '<img src=x onerror=alert(1)>' }));
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('the shop’s SMS about a new order', () => {
  it('is short: ticket, branch, type, appointment and the back-office link', () => {
    expect(shopAlertSms(input())).toBe(`Neue Bestellung Nr. 12 in Graz Annenstraße, Abholung 23.11. 07:00 – ${LINK}`);
  });

  it('names delivery, dine-in and "so bald wie möglich", and goes without number or link when there is none', () => {
    expect(shopAlertSms(input({}, { isDelivery: true }))).toBe(`Neue Bestellung Nr. 12 in Graz Annenstraße, Lieferung 23.11. 07:00 – ${LINK}`);
    expect(shopAlertSms(input({ backOfficeUrl: undefined }, { isDineIn: true, appointmentDate: undefined, ticketNumber: undefined }))).toBe(
      'Neue Bestellung in Graz Annenstraße, vor Ort so bald wie möglich',
    );
  });

  it('writes the shop’s local time across the daylight-saving switch', () => {
    // 00:30 UTC on 29.03.2026 is 01:30 in Vienna (winter time), 01:30 UTC is 03:30 (summer time).
    expect(shopAlertSms(input({ backOfficeUrl: undefined }, { appointmentDate: '2026-03-29T00:30:00.000Z' }))).toBe(
      'Neue Bestellung Nr. 12 in Graz Annenstraße, Abholung 29.03. 01:30',
    );
    expect(shopAlertSms(input({ backOfficeUrl: undefined }, { appointmentDate: '2026-03-29T01:30:00.000Z' }))).toBe(
      'Neue Bestellung Nr. 12 in Graz Annenstraße, Abholung 29.03. 03:30',
    );
    // 23:30 UTC on 22.11. is already 23.11. in Vienna.
    expect(shopAlertSms(input({ backOfficeUrl: undefined }, { appointmentDate: '2026-11-22T23:30:00.000Z' }))).toBe(
      'Neue Bestellung Nr. 12 in Graz Annenstraße, Abholung 23.11. 00:30',
    );
  });
});
