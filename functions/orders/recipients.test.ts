import { describe, expect, it } from 'vitest';
import { emailOf, smsNumberOf } from './recipients';

describe('emailOf', () => {
  it('answers an address the strict check takes, trimmed', () => {
    expect(emailOf({ email: ' anna@example.at ' })).toBe('anna@example.at');
  });

  it('answers nothing for a missing address or one stored before the strict check that it refuses', () => {
    expect(emailOf({})).toBeUndefined();
    expect(emailOf({ email: '' })).toBeUndefined();
    expect(emailOf({ email: 'x@example.org<script>alert(1)</script>' })).toBeUndefined();
    expect(emailOf({ email: 'Anna <anna@example.at>' })).toBeUndefined();
  });
});

describe('smsNumberOf', () => {
  it('answers numbers in the international format only', () => {
    expect(smsNumberOf({ phone: '+43 664 1234567' })).toBe('+436641234567');
    expect(smsNumberOf({ phone: '0664 1234567' })).toBeUndefined();
  });
});
