import { describe, expect, it } from 'vitest';
import { orderCreateSchema } from '#shared/schemas/order.ts';
import { checkoutForm, validateCheckout } from '#shared/checkout/index.ts';
import type { Cart } from '#shared/cart/cart.ts';
import {
  attemptFor,
  buildOrderPayload,
  checkoutValues,
  draftStorageKey,
  emptyDraft,
  errorsByField,
  filterDonatees,
  newIdempotencyKey,
  parseDraft,
  type CheckoutDraft,
} from './order-payload';

const PRODUCT_ID = '01JZ0000000000000000000001';
const BRANCH_ID = '01JZ0000000000000000000002';

const cart: Cart = {
  items: [
    {
      product: { id: PRODUCT_ID, name: 'Leberkässemmel', price: 4.2, unit: 'amount' },
      amount: 2,
      unit: 'amount',
      parts: [{ name: 'Gebäck', value: 'Kaisersemmel' }, null],
    },
  ],
  isDelivery: true,
  isDineIn: false,
  deliveryArea: 'Graz Lend und Gries (8020)',
  order: { appointment: '2026-11-21T10:30:00.000Z', comment: '  Bitte läuten  ' },
};

const filled: CheckoutDraft = {
  ...emptyDraft(),
  firstName: ' Anna ',
  lastName: 'Huber',
  email: 'anna@example.at ',
  phone: '0043 664 123 4567',
  street: 'Annenstraße 1',
  floor: '2',
  zipCode: '8020',
  city: 'Graz',
  deliveryStreet: 'Ring 2',
  table: 'T-ID',
  paymentMethod: 'cash',
  legalInstructions: true,
  privacyPolicy: true,
};

describe('buildOrderPayload', () => {
  it('sends the shown sections with trimmed text, the normalized phone and the cart lines without prices', () => {
    const form = checkoutForm({}, { orderType: 'delivery' });
    const payload = buildOrderPayload({
      branchId: BRANCH_ID,
      cart,
      draft: filled,
      form,
      paymentMethod: 'cash',
      donations: false,
      idempotencyKey: 'a'.repeat(32),
    });
    expect(payload).toEqual({
      idempotencyKey: 'a'.repeat(32),
      branch: { id: BRANCH_ID },
      isDelivery: true,
      isDineIn: false,
      items: [{ product: { id: PRODUCT_ID }, amount: 2, unit: 'amount', parts: [{ name: 'Gebäck', value: 'Kaisersemmel' }, null] }],
      isCompany: false,
      firstName: 'Anna',
      lastName: 'Huber',
      email: 'anna@example.at',
      phone: '+436641234567',
      street: 'Annenstraße 1',
      floor: '2',
      stairway: '',
      door: '',
      zipCode: '8020',
      city: 'Graz',
      country: 'AT',
      isDeliveryAddressDifferent: false,
      deliveryArea: 'Graz Lend und Gries (8020)',
      comment: 'Bitte läuten',
      appointmentDate: '2026-11-21T10:30:00.000Z',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
      table: null,
      donatee: null,
    });
    // The contract: what the server parses.
    expect(orderCreateSchema.safeParse(payload).success).toBe(true);
  });

  it('leaves out the address after switching to takeaway and sends the company and delivery address when shown', () => {
    const takeaway = buildOrderPayload({
      branchId: BRANCH_ID,
      cart: { ...cart, isDelivery: false },
      draft: { ...filled, isCompany: true, companyName: 'Gruber GmbH', vatNumber: 'ATU12345678' },
      form: checkoutForm({}, { orderType: 'takeaway', isCompany: true }),
      paymentMethod: 'cash',
      donations: true,
      idempotencyKey: 'b'.repeat(16),
    });
    expect(takeaway).not.toHaveProperty('street');
    expect(takeaway).not.toHaveProperty('deliveryArea');
    expect(takeaway).toMatchObject({ isCompany: true, companyName: 'Gruber GmbH', vatNumber: 'ATU12345678' });

    const different = buildOrderPayload({
      branchId: BRANCH_ID,
      cart,
      draft: { ...filled, isDeliveryAddressDifferent: true, deliveryZipCode: '8010', deliveryCity: 'Graz', donatee: 'D1' },
      form: checkoutForm({}, { orderType: 'delivery', isDeliveryAddressDifferent: true }),
      paymentMethod: 'mollie',
      donations: true,
      idempotencyKey: 'c'.repeat(16),
    });
    expect(different).toMatchObject({
      isDeliveryAddressDifferent: true,
      deliveryStreet: 'Ring 2',
      deliveryZipCode: '8010',
      deliveryCity: 'Graz',
      deliveryCountry: 'AT',
      donatee: { id: 'D1' },
      paymentMethod: 'mollie',
    });
  });

  it('sends only the table for a dine-in guest at a table, and no donatee without the plugin', () => {
    const payload = buildOrderPayload({
      branchId: BRANCH_ID,
      cart: { ...cart, isDelivery: false, isDineIn: true, order: { appointment: null, comment: '' } },
      draft: { ...filled, donatee: 'D1' },
      form: checkoutForm({ isTableSelectionEnabled: true }, { orderType: 'dineIn' }),
      paymentMethod: null,
      donations: false,
      idempotencyKey: 'd'.repeat(16),
    });
    expect(payload.table).toEqual({ id: 'T-ID' });
    expect(payload.donatee).toBeNull();
    expect(payload.appointmentDate).toBeNull();
    expect(payload).not.toHaveProperty('firstName');
    expect(payload).not.toHaveProperty('paymentMethod');
  });
});

describe('checkoutValues', () => {
  it('feeds the shared validation with the draft and the cart', () => {
    const form = checkoutForm({ isAppointmentRequired: true }, { orderType: 'takeaway' });
    const values = checkoutValues({ ...emptyDraft(), firstName: 'Anna' }, { deliveryArea: null, order: { appointment: null, comment: '' } });
    expect(validateCheckout(form, values, {}).map((error) => error.field)).toEqual(['lastName', 'appointmentDate', 'legalInstructions', 'privacyPolicy']);
  });
});

describe('draft storage', () => {
  it('uses a key next to the cart keys', () => {
    expect(draftStorageKey('theke', 'graz')).toBe('theke.graz.checkout');
  });

  it('takes known fields of the right type and ignores the rest', () => {
    const draft = parseDraft(JSON.stringify({ firstName: 'Anna', isCompany: 'yes', legalInstructions: true, evil: 1 }));
    expect(draft).toEqual({ ...emptyDraft(), firstName: 'Anna', legalInstructions: true });
    expect(parseDraft('{not json')).toEqual(emptyDraft());
    expect(parseDraft('null')).toEqual(emptyDraft());
    expect(parseDraft(null)).toEqual(emptyDraft());
  });
});

describe('newIdempotencyKey', () => {
  it('turns 16 random bytes into 32 hex characters the schema accepts', () => {
    const key = newIdempotencyKey((bytes) => bytes.map((_, index) => index * 17));
    expect(key).toBe('00112233445566778899aabbccddeeff');
    expect(orderCreateSchema.shape.idempotencyKey.safeParse(key).success).toBe(true);
  });
});

describe('attemptFor', () => {
  const body = { branch: { id: BRANCH_ID }, items: [], comment: 'x' };
  let made = 0;
  const makeKey = () => `key-${String(++made).padStart(16, '0')}`;

  it('keeps the key while the same request is sent again and makes a new one when it changed', () => {
    const first = attemptFor(null, body, makeKey);
    expect(first.key).toBe('key-0000000000000001');
    expect(attemptFor(first, { ...body }, makeKey)).toBe(first);
    const changed = attemptFor(first, { ...body, comment: 'y' }, makeKey);
    expect(changed.key).toBe('key-0000000000000002');
    expect(attemptFor(changed, body, makeKey).key).toBe('key-0000000000000003');
  });
});

describe('errorsByField', () => {
  it('maps errors to the inputs by the first segment of their field and lists each message once', () => {
    const inputs = new Set(['phone', 'appointmentDate', 'items']);
    const { fields, summary } = errorsByField(
      [
        { field: 'phone', message: 'Telefon falsch' },
        { field: 'items.0.amount', message: 'Menge falsch' },
        { field: 'items[1]', message: 'Menge falsch' },
        { field: 'unknownField', message: 'Anderes' },
        { message: 'Geschlossen' },
      ],
      inputs,
    );
    expect([...fields]).toEqual([
      ['phone', 'Telefon falsch'],
      ['items', 'Menge falsch'],
    ]);
    expect(summary).toEqual([
      { message: 'Telefon falsch', field: 'phone' },
      { message: 'Menge falsch', field: 'items' },
      { message: 'Anderes' },
      { message: 'Geschlossen' },
    ]);
  });
});

describe('filterDonatees', () => {
  const donatees = [
    { id: '1', name: 'Lebensmittelbrücke Graz', description: 'Verteilt Lebensmittel an Sozialmärkte' },
    { id: '2', name: 'Tierhilfe Südsteiermark', description: 'Tierheim bei Leibnitz' },
  ];
  it('matches every word in name or description, ignoring case', () => {
    expect(filterDonatees(donatees, '').map((d) => d.id)).toEqual(['1', '2']);
    expect(filterDonatees(donatees, 'graz').map((d) => d.id)).toEqual(['1']);
    expect(filterDonatees(donatees, 'TIERHEIM leibnitz').map((d) => d.id)).toEqual(['2']);
    expect(filterDonatees(donatees, 'tier graz')).toEqual([]);
  });
});
