import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORIGIN_KEEP_DAYS, chooseSignals, landingSignals, signalsOf, type OriginSignals } from './landing';
import { orderOriginSchema, originKey, originSignalsSchema, parseOriginKey, resolveOrigin, type OriginContext } from './origins';

const QR = '01JQRC0DE0000000000000000A';
const shop: OriginContext = { enteredByStaff: false, atTable: false, isKnownQrCode: (id) => id === QR };
const DAY = 86_400_000;

describe('resolveOrigin: precedence phone > table > kiosk > qr > campaign > referrer > storefront', () => {
  const everything: OriginSignals = { qr: QR, utmSource: 'flyer', utmMedium: 'print', utmCampaign: 'advent', referrer: 'www.google.com', kiosk: true };

  it.each([
    [{ ...shop, enteredByStaff: true }, everything, { channel: 'phone' }],
    [{ ...shop, atTable: true }, everything, { channel: 'table' }],
    [shop, everything, { channel: 'kiosk' }],
    [shop, { ...everything, kiosk: false }, { channel: 'qr', qrCodeId: QR }],
    [
      shop,
      { utmSource: 'flyer', utmMedium: 'print', utmCampaign: 'advent', referrer: 'www.google.com' },
      { channel: 'campaign', source: 'flyer', medium: 'print', campaign: 'advent' },
    ],
    [shop, { referrer: 'www.google.com' }, { channel: 'referrer', referrer: 'www.google.com' }],
    [shop, {}, { channel: 'storefront' }],
    [shop, undefined, { channel: 'storefront' }],
  ] as const)('%# → %j', (context, signals, expected) => {
    expect(resolveOrigin(signals, context)).toEqual(expected);
  });

  it('drops an unknown QR id and falls through to the next signal', () => {
    expect(resolveOrigin({ qr: '01JUNKN0WN0000000000000000', referrer: 'www.facebook.com' }, shop)).toEqual({
      channel: 'referrer',
      referrer: 'www.facebook.com',
    });
    expect(resolveOrigin({ qr: '01JUNKN0WN0000000000000000' }, shop)).toEqual({ channel: 'storefront' });
  });

  it('a campaign with only a source keeps the parts it has', () => {
    expect(resolveOrigin({ utmSource: 'newsletter', utmMedium: '  ' }, shop)).toEqual({ channel: 'campaign', source: 'newsletter' });
  });
});

describe('originKey', () => {
  it.each([
    [{ channel: 'qr', qrCodeId: QR }, `qr|${QR}`],
    [{ channel: 'campaign', source: 'Flyer', medium: 'print', campaign: 'Advent 2026' }, 'campaign|flyer/print/advent-2026'],
    [{ channel: 'campaign', source: 'a/b|c#d' }, 'campaign|a-b-c-d/-/-'],
    [{ channel: 'referrer', referrer: 'www.google.com' }, 'referrer|www.google.com'],
    [{ channel: 'storefront' }, 'storefront'],
    [{ channel: 'phone' }, 'phone'],
    [{ channel: 'kiosk' }, 'kiosk'],
    [{ channel: 'table' }, 'table'],
  ] as const)('%j → %s', (origin, key) => {
    expect(originKey(origin)).toBe(key);
  });

  it('reads its keys back to their channel', () => {
    expect(parseOriginKey(`qr|${QR}`)).toEqual({ channel: 'qr', detail: QR });
    expect(parseOriginKey('campaign|flyer/print/advent')).toEqual({ channel: 'campaign', detail: 'flyer/print/advent' });
    expect(parseOriginKey('phone')).toEqual({ channel: 'phone' });
    expect(parseOriginKey('nonsense|x')).toEqual({ channel: 'storefront' });
  });

  const signals = fc.record(
    {
      qr: fc.constantFrom(QR, '01JUNKN0WN0000000000000000'),
      utmSource: fc.string({ maxLength: 100 }),
      utmMedium: fc.string({ maxLength: 100 }),
      utmCampaign: fc.string({ maxLength: 100 }),
      referrer: fc.domain(),
      kiosk: fc.boolean(),
    },
    { requiredKeys: [] },
  );
  const contexts = fc.record({ enteredByStaff: fc.boolean(), atTable: fc.boolean() }).map((flags) => ({ ...shop, ...flags }));

  it('every resolved origin is storable, and its key is short, one line, and starts with its channel', () => {
    fc.assert(
      fc.property(signals, contexts, (input, context) => {
        const origin = resolveOrigin(input, context);
        expect(orderOriginSchema.safeParse(origin).success).toBe(true);
        const key = originKey(origin);
        expect(key.length).toBeLessThanOrEqual(310);
        expect(key).not.toMatch(/[\s#]/);
        expect(parseOriginKey(key).channel).toBe(origin.channel);
        // A campaign key has exactly three parts.
        if (origin.channel === 'campaign') expect(key.slice('campaign|'.length).split('/')).toHaveLength(3);
      }),
    );
  });
});

describe('landingSignals', () => {
  it('takes the qr parameter, utm_* and an external referrer host', () => {
    expect(
      landingSignals(`https://shop.example/store/graz?qr=${QR}&utm_source=flyer&utm_medium=print&utm_campaign=advent`, 'https://www.google.com/search?q=wurst'),
    ).toEqual({
      qr: QR,
      utmSource: 'flyer',
      utmMedium: 'print',
      utmCampaign: 'advent',
      referrer: 'www.google.com',
    });
  });

  it('ignores the shop itself as referrer, a malformed qr id and non-http referrers', () => {
    expect(landingSignals('https://shop.example/?qr=<script>', 'https://shop.example/site/about')).toEqual({});
    expect(landingSignals('https://shop.example/', 'android-app://com.google.android.gm')).toEqual({});
    expect(landingSignals('not a url', 'https://www.google.com/')).toEqual({});
  });

  it("cuts overlong utm values and yields only what the server's schema keeps unchanged", () => {
    // The schema drops (rather than refuses) a field that does not fit, so "parses" would always
    // hold: the signals must come back from it exactly as the browser built them.
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true }), fc.oneof(fc.constant(''), fc.webUrl()), fc.string(), (page, referrer, utm) => {
        const url = new URL(page);
        url.searchParams.set('utm_source', utm);
        const signals = landingSignals(url.href, referrer);
        expect(originSignalsSchema.parse(signals)).toEqual(signals);
      }),
    );
    expect(landingSignals(`https://shop.example/?utm_source=${'x'.repeat(500)}`, '').utmSource).toHaveLength(100);
  });
});

describe('signalsOf', () => {
  it('keeps the fields that fit and drops the others', () => {
    expect(signalsOf({ qr: QR, utmSource: '  flyer ', utmMedium: 42, referrer: 'WWW.EVIL.EXAMPLE/x', kiosk: 'yes', extra: 1 })).toEqual({
      qr: QR,
      utmSource: 'flyer',
    });
    expect(signalsOf('nonsense')).toEqual({});
    expect(signalsOf(null)).toEqual({});
  });

  it("answers only what the server's schema keeps unchanged", () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.record({ qr: fc.string(), utmSource: fc.string(), referrer: fc.domain(), kiosk: fc.boolean() }, { requiredKeys: [] }),
        (anything, record) => {
          for (const value of [anything, record]) {
            const signals = signalsOf(value);
            expect(originSignalsSchema.parse(signals)).toEqual(signals);
          }
        },
      ),
    );
  });
});

describe('chooseSignals: last non-direct landing, kept 30 days after consent', () => {
  const now = Date.UTC(2026, 10, 28, 12);
  const earlier = { signals: { utmSource: 'newsletter', kiosk: true }, at: now - 3 * DAY };

  it('a landing of this visit wins over the stored one', () => {
    expect(chooseSignals({ referrer: 'www.google.com' }, earlier, now)).toEqual({ referrer: 'www.google.com' });
  });

  it('a direct visit sends the stored landing, without the earlier visit`s device', () => {
    expect(chooseSignals({}, earlier, now)).toEqual({ utmSource: 'newsletter' });
    expect(chooseSignals({ kiosk: true }, earlier, now)).toEqual({ utmSource: 'newsletter', kiosk: true });
  });

  it('a stored landing older than 30 days (or from the future) is ignored', () => {
    expect(chooseSignals({}, { ...earlier, at: now - ORIGIN_KEEP_DAYS * DAY - 1 }, now)).toEqual({});
    expect(chooseSignals({}, { ...earlier, at: now + DAY }, now)).toEqual({});
    expect(chooseSignals({}, { ...earlier, at: now - ORIGIN_KEEP_DAYS * DAY }, now)).toEqual({ utmSource: 'newsletter' });
  });
});

describe('originSignalsSchema', () => {
  it('drops a field that does not fit and keeps the others', () => {
    expect(originSignalsSchema.parse({ qr: 'not-an-id', utmSource: 'x'.repeat(101), utmMedium: 'print', referrer: 'evil host/', kiosk: 'yes' })).toEqual({
      utmMedium: 'print',
    });
  });
});
