import { describe, expect, it } from 'vitest';
import { codeAndDataDone, firstBranchIdentifier, firstContentPath, formatWaterfall, lcpPages, lcpSummary, shortUrl, type WaterfallEntry } from './lcp';

const sitemap = (paths: string[]) => `<urlset>${paths.map((path) => `<url><loc>https://shop.example${path}</loc></url>`).join('')}</urlset>`;

describe('the pages measured', () => {
  it('takes the first content page of the sitemap, not the home, a store page or a legal text', () => {
    expect(firstContentPath(sitemap(['/', '/store/graz', '/catering', '/site/imprint']))).toBe('/catering');
    expect(firstContentPath(sitemap(['/', '/store/graz', '/site/privacy']))).toBeUndefined();
  });

  it("takes the home page's first branch from /api/init, else the sitemap's first store page", () => {
    const init = [
      { url: '/api/config', data: {} },
      { url: '/api/branches', data: [{ identifier: 'weiz' }, { identifier: 'graz' }] },
    ];
    expect(firstBranchIdentifier(init, sitemap(['/store/graz']))).toBe('weiz');
    expect(firstBranchIdentifier({ branches: [] }, sitemap(['/', '/store/leib%C3%A4', '/store/weiz']))).toBe('leibä');
    expect(firstBranchIdentifier([], sitemap(['/']))).toBeUndefined();
  });

  it('measures home, store and content page, each as a first visit and a returning one with a cold and a warm cache', () => {
    expect(lcpPages('graz', '/catering').map((page) => `${page.path} ${page.visitor}`)).toEqual([
      '/ first',
      '/ returning',
      '/ warm',
      '/store/graz first',
      '/store/graz returning',
      '/store/graz warm',
      '/catering first',
      '/catering returning',
      '/catering warm',
    ]);
  });
});

describe('formatWaterfall', () => {
  const entry = (url: string, start: number, end: number, bytes = 2048): WaterfallEntry => ({
    url,
    type: 'Script',
    priority: 'High',
    start,
    end,
    bytes,
    failed: false,
    cached: false,
    initiator: 'parser',
  });

  it('draws each request on a 100 ms grid with the paint marked, its size, priority and file', () => {
    const lines = formatWaterfall([entry('http://localhost:3000/', 0, 180), entry('http://localhost:3000/assets/app.js?v=1', 200, 450, 102_400)], 520);
    expect(lines).toEqual(['       0– 180 ms ██···|·   2.0 KB High     / (HTML)', '     200– 450 ms ··███|· 100.0 KB High     /assets/app.js']);
  });

  it('shows a refused request and one still open', () => {
    const [refused, open] = formatWaterfall(
      [
        { ...entry('http://localhost:3000/image/small/a.webp', 100, 120), failed: true, bytes: 0 },
        { ...entry('http://localhost:3000/api/init', 100, Number.NaN) },
      ],
      300,
    );
    expect(refused).toContain('refused');
    expect(open).toContain('   … ms');
  });

  it('marks a response served from the HTTP cache instead of its size', () => {
    const [cached] = formatWaterfall([{ ...entry('http://localhost:3000/assets/app.js', 100, 110, 0), cached: true }], 300);
    expect(cached).toContain('   cache High     /assets/app.js');
  });

  it('names files by their path', () => {
    expect(shortUrl('http://localhost:3000/store/graz?kiosk=1')).toBe('/store/graz');
  });
});

describe('codeAndDataDone', () => {
  const entry = (type: string, start: number, end: number, path: string): WaterfallEntry => ({
    url: `http://localhost:3000${path}`,
    type,
    priority: 'High',
    start,
    end,
    bytes: 1,
    failed: false,
    cached: false,
    initiator: 'parser',
  });

  it('is when the start-up data and the code requested before it were there', () => {
    const entries = [
      entry('Document', 0, 300, '/store/graz'),
      entry('Script', 310, 900, '/assets/core.js'),
      entry('Fetch', 320, 1100, '/api/init/store/b1'),
      entry('Script', 600, 1300, '/assets/StorePage.js'),
      entry('Image', 330, 1500, '/image/small/a.webp'),
      entry('Script', 1600, 1700, '/assets/sender.js'),
    ];
    expect(codeAndDataDone(entries, 2000)).toBe(1300);
    expect(codeAndDataDone([entry('Document', 0, 300, '/'), entry('Fetch', 100, Number.NaN, '/api/init')], 500)).toBe(300);
  });
});

describe('lcpSummary', () => {
  it('reports the medians of the runs that painted and is over budget when either median is', () => {
    const page = { path: '/', visitor: 'first' as const, label: 'home' };
    const [ok, over] = lcpSummary([
      { dataSet: 'demo', page, withPhotos: [900, 1400, 1000], withoutPhotos: [800, 700, 900] },
      { dataSet: 'big chain', page, withPhotos: [900, Number.NaN, 1000, 1100], withoutPhotos: [1600, 1700, 1200] },
    ]);
    expect(ok).toMatch(/^ {2}ok {3}demo .* 1000 ms with photos {4}800 ms without/);
    expect(over).toMatch(/^ {2}OVER big chain .* 1000 ms with photos {3}1600 ms without/);
  });

  it('names the warm returning visit', () => {
    const [line] = lcpSummary([{ dataSet: 'demo', page: { path: '/', visitor: 'warm', label: 'home' }, withPhotos: [900], withoutPhotos: [800] }]);
    expect(line).toContain('home returning, cache warm');
  });
});
