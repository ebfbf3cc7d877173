import { describe, expect, it } from 'vitest';
import { t } from '../../i18n';
import {
  COUNTER_TIMES,
  actionFallback,
  addressLines,
  counterAppointmentInstant,
  defaultCounterAppointment,
  deliveryAddress,
  parseStaffAmount,
  partViews,
  statusActions,
  telHref,
  type StaffOrder,
} from './order-view';

const summary = (order: Parameters<typeof statusActions>[0]) =>
  statusActions(order).map((view) => `${view.label}${view.primary ? ' (primär)' : ''}${view.destructive ? ' (beendet)' : ''}`);

describe('status actions offered on the detail page', () => {
  it('an open order: confirm first and primary, then reject and cancel', () => {
    expect(summary({ paymentMethod: 'cash' })).toEqual(['Bestätigen (primär)', 'Ablehnen (beendet)', 'Stornieren (beendet)']);
  });

  it('a confirmed pickup order is made ready for pickup next; a delivery order goes into delivery', () => {
    expect(summary({ isConfirmed: true, isDelivery: false })).toEqual(['Abholbereit (primär)', 'Abschließen', 'Ablehnen (beendet)', 'Stornieren (beendet)']);
    expect(summary({ isConfirmed: true, isDelivery: true })[0]).toBe('In Zustellung (primär)');
  });

  it('an order in delivery can only be completed or cancelled', () => {
    expect(summary({ isConfirmed: true, isInDelivery: true })).toEqual(['Abschließen (primär)', 'Stornieren (beendet)']);
  });

  it('an order waiting for its online payment cannot be confirmed, so nothing is primary', () => {
    expect(summary({ paymentMethod: 'mollie', isPaid: false })).toEqual(['Ablehnen (beendet)', 'Stornieren (beendet)']);
  });

  it('a finished order offers nothing', () => {
    expect(statusActions({ isConfirmed: true, isCompleted: true })).toEqual([]);
    expect(statusActions({ isRejected: true })).toEqual([]);
  });

  it('says what happened, with pickup wording for pickup orders', () => {
    const [ready] = statusActions({ isConfirmed: true });
    expect(ready?.done).toBe('Die Bestellung ist abholbereit.');
    const [delivery] = statusActions({ isConfirmed: true, isDelivery: true });
    expect(delivery?.done).toBe('Die Bestellung ist in Zustellung.');
  });

  it("uses the spec's fallbacks: cancel its own, every other action the shared one", () => {
    expect(actionFallback('cancel')).toBe('Bestellung konnte nicht storniert werden.');
    for (const action of ['confirm', 'reject', 'in-delivery', 'completed'] as const) {
      expect(actionFallback(action)).toBe('Bestellstatus konnte nicht geändert werden.');
    }
  });
});

describe('customer data', () => {
  it('writes an address with stairway, floor and door in Austrian order', () => {
    expect(addressLines({ street: 'Herrengasse 16', stairway: '2', floor: '3', door: '12', zipCode: '8010', city: 'Graz', country: 'AT' })).toEqual([
      'Herrengasse 16, Stiege 2, Stock 3, Tür 12',
      '8010 Graz',
      'Österreich',
    ]);
    expect(addressLines({ zipCode: '8010', city: 'Graz' })).toEqual(['8010 Graz']);
    // The form's default country alone is no address.
    expect(addressLines({ country: 'AT' })).toEqual([]);
  });

  it('shows the delivery address only when it differs, with its recipient', () => {
    const order = {
      isDeliveryAddressDifferent: true,
      deliveryFirstName: 'Josef',
      deliveryLastName: 'Gruber',
      deliveryStreet: 'Sackstraße 1',
      deliveryZipCode: '8010',
      deliveryCity: 'Graz',
    } as StaffOrder;
    expect(deliveryAddress(order)).toEqual(['Josef Gruber', 'Sackstraße 1', '8010 Graz']);
    expect(deliveryAddress({ ...order, isDeliveryAddressDifferent: false })).toEqual([]);
  });

  it('dials the phone number without spaces', () => {
    expect(telHref('+43 664 123 45-67')).toBe('tel:+436641234567');
  });
});

describe('parts of a line', () => {
  it('shows texts, options and yes/no, and drops parts without a value', () => {
    expect(
      partViews([
        { name: 'Sauce', value: 'Kren' },
        { name: 'Extras', value: ['Senf süß', 'Gurkerl'] },
        { name: 'Geschnitten', value: true },
        { name: 'Wunsch', value: '  ' },
        null,
      ]),
    ).toEqual([
      { name: 'Sauce', text: 'Kren', files: [] },
      { name: 'Extras', text: 'Senf süß, Gurkerl', files: [] },
      { name: 'Geschnitten', text: t('field.boolean.yes'), files: [] },
    ]);
  });

  it('links uploads to their /upload/ address, with a preview for images and PDFs only', () => {
    const [part] = partViews([
      {
        name: 'Foto',
        files: [
          { id: 'U1', version: 2, extension: 'JPG', publicHash: 'h1' },
          { id: 'U2', version: 1, extension: 'pdf', publicHash: 'h2' },
          { id: 'U3', version: 1, extension: 'docx', publicHash: 'h3' },
        ],
      },
    ]);
    expect(part?.files).toEqual([
      { href: '/upload/h1/U1-2.JPG', previewSrc: '/upload/h1/preview/U1-2.jpg', isImage: true, extension: 'JPG' },
      { href: '/upload/h2/U2-1.pdf', previewSrc: '/upload/h2/preview/U2-1.jpg', isImage: false, extension: 'PDF' },
      { href: '/upload/h3/U3-1.docx', previewSrc: null, isImage: false, extension: 'DOCX' },
    ]);
  });
});

describe('amount typed at the counter', () => {
  it('takes a comma or a point', () => {
    expect(parseStaffAmount('0,487')).toBe(0.487);
    expect(parseStaffAmount(' 1.5 ')).toBe(1.5);
    expect(parseStaffAmount('12')).toBe(12);
  });

  it('refuses what is not a positive number', () => {
    for (const text of ['', 'abc', '0', '0,0', '-1', '1,2,3']) expect(parseStaffAmount(text), text).toBeNull();
  });
});

describe('counter appointment', () => {
  it('offers every time of the day in 5-minute steps', () => {
    expect(COUNTER_TIMES).toHaveLength(288);
    expect(COUNTER_TIMES.slice(0, 3)).toEqual(['00:00', '00:05', '00:10']);
    expect(COUNTER_TIMES.at(-1)).toBe('23:55');
  });

  it("reads date and time in the shop's zone, summer and winter", () => {
    expect(counterAppointmentInstant('2026-07-01', '14:05', 'Europe/Vienna')?.toISOString()).toBe('2026-07-01T12:05:00.000Z');
    expect(counterAppointmentInstant('2026-01-15', '09:00', 'Europe/Vienna')?.toISOString()).toBe('2026-01-15T08:00:00.000Z');
  });

  it('has no instant while date or time is missing or wrong', () => {
    expect(counterAppointmentInstant('', '09:00', 'Europe/Vienna')).toBeNull();
    expect(counterAppointmentInstant('2026-02-30', '09:00', 'Europe/Vienna')).toBeNull();
    expect(counterAppointmentInstant('2026-01-15', '', 'Europe/Vienna')).toBeNull();
    expect(counterAppointmentInstant('2026-01-15', '24:00', 'Europe/Vienna')).toBeNull();
  });

  it('starts 30 minutes after the wished appointment, or after now when that is past, on a 5-minute step', () => {
    const now = new Date('2026-07-01T10:02:10Z');
    expect(defaultCounterAppointment('2026-07-01T12:00:00.000Z', now, 'Europe/Vienna')).toEqual({ date: '2026-07-01', time: '14:30' });
    expect(defaultCounterAppointment('2026-07-01T08:00:00.000Z', now, 'Europe/Vienna')).toEqual({ date: '2026-07-01', time: '12:35' });
    expect(defaultCounterAppointment(undefined, new Date('2026-07-01T21:50:00Z'), 'Europe/Vienna')).toEqual({ date: '2026-07-02', time: '00:20' });
  });
});
