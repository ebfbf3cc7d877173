import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PHONE_INVALID_MESSAGE, filterPhoneTyping, isValidPhone, normalizePhone, phoneError } from './index';

describe('storefront §5 Phone', () => {
  it('keeps only digits, plus and spaces while typing', () => {
    expect(filterPhoneTyping('+43 (664) 12-34/5a')).toBe('+43 664 12345');
    expect(filterPhoneTyping('0664 1234567')).toBe('0664 1234567');
    expect(filterPhoneTyping('Tel.: +41 44')).toBe(' +41 44');
  });

  it('keeps only plus and digits on change', () => {
    expect(normalizePhone('+43 664 1234567')).toBe('+436641234567');
    expect(normalizePhone('+43 (0)664/123-45-67')).toBe('+4306641234567');
  });

  it('turns a leading 00 into +', () => {
    expect(normalizePhone('0043 664 1234567')).toBe('+436641234567');
    expect(normalizePhone(' 00 49 30 123456')).toBe('+4930123456');
    expect(normalizePhone('0664 0012345')).toBe('06640012345'); // only a leading 00
  });

  it('asks for the international format with a leading + and country code', () => {
    expect(PHONE_INVALID_MESSAGE).toBe('Bitte geben Sie eine gültige Nummer im Format +43 664 1234567 mit führendem + und Ländervorwahl an.');
    expect(PHONE_INVALID_MESSAGE.startsWith('Bitte geben Sie eine gültige Nummer im Format ')).toBe(true);
    expect(PHONE_INVALID_MESSAGE.endsWith(' an.')).toBe(true);
    expect(phoneError('0664 1234567')).toBe(PHONE_INVALID_MESSAGE);
    expect(phoneError('664 1234567')).toBe(PHONE_INVALID_MESSAGE);
    expect(phoneError('+')).toBe(PHONE_INVALID_MESSAGE);
    expect(phoneError('+43')).toBe(PHONE_INVALID_MESSAGE);
    expect(phoneError('+0664 1234567')).toBe(PHONE_INVALID_MESSAGE);
    expect(phoneError('+43 664 1234567 1234')).toBe(PHONE_INVALID_MESSAGE); // 17 digits
    expect(phoneError('')).toBe(PHONE_INVALID_MESSAGE);
  });

  it('accepts international numbers, also written with 00 or separators', () => {
    expect(phoneError('+43 664 1234567')).toBeNull();
    expect(isValidPhone('0043 664 1234567')).toBe(true);
    expect(isValidPhone('+41 44 123 45 67')).toBe(true);
    expect(isValidPhone('+49 (30) 123456')).toBe(true);
    expect(isValidPhone('+4312345')).toBe(true); // 7 digits, the shortest accepted
    expect(isValidPhone('+431234')).toBe(false);
  });

  it('normalizes idempotently to + and digits only (property)', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = normalizePhone(input);
        expect(normalizePhone(once)).toBe(once);
        expect(once).toMatch(/^[\d+]*$/);
        expect(filterPhoneTyping(input)).toMatch(/^[\d+ ]*$/);
      }),
    );
  });
});
