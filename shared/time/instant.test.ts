import { describe, expect, it } from 'vitest';
import { formatInstant } from './index';

describe('an instant as the shop writes it', () => {
  it('date and time in the given zone, across the spring switch', () => {
    expect(formatInstant('2030-05-04T12:45:00Z', 'Europe/Vienna')).toBe('04.05.2030 um 14:45 Uhr');
    expect(formatInstant('2026-03-29T00:30:00Z', 'Europe/Vienna')).toBe('29.03.2026 um 01:30 Uhr');
    expect(formatInstant('2026-03-29T01:30:00Z', 'Europe/Vienna')).toBe('29.03.2026 um 03:30 Uhr');
    expect(formatInstant('2026-12-31T23:30:00Z', 'UTC')).toBe('31.12.2026 um 23:30 Uhr');
  });

  it('keeps an unreadable value as it is', () => {
    expect(formatInstant('morgen früh', 'Europe/Vienna')).toBe('morgen früh');
  });
});
