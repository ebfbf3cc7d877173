/**
 * Drawing primitives of the seed photos: SVG fragments for a top-down "food photo" (1600 × 1200),
 * lit from the upper left. Every fragment is a string; definitions (gradients, filters, clip
 * paths) travel with it under ids from the scene's counter, so fragments combine freely.
 *
 * Decisions: organic outlines are closed Catmull-Rom curves through jittered polar points (no two
 * steaks alike); textures come from feTurbulence (wood grain, marbling, crumbs, grain of the whole
 * picture), which librsvg renders inside sharp, so the pictures need no image files at all.
 */

export const WIDTH = 1600;
export const HEIGHT = 1200;

/** Deterministic pseudo-random numbers (mulberry32) from a string seed. */
export function random(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed ^ char.charCodeAt(0), 0x9e3779b1) + 0x7f4a7c15) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A scene collects the `<defs>` of its fragments and hands out unique ids. */
export class Scene {
  private counter = 0;
  readonly defs: string[] = [];
  constructor(readonly rand: () => number) {}
  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }
  def(markup: string): void {
    this.defs.push(markup);
  }
  between(min: number, max: number): number {
    return min + (max - min) * this.rand();
  }
  int(min: number, max: number): number {
    return Math.floor(this.between(min, max + 1));
  }
}

const f = (value: number) => value.toFixed(1);

/** A smooth closed path through points (Catmull-Rom as cubic Béziers). */
export function closedCurve(points: ReadonlyArray<readonly [number, number]>): string {
  const n = points.length;
  let d = `M${f(points[0]![0])},${f(points[0]![1])}`;
  for (let i = 0; i < n; i += 1) {
    const p0 = points[(i - 1 + n) % n]!;
    const p1 = points[i]!;
    const p2 = points[(i + 1) % n]!;
    const p3 = points[(i + 2) % n]!;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f(c1[0]!)},${f(c1[1]!)} ${f(c2[0]!)},${f(c2[1]!)} ${f(p2[0])},${f(p2[1])}`;
  }
  return `${d} Z`;
}

/** Points of an irregular ellipse around (cx, cy), rotated by `angle` degrees. */
export function blobPoints(scene: Scene, cx: number, cy: number, rx: number, ry: number, angle = 0, wobble = 0.08, count = 14): Array<[number, number]> {
  const rad = (angle * Math.PI) / 180;
  const points: Array<[number, number]> = [];
  for (let i = 0; i < count; i += 1) {
    const t = (i / count) * Math.PI * 2;
    const k = 1 + (scene.rand() - 0.5) * 2 * wobble;
    const x = Math.cos(t) * rx * k;
    const y = Math.sin(t) * ry * k;
    points.push([cx + x * Math.cos(rad) - y * Math.sin(rad), cy + x * Math.sin(rad) + y * Math.cos(rad)]);
  }
  return points;
}

export function blob(scene: Scene, cx: number, cy: number, rx: number, ry: number, angle = 0, wobble = 0.08): string {
  return closedCurve(blobPoints(scene, cx, cy, rx, ry, angle, wobble));
}

/** A soft contact shadow under a shape (the light comes from the upper left). */
export function shadow(scene: Scene, d: string, strength = 0.45, spread = 18): string {
  const id = scene.id('sh');
  scene.def(`<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${spread}"/></filter>`);
  return `<path d="${d}" transform="translate(${spread * 0.7},${spread * 1.1})" fill="#000" opacity="${strength}" filter="url(#${id})"/>`;
}

/** Fills the path with a radial gradient (lighter towards the upper left). */
export function radialFill(scene: Scene, stops: ReadonlyArray<readonly [number, string]>, cx = 0.38, cy = 0.34, r = 0.75): string {
  const id = scene.id('rg');
  scene.def(
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops.map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`).join('')}</radialGradient>`,
  );
  return `url(#${id})`;
}

export function linearFill(scene: Scene, stops: ReadonlyArray<readonly [number, string]>, x2 = 0, y2 = 1): string {
  const id = scene.id('lg');
  scene.def(
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`).join('')}</linearGradient>`,
  );
  return `url(#${id})`;
}

export function clip(scene: Scene, d: string): string {
  const id = scene.id('cp');
  scene.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  return `clip-path="url(#${id})"`;
}

/**
 * A noise texture in one colour over the path's box: `frequency` "x y", `threshold` how much of
 * it shows (higher = less), `opacity` of the result.
 */
export function texture(
  scene: Scene,
  d: string,
  box: { x: number; y: number; w: number; h: number },
  color: string,
  frequency: string,
  threshold: number,
  opacity: number,
  octaves = 3,
): string {
  const filter = scene.id('tx');
  const [r, g, b] = hexToRgb(color);
  scene.def(
    `<filter id="${filter}" x="0" y="0" width="100%" height="100%" filterUnits="objectBoundingBox"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="${Math.min(octaves, 2)}" seed="${scene.int(1, 999)}"/><feColorMatrix values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} ${8} 0 0 0 ${-8 * threshold}"/></filter>`,
  );
  return `<g ${clip(scene, d)}><rect x="${f(box.x)}" y="${f(box.y)}" width="${f(box.w)}" height="${f(box.h)}" filter="url(#${filter})" opacity="${opacity}"/></g>`;
}

function hexToRgb(hex: string): [string, string, string] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255].map((c) => c.toFixed(3)) as [string, string, string];
}

/** Soft inner shading along the edge and a glossy highlight: makes a flat shape read as a moist surface. */
export function shade(scene: Scene, d: string, edge = 'rgba(40,0,0,0.55)', gloss = 0.22, width = 26): string {
  const blur = scene.id('bl');
  scene.def(`<filter id="${blur}" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${width / 2}"/></filter>`);
  const glossBlur = scene.id('gb');
  scene.def(`<filter id="${glossBlur}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>`);
  return `<g ${clip(scene, d)}><path d="${d}" fill="none" stroke="${edge}" stroke-width="${width * 2}" filter="url(#${blur})"/><path d="${d}" fill="#fff" opacity="${gloss}" transform="translate(-8,-10)" filter="url(#${glossBlur})"/></g>`;
}

/** Box of a blob for textures. */
export function boxAround(cx: number, cy: number, r: number): { x: number; y: number; w: number; h: number } {
  return { x: cx - r, y: cy - r, w: r * 2, h: r * 2 };
}

/** Whole picture: background, content and a vignette (the film grain is added by render.ts, far cheaper than an SVG filter). */
export function picture(scene: Scene, background: string, content: string, vignetted = true): string {
  const vignette = radialFill(
    scene,
    [
      [0.55, 'rgba(0,0,0,0)'],
      [1, 'rgba(0,0,0,0.42)'],
    ],
    0.45,
    0.42,
    0.8,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${scene.defs.join('')}</defs>${background}${content}${vignetted ? `<rect width="${WIDTH}" height="${HEIGHT}" fill="${vignette}"/>` : ''}</svg>`;
}
