import { describe, expect, it } from 'vitest';
import { ERASED_MARKER, eraseOrderPersonalData, isErasedOrder } from './erasure';

describe('erasing a customer’s personal data on an order', () => {
  const order = {
    id: 'O1',
    uid: 'abc',
    ticketNumber: 12,
    branch: { id: 'B1' },
    customer: { id: 'C1' },
    firstName: 'Josef',
    lastName: 'Gruber',
    email: 'josef@gruber.at',
    phone: '+43 664 1234567',
    companyName: 'Gasthaus Zur Post',
    vatNumber: 'ATU12345678',
    street: 'Hauptplatz 3',
    zipCode: '8200',
    city: 'Gleisdorf',
    deliveryFirstName: 'Maria',
    deliveryStreet: 'Gartengasse 1',
    deliveryArea: 'Graz Zentrum',
    comment: 'Bitte bei Gruber läuten',
    items: [{ product: { id: 'P1', name: 'Leberkäse' }, amount: 2, unit: 'amount' }],
    pricing: { totalGross: 12.4 },
    isCompleted: true,
    questionnaireRating: { rating: 5, foodRating: 5, serviceRating: 4, processRating: 5, comment: 'Danke, Josef' },
  };

  it('replaces the names by the marker and removes contact, address, comment and link', () => {
    expect(eraseOrderPersonalData(order)).toEqual({
      id: 'O1',
      uid: 'abc',
      ticketNumber: 12,
      branch: { id: 'B1' },
      firstName: 'Gelöscht',
      lastName: 'Gelöscht',
      deliveryArea: 'Graz Zentrum',
      items: [{ product: { id: 'P1', name: 'Leberkäse' }, amount: 2, unit: 'amount' }],
      pricing: { totalGross: 12.4 },
      isCompleted: true,
      questionnaireRating: { rating: 5, foodRating: 5, serviceRating: 4, processRating: 5 },
    });
    expect(order.email).toBe('josef@gruber.at');
  });

  it('tells an erased order', () => {
    expect(ERASED_MARKER).toBe('Gelöscht');
    expect(isErasedOrder(eraseOrderPersonalData(order))).toBe(true);
    expect(isErasedOrder(order)).toBe(false);
  });
});
