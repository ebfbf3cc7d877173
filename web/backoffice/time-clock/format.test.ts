import { describe, expect, it } from 'vitest';
import { dayText, durationText, hoursAndMinutes } from './format';

describe('time clock texts', () => {
  it('writes minutes as h:mm with a real minus sign, and a plus only for balances', () => {
    expect(hoursAndMinutes(465)).toBe('7:45');
    expect(hoursAndMinutes(0)).toBe('0:00');
    expect(hoursAndMinutes(-30)).toBe('−0:30');
    expect(hoursAndMinutes(75, true)).toBe('+1:15');
    expect(hoursAndMinutes(0, true)).toBe('0:00');
    expect(hoursAndMinutes(-605, true)).toBe('−10:05');
    expect(durationText(480)).toBe('8:00 h');
    expect(durationText(-30, true)).toBe('−0:30 h');
  });

  it('names a day with its short weekday', () => {
    expect(dayText('2026-11-30')).toBe('Mo, 30.11.2026');
    expect(dayText('2026-12-06')).toBe('So, 06.12.2026');
  });
});
