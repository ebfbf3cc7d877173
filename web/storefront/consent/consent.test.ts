import { describe, expect, it } from 'vitest';
import { CONSENT_MAX_AGE_SECONDS, consentCookie, parseConsent } from './consent';
import { trackingScripts } from './tracking';

describe('consent cookie', () => {
  it('lasts 365 days', () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(consentCookie('accepted', false)).toBe('theke-consent=accepted; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(consentCookie('declined', true)).toBe('theke-consent=declined; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('reads the decision back from document.cookie', () => {
    expect(parseConsent('a=1; theke-consent=accepted; b=2')).toBe('accepted');
    expect(parseConsent('theke-consent=declined')).toBe('declined');
  });

  it('is unknown without the cookie or with another value', () => {
    expect(parseConsent('')).toBe('unknown');
    expect(parseConsent('other-consent=accepted')).toBe('unknown');
    expect(parseConsent('theke-consent=yes')).toBe('unknown');
  });
});

describe('trackingScripts', () => {
  it('loads nothing without configured ids', () => {
    expect(trackingScripts({})).toEqual([]);
    expect(trackingScripts({ facebookPixelId: ' ', googleTagManagerId: '' })).toEqual([]);
    expect(trackingScripts(undefined)).toEqual([]);
  });

  it('loads the pixel and the tag manager for their ids', () => {
    expect(trackingScripts({ facebookPixelId: '1234', googleTagManagerId: 'GTM-AB12' })).toEqual([
      { kind: 'pixel', id: '1234', src: 'https://connect.facebook.net/en_US/fbevents.js' },
      { kind: 'tagManager', id: 'GTM-AB12', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12' },
    ]);
  });
});
