import { describe, expect, it } from 'vitest';
import { PAPER_COLUMNS, renderText } from './blocks';
import { receiptBlocks, statusPageUrl, testNotificationBlocks, testPrintBlocks, type ReceiptInput } from './receipt';

const ZONE = 'Europe/Vienna';

/** A hand-made delivery order: umlauts, weighed goods (approximate), parts, two tax rates. */
const delivery: ReceiptInput = {
  order: {
    uid: 'a1b2c3',
    hash: 'f00dfeed',
    createdAt: '2026-11-02T09:12:00.000Z',
    ticketNumber: 42,
    isDelivery: true,
    isDineIn: false,
    appointmentDate: '2026-11-02T11:30:00.000Z',
    firstName: 'Jürgen',
    lastName: 'Größbauer',
    phone: '+43 664 1234567',
    street: 'Annenstraße 23',
    stairway: '2',
    door: '5',
    zipCode: '8020',
    city: 'Graz',
    deliveryArea: '8020 Graz',
    comment: 'Bitte bei Tür 5 läuten, der Hund ist lieb.',
    items: [
      {
        product: { name: 'Leberkässemmel' },
        amount: 2,
        unit: 'amount',
        price: 7.8,
        parts: [{ name: 'Gebäck', value: 'Kaisersemmel' }, { name: 'Extras', value: ['Gurkerl', 'Senf süß'] }, null, { name: 'Foto', files: [{}, {}] }],
      },
      { product: { name: 'Extrawurst geschnitten' }, amount: 25, unit: 'decagram', price: 4.975, pricingModel: 'approximate', comment: 'dünn' },
      { product: { name: 'Rindsuppe' }, amount: 1.5, unit: 'liter', price: 5.6 },
    ],
    pricing: {
      gross: 18.375,
      deliveryGross: 3.5,
      totalGross: 21.875,
      taxes: [
        { rate: 10, net: 16.7045, tax: 1.6705, gross: 18.375 },
        { rate: 20, net: 2.9167, tax: 0.5833, gross: 3.5 },
      ],
    },
    paymentMethod: 'cash',
    isPaid: false,
  },
  branch: { name: 'Filiale Graz', street: 'Annenstraße 23', zipCode: '8020', city: 'Graz', phone: '+43 316 123456' },
  config: { shopName: 'Fleischerei Gruber', currency: 'EUR' },
  donatee: { name: 'Tierheim Graz' },
  publicUrl: 'https://shop.example.at/',
  timeZone: ZONE,
  now: new Date('2026-11-02T09:15:00.000Z'),
};

describe('receipt of an order (80 mm, 48 columns)', () => {
  it('prints a delivery order as the counter needs it', () => {
    expect(renderText(receiptBlocks(delivery))).toBe(
      [
        '               Fleischerei Gruber',
        '                  Filiale Graz',
        '           Annenstraße 23, 8020 Graz',
        '                 +43 316 123456',
        '------------------------------------------------',
        '                     Ticket',
        '                      42',
        '              Lieferung',
        'Termin: 02.11.2026 12:30 Uhr',
        'Bestellt: 02.11.2026 10:12 Uhr',
        '------------------------------------------------',
        'Kunde: Jürgen Größbauer',
        'Telefon: +43 664 1234567',
        'Lieferadresse:',
        '  Annenstraße 23/2/5',
        '  8020 Graz',
        'Liefergebiet: 8020 Graz',
        '------------------------------------------------',
        '2 Stk. Leberkässemmel                     7,80 €',
        '  Gebäck: Kaisersemmel',
        '  Extras: Gurkerl, Senf süß',
        '  Foto: 2 Dateien',
        '25 dag Extrawurst geschnitten         ca. 4,98 €',
        '  Anmerkung: dünn',
        '1,5 l Rindsuppe                           5,60 €',
        '------------------------------------------------',
        'Zwischensumme                        ca. 18,38 €',
        'Lieferkosten                              3,50 €',
        'Gesamt                               ca. 21,88 €',
        '',
        'MwSt.-Satz         Netto       MwSt.      Brutto',
        '10 %             16,70 €      1,67 €     18,38 €',
        '20 %              2,92 €      0,58 €      3,50 €',
        '------------------------------------------------',
        'Zahlungsart: Barzahlung',
        'Noch nicht bezahlt',
        'Wir spenden 0,07 € an Tierheim Graz.',
        'Anmerkung zur Bestellung:',
        'Bitte bei Tür 5 läuten, der Hund ist lieb.',
        '------------------------------------------------',
        ' https://shop.example.at/status/a1b2c3/f00dfeed',
        '         Bestellstatus: QR-Code scannen',
        '         Gedruckt: 02.11.2026 10:15 Uhr',
      ].join('\n'),
    );
  });

  it('prints the ticket number and the order type large, the QR code to the status page', () => {
    const blocks = receiptBlocks(delivery);
    expect(blocks).toContainEqual({ kind: 'text', text: '42', align: 'center', bold: true, large: true });
    expect(blocks).toContainEqual({ kind: 'text', text: 'Lieferung', align: 'center', bold: true, large: true });
    expect(blocks.filter((block) => block.kind === 'qr')).toEqual([{ kind: 'qr', data: 'https://shop.example.at/status/a1b2c3/f00dfeed' }]);
  });

  it('prints a paid dine-in order "as soon as possible" with its table, in winter and summer time', () => {
    const dineIn: ReceiptInput = {
      ...delivery,
      order: {
        uid: 'u',
        hash: 'h',
        createdAt: '2026-07-01T10:05:00.000Z',
        ticketNumber: 7,
        isDineIn: true,
        tableIdentifier: 'T3',
        firstName: 'Eva',
        items: [{ product: { name: 'Wiener Schnitzel mit Erdäpfelsalat und Preiselbeeren, extra groß' }, amount: 1, unit: 'serving', price: 14.9 }],
        pricing: { gross: 14.9, totalGross: 14.9, taxes: [{ rate: 10, net: 13.5455, tax: 1.3545, gross: 14.9 }] },
        paymentMethod: 'mollie',
        isPaid: true,
      },
      config: { shopName: 'Fleischerei Gruber', disableTickets: true },
      donatee: null,
      publicUrl: null,
      now: new Date('2026-07-01T10:06:00.000Z'),
    };
    const printed = renderText(receiptBlocks(dineIn)).split('\n');
    expect(printed.slice(5, 10)).toEqual([
      '                 Bestellnummer',
      '                      7',
      '                Dine In',
      'Termin: so bald wie möglich',
      'Bestellt: 01.07.2026 12:05 Uhr',
    ]);
    expect(printed.slice(11, 17)).toEqual([
      'Kunde: Eva',
      'Tisch: T3',
      '------------------------------------------------',
      '1 Port. Wiener Schnitzel mit Erdäpfelsalat und',
      '  Preiselbeeren, extra groß              14,90 €',
      '------------------------------------------------',
    ]);
    expect(receiptBlocks(dineIn)).toContainEqual({ kind: 'text', text: 'Tisch: T3', bold: true, large: true });
    expect(printed).toContain('Zahlungsart: Online Zahlung');
    expect(printed).toContain('Bezahlt');
    expect(printed.at(-1)).toBe('         Gedruckt: 01.07.2026 12:06 Uhr');
    expect(receiptBlocks(dineIn).some((block) => block.kind === 'qr')).toBe(false);
  });

  it('prints a pickup order of a company without ticket number, prices, product name or shop name', () => {
    const pickup: ReceiptInput = {
      order: {
        uid: 'u1',
        hash: 'h1',
        createdAt: '2026-11-02T08:00:00.000Z',
        isDelivery: false,
        isDineIn: false,
        appointmentDate: '2026-11-02T10:00:00.000Z',
        isCompany: true,
        companyName: 'Tischlerei Huber GmbH',
        items: [
          {
            product: { name: 'Bauernbrot' },
            amount: 1,
            unit: 'amount',
            parts: [{ name: 'Schnitt', value: 'geschnitten' }, { value: 'ohne Kümmel' }, { name: 'Extras', value: [] }],
          },
          // A line whose product snapshot lost its name still prints its amount.
          { product: { name: null }, amount: 2, unit: 'amount' },
        ],
      },
      branch: { name: 'Filiale Leoben' },
      config: {},
      timeZone: ZONE,
      now: new Date('2026-11-02T08:05:00.000Z'),
    };
    const blocks = receiptBlocks(pickup);
    expect(renderText(blocks)).toBe(
      [
        '                 Filiale Leoben',
        '------------------------------------------------',
        '                Takeaway',
        'Termin: 02.11.2026 11:00 Uhr',
        'Bestellt: 02.11.2026 09:00 Uhr',
        '------------------------------------------------',
        'Firma: Tischlerei Huber GmbH',
        '------------------------------------------------',
        '1 Stk. Bauernbrot',
        '  Schnitt: geschnitten',
        '  ohne Kümmel',
        '2 Stk. –',
        '------------------------------------------------',
        'Zahlungsart: Barzahlung',
        'Noch nicht bezahlt',
        '------------------------------------------------',
        '         Gedruckt: 02.11.2026 09:05 Uhr',
      ].join('\n'),
    );
    // Without a shop name the branch is the bold heading.
    expect(blocks[0]).toEqual({ kind: 'text', text: 'Filiale Leoben', align: 'center', bold: true });
  });

  it('prints a delivery to a different address, free delivery, no tax breakdown, a refunded payment of a method it does not know', () => {
    const refunded: ReceiptInput = {
      order: {
        uid: 'u2',
        hash: 'h2',
        createdAt: '2026-11-02T09:00:00.000Z',
        ticketNumber: 3,
        isDelivery: true,
        firstName: 'Anna',
        lastName: 'Berger',
        phone: ' +43 660 7654321 ',
        street: 'Hauptplatz 1',
        zipCode: '8700',
        city: 'Leoben',
        isDeliveryAddressDifferent: true,
        deliveryCompanyName: 'Kanzlei Berger & Partner',
        deliveryFirstName: 'Max',
        deliveryLastName: 'Berger',
        deliveryStreet: 'Franz-Josef-Straße 12',
        deliveryFloor: '3',
        deliveryDoor: '7',
        deliveryZipCode: '8700',
        deliveryCity: 'Leoben',
        items: [{ product: { name: 'Fleischlaberl' }, amount: 4, unit: 'amount', price: 6 }],
        pricing: { gross: 6, totalGross: 6 },
        paymentMethod: 'invoice',
        isPaid: true,
        isRefunded: true,
      },
      branch: { name: 'Filiale Leoben', zipCode: '8700', city: 'Leoben' },
      config: { shopName: 'Fleischerei Gruber' },
      timeZone: ZONE,
      now: new Date('2026-11-02T09:05:00.000Z'),
    };
    expect(renderText(receiptBlocks(refunded))).toBe(
      [
        '               Fleischerei Gruber',
        '                 Filiale Leoben',
        '                  8700 Leoben',
        '------------------------------------------------',
        '                     Ticket',
        '                      3',
        '              Lieferung',
        'Termin: so bald wie möglich',
        'Bestellt: 02.11.2026 10:00 Uhr',
        '------------------------------------------------',
        'Kunde: Anna Berger',
        'Telefon: +43 660 7654321',
        'Lieferadresse:',
        '  Kanzlei Berger & Partner',
        '  Max Berger',
        '  Franz-Josef-Straße 12/3/7',
        '  8700 Leoben',
        '------------------------------------------------',
        '4 Stk. Fleischlaberl                      6,00 €',
        '------------------------------------------------',
        'Zwischensumme                             6,00 €',
        'Lieferkosten                              0,00 €',
        'Gesamt                                    6,00 €',
        '------------------------------------------------',
        'Zahlungsart: Sonstige Zahlungsart',
        'Rückerstattet',
        '------------------------------------------------',
        '         Gedruckt: 02.11.2026 10:05 Uhr',
      ].join('\n'),
    );
  });

  it('never prints a line wider than the paper', () => {
    const long = { ...delivery, order: { ...delivery.order, comment: 'x'.repeat(130), firstName: 'Maximilian-Alexander'.repeat(4) } };
    for (const line of renderText(receiptBlocks(long)).split('\n')) expect(line.length).toBeLessThanOrEqual(PAPER_COLUMNS);
  });

  it('links the status page without a doubled slash', () => {
    expect(statusPageUrl('https://shop.example.at/', { uid: 'a', hash: 'b' })).toBe('https://shop.example.at/status/a/b');
  });
});

describe('test slips of the devices page', () => {
  const input = { device: { name: 'Bondrucker Theke' }, branch: { name: 'Filiale Graz' }, timeZone: ZONE, now: new Date('2026-11-02T09:15:00.000Z') };

  it('test print names the printer and shows umlauts and the euro sign', () => {
    expect(renderText(testPrintBlocks(input))).toBe(
      [
        '              Testdruck',
        '------------------------------------------------',
        'Gerät: Bondrucker Theke',
        'Filiale: Filiale Graz',
        'Umlaute: Ä Ö Ü ä ö ü ß €',
        'Der Drucker ist richtig eingerichtet.',
        '------------------------------------------------',
        '         Gedruckt: 02.11.2026 10:15 Uhr',
      ].join('\n'),
    );
  });

  it('test print of a printer without a branch leaves the branch line out', () => {
    expect(
      renderText(testPrintBlocks({ ...input, branch: null }))
        .split('\n')
        .slice(2, 4),
    ).toEqual(['Gerät: Bondrucker Theke', 'Umlaute: Ä Ö Ü ä ö ü ß €']);
  });

  it('test notification is a short slip', () => {
    expect(renderText(testNotificationBlocks(input))).toBe(
      ['              Testbenachrichtigung', 'So meldet sich der Drucker bei neuen Aufträgen.', '         Gedruckt: 02.11.2026 10:15 Uhr'].join('\n'),
    );
  });
});
