import { describe, expect, it } from 'vitest';
import { isBot, userAgentFamilies, UNKNOWN_FAMILY } from './user-agent';

const AGENTS = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0',
  samsungAndroid: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  operaLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('browser and operating-system family of a user agent', () => {
  it.each([
    [AGENTS.chromeWindows, 'Chrome', 'Windows'],
    [AGENTS.edge, 'Edge', 'Windows'],
    [AGENTS.safariIphone, 'Safari', 'iOS'],
    [AGENTS.chromeIphone, 'Chrome', 'iOS'],
    [AGENTS.firefoxMac, 'Firefox', 'macOS'],
    [AGENTS.samsungAndroid, 'Samsung Internet', 'Android'],
    [AGENTS.operaLinux, 'Opera', 'Linux'],
    [AGENTS.chromebook, 'Chrome', 'ChromeOS'],
  ])('%s → %s on %s', (agent, browser, os) => {
    expect(userAgentFamilies(agent)).toEqual({ browser, os });
    expect(isBot(agent)).toBe(false);
  });

  it('names what it does not know Sonstige', () => {
    expect(userAgentFamilies('Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15')).toEqual({ browser: UNKNOWN_FAMILY, os: UNKNOWN_FAMILY });
  });
});

describe('bots record nothing', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'curl/8.5.0',
    'python-requests/2.32.3',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'WhatsApp/2.23.20.0',
  ])('%s', (agent) => {
    expect(isBot(agent)).toBe(true);
  });

  it('counts a request without a user agent as a bot', () => {
    expect(isBot(undefined)).toBe(true);
    expect(isBot('   ')).toBe(true);
  });
});
