import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMBED_ORIGINS, embedUrl } from './embeds';

const GOOGLE = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2724.6!2d15.43!3d47.07';
const OSM = 'https://www.openstreetmap.org/export/embed.html?bbox=15.43,47.06,15.44,47.07&layer=mapnik';
const FACEBOOK = 'https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Ffleischerei.gruber&tabs=timeline&width=500&height=600';
const INSTAGRAM = 'https://www.instagram.com/p/C8xYz12AbCd/embed/captioned/';

describe('embedUrl', () => {
  it('accepts the embed addresses of Google Maps and OpenStreetMap as maps', () => {
    expect(embedUrl('map', GOOGLE)).toBe(GOOGLE);
    expect(embedUrl('map', 'https://maps.google.com/maps?q=Annenstra%C3%9Fe+12+Graz&output=embed')).toBe(
      'https://maps.google.com/maps?q=Annenstra%C3%9Fe+12+Graz&output=embed',
    );
    expect(embedUrl('map', ` ${OSM} `)).toBe(OSM);
  });

  it('accepts the Facebook page plugin and Instagram embeds as feeds', () => {
    expect(embedUrl('feed', FACEBOOK)).toBe(FACEBOOK);
    expect(embedUrl('feed', INSTAGRAM)).toBe(INSTAGRAM);
    expect(embedUrl('feed', 'https://www.instagram.com/reel/C9abc/embed')).toBe('https://www.instagram.com/reel/C9abc/embed');
    expect(embedUrl('feed', 'https://www.instagram.com/fleischerei.gruber/embed')).toBe('https://www.instagram.com/fleischerei.gruber/embed');
  });

  it('cuts pasted iframe code to its src and decodes &amp;', () => {
    expect(
      embedUrl(
        'map',
        '<iframe width="425" height="350" src="https://www.openstreetmap.org/export/embed.html?bbox=15.43,47.06,15.44,47.07&amp;layer=mapnik"></iframe>',
      ),
    ).toBe(OSM);
    expect(embedUrl('feed', `<iframe src='${FACEBOOK.replace(/&/g, '&amp;')}' style="border:none" allow="encrypted-media"></iframe>`)).toBe(FACEBOOK);
  });

  it("turns an Instagram post's link or its blockquote embed code into the post's embed page", () => {
    expect(embedUrl('feed', 'https://www.instagram.com/p/C8xYz12AbCd/?utm_source=ig_web_copy_link&igsh=abc')).toBe(
      'https://www.instagram.com/p/C8xYz12AbCd/embed',
    );
    expect(embedUrl('feed', 'https://www.instagram.com/reel/C9abc_-1/')).toBe('https://www.instagram.com/reel/C9abc_-1/embed');
    expect(
      embedUrl(
        'feed',
        '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C8xYz12AbCd/?utm_source=ig_embed&amp;utm_campaign=loading" data-instgrm-version="14"><a href="https://www.instagram.com/p/C8xYz12AbCd/">Beitrag</a></blockquote><script async src="//www.instagram.com/embed.js"></script>',
      ),
    ).toBe('https://www.instagram.com/p/C8xYz12AbCd/embed');
    // Only for feeds and only on Instagram.
    expect(embedUrl('map', 'https://www.instagram.com/p/C8xYz12AbCd/')).toBe('');
    expect(embedUrl('feed', 'https://www.instagram.com.evil.example/p/C8xYz12AbCd/')).toBe('');
  });

  it('keeps maps and feeds apart', () => {
    expect(embedUrl('feed', GOOGLE)).toBe('');
    expect(embedUrl('map', FACEBOOK)).toBe('');
  });

  it('refuses other schemes, hosts, pages and look-alikes', () => {
    for (const address of [
      'http://www.google.com/maps/embed?pb=1',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '<iframe src="data:text/html,x"></iframe>',
      'https://www.google.com.evil.example/maps/embed?pb=1',
      'https://evil.example/maps/embed?pb=1',
      'https://google.com/maps/embed?pb=1',
      'https://www.google.com:8443/maps/embed?pb=1',
      'https://www.google.com/search?q=fleischerei',
      'https://www.google.com/mapsembed',
      'https://maps.google.com/maps?q=Graz',
      'https://www.openstreetmap.org/#map=18/47.07/15.43',
      'https://www.google.com@evil.example/maps/embed?pb=1',
      'https://evil.example@www.google.com/maps/embed?pb=1',
      'https://user:secret@www.openstreetmap.org/export/embed.html',
      '//www.google.com/maps/embed?pb=1',
      'www.google.com/maps/embed?pb=1',
      '',
    ]) {
      expect(embedUrl('map', address), address).toBe('');
    }
    for (const address of [
      'https://www.facebook.com/fleischerei.gruber',
      'https://www.facebook.com/plugins/page.php',
      'https://www.facebook.com.evil.example/plugins/page.php?href=x',
      'https://facebook.com/plugins/page.php?href=x',
      'https://www.instagram.com/explore/',
      'https://www.instagram.com.evil.example/p/C8xYz12AbCd/embed',
      'https://static.elfsight.com/platform/platform.js',
    ]) {
      expect(embedUrl('feed', address), address).toBe('');
    }
  });

  it('answers only addresses on an allowed origin, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl({ withQueryParameters: true }),
          fc.string(),
          // Allowed origins and look-alikes with any path, so the property also meets accepted addresses.
          fc
            .tuple(fc.constantFrom(...EMBED_ORIGINS, 'https://www.google.com.evil.example', 'http://www.openstreetmap.org'), fc.webPath())
            .map(([origin, path]) => origin + path),
          fc.constantFrom('https://www.instagram.com/p/x/embed', 'https://www.openstreetmap.org/export/embed.html?bbox=1'),
        ),
        fc.constantFrom('map' as const, 'feed' as const),
        (value, kind) => {
          const result = embedUrl(kind, value);
          expect(result === '' || EMBED_ORIGINS.some((origin) => result.startsWith(`${origin}/`))).toBe(true);
        },
      ),
    );
  });
});
