import { describe, expect, it } from 'vitest';
import { matchesHash } from '#functions/lib/secrets.ts';
import { digitalSignageDeviceInputSchema, sceneInputSchema } from '#shared/schemas/signage.ts';
import { localMomentOf, playlistOf } from '#shared/signage/index.ts';
import { demoShopRecordSets } from './demo-shop';
import { branches } from './data/branches';
import { categories, menus, productsByCategory } from './data/catalogue';
import { photos } from './data/photos';
import { scenes, signageDevices, signageSegments, signageStreams } from './data/signage';
import { branchIds, categoryIds, menuIds, sceneIds, signageDeviceIds, signageKeys, signageSegmentIds, signageStreamIds } from './ids';

const ZONE = 'Europe/Vienna';
const sceneIdSet = new Set(scenes.map((scene) => scene.id));
const parsedScenes = scenes.map((scene) => ({ id: scene.id, ...sceneInputSchema.parse(scene) }));
const regionsOf = (kind: string) => parsedScenes.flatMap((scene) => scene.regions.filter((region) => region.kind === kind));

describe('signage demo data: every reference resolves', () => {
  it('segments name seeded scenes; the stream names seeded segments; the TV its stream and branch Graz', () => {
    for (const segment of signageSegments) {
      expect(segment.items?.length).toBeGreaterThan(0);
      for (const item of segment.items ?? []) expect(sceneIdSet.has(item.scene.id), `${segment.name} → ${item.scene.id}`).toBe(true);
    }
    const segmentIds = new Set(signageSegments.map((segment) => segment.id));
    for (const entry of signageStreams.flatMap((stream) => stream.entries ?? [])) expect(segmentIds.has(entry.segment.id)).toBe(true);
    const [tv] = signageDevices;
    expect(signageStreams.map((stream) => stream.id)).toContain(tv!.stream!.id);
    expect(branches.map((branch) => branch.id)).toContain(tv!.branch!.id);
    expect(tv!.branch!.id).toBe(branchIds.graz);
  });

  it('price lists show categories of the Graz menu that have products', () => {
    const grazMenu = menus.find((menu) => menu.id === menuIds.graz)!;
    const priceLists = regionsOf('priceList') as { category: { id: string } }[];
    expect(priceLists.length).toBeGreaterThanOrEqual(3);
    expect(new Set(priceLists.map((region) => region.category.id))).toEqual(new Set([categoryIds.heisseTheke, categoryIds.mittagsmenue]));
    for (const { category } of priceLists) {
      expect(categories.map((entry) => entry.id)).toContain(category.id);
      expect(grazMenu.catalog?.find((entry) => entry.id === category.id)?.products?.length).toBeGreaterThan(0);
      expect(productsByCategory[category.id]?.length).toBeGreaterThan(0);
    }
  });

  it('images are seeded photos of the library', () => {
    const photoIds = new Set(photos.map((photo) => photo.id));
    const images = regionsOf('image') as { image: { id: string } }[];
    expect(images.length).toBeGreaterThan(0);
    for (const region of images) expect(photoIds.has(region.image.id)).toBe(true);
  });

  it('the Heiße Theke scene has a title, a clock, the price list, the opening hours and a photo; one scene is portrait', () => {
    const theke = parsedScenes.find((scene) => scene.id === sceneIds.heisseTheke)!;
    expect(theke.orientation).toBe('landscape');
    expect(theke.regions.map((region) => region.kind)).toEqual(['text', 'clock', 'priceList', 'openingHours', 'image']);
    expect(parsedScenes.filter((scene) => scene.orientation === 'portrait').map((scene) => scene.name)).toEqual(['Schaufenster hochkant']);
    // Unique paths: scenes are looked up by path.
    expect(new Set(parsedScenes.map((scene) => scene.path)).size).toBe(parsedScenes.length);
  });

  it('are written after what they point at: scenes, segments, stream, then the TV', () => {
    const order = demoShopRecordSets.map((set) => set.type);
    const at = (type: string) => order.indexOf(type as never);
    expect(at('Image')).toBeLessThan(at('Scene'));
    expect(at('Category')).toBeLessThan(at('Scene'));
    expect(at('Scene')).toBeLessThan(at('DigitalSignageSegment'));
    expect(at('DigitalSignageSegment')).toBeLessThan(at('DigitalSignageStream'));
    expect(at('DigitalSignageStream')).toBeLessThan(at('DigitalSignageDevice'));
    expect(at('Branch')).toBeLessThan(at('DigitalSignageDevice'));
  });
});

describe('signage demo TV', () => {
  it('stores only the hash of its demo key, which the player link carries', () => {
    const set = demoShopRecordSets.find((entry) => entry.type === 'DigitalSignageDevice')!;
    const [{ id: _id, ...input }] = set.records as typeof signageDevices;
    const stored = set.prepare!(digitalSignageDeviceInputSchema.parse(input) as never, undefined);
    expect(stored).not.toHaveProperty('key');
    expect(matchesHash(signageKeys.schaufensterGraz, stored.keyHash)).toBe(true);
    expect(matchesHash(`${signageKeys.schaufensterGraz}x`, stored.keyHash)).toBe(false);
    expect(signageKeys.schaufensterGraz).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signageDevices[0]!.id).toBe(signageDeviceIds.schaufensterGraz);
  });

  it('is always on and plays the counter loop, at lunch on weekdays the lunch loop', () => {
    const [tv] = signageDevices;
    expect(tv!.screenSchedule).toEqual([]);
    const stream = signageStreams.find((entry) => entry.id === signageStreamIds.schaufensterGraz)!;
    const program = {
      entries: stream.entries!.map((entry) => ({ ...entry, weekdays: entry.weekdays ?? [] })),
      segments: signageSegments.map((segment) => ({
        id: segment.id,
        items: (segment.items ?? []).map((item) => ({ scene: item.scene, durationSeconds: item.durationSeconds ?? 10 })),
      })),
      scenes: scenes.map((scene) => ({ id: scene.id })),
    };
    const segmentsAt = (iso: string) => new Set(playlistOf(program, localMomentOf(new Date(iso), ZONE)).map((slot) => slot.segmentId));
    // Monday 23 November 2026: 12:00 and 14:00 in Vienna (UTC+1).
    expect(segmentsAt('2026-11-23T11:00:00Z')).toEqual(new Set([signageSegmentIds.mittag]));
    expect(segmentsAt('2026-11-23T13:00:00Z')).toEqual(new Set([signageSegmentIds.theke]));
    // Saturday 28 November 2026 12:00: no lunch loop at weekends.
    expect(segmentsAt('2026-11-28T11:00:00Z')).toEqual(new Set([signageSegmentIds.theke]));
  });
});
