import { describe, expect, it } from 'vitest';
import {
  canOfferInstall,
  detectPlatform,
  dismissCookie,
  instructionsFor,
  isDismissed,
  mayPrompt,
  oneMonthLater,
  promptDelay,
  type PromptConditions,
} from './rules';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  ipadOld: 'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  ipadDesktopMode: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

describe('detectPlatform', () => {
  it.each([
    ['iPhone Safari', UA.iphone, 5, 'iphone'],
    ['iPhone Chrome', UA.iphoneChrome, 5, 'iphone'],
    ['iPad before iPadOS 13', UA.ipadOld, 5, 'ipad'],
    ['iPad that calls itself a Mac', UA.ipadDesktopMode, 5, 'ipad'],
    ['a real Mac', UA.ipadDesktopMode, 0, 'other'],
    ['Android Chrome', UA.android, 5, 'other'],
    ['Edge on Windows', UA.edge, 0, 'other'],
    ['Firefox on Linux', UA.firefox, 0, 'other'],
  ] as const)('%s → %s', (_name, userAgent, touchPoints, platform) => {
    expect(detectPlatform(userAgent, touchPoints)).toBe(platform);
  });
});

describe('instructionsFor', () => {
  it('uses the browser dialog where one was offered, the share menu on Apple devices, else the manual way', () => {
    expect(instructionsFor('other', true)).toBe('android');
    expect(instructionsFor('iphone', false)).toBe('iphone');
    expect(instructionsFor('ipad', false)).toBe('ipad');
    expect(instructionsFor('other', false)).toBe('unsupported');
  });
});

describe('prompt eligibility', () => {
  const eligible: PromptConditions = { pluginOn: true, isSelfService: false, isStandalone: false, isSupported: true, isRegistered: false, isDismissed: false };

  it('prompts only when every condition holds', () => {
    expect(mayPrompt(eligible)).toBe(true);
    for (const [key, value] of [
      ['pluginOn', false],
      ['isSelfService', true],
      ['isStandalone', true],
      ['isSupported', false],
      ['isRegistered', true],
      ['isDismissed', true],
    ] as const) {
      expect(mayPrompt({ ...eligible, [key]: value }), key).toBe(false);
    }
  });

  it('still offers the footer link after a dismissal, but not once installed or registered', () => {
    expect(canOfferInstall({ ...eligible })).toBe(true);
    expect(canOfferInstall({ ...eligible, isRegistered: true })).toBe(false);
    expect(canOfferInstall({ ...eligible, isStandalone: true })).toBe(false);
  });

  it('waits 250 ms after an acceptance, 5000 ms when the consent existed at load', () => {
    expect(promptDelay(false)).toBe(250);
    expect(promptDelay(true)).toBe(5000);
  });
});

describe('the pwa-dismiss cookie', () => {
  it('reads only the value true', () => {
    expect(isDismissed('theke-consent=accepted; pwa-dismiss=true')).toBe(true);
    expect(isDismissed('pwa-dismiss=false')).toBe(false);
    expect(isDismissed('xpwa-dismiss=true')).toBe(false);
    expect(isDismissed('')).toBe(false);
  });

  it.each([
    ['2026-03-15T10:00:00Z', '2026-04-15T10:00:00.000Z'],
    ['2026-01-31T23:30:00Z', '2026-02-28T23:30:00.000Z'],
    ['2028-01-31T08:00:00Z', '2028-02-29T08:00:00.000Z'],
    ['2026-12-20T00:00:00Z', '2027-01-20T00:00:00.000Z'],
    ['2026-05-31T12:00:00Z', '2026-06-30T12:00:00.000Z'],
  ])('set on %s expires on %s', (now, expires) => {
    expect(oneMonthLater(new Date(now)).toISOString()).toBe(expires);
  });

  it('is a site-wide cookie for one month, Secure on https', () => {
    expect(dismissCookie(new Date('2026-03-15T10:00:00Z'), true)).toBe('pwa-dismiss=true; Expires=Wed, 15 Apr 2026 10:00:00 GMT; Path=/; SameSite=Lax; Secure');
    expect(dismissCookie(new Date('2026-03-15T10:00:00Z'), false)).toBe('pwa-dismiss=true; Expires=Wed, 15 Apr 2026 10:00:00 GMT; Path=/; SameSite=Lax');
  });
});
