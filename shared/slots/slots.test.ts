import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addLeadTime, earliestSlotTime } from './lead-time';
import { appointmentSlots, availableSlots, isSlotAvailable, slotsOn, type SlotDay } from './slots';
import { ORDER_FORM_GRACE_MINUTES, validateAppointment } from './validate';
import { isOpenAt, type OpeningHoursRule } from '../hours';
import { formatDate, formatTime } from '../time';
import { VIENNA, butcherWeek, splitWeek, vienna } from '../hours/test-fixtures';

const iso = (date: Date) => date.toISOString();
const times = (days: SlotDay[], date: string) => slotsOn(days, date).map((slot) => slot.time);
const count = (days: SlotDay[]) => days.reduce((sum, day) => sum + day.slots.length, 0);

describe('earliest slot: 15-minute gap, rounded up to 5 minutes, product lead time added', () => {
  it('adds the gap and rounds up', () => {
    expect(iso(earliestSlotTime(vienna('2026-05-04 10:00'), VIENNA))).toBe(iso(vienna('2026-05-04 10:15')));
    const notOnGrid = new Date(vienna('2026-05-04 10:02').getTime() + 30_000);
    expect(iso(earliestSlotTime(notOnGrid, VIENNA))).toBe(iso(vienna('2026-05-04 10:20')));
  });

  it('lead times in minutes, hours, days and weeks; the longest counts; disabled ones do not', () => {
    const now = vienna('2026-05-04 10:00');
    const at = (products: Parameters<typeof earliestSlotTime>[2]) => formatTime(earliestSlotTime(now, VIENNA, products), VIENNA);
    expect(at({ products: [{ isLeadTimeEnabled: true, leadTimeType: 'minutes', leadTimeValue: 7 }] })).toBe('10:25');
    expect(at({ products: [{ isLeadTimeEnabled: true, leadTimeType: 'hours', leadTimeValue: 2 }] })).toBe('12:15');
    expect(at({ products: [{ isLeadTimeEnabled: false, leadTimeType: 'hours', leadTimeValue: 2 }] })).toBe('10:15');
    const days = earliestSlotTime(now, VIENNA, {
      products: [
        { isLeadTimeEnabled: true, leadTimeType: 'hours', leadTimeValue: 5 },
        { isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 1 },
      ],
    });
    expect(iso(days)).toBe(iso(vienna('2026-05-05 10:15')));
    const weeks = earliestSlotTime(now, VIENNA, { products: [{ isLeadTimeEnabled: true, leadTimeType: 'weeks', leadTimeValue: 2 }] });
    expect(iso(weeks)).toBe(iso(vienna('2026-05-18 10:15')));
  });

  it('calendar days keep the wall-clock time across the spring switch', () => {
    const friday = vienna('2026-03-27 10:00'); // CET
    expect(iso(addLeadTime(friday, { isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 3 }, VIENNA))).toBe('2026-03-30T08:00:00.000Z'); // 10:00 CEST
    expect(iso(addLeadTime(friday, { isLeadTimeEnabled: true, leadTimeType: 'hours', leadTimeValue: 72 }, VIENNA))).toBe('2026-03-30T09:00:00.000Z');
  });

  it('ignores lead times without a positive value or a known type', () => {
    const now = vienna('2026-05-04 10:00');
    expect(addLeadTime(now, { isLeadTimeEnabled: true, leadTimeType: 'hours', leadTimeValue: 0 }, VIENNA)).toBe(now);
    expect(addLeadTime(now, { isLeadTimeEnabled: true, leadTimeType: null, leadTimeValue: 3 }, VIENNA)).toBe(now);
    expect(addLeadTime(now, { isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: null }, VIENNA)).toBe(now);
  });
});

describe('appointment slots: 90 days, 5-minute steps inside opening hours', () => {
  const monday = vienna('2026-05-04 10:00');
  const days = appointmentSlots({ openingHours: butcherWeek }, false, monday, VIENNA);

  it('today from the earliest time to the last 5 minutes before closing', () => {
    const today = times(days, '2026-05-04');
    expect(today[0]).toBe('10:15');
    expect(today.at(-1)).toBe('17:55');
    expect(today).toHaveLength(93);
    expect(iso(slotsOn(days, '2026-05-04')[0].at)).toBe('2026-05-04T08:15:00.000Z');
  });

  it('a full weekday has 132 slots, Saturday 60, Sunday (closed) none', () => {
    expect(times(days, '2026-05-05')).toHaveLength(132);
    expect(times(days, '2026-05-05')[0]).toBe('07:00');
    expect(times(days, '2026-05-09')).toHaveLength(60);
    expect(times(days, '2026-05-09').at(-1)).toBe('11:55');
    expect(times(days, '2026-05-10')).toEqual([]);
  });

  it('covers 90 days: 2026-05-04 to 2026-08-01, 78 of them open', () => {
    expect(days[0].date).toBe('2026-05-04');
    expect(days.at(-1)?.date).toBe('2026-08-01');
    expect(days).toHaveLength(78);
    expect(count(days)).toBe(93 + 64 * 132 + 13 * 60);
  });

  it('5 minutes before closing only the 17:55 slot is left; later, today has none', () => {
    expect(times(appointmentSlots({ openingHours: butcherWeek }, false, vienna('2026-05-04 17:40'), VIENNA), '2026-05-04')).toEqual(['17:55']);
    const late = appointmentSlots({ openingHours: butcherWeek }, false, vienna('2026-05-04 17:41'), VIENNA);
    expect(late[0].date).toBe('2026-05-05');
  });

  it('split hours leave the lunch break out', () => {
    const split = appointmentSlots({ openingHours: splitWeek }, false, vienna('2026-05-04 06:00'), VIENNA);
    const today = times(split, '2026-05-04');
    expect(today).toHaveLength(66 + 42);
    expect(today).toContain('12:25');
    expect(today).not.toContain('12:30');
    expect(today).not.toContain('14:25');
    expect(today[66]).toBe('14:30');
  });

  it('a once-rule holiday has no slots', () => {
    const rules: OpeningHoursRule[] = [...butcherWeek, { type: 'once', date: '2026-05-14', isClosed: true }];
    const holiday = appointmentSlots({ openingHours: rules }, false, monday, VIENNA);
    expect(slotsOn(holiday, '2026-05-14')).toEqual([]);
    expect(times(holiday, '2026-05-15')).toHaveLength(132);
  });

  it('delivery appointments follow the delivery hours', () => {
    const branch = {
      openingHours: butcherWeek,
      deliveryHours: [{ type: 'daily', from: '11:00', to: '21:00' }] as OpeningHoursRule[],
      isDeliveryHoursEnabled: true,
    };
    const delivery = appointmentSlots(branch, true, monday, VIENNA);
    expect(times(delivery, '2026-05-04')[0]).toBe('11:00');
    expect(times(delivery, '2026-05-04').at(-1)).toBe('20:55');
    expect(times(delivery, '2026-05-10')).toHaveLength(120);
  });

  it('hours past midnight give slots on the next date', () => {
    const night = availableSlots([{ type: 'saturday', from: '22:00', to: '01:00' }], vienna('2026-05-04 10:00'), VIENNA, { days: 7 });
    expect(times(night, '2026-05-09')).toHaveLength(24);
    expect(times(night, '2026-05-10')).toEqual(['00:00', '00:05', '00:10', '00:15', '00:20', '00:25', '00:30', '00:35', '00:40', '00:45', '00:50', '00:55']);
  });

  it('90 days × 288 slots of a shop open around the clock', () => {
    const always = availableSlots([{ type: 'daily', from: '00:00', to: '24:00' }], vienna('2026-05-04 00:00'), VIENNA, { days: 90 });
    expect(count(always)).toBe(285 + 89 * 288);
  });

  it('the general helper looks 180 days ahead', () => {
    const general = availableSlots(butcherWeek, monday, VIENNA);
    expect(general.at(-1)?.date).toBe('2026-10-30');
  });

  it('finds offered slots and rejects others', () => {
    expect(isSlotAvailable(days, vienna('2026-05-05 07:05'))).toBe(true);
    expect(isSlotAvailable(days, vienna('2026-05-05 07:07'))).toBe(false);
    expect(isSlotAvailable(days, vienna('2026-05-10 10:00'))).toBe(false);
  });
});

describe('slots on the daylight-saving days in Europe/Vienna', () => {
  const night: OpeningHoursRule[] = [{ type: 'daily', from: '01:00', to: '04:00' }];

  it('2026-03-29: no slots in the skipped hour, real instants either side', () => {
    const slots = slotsOn(availableSlots(night, new Date('2026-03-28T11:00:00Z'), VIENNA, { days: 3 }), '2026-03-29');
    expect(slots.map((slot) => slot.time)).toEqual([
      ...['01:00', '01:05', '01:10', '01:15', '01:20', '01:25', '01:30', '01:35', '01:40', '01:45', '01:50', '01:55'],
      ...['03:00', '03:05', '03:10', '03:15', '03:20', '03:25', '03:30', '03:35', '03:40', '03:45', '03:50', '03:55'],
    ]);
    expect(iso(slots[11].at)).toBe('2026-03-29T00:55:00.000Z');
    expect(iso(slots[12].at)).toBe('2026-03-29T01:00:00.000Z');
  });

  it('2026-10-25: each wall-clock time once, in the repeated hour at its first occurrence', () => {
    const slots = slotsOn(availableSlots(night, new Date('2026-10-24T11:00:00Z'), VIENNA, { days: 3 }), '2026-10-25');
    expect(slots).toHaveLength(36);
    expect(slots[0]).toMatchObject({ time: '01:00' });
    expect(iso(slots[0].at)).toBe('2026-10-24T23:00:00.000Z');
    expect(iso(slots[12].at)).toBe('2026-10-25T00:00:00.000Z'); // 02:00 CEST
    expect(iso(slots[23].at)).toBe('2026-10-25T00:55:00.000Z'); // 02:55 CEST
    expect(iso(slots[24].at)).toBe('2026-10-25T02:00:00.000Z'); // 03:00 CET
  });

  it('2026-10-25: during the second 02:xx hour the repeated times are offered once more', () => {
    const slots = slotsOn(availableSlots(night, new Date('2026-10-25T01:00:00Z'), VIENNA, { days: 2 }), '2026-10-25');
    expect(slots[0]).toMatchObject({ time: '02:15' });
    expect(iso(slots[0].at)).toBe('2026-10-25T01:15:00.000Z'); // 02:15 CET
    expect(slots).toHaveLength(21);
  });

  it('a Sunday shop 08:00–12:00 on both switch days', () => {
    const sunday: OpeningHoursRule[] = [{ type: 'sunday', from: '08:00', to: '12:00' }];
    const march = slotsOn(availableSlots(sunday, new Date('2026-03-28T11:00:00Z'), VIENNA, { days: 3 }), '2026-03-29');
    expect(march).toHaveLength(48);
    expect(iso(march[0].at)).toBe('2026-03-29T06:00:00.000Z');
    const october = slotsOn(availableSlots(sunday, new Date('2026-10-24T11:00:00Z'), VIENNA, { days: 3 }), '2026-10-25');
    expect(october).toHaveLength(48);
    expect(iso(october[0].at)).toBe('2026-10-25T07:00:00.000Z');
  });

  it('a day-and-night shop has 276 slots on 2026-03-29 and 288 on 2026-10-25', () => {
    const always: OpeningHoursRule[] = [{ type: 'daily', from: '00:00', to: '00:00' }];
    expect(slotsOn(availableSlots(always, new Date('2026-03-01T11:00:00Z'), VIENNA), '2026-03-29')).toHaveLength(276);
    expect(slotsOn(availableSlots(always, new Date('2026-10-01T11:00:00Z'), VIENNA), '2026-10-25')).toHaveLength(288);
  });

  it('slots lie inside opening hours, after the earliest time, in order, labelled in local time (property)', () => {
    const rule = fc.record({
      type: fc.constantFrom('daily', 'sunday', 'saturday', 'once' as const),
      date: fc.constantFrom('2026-03-29', '2026-10-25'),
      isClosed: fc.boolean(),
      from: fc.integer({ min: 0, max: 95 }).map((q) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`),
      to: fc.integer({ min: 0, max: 96 }).map((q) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`),
    }) as fc.Arbitrary<OpeningHoursRule>;
    const now = fc.constantFrom('2026-03-27T00:00:00Z', '2026-03-28T23:10:00Z', '2026-10-24T21:07:00Z', '2026-10-25T01:03:00Z').map((s) => new Date(s));
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 4 }), now, (rules, at) => {
        const days = availableSlots(rules, at, VIENNA, { days: 3 });
        const earliest = earliestSlotTime(at, VIENNA).getTime();
        let previous = -Infinity;
        for (const day of days) {
          for (const slot of day.slots) {
            expect(isOpenAt(rules, slot.at, VIENNA)).toBe(true);
            expect(slot.at.getTime()).toBeGreaterThanOrEqual(earliest);
            expect(slot.at.getTime()).toBeGreaterThan(previous);
            expect(formatTime(slot.at, VIENNA)).toBe(slot.time);
            expect(formatDate(slot.at, VIENNA)).toBe(`${slot.date.slice(8)}.${slot.date.slice(5, 7)}.${slot.date.slice(0, 4)}`);
            previous = slot.at.getTime();
          }
        }
      }),
      { numRuns: 80 },
    );
  });
});

describe('appointment validation', () => {
  const branch = {
    openingHours: butcherWeek,
    deliveryHours: [{ type: 'daily', from: '11:00', to: '21:00' }] as OpeningHoursRule[],
    isDeliveryHoursEnabled: true,
    isAppointmentRequired: true,
  };
  const context = { branch, isDelivery: false, now: vienna('2026-05-04 10:00'), timeZone: VIENNA };

  it("required when the branch says so: 'Bitte wählen Sie einen Termin aus.'", () => {
    expect(validateAppointment(null, context)).toEqual({ code: 'appointment.required', message: 'Bitte wählen Sie einen Termin aus.' });
    expect(validateAppointment(new Date(Number.NaN), context)?.code).toBe('appointment.required');
    expect(validateAppointment(undefined, { ...context, branch: { ...branch, isAppointmentRequired: false } })).toBeNull();
  });

  it('must lie within opening hours', () => {
    const closed = {
      code: 'appointment.closed',
      message: 'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
    };
    expect(validateAppointment(vienna('2026-05-10 10:00'), context)).toEqual(closed);
    expect(validateAppointment(vienna('2026-05-04 18:00'), context)).toEqual(closed);
    expect(validateAppointment(vienna('2026-05-04 17:55'), context)).toBeNull();
  });

  it('a delivery must lie within delivery hours', () => {
    expect(validateAppointment(vienna('2026-05-04 20:00'), { ...context, isDelivery: true })).toBeNull();
    expect(validateAppointment(vienna('2026-05-04 20:00'), context)?.code).toBe('appointment.closed');
  });

  it('not before the order can be ready, naming the earliest time', () => {
    expect(validateAppointment(vienna('2026-05-04 10:10'), context)).toEqual({
      code: 'appointment.tooEarly',
      message: 'Zu diesem Zeitpunkt können wir Ihre Bestellung leider noch nicht fertigstellen. Der frühestmögliche Termin ist am 04.05.2026 um 10:15 Uhr.',
    });
    const products = [{ isLeadTimeEnabled: true, leadTimeType: 'days' as const, leadTimeValue: 1 }];
    expect(validateAppointment(vienna('2026-05-05 10:10'), { ...context, products })?.code).toBe('appointment.tooEarly');
    expect(validateAppointment(vienna('2026-05-05 10:15'), { ...context, products })).toBeNull();
  });

  it('accepts a slot picked up to 10 minutes ago (the order API), naming the real earliest time otherwise', () => {
    // Picked at 10:04:55, when 10:20 was the first slot; sent at 10:05:05, when it is 10:25.
    const sent = { ...context, now: new Date(vienna('2026-05-04 10:05').getTime() + 5_000) };
    expect(validateAppointment(vienna('2026-05-04 10:20'), sent)?.code).toBe('appointment.tooEarly');
    expect(validateAppointment(vienna('2026-05-04 10:20'), { ...sent, graceMinutes: ORDER_FORM_GRACE_MINUTES })).toBeNull();
    // 10:15 was offered until 10:00:00 (5 minutes ago); 10:10 until 09:55:00, more than 10 ago.
    expect(validateAppointment(vienna('2026-05-04 10:15'), { ...sent, graceMinutes: ORDER_FORM_GRACE_MINUTES })).toBeNull();
    expect(validateAppointment(vienna('2026-05-04 10:10'), { ...sent, graceMinutes: ORDER_FORM_GRACE_MINUTES })).toEqual({
      code: 'appointment.tooEarly',
      message: 'Zu diesem Zeitpunkt können wir Ihre Bestellung leider noch nicht fertigstellen. Der frühestmögliche Termin ist am 04.05.2026 um 10:25 Uhr.',
    });
  });

  it('within the 90 offered days', () => {
    expect(validateAppointment(vienna('2026-08-01 10:00'), context)).toBeNull();
    expect(validateAppointment(vienna('2026-08-03 10:00'), context)).toEqual({
      code: 'appointment.tooLate',
      message: 'Termine können höchstens 90 Tage im Voraus gewählt werden.',
    });
  });
});
