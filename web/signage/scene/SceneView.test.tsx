// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { PlayableScene, SceneRegion } from '#shared/schemas/signage.ts';
import { textOf, useDomRoot } from '../../backoffice/testing/dom';
import { clockTexts, renditionForWidth, sceneImageUrls, SceneView } from './SceneView';

const dom = useDomRoot();
const NOW = new Date('2026-11-28T08:05:00Z'); // Saturday, 09:05 in Vienna
const image = { id: '01JBX6Q0Z8M3K4N5P6R7S8T9AB', version: 2, extension: 'jpg', alt: 'Leberkäse' };

const scene = (regions: SceneRegion[], data: Partial<PlayableScene['data']> = {}, extra: Partial<PlayableScene> = {}): PlayableScene => ({
  id: '01JBX6Q0Z8M3K4N5P6R7S8T9SC',
  name: 'Mittag',
  orientation: 'landscape',
  background: '#112233',
  regions,
  data: { priceLists: {}, openingHours: {}, templates: {}, ...data },
  ...extra,
});
const frame = { x: 10, y: 20, width: 50, height: 25 };

const draw = (playable: PlayableScene, width = 1000, height = 500) =>
  dom.render(<SceneView scene={playable} width={width} height={height} timeZone="Europe/Vienna" now={NOW} />);
const region = (id: string) => dom.container.querySelector<HTMLElement>(`[data-region-id="${id}"]`)!;

describe('SceneView', () => {
  it('fills exactly the box with the background and places regions in percent of it', () => {
    draw(scene([{ id: 'r1', kind: 'text', frame, text: 'Hallo', color: '#ffffff', size: 6, weight: 700, align: 'center', background: '#ff0000' }]), 1920, 1080);
    const root = dom.container.querySelector<HTMLElement>('.sg-scene')!;
    expect(root.style.width).toBe('1920px');
    expect(root.style.height).toBe('1080px');
    expect(root.style.backgroundColor).toMatch(/#112233|rgb\(17, 34, 51\)/);
    const placed = region('r1');
    expect([placed.style.left, placed.style.top, placed.style.width, placed.style.height]).toEqual(['10%', '20%', '50%', '25%']);
    expect(placed.style.backgroundColor).toMatch(/#ff0000|rgb\(255, 0, 0\)/);
  });

  it('draws text in percent of the box height and keeps its line breaks', () => {
    draw(scene([{ id: 'r1', kind: 'text', frame, text: 'Heute\nfrisch', color: '#fafafa', size: 10, weight: 900, align: 'left' }]), 1000, 500);
    const text = region('r1').querySelector<HTMLElement>('.sg-text')!;
    expect(text.textContent).toBe('Heute\nfrisch');
    expect(text.style.fontSize).toBe('50px');
    expect(text.style.fontWeight).toBe('900');
    expect(text.style.textAlign).toBe('left');
  });

  it('shows a library image in the rendition that covers the region, and the background image by the box', () => {
    draw(
      scene([{ id: 'img', kind: 'image', frame: { x: 0, y: 0, width: 25, height: 50 }, image, fit: 'contain' }], {}, { backgroundImage: image }),
      1920,
      1080,
    );
    const img = region('img').querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/image/small/01JBX6Q0Z8M3K4N5P6R7S8T9AB-2.webp');
    expect(img.getAttribute('alt')).toBe('Leberkäse');
    expect(img.style.objectFit).toBe('contain');
    expect(dom.container.querySelector<HTMLElement>('.sg-scene')!.style.backgroundImage).toContain('/image/large/01JBX6Q0Z8M3K4N5P6R7S8T9AB-2.webp');
  });

  it('chooses renditions by pixel width: the original above the largest', () => {
    expect([200, 256, 257, 1280, 1920, 3840].map(renditionForWidth)).toEqual(['tiny', 'tiny', 'small', 'medium', 'large', 'original']);
    const playable = scene([{ id: 'img', kind: 'image', frame: { x: 0, y: 0, width: 100, height: 100 }, image, fit: 'cover' }], {}, { backgroundImage: image });
    expect(sceneImageUrls(playable, 3840)).toEqual(['/image/01JBX6Q0Z8M3K4N5P6R7S8T9AB-2.jpg', '/image/01JBX6Q0Z8M3K4N5P6R7S8T9AB-2.jpg']);
    expect(sceneImageUrls(playable, 600)).toEqual(['/image/small/01JBX6Q0Z8M3K4N5P6R7S8T9AB-2.webp', '/image/small/01JBX6Q0Z8M3K4N5P6R7S8T9AB-2.webp']);
  });

  it('plays a video muted, looped, inline and on its own', () => {
    draw(scene([{ id: 'v', kind: 'video', frame, src: '/upload/abcdefgh12/01JBX6Q0Z8M3K4N5P6R7S8T9VV-1.mp4', fit: 'cover' }]));
    const video = region('v').querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/upload/abcdefgh12/01JBX6Q0Z8M3K4N5P6R7S8T9VV-1.mp4');
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('loop')).toBe(true);
    expect(video.hasAttribute('autoplay')).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
  });

  const priceList = (overrides: Partial<Extract<SceneRegion, { kind: 'priceList' }>> = {}): SceneRegion => ({
    id: 'prices',
    kind: 'priceList',
    frame,
    category: { id: '01JBX6Q0Z8M3K4N5P6R7S8T9CA' },
    columns: 2,
    maxItems: 12,
    showBasePrice: true,
    unavailable: 'dim',
    color: '#ffffff',
    accentColor: '#f2c14e',
    size: 4,
    ...overrides,
  });
  const prices = {
    prices: {
      title: 'Heiße Theke',
      items: [
        { productId: '01JBX6Q0Z8M3K4N5P6R7S8T9P1', name: 'Leberkässemmel', price: '3,20 €', basePrice: null, available: true },
        { productId: '01JBX6Q0Z8M3K4N5P6R7S8T9P2', name: 'Heißer Leberkäse', price: '2,49 € / 100 g', basePrice: '24,90 € / kg', available: true },
        { productId: '01JBX6Q0Z8M3K4N5P6R7S8T9P3', name: 'Stelze', price: '12,90 €', basePrice: null, available: false },
      ],
    },
  };

  it('lists a price list: title, name and price per row, base price small, unavailable dimmed, in columns', () => {
    draw(scene([priceList()], { priceLists: prices }), 1000, 500);
    const list = region('prices');
    expect(textOf(list.querySelector('.sg-prices__title'))).toBe('Heiße Theke');
    const rows = [...list.querySelectorAll('li')];
    expect(rows.map((row) => [textOf(row.querySelector('.sg-prices__name')), textOf(row.querySelector('.sg-prices__price'))])).toEqual([
      ['Leberkässemmel', '3,20 €'],
      ['Heißer Leberkäse', '2,49 € / 100 g'],
      ['Stelze', '12,90 €'],
    ]);
    expect(textOf(rows[1]!.querySelector('.sg-prices__base'))).toBe('24,90 € / kg');
    expect(rows[0]!.querySelector('.sg-prices__base')).toBeNull();
    expect(rows[2]!.classList.contains('sg-prices__item--unavailable')).toBe(true);
    expect(list.querySelector<HTMLElement>('.sg-prices__items')!.style.columnCount).toBe('2');
    expect(list.querySelector<HTMLElement>('.sg-prices')!.style.fontSize).toBe('20px');
  });

  it('hides unavailable products, cuts at maxItems, prefers its own title and can leave out base prices', () => {
    draw(scene([priceList({ unavailable: 'hide', maxItems: 1, title: 'Mittag', showBasePrice: false })], { priceLists: prices }));
    expect(textOf(region('prices').querySelector('.sg-prices__title'))).toBe('Mittag');
    expect([...region('prices').querySelectorAll('li')].map((row) => textOf(row.querySelector('.sg-prices__name')))).toEqual(['Leberkässemmel']);
    draw(scene([priceList({ unavailable: 'hide', showBasePrice: false })], { priceLists: prices }));
    expect(region('prices').querySelectorAll('li')).toHaveLength(2);
    expect(region('prices').querySelector('.sg-prices__base')).toBeNull();
  });

  it('draws a template as an image of its SVG, never as markup of the page', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><text>Leberkäse 3,20 €</text></svg>';
    draw(scene([{ id: 'tpl', kind: 'template', frame, template: { id: '01JBX6Q0Z8M3K4N5P6R7S8T9TP' } }], { templates: { tpl: svg } }));
    const img = region('tpl').querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(region('tpl').querySelector('svg, script')).toBeNull();
  });

  it('lists opening hours by rows, the branch name as title unless the region has one, closed days dimmed', () => {
    const hours = {
      branchName: 'Graz',
      rows: [
        { days: 'Mo–Fr', hours: '07:00–18:30', isClosed: false },
        { days: 'So', hours: 'geschlossen', isClosed: true },
      ],
    };
    const openingHours: SceneRegion = { id: 'oh', kind: 'openingHours', frame, color: '#ffffff', size: 4 };
    draw(scene([openingHours], { openingHours: { oh: hours } }));
    expect(textOf(region('oh').querySelector('.sg-hours__title'))).toBe('Graz');
    expect([...region('oh').querySelectorAll('.sg-hours__row')].map((row) => [textOf(row.querySelector('dt')), textOf(row.querySelector('dd'))])).toEqual([
      ['Mo–Fr', '07:00–18:30'],
      ['So', 'geschlossen'],
    ]);
    expect(region('oh').querySelectorAll('.sg-hours__row--closed')).toHaveLength(1);
    draw(scene([{ ...openingHours, title: 'Öffnungszeiten' }], { openingHours: { oh: hours } }));
    expect(textOf(region('oh').querySelector('.sg-hours__title'))).toBe('Öffnungszeiten');
  });

  it('shows the time in the shop time zone and the German date, and follows `now`', () => {
    const clock: SceneRegion = { id: 'c', kind: 'clock', frame, showDate: true, color: '#ffffff', size: 8 };
    draw(scene([clock]));
    expect(textOf(region('c').querySelector('.sg-clock__time'))).toBe('09:05');
    expect(textOf(region('c').querySelector('.sg-clock__date'))).toBe('Sa, 28.11.2026');
    dom.render(
      <SceneView scene={scene([{ ...clock, showDate: false }])} width={1000} height={500} timeZone="Europe/Vienna" now={new Date('2026-11-28T22:59:00Z')} />,
    );
    expect(textOf(region('c').querySelector('.sg-clock__time'))).toBe('23:59');
    expect(region('c').querySelector('.sg-clock__date')).toBeNull();
  });

  it('formats the clock for other zones and falls back to the device clock for an unknown zone', () => {
    expect(clockTexts(new Date('2026-07-05T23:30:00Z'), 'UTC')).toEqual({ time: '23:30', date: 'So, 05.07.2026' });
    expect(clockTexts(new Date('2026-07-05T23:30:00Z'), 'Europe/Vienna')).toEqual({ time: '01:30', date: 'Mo, 06.07.2026' });
    expect(clockTexts(NOW, 'Nowhere/Unknown').time).toMatch(/^\d{2}:\d{2}$/);
  });

  it('leaves a region empty when its live data is missing', () => {
    draw(
      scene([
        {
          id: 'prices',
          kind: 'priceList',
          frame,
          category: { id: '01JBX6Q0Z8M3K4N5P6R7S8T9CA' },
          columns: 1,
          maxItems: 12,
          showBasePrice: true,
          unavailable: 'dim',
          color: '#fff',
          accentColor: '#fff',
          size: 4,
        },
        { id: 'tpl', kind: 'template', frame, template: { id: '01JBX6Q0Z8M3K4N5P6R7S8T9TP' } },
        { id: 'oh', kind: 'openingHours', frame, color: '#ffffff', size: 4 },
      ]),
    );
    for (const id of ['prices', 'tpl', 'oh']) expect(region(id).childElementCount).toBe(0);
  });
});
