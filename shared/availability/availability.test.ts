import { describe, expect, it } from 'vitest';
import { isAvailable, isListed, isSoldOutAt, productAvailability, soldOutToday, withSoldOut, type Schedulable } from './index';
import type { OpeningHoursRule } from '../hours';
import { VIENNA, vienna } from '../hours/test-fixtures';

const lunch: OpeningHoursRule[] = [{ type: 'daily', from: '11:00', to: '14:00' }];
const at = (local: string) => vienna(`2026-05-04 ${local}`);

describe('product availability: isEnabled and (no schedule or schedule open now)', () => {
  it('enabled without schedule is available at any time', () => {
    expect(isAvailable({ isEnabled: true }, at('03:00'), VIENNA)).toBe(true);
    expect(isAvailable({ isEnabled: true, schedule: [] }, at('03:00'), VIENNA)).toBe(true);
  });

  it('a schedule limits the time: lunch menu 11:00–14:00', () => {
    const item = { isEnabled: true, schedule: lunch };
    expect(isAvailable(item, at('10:59'), VIENNA)).toBe(false);
    expect(isAvailable(item, at('11:00'), VIENNA)).toBe(true);
    expect(isAvailable(item, at('13:59'), VIENNA)).toBe(true);
    expect(isAvailable(item, at('14:00'), VIENNA)).toBe(false);
  });

  it('disabled is never available, schedule or not', () => {
    expect(isAvailable({ isEnabled: false }, at('12:00'), VIENNA)).toBe(false);
    expect(isAvailable({ schedule: lunch }, at('12:00'), VIENNA)).toBe(false);
  });

  it('unavailable items stay listed only with isVisibleWhenUnavailable', () => {
    const item: Schedulable = { isEnabled: true, schedule: lunch };
    expect(isListed(item, at('09:00'), VIENNA)).toBe(false);
    expect(isListed({ ...item, isVisibleWhenUnavailable: true }, at('09:00'), VIENNA)).toBe(true);
    expect(isListed(item, at('12:00'), VIENNA)).toBe(true);
  });
});

describe('a product inside its category', () => {
  const product: Schedulable = { isEnabled: true };

  it('follows the category: unavailable category, product not orderable', () => {
    const category: Schedulable = { isEnabled: true, schedule: lunch };
    expect(productAvailability(product, category, at('12:00'), VIENNA)).toEqual({ available: true, listed: true });
    expect(productAvailability(product, category, at('15:00'), VIENNA)).toEqual({ available: false, listed: false });
    expect(productAvailability(product, { ...category, isVisibleWhenUnavailable: true }, at('15:00'), VIENNA)).toEqual({
      available: false,
      listed: true,
    });
  });

  it('an unavailable product in an available category is listed only when visible', () => {
    const hidden: Schedulable = { isEnabled: false };
    expect(productAvailability(hidden, { isEnabled: true }, at('12:00'), VIENNA)).toEqual({ available: false, listed: false });
    expect(productAvailability({ ...hidden, isVisibleWhenUnavailable: true }, null, at('12:00'), VIENNA)).toEqual({ available: false, listed: true });
  });
});

describe("sold out at a branch: only on the day it was marked, in the shop's time zone", () => {
  const graz = { soldOutProductIds: ['leberkaese', 'semmel'], soldOutDate: '2026-01-15' };

  it('is in effect all day long on its date and over the next morning', () => {
    expect(isSoldOutAt(graz, 'leberkaese', vienna('2026-01-15 00:00'), VIENNA)).toBe(true);
    expect(isSoldOutAt(graz, 'semmel', vienna('2026-01-15 23:59'), VIENNA)).toBe(true);
    expect(isSoldOutAt(graz, 'leberkaese', vienna('2026-01-16 00:00'), VIENNA)).toBe(false);
    expect(isSoldOutAt(graz, 'leberkaese', vienna('2026-01-14 23:59'), VIENNA)).toBe(false);
    expect(isSoldOutAt(graz, 'kaesekrainer', vienna('2026-01-15 12:00'), VIENNA)).toBe(false);
  });

  it("counts the day in the shop's zone, not in UTC: 23:30 UTC on a winter day is already the next day in Vienna", () => {
    // 2026-01-15T23:30Z is 2026-01-16 00:30 in Vienna (UTC+1 in winter).
    expect(isSoldOutAt(graz, 'leberkaese', new Date('2026-01-15T23:30:00Z'), VIENNA)).toBe(false);
    expect(isSoldOutAt(graz, 'leberkaese', new Date('2026-01-15T22:59:00Z'), VIENNA)).toBe(true);
    expect(isSoldOutAt({ ...graz, soldOutDate: '2026-01-16' }, 'leberkaese', new Date('2026-01-15T23:30:00Z'), VIENNA)).toBe(true);
    // In summer (UTC+2) the day changes at 22:00 UTC.
    const summer = { soldOutProductIds: ['semmel'], soldOutDate: '2026-07-01' };
    expect(isSoldOutAt(summer, 'semmel', new Date('2026-07-01T21:59:00Z'), VIENNA)).toBe(true);
    expect(isSoldOutAt(summer, 'semmel', new Date('2026-07-01T22:00:00Z'), VIENNA)).toBe(false);
  });

  it("today's list: the stored one on its date, else none (also without a date, or without a branch)", () => {
    expect(soldOutToday(graz, vienna('2026-01-15 08:00'), VIENNA)).toEqual(['leberkaese', 'semmel']);
    expect(soldOutToday(graz, vienna('2026-01-16 08:00'), VIENNA)).toEqual([]);
    expect(soldOutToday({ soldOutProductIds: ['semmel'] }, vienna('2026-01-15 08:00'), VIENNA)).toEqual([]);
    expect(soldOutToday({ soldOutProductIds: null, soldOutDate: '2026-01-15' }, vienna('2026-01-15 08:00'), VIENNA)).toEqual([]);
    expect(soldOutToday(undefined, vienna('2026-01-15 08:00'), VIENNA)).toEqual([]);
  });
});

describe('withSoldOut: one product marked or cleared for today', () => {
  const morning = vienna('2026-01-15 08:00');

  it("adds to and removes from today's list, keeping the others' marks", () => {
    const today = { soldOutProductIds: ['leberkaese'], soldOutDate: '2026-01-15' };
    expect(withSoldOut(today, 'semmel', true, morning, VIENNA)).toEqual({ soldOutProductIds: ['leberkaese', 'semmel'], soldOutDate: '2026-01-15' });
    expect(withSoldOut(today, 'leberkaese', true, morning, VIENNA)).toEqual({ soldOutProductIds: ['leberkaese'], soldOutDate: '2026-01-15' });
    expect(withSoldOut(today, 'leberkaese', false, morning, VIENNA)).toEqual({ soldOutProductIds: [], soldOutDate: '2026-01-15' });
    expect(withSoldOut(today, 'semmel', false, morning, VIENNA)).toEqual({ soldOutProductIds: ['leberkaese'], soldOutDate: '2026-01-15' });
  });

  it("starts a new day's list: yesterday's marks are not carried over", () => {
    const yesterday = { soldOutProductIds: ['leberkaese'], soldOutDate: '2026-01-14' };
    expect(withSoldOut(yesterday, 'semmel', true, morning, VIENNA)).toEqual({ soldOutProductIds: ['semmel'], soldOutDate: '2026-01-15' });
    expect(withSoldOut({}, 'semmel', false, morning, VIENNA)).toEqual({ soldOutProductIds: [], soldOutDate: '2026-01-15' });
  });
});
