import { describe, expect, it } from 'vitest';
import { appointmentInstant, menuCategories, orderRequest, placeErrors, type PhoneOrderForm } from './phone-order';

const form: PhoneOrderForm = {
  branchId: 'B1',
  orderType: 'takeaway',
  firstName: 'Josef',
  lastName: 'Pichler',
  phone: '+43 664 1234567',
  email: '',
  street: '',
  zipCode: '',
  city: '',
  country: 'AT',
  deliveryArea: '8010 Graz',
  tableId: 'T1',
  appointmentDate: '',
  appointmentTime: '',
  paymentMethod: 'cash',
  comment: '  ',
};

const leberkaese = { id: 'P1', name: 'Leberkäse', price: 24.9, tax: 10, unit: 'kilogram' };

describe('appointmentInstant', () => {
  it('reads day and time on the shop clock: 10:30 in Vienna is 09:30 UTC in winter and 08:30 UTC in summer', () => {
    expect(appointmentInstant('2026-12-03', '10:30', 'Europe/Vienna')).toBe('2026-12-03T09:30:00.000Z');
    expect(appointmentInstant('2026-07-03', '10:30', 'Europe/Vienna')).toBe('2026-07-03T08:30:00.000Z');
  });

  it('is undefined while the day or the time is missing or not one', () => {
    expect(appointmentInstant('', '10:30', 'Europe/Vienna')).toBeUndefined();
    expect(appointmentInstant('2026-12-03', '', 'Europe/Vienna')).toBeUndefined();
    expect(appointmentInstant('2026-02-30', '10:30', 'Europe/Vienna')).toBeUndefined();
    expect(appointmentInstant('2026-12-03', '25:00', 'Europe/Vienna')).toBeUndefined();
  });
});

describe('orderRequest', () => {
  it('sends products by id with amount, unit and parts, never a price, and leaves out what the order type does not use', () => {
    const body = orderRequest(
      form,
      [{ product: leberkaese, amount: 250, unit: 'gram', parts: [{ value: 'Kren' }, undefined] }],
      'key-0123456789abcdef',
      'Europe/Vienna',
    );
    expect(body).toEqual({
      idempotencyKey: 'key-0123456789abcdef',
      branch: { id: 'B1' },
      isDelivery: false,
      isDineIn: false,
      items: [{ product: { id: 'P1' }, amount: 250, unit: 'gram', parts: [{ value: 'Kren' }, null] }],
      firstName: 'Josef',
      lastName: 'Pichler',
      phone: '+43 664 1234567',
      email: '',
      street: '',
      zipCode: '',
      city: '',
      country: 'AT',
      paymentMethod: 'cash',
    });
  });

  it('adds the delivery area for delivery, the table for dine-in, the appointment, the comment and the customer', () => {
    const delivery = orderRequest(
      { ...form, orderType: 'delivery', appointmentDate: '2026-12-03', appointmentTime: '11:00', comment: 'Bitte läuten', customerId: 'C1' },
      [],
      'k',
      'Europe/Vienna',
    );
    expect(delivery).toMatchObject({
      isDelivery: true,
      deliveryArea: '8010 Graz',
      appointmentDate: '2026-12-03T10:00:00.000Z',
      comment: 'Bitte läuten',
      customer: { id: 'C1' },
    });
    expect(delivery).not.toHaveProperty('table');
    expect(orderRequest({ ...form, orderType: 'dineIn' }, [], 'k', 'Europe/Vienna')).toMatchObject({ isDineIn: true, table: { id: 'T1' } });
  });
});

describe('placeErrors', () => {
  it('puts line errors at their line, field errors at their field (the first one), everything in the summary', () => {
    const placed = placeErrors([
      { field: 'lastName', message: 'Nachname fehlt' },
      { field: 'items.1.amount', message: 'Menge zu groß' },
      { field: 'items.1.parts.0', message: 'Sauce fehlt' },
      { field: 'items.10', message: 'Nicht im Katalog' },
      { field: 'lastName', message: 'zweite Meldung' },
      { message: 'Geschlossen' },
    ]);
    expect(placed.fields).toEqual({ lastName: 'Nachname fehlt' });
    expect(placed.lines).toEqual({ 1: ['Menge zu groß', 'Sauce fehlt'], 10: ['Nicht im Katalog'] });
    expect(placed.all).toEqual(['Nachname fehlt', 'Menge zu groß', 'Sauce fehlt', 'Nicht im Katalog', 'zweite Meldung', 'Geschlossen']);
  });
});

describe('menuCategories', () => {
  const categories = new Map([
    ['C1', { id: 'C1', name: 'Wurst' }],
    ['C2', { id: 'C2', name: 'Gebäck' }],
  ]);
  const products = new Map([
    ['P1', { id: 'P1' }],
    ['P2', { id: 'P2' }],
  ]);
  const now = new Date('2026-11-25T10:00:00Z');

  it('lists the current menu of the branch in its order, skipping unknown products and empty categories', () => {
    const menus = [
      { id: 'old', branches: [{ id: 'B1' }], availableFrom: '2026-01-01T00:00:00Z', catalog: [{ id: 'C1', products: ['P1'] }] },
      {
        id: 'now',
        branches: [{ id: 'B1' }],
        availableFrom: '2026-11-01T00:00:00Z',
        catalog: [
          { id: 'C2', products: ['P2', 'gone'] },
          { id: 'C1', products: ['gone'] },
          { id: 'C9', products: ['P1'] },
        ],
      },
      { id: 'later', branches: [{ id: 'B1' }], availableFrom: '2026-12-01T00:00:00Z', catalog: [{ id: 'C1', products: ['P1'] }] },
    ];
    expect(menuCategories(menus, 'B1', now, categories, products)).toEqual([{ category: { id: 'C2', name: 'Gebäck' }, products: [{ id: 'P2' }] }]);
    expect(menuCategories(menus, 'B2', now, categories, products)).toEqual([]);
  });
});
