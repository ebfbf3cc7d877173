import { describe, expect, it } from 'vitest';
import { isAvailable, isListed, productAvailability, type Schedulable } from './index';
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
