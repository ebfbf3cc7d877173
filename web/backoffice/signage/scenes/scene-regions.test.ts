import { describe, expect, it } from 'vitest';
import { sceneInputSchema, SCENE_REGION_KINDS } from '#shared/schemas/signage.ts';
import { clampFrame, moveFrame, newRegion, nextRegionId, previewableScene, resizeFrame, emptyScene } from './scene-regions';

describe('scene regions', () => {
  it('numbers new regions after the highest r-number', () => {
    expect(nextRegionId([])).toBe('r1');
    expect(nextRegionId([{ id: 'r1' }, { id: 'r7' }, { id: 'titel' }, { id: 'r3' }])).toBe('r8');
  });

  it('rounds frames to half percents and keeps them inside the screen', () => {
    expect(clampFrame({ x: 12.26, y: 3.74, width: 40.2, height: 20.9 })).toEqual({ x: 12.5, y: 3.5, width: 40, height: 21 });
    expect(clampFrame({ x: 80, y: -5, width: 40, height: 120 })).toEqual({ x: 60, y: 0, width: 40, height: 100 });
    expect(clampFrame({ x: Number.NaN, y: 10, width: 0, height: 10 })).toEqual({ x: 0, y: 10, width: 1, height: 10 });
  });

  it('moves a frame without changing its size, stopping at the edge', () => {
    expect(moveFrame({ x: 5, y: 15, width: 55, height: 80 }, 1, 0)).toEqual({ x: 6, y: 15, width: 55, height: 80 });
    expect(moveFrame({ x: 5, y: 15, width: 55, height: 80 }, 90, 90)).toEqual({ x: 45, y: 20, width: 55, height: 80 });
    expect(moveFrame({ x: 5, y: 15, width: 55, height: 80 }, -30, -30)).toEqual({ x: 0, y: 0, width: 55, height: 80 });
  });

  it('resizes a frame from its top left corner, at least 1 % and never past the edge', () => {
    expect(resizeFrame({ x: 5, y: 15, width: 55, height: 80 }, 1, -1)).toEqual({ x: 5, y: 15, width: 56, height: 79 });
    expect(resizeFrame({ x: 5, y: 15, width: 55, height: 80 }, 60, 60)).toEqual({ x: 5, y: 15, width: 95, height: 85 });
    expect(resizeFrame({ x: 5, y: 15, width: 2, height: 2 }, -5, -5)).toEqual({ x: 5, y: 15, width: 1, height: 1 });
  });

  it('makes every kind of region inside the screen, with a new id', () => {
    for (const orientation of ['landscape', 'portrait'] as const) {
      const regions = SCENE_REGION_KINDS.reduce<ReturnType<typeof newRegion>[]>(
        (made, kind) => [...made, newRegion(kind, made, orientation, 'Heiße Theke')],
        [],
      );
      expect(regions.map((region) => region.id)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7']);
      for (const region of regions) expect(clampFrame(region.frame)).toEqual(region.frame);
    }
  });

  it('previews only the regions the schema takes, with stand-ins for an empty path and name', () => {
    const scene = emptyScene();
    scene.regions = [
      newRegion('text', [], 'landscape', 'Heiße Theke'),
      newRegion('priceList', [{ id: 'r1' }] as never, 'landscape', ''),
      newRegion('clock', [{ id: 'r2' }] as never, 'landscape', ''),
    ];
    const preview = previewableScene(scene);
    expect(preview.regions.map((region) => region.kind)).toEqual(['text', 'clock']);
    expect(sceneInputSchema.safeParse(preview).success).toBe(true);
    const complete = { ...scene.regions[1]!, category: { id: '01JD0000000000000000000000' } };
    expect(previewableScene({ ...scene, regions: [complete] }).regions).toHaveLength(1);
  });
});
