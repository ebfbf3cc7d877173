import { describe, expect, it } from 'vitest';
import { cssColour, mapEmbedUrl, readBulletPoints, readHero, readOffers, readSlider, readSocialMedia } from './blocks';
import { explainsAllergenCodes } from './legal';

const image = { id: '01IMG', version: 1, extension: 'jpg' };

describe('block values', () => {
  it('reads a slider and tolerates wrong types', () => {
    expect(readSlider({ images: [image, 'x'], duration: '4', height: 420, label: ' Werkstatt ' })).toEqual({
      images: [image],
      duration: 4,
      height: 420,
      label: 'Werkstatt',
    });
    expect(readSlider(null)).toEqual({ images: [], duration: 0, height: null, label: '' });
  });

  it('reads a hero, offers and bullet points', () => {
    expect(readHero({ text: '<h1>Hi</h1>', image, branch: { id: 'b1' }, files: 'x' })).toEqual({ text: '<h1>Hi</h1>', files: [], image, branchId: 'b1' });
    expect(readOffers({ products: [{ id: 'p1' }, 'p2', { id: 'p1' }, 3] })).toEqual({ title: '', text: '', productIds: ['p1', 'p2'] });
    expect(readBulletPoints({ points: [{ headline: 'Regional', text: '<p>x</p>' }, {}, 'y'] })).toEqual([{ headline: 'Regional', text: '<p>x</p>' }]);
  });

  it('keeps only real colours and feed addresses of Facebook or Instagram', () => {
    expect(cssColour('#a1B2c3')).toBe('#a1B2c3');
    expect(cssColour('rgb(10, 20, 30)')).toBe('rgb(10, 20, 30)');
    expect(cssColour('red;background:url(x)')).toBe('');
    expect(
      readSocialMedia({
        text: 't',
        background: 'tomato',
        feed: '<iframe src="https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fgruber&amp;tabs=timeline" width="340"></iframe>',
      }),
    ).toEqual({
      text: 't',
      background: 'tomato',
      feed: 'https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fgruber&tabs=timeline',
    });
    expect(readSocialMedia({ feed: 'https://www.instagram.com/p/C8xYz12AbCd/embed' }).feed).toBe('https://www.instagram.com/p/C8xYz12AbCd/embed');
    expect(readSocialMedia({ feed: 'javascript:alert(1)' }).feed).toBe('');
    // The former script widget is no feed: its loader would run on the shop's origin.
    expect(readSocialMedia({ widget: { script: 'https://static.elfsight.com/platform/platform.js', html: '<div></div>' } }).feed).toBe('');
  });

  it('takes the map address from an address or pasted embed code, Google Maps and OpenStreetMap only', () => {
    expect(mapEmbedUrl({ iframe: 'https://www.google.com/maps/embed?pb=1' })).toBe('https://www.google.com/maps/embed?pb=1');
    expect(mapEmbedUrl({ iframe: '<iframe width="600" src="https://www.openstreetmap.org/export/embed.html?bbox=1&amp;layer=mapnik"></iframe>' })).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=1&layer=mapnik',
    );
    expect(mapEmbedUrl({ iframe: 'javascript:alert(1)' })).toBe('');
    expect(mapEmbedUrl({ iframe: '<iframe src="data:text/html,x"></iframe>' })).toBe('');
    expect(mapEmbedUrl({ iframe: 'https://karten.example/embed?graz' })).toBe('');
    expect(mapEmbedUrl({})).toBe('');
  });
});

describe('explainsAllergenCodes', () => {
  const all = 'ABCDEFGHLMNOPR'.split('');
  it('is true when every letter has its line', () => {
    expect(explainsAllergenCodes(all.map((code) => `- ${code} – Name`).join('\n'))).toBe(true);
    expect(explainsAllergenCodes(all.map((code) => `${code}: Name`).join('\n'))).toBe(true);
  });

  it('is false when a letter is missing or only mentioned in a sentence', () => {
    expect(
      explainsAllergenCodes(
        all
          .filter((code) => code !== 'R')
          .map((code) => `- ${code} – Name`)
          .join('\n'),
      ),
    ).toBe(false);
    expect(explainsAllergenCodes('Wir kennzeichnen A bis R auf der Karte.')).toBe(false);
  });
});
