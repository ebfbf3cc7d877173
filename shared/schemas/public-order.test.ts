import { describe, expect, it } from 'vitest';
import { publicOrderSchema } from './public-order';

/** A stored order as the order create writes it (values literal, abbreviated where irrelevant). */
const stored = {
  id: '01M7Z258BNMHWATFAQQ026WET1',
  uid: 'a1b2c3d4e5f60718',
  hash: '0123456789abcdef0123456789abcdef',
  idempotencyKey: 'k3y-of-the-browser-0001',
  ticketNumber: 7,
  createdAt: '2026-11-21T09:15:00.000Z',
  version: 3,
  branch: { id: '01M6DMBEZ8YFEQZT5DTM2SFB23', identifier: 'graz', name: 'Graz Annenstraße', street: 'Annenstraße 23', apiKeyHash: 'secret' },
  firstName: 'Anna',
  lastName: 'Huber',
  email: 'anna.huber@example.at',
  phone: '+436641234567',
  street: 'Herrengasse 16',
  comment: 'Bitte läuten',
  appointmentDate: '2026-11-23T10:30:00.000Z',
  paymentMethod: 'mollie',
  payment: { provider: 'mollie', id: 'tr_abc', redirectUrl: 'https://pay.example/tr_abc', status: 'paid' },
  deliveryArea: 'Graz Innenstadt (8010)',
  isDelivery: true,
  isConfirmed: true,
  isPaid: true,
  // functions/orders/public.ts hands over the overall rating of the stored questionnaire.
  questionnaireRating: 4,
  items: [
    {
      product: { id: '01M6DQSFFGRB6VE3EKNC1QENHA', name: 'Faschiertes gemischt' },
      amount: 1500,
      unit: 'gram',
      price: 17.85,
      pricingModel: 'approximate',
      parts: [
        { name: 'Mahlgrad', value: 'Grob' },
        { name: 'Foto', files: [{ id: '01M7Z258BNMHWATFAQQ026WET2', version: 1, extension: 'png', publicHash: 'ff00ff00ff00ff00ff00ff00ff00ff00' }] },
        null,
      ],
    },
  ],
  pricing: {
    net: 19.77,
    tax: 1.98,
    gross: 21.75,
    deliveryNet: 3.25,
    deliveryTax: 0.65,
    deliveryGross: 3.9,
    totalNet: 23.02,
    totalTax: 2.63,
    totalGross: 25.65,
    taxes: [],
  },
};

describe('public order view (storefront.md §3 "Order (public view)")', () => {
  it('keeps the status fields, lines and totals and drops the customer, payment and link secrets', () => {
    const view = publicOrderSchema.parse(stored);
    expect(view).toEqual({
      id: '01M7Z258BNMHWATFAQQ026WET1',
      uid: 'a1b2c3d4e5f60718',
      ticketNumber: 7,
      createdAt: '2026-11-21T09:15:00.000Z',
      branch: { id: '01M6DMBEZ8YFEQZT5DTM2SFB23', identifier: 'graz', name: 'Graz Annenstraße', street: 'Annenstraße 23' },
      appointmentDate: '2026-11-23T10:30:00.000Z',
      paymentMethod: 'mollie',
      deliveryArea: 'Graz Innenstadt (8010)',
      questionnaireRating: 4,
      isDelivery: true,
      isDineIn: false,
      isConfirmed: true,
      isInDelivery: false,
      isDelivered: false,
      isCompleted: false,
      isRejected: false,
      isCanceled: false,
      isFailed: false,
      isPaid: true,
      isRefunded: false,
      items: [
        {
          product: { id: '01M6DQSFFGRB6VE3EKNC1QENHA', name: 'Faschiertes gemischt' },
          amount: 1500,
          unit: 'gram',
          price: 17.85,
          pricingModel: 'approximate',
          parts: [{ name: 'Mahlgrad', value: 'Grob' }, { name: 'Foto', value: undefined, fileCount: 1 }, null],
        },
      ],
      pricing: stored.pricing,
    });
  });

  it('takes the questionnaire only as the overall rating, never the comment', () => {
    const questionnaire = { rating: 4, foodRating: 5, serviceRating: 4, processRating: 3, comment: 'Gut' };
    expect(publicOrderSchema.safeParse({ ...stored, questionnaireRating: questionnaire }).success).toBe(false);
    expect(publicOrderSchema.safeParse({ ...stored, questionnaireRating: 4.5 }).success).toBe(false);
  });

  it('defaults the payment method to cash and the flags to false, as stored orders do', () => {
    const { paymentMethod, isPaid, isDineIn } = publicOrderSchema.parse({ ...stored, paymentMethod: undefined, isPaid: undefined });
    expect([paymentMethod, isPaid, isDineIn]).toEqual(['cash', false, false]);
  });
});
