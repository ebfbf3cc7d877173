import { describe, expect, it } from 'vitest';
import { orderBranchQuerySchema, orderHistoryQuerySchema, orderInputSchema, orderPricingSchema, orderSchema, questionnaireSchema } from './order';
import { failingPaths, storedMeta } from './test-fixtures';

const BRANCH_ID = '01JBX6Q0Z8M3K4N5P6R7S8T9VW';
const PRODUCT_ID = '01JBX6Q0Z8M3K4N5P6R7S8T9VX';
const UPLOAD_ID = '01JBX6Q0Z8M3K4N5P6R7S8T9VY';

/** A takeaway order as the checkout of Filiale Graz-Lend sends it. */
const takeawayOrder = {
  branch: { id: BRANCH_ID, name: 'Filiale Graz-Lend' },
  firstName: ' Maria ',
  lastName: 'Huber',
  street: 'Annenstraße 12',
  zipCode: '8020',
  city: 'Graz',
  phone: '+43 316 123456',
  email: '',
  comment: 'Bitte das Beiried in Scheiben schneiden.',
  appointmentDate: '2026-12-23T10:30:00+01:00',
  items: [
    { product: { id: PRODUCT_ID, name: 'Beiried vom Almochsen' }, amount: 1.5, unit: 'kilogram', parts: [{ name: 'Zuschnitt', value: 'Scheiben, 2 cm' }] },
    { product: { id: PRODUCT_ID }, amount: 6, unit: 'amount' },
  ],
};

describe('storefront §3 Order (create)', () => {
  it('parses a takeaway order and applies the defaults country AT and payment cash', () => {
    expect(orderInputSchema.parse(takeawayOrder)).toEqual({
      branch: { id: BRANCH_ID },
      firstName: 'Maria',
      lastName: 'Huber',
      street: 'Annenstraße 12',
      zipCode: '8020',
      city: 'Graz',
      country: 'AT',
      phone: '+43 316 123456',
      email: undefined,
      comment: 'Bitte das Beiried in Scheiben schneiden.',
      appointmentDate: '2026-12-23T10:30:00+01:00',
      paymentMethod: 'cash',
      isCompany: false,
      isDeliveryAddressDifferent: false,
      legalInstructions: false,
      privacyPolicy: false,
      isDelivery: false,
      isDineIn: false,
      items: [
        {
          product: { id: PRODUCT_ID, name: 'Beiried vom Almochsen' },
          amount: 1.5,
          unit: 'kilogram',
          parts: [{ name: 'Zuschnitt', value: 'Scheiben, 2 cm' }],
        },
        { product: { id: PRODUCT_ID }, amount: 6, unit: 'amount', parts: [] },
      ],
    });
  });

  it('takes only e-mail addresses the strict check takes in the back office’s order (order create: the checkout rules)', () => {
    for (const email of ['x@example.org<script>alert(1)</script>', 'Anna <anna@example.at>', '"anna"@example.at', 'anna@localhost']) {
      expect(orderInputSchema.safeParse({ ...takeawayOrder, email }).error?.issues[0]?.message, email).toBe('api.validation.email');
    }
    expect(orderInputSchema.parse({ ...takeawayOrder, email: ' anna@example.at ' }).email).toBe('anna@example.at');
    expect(orderInputSchema.parse({ ...takeawayOrder, email: '' }).email).toBeUndefined();
    expect(orderInputSchema.parse({ ...takeawayOrder, email: null }).email).toBeUndefined();
  });

  it('keeps a company delivery with a different delivery address and card payment', () => {
    const order = orderInputSchema.parse({
      ...takeawayOrder,
      isCompany: true,
      companyName: 'Gasthaus Zur Post',
      vatNumber: 'ATU12345678',
      email: 'einkauf@gasthaus-post.at',
      country: 'DE',
      isDeliveryAddressDifferent: true,
      deliveryStreet: 'Hauptplatz 3',
      deliveryStairway: '2',
      deliveryDoor: '14',
      deliveryZipCode: '8010',
      deliveryCity: 'Graz',
      deliveryCountry: 'AT',
      deliveryArea: 'Graz Innenstadt',
      paymentMethod: 'atm-card',
      legalInstructions: true,
      privacyPolicy: true,
      isDelivery: true,
    });
    expect(order).toMatchObject({
      isCompany: true,
      companyName: 'Gasthaus Zur Post',
      email: 'einkauf@gasthaus-post.at',
      country: 'DE',
      deliveryCountry: 'AT',
      deliveryArea: 'Graz Innenstadt',
      paymentMethod: 'atm-card',
      isDelivery: true,
    });
  });

  it('accepts the part values text, options, yes/no, number and uploaded files', () => {
    const parts = [
      { name: 'Beschriftung', value: 'Alles Gute, Oma!' },
      { name: 'Beilagen', value: ['Kren', 'Senf'] },
      { name: 'Vakuumverpackt', value: true },
      { name: 'Anzahl Personen', value: 12 },
      { name: 'Foto für die Torte', files: [{ id: UPLOAD_ID, version: 1, extension: 'jpg', publicHash: 'a1B2c3D4e5', mimeType: 'image/jpeg' }] },
    ];
    const order = orderInputSchema.parse({ ...takeawayOrder, items: [{ product: { id: PRODUCT_ID }, amount: 1, unit: 'package', parts }] });
    expect(order.items[0]?.parts).toEqual(parts);
  });

  it('drops the status flags and public link fields: only the server sets them', () => {
    const order = orderInputSchema.parse({ ...takeawayOrder, isPaid: true, isConfirmed: true, uid: 'A7K2', hash: 'x', ticketNumber: 7 });
    expect(order).not.toHaveProperty('isPaid');
    expect(order).not.toHaveProperty('isConfirmed');
    expect(order).not.toHaveProperty('uid');
    expect(order).not.toHaveProperty('ticketNumber');
  });

  it('refuses a payment method outside cash, atm-card, voucher, mollie and datatrans', () => {
    expect(failingPaths(orderInputSchema, { ...takeawayOrder, paymentMethod: 'paypal' })).toEqual(['paymentMethod']);
  });

  it('refuses a country outside DE, LI, AT and CH (storefront §5)', () => {
    expect(failingPaths(orderInputSchema, { ...takeawayOrder, country: 'IT' })).toEqual(['country']);
    expect(failingPaths(orderInputSchema, { ...takeawayOrder, deliveryCountry: 'HU' })).toEqual(['deliveryCountry']);
  });

  it('requires first and last name and the branch (storefront §5 Required fields)', () => {
    const { firstName: _firstName, branch: _branch, ...rest } = takeawayOrder;
    expect(failingPaths(orderInputSchema, { ...rest, lastName: '   ' }).sort()).toEqual(['branch', 'firstName', 'lastName']);
  });

  it('refuses an order without items, a line without amount and an unknown unit', () => {
    expect(failingPaths(orderInputSchema, { ...takeawayOrder, items: [] })).toEqual(['items']);
    const badLines = [
      { product: { id: PRODUCT_ID }, amount: 0, unit: 'kilogram' },
      { product: { id: PRODUCT_ID }, amount: 2, unit: 'Stück' },
      { product: { id: 'beiried' }, amount: 1, unit: 'amount' },
    ];
    expect(failingPaths(orderInputSchema, { ...takeawayOrder, items: badLines })).toEqual(['items.0.amount', 'items.1.unit', 'items.2.product.id']);
  });

  it('refuses a wrong e-mail, an appointment without offset and a flag given as text', () => {
    expect(failingPaths(orderInputSchema, { ...takeawayOrder, email: 'maria.huber', appointmentDate: '2026-12-23 10:30', privacyPolicy: 'ja' })).toEqual([
      'email',
      'appointmentDate',
      'privacyPolicy',
    ]);
  });
});

describe('storefront §3 Questionnaire', () => {
  const review = { rating: 5, foodRating: 4, serviceRating: 5, processRating: 3, comment: ' Der Leberkäse war ausgezeichnet. ' };

  it('accepts ratings 1 to 5 with a comment', () => {
    expect(questionnaireSchema.parse(review)).toEqual({ ...review, comment: 'Der Leberkäse war ausgezeichnet.' });
    expect(questionnaireSchema.parse({ rating: 1, foodRating: 1, serviceRating: 1, processRating: 1 })).toEqual({
      rating: 1,
      foodRating: 1,
      serviceRating: 1,
      processRating: 1,
    });
  });

  it.each(['rating', 'foodRating', 'serviceRating', 'processRating'])('refuses %s 0, 6, 4.5 and a missing value', (field) => {
    expect(failingPaths(questionnaireSchema, { ...review, [field]: 0 })).toEqual([field]);
    expect(failingPaths(questionnaireSchema, { ...review, [field]: 6 })).toEqual([field]);
    expect(failingPaths(questionnaireSchema, { ...review, [field]: 4.5 })).toEqual([field]);
    expect(failingPaths(questionnaireSchema, { ...review, [field]: undefined })).toEqual([field]);
  });
});

describe('storefront §3 Pricing result', () => {
  it('holds totals, delivery totals and taxes per rate; taxes default to none', () => {
    const pricing = {
      net: 40.91,
      tax: 4.09,
      gross: 45,
      deliveryNet: 4.17,
      deliveryTax: 0.83,
      deliveryGross: 5,
      totalNet: 45.08,
      totalTax: 4.92,
      totalGross: 50,
      taxes: [
        { rate: 10, net: 40.91, tax: 4.09, gross: 45 },
        { rate: 20, net: 4.17, tax: 0.83, gross: 5 },
      ],
    };
    expect(orderPricingSchema.parse(pricing)).toEqual(pricing);
    expect(orderPricingSchema.parse({ net: 10, tax: 1, gross: 11, totalNet: 10, totalTax: 1, totalGross: 11 }).taxes).toEqual([]);
  });

  it('refuses a tax rate above 100 percent and a missing total', () => {
    expect(
      failingPaths(orderPricingSchema, { net: 10, tax: 1, gross: 11, totalNet: 10, totalTax: 1, taxes: [{ rate: 120, net: 10, tax: 1, gross: 11 }] }),
    ).toEqual(['totalGross', 'taxes.0.rate']);
  });
});

describe('backoffice §3 Order (stored record)', () => {
  const stored = {
    ...orderInputSchema.parse(takeawayOrder),
    ...storedMeta('order'),
    uid: 'K7M2Q9',
    hash: 'f3a9c1d2e4b5',
    ticketNumber: 42,
    questionnaireRating: { rating: 5, foodRating: 5, serviceRating: 4, processRating: 5 },
    isConfirmed: true,
    isInDelivery: false,
    isDelivered: false,
    isCompleted: false,
    isRejected: false,
    isCanceled: false,
    isFailed: false,
    isPaid: false,
    isRefunded: false,
  };

  it('accepts a record with id, version, timestamps, public link and status flags', () => {
    expect(orderSchema.parse(stored)).toEqual(stored);
  });

  it('reads an e-mail address stored before the strict check as it is (functions/orders/recipients.ts mails nothing to it)', () => {
    expect(orderSchema.parse({ ...stored, email: 'x@example.org<b>' }).email).toBe('x@example.org<b>');
  });

  it('accepts a dine-in order at a table without names, and an online payment', () => {
    const { firstName: _firstName, lastName: _lastName, ...atTable } = stored;
    const payment = { provider: 'mollie', id: 'tr_7UhSN1zuXS', redirectUrl: 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS', status: 'open' };
    expect(orderSchema.parse({ ...atTable, tableIdentifier: 'T4', payment })).toEqual({ ...atTable, tableIdentifier: 'T4', payment });
    expect(failingPaths(orderSchema, { ...stored, payment: { ...payment, provider: 'paypal' } })).toEqual(['payment.provider']);
  });

  it('refuses a record without uid or with a status flag missing', () => {
    const { uid: _uid, isPaid: _isPaid, ...rest } = stored;
    expect(failingPaths(orderSchema, rest).sort()).toEqual(['isPaid', 'uid']);
  });
});

describe('backoffice §7 Orders: history filter and branch query', () => {
  it('takes the query strings branch, customer, status, from, to and search', () => {
    const query = { branch: BRANCH_ID, customer: UPLOAD_ID, status: 'open', from: '2026-11-01', to: '2026-11-30T23:59:59+01:00', search: '  Huber ' };
    expect(orderHistoryQuerySchema.parse(query)).toEqual({ ...query, search: 'Huber' });
    expect(orderHistoryQuerySchema.parse({})).toEqual({});
  });

  it('refuses an unknown status, a date that is none and a branch that is no id', () => {
    expect(failingPaths(orderHistoryQuerySchema, { status: 'offen', from: 'gestern', to: '2026-02-30', branch: 'graz' })).toEqual([
      'branch',
      'status',
      'from',
      'to',
    ]);
  });

  it('takes an optional branch id for the current and missed orders', () => {
    expect(orderBranchQuerySchema.parse({ branch: BRANCH_ID })).toEqual({ branch: BRANCH_ID });
    expect(orderBranchQuerySchema.parse({})).toEqual({});
    expect(failingPaths(orderBranchQuerySchema, { branch: 'graz-lend' })).toEqual(['branch']);
  });
});
