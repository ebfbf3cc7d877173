/**
 * The scene editor's arithmetic: region ids, the new region of each kind, and frames moved or
 * resized by pointer or keyboard (percent of the screen, rounded to 0.5, kept inside it).
 */
import {
  sceneRegionSchema,
  type RegionFrame,
  type SceneInput,
  type SceneOrientation,
  type SceneRegion,
  type SceneRegionKind,
} from '#shared/schemas/signage.ts';

/** The schema's limit of regions per scene. */
export const MAX_REGIONS = 30;

/** Frames snap to half percents: fine enough for a TV, coarse enough to line regions up. */
export const FRAME_STEP = 0.5;

/** The smallest region the schema takes (1 % of the screen). */
const MIN_SIZE = 1;

const snap = (value: number) => Math.round(value / FRAME_STEP) * FRAME_STEP;
const finite = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);

/** 'r1', 'r2', …: one more than the highest number used; ids of another form are left alone. */
export function nextRegionId(regions: readonly Pick<SceneRegion, 'id'>[]): string {
  const highest = regions.reduce((most, region) => {
    const match = /^r(\d+)$/.exec(region.id);
    return match ? Math.max(most, Number(match[1])) : most;
  }, 0);
  return `r${highest + 1}`;
}

/**
 * A frame rounded to 0.5 and kept inside the screen: the size between 1 and 100, the position so
 * that the whole region stays visible. Numbers being typed (NaN) count as 0 or the least size.
 */
export function clampFrame(frame: RegionFrame): RegionFrame {
  const width = Math.min(100, Math.max(MIN_SIZE, snap(finite(frame.width, MIN_SIZE))));
  const height = Math.min(100, Math.max(MIN_SIZE, snap(finite(frame.height, MIN_SIZE))));
  const x = Math.min(100 - width, Math.max(0, snap(finite(frame.x, 0))));
  const y = Math.min(100 - height, Math.max(0, snap(finite(frame.y, 0))));
  return { x, y, width, height };
}

/** The frame moved by `dx`, `dy` percent (kept inside the screen, size unchanged). */
export function moveFrame(frame: RegionFrame, dx: number, dy: number): RegionFrame {
  const size = clampFrame(frame);
  return clampFrame({ ...size, x: size.x + dx, y: size.y + dy });
}

/** The frame grown by `dw`, `dh` percent from its top left corner (never past the screen's edge). */
export function resizeFrame(frame: RegionFrame, dw: number, dh: number): RegionFrame {
  const start = clampFrame(frame);
  const width = Math.min(100 - start.x, Math.max(MIN_SIZE, snap(start.width + dw)));
  const height = Math.min(100 - start.y, Math.max(MIN_SIZE, snap(start.height + dh)));
  return { ...start, width, height };
}

/** Where a new region of each kind starts, across or upright. */
const START_FRAMES: Record<SceneOrientation, Record<SceneRegionKind, RegionFrame>> = {
  landscape: {
    text: { x: 5, y: 3, width: 90, height: 10 },
    image: { x: 62, y: 15, width: 33, height: 55 },
    video: { x: 62, y: 15, width: 33, height: 55 },
    priceList: { x: 5, y: 15, width: 55, height: 80 },
    template: { x: 62, y: 15, width: 33, height: 55 },
    openingHours: { x: 62, y: 72, width: 33, height: 23 },
    clock: { x: 78, y: 3, width: 17, height: 10 },
  },
  portrait: {
    text: { x: 5, y: 2, width: 90, height: 7 },
    image: { x: 5, y: 62, width: 90, height: 25 },
    video: { x: 5, y: 62, width: 90, height: 25 },
    priceList: { x: 5, y: 11, width: 90, height: 50 },
    template: { x: 5, y: 62, width: 90, height: 25 },
    openingHours: { x: 5, y: 88, width: 90, height: 10 },
    clock: { x: 65, y: 2, width: 30, height: 5 },
  },
};

/**
 * A region as the editor holds it: the schema's region, but its required choice (image,
 * category, template, video address) may still be missing until the user picks it. The server
 * refuses the save with the message at that field; the preview leaves the region out.
 */
export type RegionDraft = SceneRegion;

/** The scene as the editor holds it. */
export type SceneDraft = SceneInput;

export const emptyScene = (): SceneDraft => ({ path: '', name: '', orientation: 'landscape', background: '#111111', regions: [] });

/** A new region of `kind` with the schema's defaults, placed where that kind usually goes. */
export function newRegion(kind: SceneRegionKind, regions: readonly RegionDraft[], orientation: SceneOrientation, titleText: string): RegionDraft {
  const base = { id: nextRegionId(regions), frame: { ...START_FRAMES[orientation][kind] } };
  switch (kind) {
    case 'text':
      return { ...base, kind, text: titleText, color: '#FFFFFF', size: orientation === 'portrait' ? 4 : 7, weight: 900, align: 'center' };
    case 'image':
      // The image is chosen next; until then the region is not drawn.
      return { ...base, kind, fit: 'cover' } as RegionDraft;
    case 'video':
      return { ...base, kind, src: '', fit: 'cover' };
    case 'priceList':
      return {
        ...base,
        kind,
        columns: 1,
        maxItems: 12,
        showBasePrice: true,
        unavailable: 'dim',
        color: '#FFFFFF',
        accentColor: '#F2C14E',
        size: orientation === 'portrait' ? 2.5 : 4,
      } as RegionDraft;
    case 'template':
      return { ...base, kind } as RegionDraft;
    case 'openingHours':
      return { ...base, kind, color: '#FFFFFF', size: orientation === 'portrait' ? 2 : 3.5 };
    case 'clock':
      return { ...base, kind, showDate: false, color: '#FFFFFF', size: orientation === 'portrait' ? 3.5 : 6 };
  }
}

/**
 * The draft as the preview may send it: only regions the schema takes (one still missing its
 * category or image is left out rather than failing the whole preview), and a stand-in path and
 * name while those are still empty.
 */
export function previewableScene(scene: SceneDraft): SceneDraft {
  return {
    ...scene,
    path: scene.path.trim() || '/vorschau',
    name: scene.name.trim() || 'Vorschau',
    regions: scene.regions.flatMap((region) => {
      const parsed = sceneRegionSchema.safeParse(region);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}
