import { describe, expect, it } from 'vitest';
import { addressDirectionsUrl, coordinatesDirectionsUrl } from './directions';
import { phoneHref } from './ContactBlock';

describe('driving directions', () => {
  it('to coordinates', () => {
    expect(coordinatesDirectionsUrl(47.07148, 15.42982)).toBe('https://www.google.com/maps/dir/?api=1&destination=47.07148,15.42982&travelmode=driving');
  });

  it('to street and city', () => {
    expect(addressDirectionsUrl('Annenstraße 23', 'Graz')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Annenstra%C3%9Fe%2023%2C%20Graz&travelmode=driving',
    );
    expect(addressDirectionsUrl(null, ' Weiz ')).toBe('https://www.google.com/maps/dir/?api=1&destination=Weiz&travelmode=driving');
    expect(addressDirectionsUrl('', undefined)).toBeNull();
  });
});

describe('phoneHref', () => {
  it('keeps the plus and the digits', () => {
    expect(phoneHref('+43 316 714285')).toBe('tel:+43316714285');
    expect(phoneHref('0316 / 71 42-85')).toBe('tel:0316714285');
  });
});
