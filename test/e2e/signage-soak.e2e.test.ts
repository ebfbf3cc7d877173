/**
 * Soak test of the signage player: a simulated day on one page. The player's requests are answered
 * by the test (`page.route`: a fixed program of four scenes of 10 s with images, a clock, a price
 * list and a template, and heartbeats), so no server load; Playwright's clock advances 24 h in
 * steps of 10 minutes. After each of 1 h, 6 h, 12 h and 24 h the JS heap is measured after a
 * forced garbage collection (DevTools protocol) together with the DOM node count: a player that
 * keeps something per scene change, per heartbeat or per poll would grow with the hours.
 */
import sharp from 'sharp';
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { PlayableScene, SignageProgram } from '#shared/schemas/signage.ts';
import { loopbackOnly, useBrowser, watchContentSecurityPolicy } from './browser';

const baseUrl = inject('baseUrl');
const session = useBrowser();

const DEVICE = '01JBX6Q0Z8M3K4N5P6R7S8SOAK';
const KEY = 'soak-key-0123456789abcdefghijkl';
const SEGMENT = '01JBX6Q0Z8M3K4N5P6R7S8SEG1';
const START = Date.parse('2026-11-28T05:00:00Z');
const STEP_MS = 10 * 60_000;
const MEASURE_AT_HOURS = [1, 6, 12, 24];

const sceneId = (index: number) => `01JBX6Q0Z8M3K4N5P6R7S8SCN${index}`;
const imageRef = (index: number) => ({ id: `01JBX6Q0Z8M3K4N5P6R7S8IMG${index}`, version: 1, extension: 'jpg' });

function scene(index: number): PlayableScene {
  return {
    id: sceneId(index),
    name: `Szene ${index}`,
    orientation: 'landscape',
    background: '#1a1a1a',
    backgroundImage: imageRef(index),
    regions: [
      {
        id: 'title',
        kind: 'text',
        frame: { x: 5, y: 5, width: 60, height: 15 },
        text: `Angebot ${index}\nnur heute`,
        color: '#ffffff',
        size: 6,
        weight: 900,
        align: 'left',
      },
      { id: 'photo', kind: 'image', frame: { x: 65, y: 5, width: 30, height: 40 }, image: imageRef(index + 10), fit: 'cover' },
      {
        id: 'prices',
        kind: 'priceList',
        frame: { x: 5, y: 25, width: 55, height: 70 },
        category: { id: '01JBX6Q0Z8M3K4N5P6R7S8CATG' },
        columns: 1,
        maxItems: 12,
        showBasePrice: true,
        unavailable: 'dim',
        color: '#ffffff',
        accentColor: '#f2c14e',
        size: 4,
      },
      { id: 'clock', kind: 'clock', frame: { x: 65, y: 50, width: 30, height: 20 }, showDate: true, color: '#ffffff', size: 8 },
      { id: 'tpl', kind: 'template', frame: { x: 65, y: 72, width: 30, height: 25 }, template: { id: '01JBX6Q0Z8M3K4N5P6R7S8TMPL' } },
    ],
    data: {
      priceLists: {
        prices: {
          title: 'Heiße Theke',
          items: Array.from({ length: 8 }, (_, item) => ({
            productId: `01JBX6Q0Z8M3K4N5P6R7S8PRD${item}`,
            name: `Produkt ${item}`,
            price: `${item + 2},90 €`,
            basePrice: item % 2 ? `${item + 20},90 € / kg` : null,
            available: item !== 3,
          })),
        },
      },
      openingHours: {},
      templates: {
        tpl: `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#b00"/><text x="20" y="120" font-size="60" fill="#fff">Szene ${index}</text></svg>`,
      },
    },
  };
}

const program: SignageProgram = {
  version: 'soak-1',
  generatedAt: new Date(START).toISOString(),
  timeZone: 'Europe/Vienna',
  device: { id: DEVICE, name: 'Soak-TV', rotation: 0, screenSchedule: [], branch: null, screenMode: 'schedule' },
  entries: [{ segment: { id: SEGMENT }, weekdays: [] }],
  segments: [{ id: SEGMENT, name: 'Schleife', items: [0, 1, 2, 3].map((index) => ({ scene: { id: sceneId(index) }, durationSeconds: 10 })) }],
  scenes: [0, 1, 2, 3].map(scene),
};

interface Figures {
  hours: number;
  heapBytes: number;
  nodes: number;
  documents: number;
  listeners: number;
}

async function measure(cdp: CDPSession, hours: number): Promise<Figures> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  return { hours, heapBytes: heap.usedSize, nodes: counters.nodes, documents: counters.documents, listeners: counters.jsEventListeners };
}

async function answerPlayer(page: Page, simulatedNow: () => number, counts: { program: number; heartbeat: number; image: number }): Promise<void> {
  const photo = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 120, g: 60, b: 30 } } })
    .webp()
    .toBuffer();
  await page.route(`**/api/signage/${DEVICE}/${KEY}/program`, async (route) => {
    counts.program++;
    if (route.request().headers()['if-none-match'] === `"${program.version}"`) return route.fulfill({ status: 304 });
    await route.fulfill({ status: 200, contentType: 'application/json', headers: { etag: `"${program.version}"` }, body: JSON.stringify({ data: program }) });
  });
  await page.route(`**/api/signage/${DEVICE}/${KEY}/heartbeat`, async (route) => {
    counts.heartbeat++;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ data: { serverTime: new Date(simulatedNow()).toISOString(), command: null } }),
    });
  });
  await page.route('**/image/**', async (route) => {
    counts.image++;
    await route.fulfill({ status: 200, contentType: 'image/webp', headers: { 'cache-control': 'public, max-age=31536000, immutable' }, body: photo });
  });
}

describe('signage player soak', () => {
  it('plays a simulated day without growing heap or DOM', { timeout: 240_000 }, async () => {
    // The player's service worker is blocked: its requests would bypass the answers routed here.
    const context = await session.browser.newContext({
      viewport: { width: 1920, height: 1080 },
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
      serviceWorkers: 'block',
    });
    await watchContentSecurityPolicy(context);
    const page = await context.newPage();
    await loopbackOnly(page);
    let advanced = 0;
    const counts = { program: 0, heartbeat: 0, image: 0 };
    await answerPlayer(page, () => START + advanced, counts);
    await page.clock.install({ time: START });
    await page.clock.pauseAt(START);
    await page.goto(`${baseUrl}/signage/${DEVICE}/${KEY}`);
    await page.locator('.sg-scene').waitFor();
    const cdp = await page.context().newCDPSession(page);

    const figures: Figures[] = [];
    const seen = new Set<string>();
    for (let step = 1; step <= (24 * 60 * 60_000) / STEP_MS; step++) {
      await page.clock.runFor(STEP_MS);
      advanced += STEP_MS;
      // Real time for the answered requests and React's render to land.
      await page.waitForTimeout(60);
      seen.add((await page.locator('.sg-scene').getAttribute('data-scene-id')) ?? '');
      const hours = (step * STEP_MS) / 3_600_000;
      if (MEASURE_AT_HOURS.includes(hours)) figures.push(await measure(cdp, hours));
    }

    console.log(`signage soak: ${counts.program} program requests, ${counts.heartbeat} heartbeats, ${counts.image} image requests over 24 simulated hours`);
    for (const figure of figures) {
      console.log(
        `signage soak ${String(figure.hours).padStart(2)} h: heap ${(figure.heapBytes / 1024 / 1024).toFixed(2)} MB, ${figure.nodes} DOM nodes, ${figure.documents} documents, ${figure.listeners} listeners`,
      );
    }

    // It kept playing: every scene of the loop was on screen at some step, and the player kept asking.
    expect([...seen].sort()).toEqual(program.scenes.map((playable) => playable.id).sort());
    expect(counts.program).toBeGreaterThan(100);
    expect(counts.heartbeat).toBeGreaterThan(100);
    const first = figures[0]!;
    const lastFigure = figures.at(-1)!;
    expect(lastFigure.heapBytes).toBeLessThanOrEqual(first.heapBytes * 1.25 + 1024 * 1024);
    expect(lastFigure.nodes).toBeLessThanOrEqual(first.nodes * 1.1 + 50);
    expect(lastFigure.listeners).toBeLessThanOrEqual(first.listeners + 20);
    // No offline mark: every request was answered.
    expect(await page.locator('.sg-offline').count()).toBe(0);
  });
});
