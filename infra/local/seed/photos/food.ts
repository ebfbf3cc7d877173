/**
 * Backgrounds and foods of the seed photos, drawn from above (see svg.ts). Each function returns
 * an SVG fragment for a subject centred at (cx, cy) with a size `s` (about its radius in px).
 */
import { HEIGHT, WIDTH, blob, blobPoints, boxAround, clip, closedCurve, linearFill, radialFill, shade, shadow, texture, type Scene } from './svg';

// ---------------------------------------------------------------- backgrounds

/** Dark slate, or a linen-covered table. */
export function table(scene: Scene, kind: 'slate' | 'linen' | 'paper' | 'oak'): string {
  const full = `M0,0 H${WIDTH} V${HEIGHT} H0 Z`;
  const box = { x: 0, y: 0, w: WIDTH, h: HEIGHT };
  if (kind === 'slate') {
    const fill = radialFill(scene, [
      [0, '#4a4d50'],
      [1, '#232527'],
    ]);
    return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${fill}"/>${texture(scene, full, box, '#8a8f94', '0.004 0.012', 0.55, 0.35, 4)}${texture(scene, full, box, '#101112', '0.05', 0.6, 0.25, 2)}`;
  }
  if (kind === 'linen') {
    const fill = radialFill(scene, [
      [0, '#efe6d6'],
      [1, '#c9bba3'],
    ]);
    return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${fill}"/>${texture(scene, full, box, '#9c8c70', '0.9 0.02', 0.5, 0.35, 1)}${texture(scene, full, box, '#9c8c70', '0.02 0.9', 0.5, 0.3, 1)}`;
  }
  if (kind === 'paper') {
    const fill = radialFill(scene, [
      [0, '#f4ead8'],
      [1, '#d8c6a6'],
    ]);
    return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${fill}"/>${texture(scene, full, box, '#b59d76', '0.012', 0.55, 0.35, 4)}`;
  }
  return wood(scene, full, box, '#8a5a32', '#5b3519');
}

function wood(scene: Scene, d: string, box: { x: number; y: number; w: number; h: number }, light: string, dark: string): string {
  const fill = linearFill(
    scene,
    [
      [0, light],
      [0.5, dark],
      [1, light],
    ],
    1,
    0.2,
  );
  return `<path d="${d}" fill="${fill}"/>${texture(scene, d, box, dark, '0.0025 0.06', 0.45, 0.75, 4)}${texture(scene, d, box, '#2a170a', '0.002 0.2', 0.62, 0.45, 2)}${texture(scene, d, box, '#d8a570', '0.003 0.09', 0.6, 0.35, 3)}`;
}

/** A wooden cutting board lying on the table. */
export function board(scene: Scene, width = 1380, height = 1000): string {
  const x = (WIDTH - width) / 2;
  const y = (HEIGHT - height) / 2;
  const d = `M${x + 60},${y} H${x + width - 60} Q${x + width},${y} ${x + width},${y + 60} V${y + height - 60} Q${x + width},${y + height} ${x + width - 60},${y + height} H${x + 60} Q${x},${y + height} ${x},${y + height - 60} V${y + 60} Q${x},${y} ${x + 60},${y} Z`;
  const edge = `<path d="${d}" fill="none" stroke="rgba(255,225,180,0.35)" stroke-width="6" transform="translate(-2,-2)"/><path d="${d}" fill="none" stroke="rgba(30,12,0,0.5)" stroke-width="5" transform="translate(3,4)"/>`;
  return `${shadow(scene, d, 0.6, 26)}${wood(scene, d, { x, y, w: width, h: height }, '#c8965c', '#9a6a3a')}${edge}`;
}

/** A white ceramic plate with a rim. */
export function plate(scene: Scene, cx: number, cy: number, r: number, tint = '#fbfaf7'): string {
  const outer = blob(scene, cx, cy, r, r, 0, 0);
  const inner = blob(scene, cx, cy, r * 0.72, r * 0.72, 0, 0);
  const rim = radialFill(scene, [
    [0, tint],
    [0.85, '#ecebe6'],
    [1, '#cfcdc6'],
  ]);
  const well = radialFill(
    scene,
    [
      [0, '#ffffff'],
      [0.8, tint],
      [1, '#dedcd5'],
    ],
    0.42,
    0.4,
    0.62,
  );
  return `${shadow(scene, outer, 0.5, 22)}<path d="${outer}" fill="${rim}"/><path d="${inner}" fill="${well}" stroke="rgba(0,0,0,0.08)" stroke-width="4"/>`;
}

/** A bowl seen from above: rim, and the food's surface inside. */
export function bowl(
  scene: Scene,
  cx: number,
  cy: number,
  r: number,
  food: (d: string, cx: number, cy: number, r: number) => string,
  color = '#f3efe8',
): string {
  const outer = blob(scene, cx, cy, r, r, 0, 0);
  const inner = blob(scene, cx, cy, r * 0.84, r * 0.84, 0, 0);
  const rim = radialFill(scene, [
    [0, '#ffffff'],
    [0.7, color],
    [1, '#b9b3a8'],
  ]);
  const inside = food(inner, cx + 4, cy + 6, r * 0.84);
  return `${shadow(scene, outer, 0.5, 22)}<path d="${outer}" fill="${rim}"/>${inside}<path d="${inner}" fill="none" stroke="rgba(0,0,0,0.25)" stroke-width="10"/>`;
}

// ---------------------------------------------------------------- garnish

export function rosemary(x: number, y: number, length: number, angle: number): string {
  const leaves: string[] = [];
  for (let i = 0; i < 16; i += 1) {
    const t = i / 16;
    const side = i % 2 === 0 ? 1 : -1;
    leaves.push(
      `<ellipse cx="${t * length}" cy="${side * 12}" rx="22" ry="5" fill="${i % 3 === 0 ? '#3d5a2a' : '#4f6e35'}" transform="rotate(${side * 35} ${t * length} 0)"/>`,
    );
  }
  return `<g transform="translate(${x},${y}) rotate(${angle})" opacity="0.95"><line x1="0" y1="0" x2="${length}" y2="0" stroke="#5a4a2a" stroke-width="5"/>${leaves.join('')}</g>`;
}

export function peppercorns(scene: Scene, x: number, y: number, spread: number, count = 14): string {
  const dots: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const px = x + scene.between(-spread, spread);
    const py = y + scene.between(-spread, spread) * 0.6;
    dots.push(`<circle cx="${px}" cy="${py}" r="${scene.between(6, 9)}" fill="#2b211b"/><circle cx="${px - 2}" cy="${py - 2}" r="2.5" fill="#6d5a4b"/>`);
  }
  return dots.join('');
}

export function saltFlakes(scene: Scene, x: number, y: number, spread: number, count = 30): string {
  const flakes: string[] = [];
  for (let i = 0; i < count; i += 1) {
    flakes.push(
      `<rect x="${x + scene.between(-spread, spread)}" y="${y + scene.between(-spread, spread) * 0.6}" width="${scene.between(3, 7)}" height="${scene.between(3, 7)}" fill="#fffdf8" opacity="0.85" transform="rotate(${scene.int(0, 90)})" transform-origin="${x} ${y}"/>`,
    );
  }
  return flakes.join('');
}

export function chives(scene: Scene, cx: number, cy: number, spread: number, count = 24): string {
  const bits: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = cx + scene.between(-spread, spread);
    const y = cy + scene.between(-spread, spread);
    bits.push(`<rect x="${x}" y="${y}" width="14" height="5" rx="2" fill="#4d7a2e" transform="rotate(${scene.int(0, 180)} ${x} ${y})"/>`);
  }
  return bits.join('');
}

export function parsley(scene: Scene, cx: number, cy: number, size = 40): string {
  const leaves: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const a = (i / 5) * Math.PI * 2 + scene.between(0, 0.6);
    leaves.push(
      `<path d="${blob(scene, cx + Math.cos(a) * size * 0.5, cy + Math.sin(a) * size * 0.5, size * 0.45, size * 0.3, (a * 180) / Math.PI, 0.25)}" fill="${i % 2 ? '#3f7a2a' : '#4e8e34'}"/>`,
    );
  }
  return leaves.join('');
}

// ---------------------------------------------------------------- raw meat

export interface MeatStyle {
  lean: [string, string, string];
  marbling?: number;
  fatCap?: boolean;
}

export const BEEF: MeatStyle = { lean: ['#c23a3a', '#9c1f24', '#6e1218'], marbling: 0.6, fatCap: true };
export const PORK: MeatStyle = { lean: ['#eaa49a', '#d47f78', '#b15f5a'], marbling: 0.75, fatCap: true };
export const VEAL: MeatStyle = { lean: ['#f0b4aa', '#de918a', '#bf6f6a'], marbling: 0.85 };
export const POULTRY: MeatStyle = { lean: ['#f7d2c4', '#eab5a4', '#d49985'] };
export const LAMB: MeatStyle = { lean: ['#c8504c', '#a8353a', '#7d2127'], marbling: 0.7, fatCap: true };

/** A raw cut seen from above: lean meat, marbling, an optional fat cap along one side. */
export function rawCut(scene: Scene, cx: number, cy: number, rx: number, ry: number, angle: number, style: MeatStyle): string {
  const points = blobPoints(scene, cx, cy, rx, ry, angle, 0.09, 16);
  const d = closedCurve(points);
  const fill = radialFill(scene, [
    [0, style.lean[0]],
    [0.6, style.lean[1]],
    [1, style.lean[2]],
  ]);
  const r = Math.max(rx, ry) * 1.15;
  let out = `${shadow(scene, d, 0.5, 16)}<path d="${d}" fill="${fill}"/>`;
  if (style.marbling !== undefined) out += texture(scene, d, boxAround(cx, cy, r), '#fbe9dc', '0.018 0.035', style.marbling, 0.9, 4);
  out += texture(scene, d, boxAround(cx, cy, r), '#5a0a10', '0.08', 0.62, 0.35, 2);
  if (style.fatCap) {
    // A cream band along the upper side of the outline.
    const cap = points.slice(10, 16).concat(points.slice(0, 1));
    const capPath = `M${cap.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' L')}`;
    out += `<g ${clip(scene, d)}><path d="${capPath}" fill="none" stroke="#f3e2c6" stroke-width="${ry * 0.32}" stroke-linejoin="round" stroke-linecap="round"/><path d="${capPath}" fill="none" stroke="#e6cfa9" stroke-width="${ry * 0.12}" stroke-linecap="round" opacity="0.8"/></g>`;
  }
  return out + shade(scene, d, 'rgba(60,0,5,0.5)', 0.25);
}

/** A chop: a cut with a bone along one side (pork or lamb). */
export function chop(scene: Scene, cx: number, cy: number, size: number, angle: number, style: MeatStyle, longBone = false): string {
  const rad = (angle * Math.PI) / 180;
  let out = '';
  if (longBone) {
    const bx = cx + Math.cos(rad) * size * 1.6;
    const by = cy + Math.sin(rad) * size * 1.6;
    out += `<line x1="${cx}" y1="${cy}" x2="${bx}" y2="${by}" stroke="rgba(0,0,0,0.35)" stroke-width="${size * 0.26}" stroke-linecap="round" transform="translate(10,14)"/><line x1="${cx}" y1="${cy}" x2="${bx}" y2="${by}" stroke="#f1e6d2" stroke-width="${size * 0.22}" stroke-linecap="round"/><line x1="${cx}" y1="${cy}" x2="${bx}" y2="${by}" stroke="#fffaf0" stroke-width="${size * 0.07}" stroke-linecap="round" transform="translate(-4,-4)"/>`;
  }
  out += rawCut(scene, cx, cy, size, size * 0.72, angle + 90, style);
  const bone = blob(scene, cx + Math.cos(rad) * size * 0.55, cy + Math.sin(rad) * size * 0.55, size * 0.16, size * 0.5, angle + 90, 0.05);
  return out + `<path d="${bone}" fill="#efe4cf" stroke="#d7c6a8" stroke-width="4"/>`;
}

/** Minced meat: a loose mound with fine texture. */
export function mince(scene: Scene, cx: number, cy: number, r: number): string {
  const d = blob(scene, cx, cy, r, r * 0.82, scene.between(0, 60), 0.14);
  const fill = radialFill(scene, [
    [0, '#e06a66'],
    [0.6, '#c4474a'],
    [1, '#8e2a30'],
  ]);
  return `${shadow(scene, d, 0.5, 18)}<path d="${d}" fill="${fill}"/>${texture(scene, d, boxAround(cx, cy, r * 1.2), '#f7d6c8', '0.09', 0.55, 0.9, 3)}${texture(scene, d, boxAround(cx, cy, r * 1.2), '#5d1016', '0.12', 0.58, 0.6, 2)}${shade(scene, d, 'rgba(60,0,5,0.5)', 0.18, 40)}`;
}

/** Bacon: a slab with layers of fat and lean, rind on top. */
export function bacon(scene: Scene, x: number, y: number, w: number, h: number, angle: number): string {
  const id = scene.id('bc');
  const layers = ['#f2dcc0', '#c96a5a', '#f0d6b8', '#b3524a', '#ecd0b0', '#a2443e'];
  const stops = layers
    .flatMap((color, i) => [
      `<stop offset="${i / layers.length}" stop-color="${color}"/>`,
      `<stop offset="${(i + 0.92) / layers.length}" stop-color="${color}"/>`,
    ])
    .join('');
  scene.def(`<linearGradient id="${id}" x1="0" y1="0" x2="0.15" y2="1">${stops}</linearGradient>`);
  const d = `M${x},${y + 8} Q${x + w * 0.5},${y - 10} ${x + w},${y + 6} L${x + w + 6},${y + h} Q${x + w * 0.5},${y + h + 12} ${x - 4},${y + h - 4} Z`;
  return `<g transform="rotate(${angle} ${x + w / 2} ${y + h / 2})">${shadow(scene, d, 0.5, 14)}<path d="${d}" fill="url(#${id})"/>${texture(scene, d, { x, y, w: w + 10, h: h + 10 }, '#7a2a22', '0.05 0.2', 0.6, 0.35, 2)}<path d="M${x},${y + 8} Q${x + w * 0.5},${y - 10} ${x + w},${y + 6}" stroke="#8c5a34" stroke-width="14" fill="none"/>${shade(scene, d, 'rgba(60,10,0,0.35)', 0.2, 14)}</g>`;
}

// ---------------------------------------------------------------- sliced goods

/** A round slice: salami (specks), Extrawurst (uniform), ham (fat rim, irregular). */
export function slice(
  scene: Scene,
  cx: number,
  cy: number,
  r: number,
  kind: 'salami' | 'extrawurst' | 'ham' | 'krakauer' | 'blunzen' | 'leberkaese' | 'kantwurst',
): string {
  const colors: Record<typeof kind, [string, string]> = {
    salami: ['#b8383d', '#7c1c24'],
    extrawurst: ['#f3b8a8', '#df9c8c'],
    ham: ['#f2a69a', '#d9807a'],
    krakauer: ['#c65a55', '#9c3c3c'],
    blunzen: ['#4a1c22', '#2a0c12'],
    leberkaese: ['#f0b49e', '#d8947e'],
    kantwurst: ['#a83438', '#751a22'],
  };
  const [light, dark] = colors[kind];
  const square = kind === 'kantwurst' || kind === 'leberkaese';
  const d = square
    ? blob(scene, cx, cy, r, r * (kind === 'leberkaese' ? 0.62 : 0.9), scene.between(-20, 20), 0.03)
    : blob(scene, cx, cy, r, r * (kind === 'ham' ? 0.72 : 0.97), scene.between(0, 180), kind === 'ham' ? 0.1 : 0.02);
  const fill = radialFill(scene, [
    [0, light],
    [1, dark],
  ]);
  let out = `${shadow(scene, d, 0.4, 10)}<path d="${d}" fill="${fill}"/>`;
  const box = boxAround(cx, cy, r * 1.1);
  if (kind === 'salami' || kind === 'krakauer' || kind === 'kantwurst') {
    const specks: string[] = [];
    const count = kind === 'salami' ? 26 : 14;
    for (let i = 0; i < count; i += 1) {
      const a = scene.between(0, Math.PI * 2);
      const dist = Math.sqrt(scene.rand()) * r * 0.82;
      specks.push(
        `<path d="${blob(scene, cx + Math.cos(a) * dist, cy + Math.sin(a) * dist * (square ? 0.85 : 1), scene.between(r * 0.04, r * 0.09), scene.between(r * 0.03, r * 0.07), scene.between(0, 180), 0.2)}" fill="#f6e6d6"/>`,
      );
    }
    out += `<g ${clip(scene, d)}>${specks.join('')}</g>`;
  }
  if (kind === 'blunzen') out += texture(scene, d, box, '#efe2cc', '0.12', 0.63, 0.9, 2);
  if (kind === 'ham') {
    out += texture(scene, d, box, '#f8e4d8', '0.03 0.08', 0.62, 0.7, 3);
    out += `<path d="${d}" fill="none" stroke="#f6e7d3" stroke-width="${r * 0.12}"/>`;
  }
  if (kind === 'extrawurst' || kind === 'leberkaese') out += texture(scene, d, box, '#fbe1d6', '0.2', 0.6, 0.5, 1);
  const skin = kind === 'leberkaese' ? '#9c5a32' : kind === 'blunzen' ? '#2a1214' : kind === 'extrawurst' ? '#d98866' : '#6e2a22';
  if (kind !== 'ham') out += `<path d="${d}" fill="none" stroke="${skin}" stroke-width="${kind === 'leberkaese' ? r * 0.07 : 5}"/>`;
  return out + shade(scene, d, 'rgba(40,0,0,0.25)', 0.3, 10);
}

/** Slices fanned in a row. */
export function fan(scene: Scene, cx: number, cy: number, r: number, count: number, kind: Parameters<typeof slice>[4], step = 0.55, angle = 0): string {
  const rad = (angle * Math.PI) / 180;
  const start = -((count - 1) / 2) * r * step * 2;
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const offset = start + i * r * step * 2;
    out += slice(scene, cx + Math.cos(rad) * offset, cy + Math.sin(rad) * offset + (i % 2) * 6, r, kind);
  }
  return out;
}

// ---------------------------------------------------------------- sausages, loaves, rolls

export interface SausageStyle {
  colors: [string, string, string];
  specks?: string;
  grilled?: boolean;
}

export const FRANKFURTER: SausageStyle = { colors: ['#f2b27c', '#d9844e', '#a85a2e'] };
export const KAESEKRAINER: SausageStyle = { colors: ['#e2a07a', '#c4704a', '#8a4226'], specks: '#fff3c4' };
export const KRAKAUER: SausageStyle = { colors: ['#b6544a', '#8e3a34', '#5c2020'], specks: '#f1d9c8' };
export const BLUNZEN: SausageStyle = { colors: ['#5a2a30', '#3a1418', '#1c0709'] };
export const BRATWURST: SausageStyle = { colors: ['#eed2b0', '#d2a87e', '#9c7450'], grilled: true };
export const GRILLED_KRAINER: SausageStyle = { colors: ['#c97c4e', '#a0532c', '#6a3016'], specks: '#fff0b8', grilled: true };

/** A sausage: a slightly bent capsule with a highlight; grilled ones get char marks. */
export function sausage(scene: Scene, cx: number, cy: number, length: number, thickness: number, angle: number, style: SausageStyle): string {
  const half = length / 2;
  const bend = scene.between(-0.12, 0.12) * length;
  const t = thickness / 2;
  const d = `M${-half + t},${-t} Q0,${-t + bend} ${half - t},${-t} A${t},${t} 0 0 1 ${half - t},${t} Q0,${t + bend} ${-half + t},${t} A${t},${t} 0 0 1 ${-half + t},${-t} Z`;
  const fill = linearFill(scene, [
    [0, style.colors[0]],
    [0.45, style.colors[1]],
    [1, style.colors[2]],
  ]);
  let inner = `<path d="${d}" fill="${fill}"/>`;
  const box = { x: -half, y: -t - Math.abs(bend), w: length, h: thickness + Math.abs(bend) * 2 };
  if (style.specks) inner += texture(scene, d, box, style.specks, '0.08', 0.62, 0.8, 2);
  if (style.grilled) {
    const marks: string[] = [];
    for (let x = -half + t; x < half - t; x += thickness * 0.9)
      marks.push(
        `<rect x="${x}" y="${-t - 20}" width="${thickness * 0.18}" height="${thickness + 40}" fill="#2a1208" opacity="0.55" transform="rotate(25 ${x} 0)"/>`,
      );
    inner += `<g ${clip(scene, d)}>${marks.join('')}</g>`;
  }
  inner += `<path d="M${-half + t * 1.2},${-t * 0.45} Q0,${-t * 0.45 + bend} ${half - t * 1.2},${-t * 0.45}" stroke="#fff" stroke-opacity="0.35" stroke-width="${thickness * 0.12}" stroke-linecap="round" fill="none"/>`;
  return `<g transform="translate(${cx},${cy}) rotate(${angle})">${shadow(scene, d, 0.45, 12)}${inner}</g>`;
}

/** A Kaiser roll (Semmel) from above, or its cut half. */
export function roll(scene: Scene, cx: number, cy: number, r: number, cut = false): string {
  const d = blob(scene, cx, cy, r, r * 0.94, scene.between(0, 90), 0.04);
  if (cut) {
    const crumb = radialFill(scene, [
      [0, '#f7e8c8'],
      [0.8, '#ecd3a2'],
      [1, '#c48a44'],
    ]);
    return `${shadow(scene, d, 0.45, 14)}<path d="${d}" fill="${crumb}"/>${texture(scene, d, boxAround(cx, cy, r * 1.1), '#c9a26a', '0.1', 0.55, 0.8, 2)}<path d="${d}" fill="none" stroke="#b87434" stroke-width="${r * 0.08}"/>`;
  }
  const crust = radialFill(scene, [
    [0, '#f0c47e'],
    [0.65, '#d89a4e'],
    [1, '#9e5f24'],
  ]);
  const cuts: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const a = (i / 5) * Math.PI * 2 + 0.3;
    const x1 = cx + Math.cos(a) * r * 0.12;
    const y1 = cy + Math.sin(a) * r * 0.12;
    const x2 = cx + Math.cos(a + 0.5) * r * 0.78;
    const y2 = cy + Math.sin(a + 0.5) * r * 0.78;
    const qx = cx + Math.cos(a + 0.1) * r * 0.6;
    const qy = cy + Math.sin(a + 0.1) * r * 0.6;
    cuts.push(
      `<path d="M${x1},${y1} Q${qx},${qy} ${x2},${y2}" stroke="#8a4e1c" stroke-width="${r * 0.07}" fill="none" stroke-linecap="round" opacity="0.75"/><path d="M${x1 - 4},${y1 - 4} Q${qx - 5},${qy - 5} ${x2 - 5},${y2 - 5}" stroke="#f8dca4" stroke-width="${r * 0.035}" fill="none" stroke-linecap="round" opacity="0.8"/>`,
    );
  }
  return `${shadow(scene, d, 0.5, 16)}<path d="${d}" fill="${crust}"/>${texture(scene, d, boxAround(cx, cy, r * 1.1), '#fff1d0', '0.05', 0.64, 0.6, 2)}${cuts.join('')}${shade(scene, d, 'rgba(70,30,0,0.45)', 0.25, 20)}`;
}

/** Leberkäse: a loaf with its browned crust, a slice cut off in front. */
export function leberkaeseLoaf(scene: Scene, cx: number, cy: number, w: number, h: number): string {
  const d = `M${cx - w / 2 + 30},${cy - h / 2} H${cx + w / 2 - 30} Q${cx + w / 2},${cy - h / 2} ${cx + w / 2},${cy - h / 2 + 30} V${cy + h / 2 - 20} Q${cx + w / 2},${cy + h / 2} ${cx + w / 2 - 20},${cy + h / 2} H${cx - w / 2 + 20} Q${cx - w / 2},${cy + h / 2} ${cx - w / 2},${cy + h / 2 - 20} V${cy - h / 2 + 30} Q${cx - w / 2},${cy - h / 2} ${cx - w / 2 + 30},${cy - h / 2} Z`;
  const crust = radialFill(scene, [
    [0, '#c98a52'],
    [0.6, '#a4612e'],
    [1, '#6e3814'],
  ]);
  const cutFace = `M${cx + w / 2 - 14},${cy - h / 2 + 16} H${cx + w / 2} V${cy + h / 2 - 10} H${cx + w / 2 - 14} Z`;
  return `${shadow(scene, d, 0.55, 20)}<path d="${d}" fill="${crust}"/>${texture(scene, d, { x: cx - w / 2, y: cy - h / 2, w, h }, '#4a200a', '0.03 0.06', 0.55, 0.6, 3)}<path d="${cutFace}" fill="#eeb099"/>${shade(scene, d, 'rgba(50,20,0,0.5)', 0.22, 24)}`;
}

/** A roll with a filling sticking out (Leberkäse, Schnitzel, Bosna). */
export function filledRoll(scene: Scene, cx: number, cy: number, r: number, filling: string): string {
  return `${roll(scene, cx + r * 0.2, cy + r * 0.18, r, true)}${filling}${roll(scene, cx - r * 0.12, cy - r * 0.1, r * 0.96)}`;
}

// ---------------------------------------------------------------- cooked

/** A breaded schnitzel: golden with a crumb texture and wavy edge. */
export function schnitzel(scene: Scene, cx: number, cy: number, rx: number, ry: number, angle: number): string {
  const d = blob(scene, cx, cy, rx, ry, angle, 0.12);
  const fill = radialFill(scene, [
    [0, '#f2c16a'],
    [0.6, '#d9953e'],
    [1, '#9a5a1c'],
  ]);
  const box = boxAround(cx, cy, Math.max(rx, ry) * 1.2);
  return `${shadow(scene, d, 0.5, 16)}<path d="${d}" fill="${fill}"/>${texture(scene, d, box, '#fff0c0', '0.06', 0.6, 0.7, 3)}${texture(scene, d, box, '#7a3e0e', '0.1', 0.6, 0.55, 2)}${shade(scene, d, 'rgba(90,40,0,0.45)', 0.3, 18)}`;
}

/** A roasted piece: dark crust, optionally a scored (diamond) rind. */
export function roast(
  scene: Scene,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  angle: number,
  scored: boolean,
  glaze: readonly [string, string, string] = ['#c27a3c', '#8e4a1c', '#4e2208'],
): string {
  const d = blob(scene, cx, cy, rx, ry, angle, 0.08);
  const fill = radialFill(scene, [
    [0, glaze[0]],
    [0.6, glaze[1]],
    [1, glaze[2]],
  ]);
  let out = `${shadow(scene, d, 0.55, 20)}<path d="${d}" fill="${fill}"/>${texture(scene, d, boxAround(cx, cy, Math.max(rx, ry) * 1.2), '#f0b870', '0.04', 0.6, 0.5, 3)}`;
  if (scored) {
    const lines: string[] = [];
    for (let k = -rx * 2; k < rx * 2; k += 42)
      lines.push(
        `<line x1="${cx + k}" y1="${cy - ry * 1.5}" x2="${cx + k + ry * 1.5}" y2="${cy + ry * 1.5}" stroke="#3c1a06" stroke-width="7" opacity="0.7"/><line x1="${cx + k}" y1="${cy + ry * 1.5}" x2="${cx + k + ry * 1.5}" y2="${cy - ry * 1.5}" stroke="#3c1a06" stroke-width="7" opacity="0.7"/>`,
      );
    out += `<g ${clip(scene, d)}>${lines.join('')}</g>${texture(scene, d, boxAround(cx, cy, Math.max(rx, ry) * 1.2), '#ffe0a0', '0.09', 0.63, 0.7, 2)}`;
  }
  return out + shade(scene, d, 'rgba(30,10,0,0.5)', 0.35, 26);
}

/** A grilled half chicken: golden skin, a drumstick. */
export function halfChicken(scene: Scene, cx: number, cy: number, s: number): string {
  const glaze = ['#e8a64c', '#c0702a', '#7a3a10'] as const;
  const leg = roast(scene, cx + s * 0.55, cy + s * 0.35, s * 0.45, s * 0.32, 35, false, glaze);
  const bone = `<line x1="${cx + s * 0.85}" y1="${cy + s * 0.6}" x2="${cx + s * 1.05}" y2="${cy + s * 0.78}" stroke="#f3ead8" stroke-width="${s * 0.1}" stroke-linecap="round"/>`;
  return (
    bone +
    leg +
    roast(scene, cx - s * 0.1, cy - s * 0.05, s * 0.72, s * 0.55, -15, false, glaze) +
    texture(scene, blob(scene, cx - s * 0.1, cy - s * 0.05, s * 0.7, s * 0.52, -15, 0.05), boxAround(cx, cy, s), '#5a2408', '0.06', 0.6, 0.5, 2)
  );
}

/** A pork knuckle (Stelze): a large roasted, crackled shank with the bone end. */
export function stelze(scene: Scene, cx: number, cy: number, s: number): string {
  const bone = `<ellipse cx="${cx + s * 0.95}" cy="${cy - s * 0.25}" rx="${s * 0.16}" ry="${s * 0.13}" fill="#efe2c8" stroke="#c8b490" stroke-width="6"/><ellipse cx="${cx + s * 0.95}" cy="${cy - s * 0.25}" rx="${s * 0.07}" ry="${s * 0.05}" fill="#c9a878"/>`;
  return roast(scene, cx, cy, s, s * 0.62, -14, true, ['#d08a40', '#9a5420', '#5a2a08']) + bone;
}

/** Spareribs: a glazed rack with bone stripes. */
export function ribs(scene: Scene, cx: number, cy: number, w: number, h: number, angle: number): string {
  const d = blob(scene, cx, cy, w / 2, h / 2, angle, 0.05);
  const fill = radialFill(scene, [
    [0, '#b8582c'],
    [0.6, '#8a3414'],
    [1, '#4a1604'],
  ]);
  const bones: string[] = [];
  const rad = (angle * Math.PI) / 180;
  for (let i = -3; i <= 3; i += 1) {
    const ox = Math.cos(rad) * i * (w / 8);
    const oy = Math.sin(rad) * i * (w / 8);
    bones.push(
      `<line x1="${cx + ox - Math.sin(rad) * h * 0.6}" y1="${cy + oy + Math.cos(rad) * h * 0.6}" x2="${cx + ox + Math.sin(rad) * h * 0.6}" y2="${cy + oy - Math.cos(rad) * h * 0.6}" stroke="#3a1002" stroke-width="10" opacity="0.55"/>`,
    );
  }
  return `${shadow(scene, d, 0.55, 18)}<path d="${d}" fill="${fill}"/><g ${clip(scene, d)}>${bones.join('')}</g>${texture(scene, d, boxAround(cx, cy, w * 0.6), '#ffb070', '0.05', 0.62, 0.6, 3)}${shade(scene, d, 'rgba(20,5,0,0.5)', 0.4, 20)}`;
}

/** A grilled cutlet: browned with diagonal grill marks. */
export function grilledChop(scene: Scene, cx: number, cy: number, s: number, angle: number): string {
  const d = blob(scene, cx, cy, s, s * 0.7, angle, 0.1);
  const fill = radialFill(scene, [
    [0, '#c8875a'],
    [0.6, '#a0603a'],
    [1, '#5e3018'],
  ]);
  const marks: string[] = [];
  for (let k = -s * 1.6; k < s * 1.6; k += s * 0.38)
    marks.push(
      `<rect x="${cx + k}" y="${cy - s * 1.2}" width="${s * 0.1}" height="${s * 2.4}" fill="#24100a" opacity="0.75" transform="rotate(40 ${cx} ${cy})"/>`,
    );
  const bone = blob(scene, cx + s * 0.6, cy - s * 0.2, s * 0.13, s * 0.38, angle + 80, 0.05);
  return `${shadow(scene, d, 0.5, 16)}<path d="${d}" fill="${fill}"/>${texture(scene, d, boxAround(cx, cy, s * 1.2), '#e0a070', '0.05', 0.6, 0.5, 2)}<g ${clip(scene, d)}>${marks.join('')}</g><path d="${bone}" fill="#e9dcc2"/>${shade(scene, d, 'rgba(30,10,0,0.45)', 0.3, 18)}`;
}

/** Small skinless grilled rolls of minced meat. */
export function cevapcici(scene: Scene, cx: number, cy: number, count: number, s: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1)
    out += sausage(scene, cx + (i % 5) * s * 0.36 - s * 0.75, cy + Math.floor(i / 5) * s * 0.5 - s * 0.2, s * 0.7, s * 0.26, 80 + scene.between(-8, 8), {
      colors: ['#a86a48', '#7e4428', '#4a2210'],
      specks: '#3a1808',
      grilled: true,
    });
  return out;
}

// ---------------------------------------------------------------- bowls of food

type BowlFood = (d: string, cx: number, cy: number, r: number) => string;

export function potatoSalad(scene: Scene): BowlFood {
  return (d, cx, cy, r) => {
    const base = radialFill(scene, [
      [0, '#f4dc8e'],
      [1, '#cfae5a'],
    ]);
    const pieces: string[] = [];
    for (let i = 0; i < 46; i += 1) {
      const a = scene.between(0, Math.PI * 2);
      const dist = Math.sqrt(scene.rand()) * r * 0.85;
      pieces.push(
        `<path d="${blob(scene, cx + Math.cos(a) * dist, cy + Math.sin(a) * dist, r * 0.11, r * 0.08, scene.between(0, 180), 0.2)}" fill="${scene.rand() > 0.5 ? '#f7e4a2' : '#e9cd78'}" stroke="#c9a24c" stroke-width="2"/>`,
      );
    }
    return `<path d="${d}" fill="${base}"/><g ${clip(scene, d)}>${pieces.join('')}${chives(scene, cx, cy, r * 0.7, 30)}</g>`;
  };
}

export function beefSalad(scene: Scene): BowlFood {
  return (d, cx, cy, r) => {
    const strips: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const x = cx + scene.between(-r * 0.8, r * 0.8);
      const y = cy + scene.between(-r * 0.8, r * 0.8);
      strips.push(
        `<rect x="${x}" y="${y}" width="${r * 0.3}" height="${r * 0.07}" rx="6" fill="${scene.rand() > 0.3 ? '#8a4a36' : '#a86a50'}" transform="rotate(${scene.int(0, 180)} ${x} ${y})"/>`,
      );
    }
    const onions: string[] = [];
    for (let i = 0; i < 10; i += 1)
      onions.push(
        `<circle cx="${cx + scene.between(-r * 0.7, r * 0.7)}" cy="${cy + scene.between(-r * 0.7, r * 0.7)}" r="${scene.between(r * 0.08, r * 0.14)}" fill="none" stroke="#efe3f0" stroke-width="6" opacity="0.9"/>`,
      );
    const oil: string[] = [];
    for (let i = 0; i < 9; i += 1)
      oil.push(
        `<path d="${blob(scene, cx + scene.between(-r * 0.7, r * 0.7), cy + scene.between(-r * 0.7, r * 0.7), scene.between(r * 0.05, r * 0.12), scene.between(r * 0.04, r * 0.08), scene.int(0, 180), 0.2)}" fill="#1f3410" opacity="0.85"/>`,
      );
    return `<path d="${d}" fill="#6e3a28"/><g ${clip(scene, d)}>${strips.join('')}${onions.join('')}${oil.join('')}${chives(scene, cx, cy, r * 0.7, 18)}</g>`;
  };
}

export function spread(scene: Scene, base: string, dust: string): BowlFood {
  return (d, cx, cy, r) => {
    const fill = radialFill(scene, [
      [0, base],
      [1, dust],
    ]);
    const swirl = `<path d="M${cx - r * 0.5},${cy} Q${cx},${cy - r * 0.6} ${cx + r * 0.5},${cy} Q${cx},${cy + r * 0.5} ${cx - r * 0.3},${cy}" fill="none" stroke="rgba(255,255,255,0.35)" stroke-width="14" stroke-linecap="round"/>`;
    return `<path d="${d}" fill="${fill}"/>${texture(scene, d, boxAround(cx, cy, r), '#b4301c', '0.2', 0.66, 0.8, 1)}${swirl}${chives(scene, cx + r * 0.1, cy - r * 0.1, r * 0.35, 12)}`;
  };
}

export function crumbs(scene: Scene, color: string, dark: string): BowlFood {
  return (d, cx, cy, r) => {
    const bits: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const a = scene.between(0, Math.PI * 2);
      const dist = Math.sqrt(scene.rand()) * r * 0.9;
      bits.push(
        `<path d="${blob(scene, cx + Math.cos(a) * dist, cy + Math.sin(a) * dist, r * 0.09, r * 0.07, scene.int(0, 180), 0.3)}" fill="${scene.rand() > 0.5 ? color : dark}"/>`,
      );
    }
    return `<path d="${d}" fill="${dark}"/><g ${clip(scene, d)}>${bits.join('')}</g>`;
  };
}

export function stew(scene: Scene, sauce: [string, string], chunk: string, extra = ''): BowlFood {
  return (d, cx, cy, r) => {
    const fill = radialFill(scene, [
      [0, sauce[0]],
      [1, sauce[1]],
    ]);
    const chunks: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const a = scene.between(0, Math.PI * 2);
      const dist = Math.sqrt(scene.rand()) * r * 0.7;
      const piece = blob(scene, cx + Math.cos(a) * dist, cy + Math.sin(a) * dist, r * 0.14, r * 0.11, scene.int(0, 180), 0.2);
      chunks.push(`<path d="${piece}" fill="${chunk}"/>${shade(scene, piece, 'rgba(20,0,0,0.5)', 0.3, 8)}`);
    }
    return `<path d="${d}" fill="${fill}"/>${texture(scene, d, boxAround(cx, cy, r), '#ffb070', '0.05', 0.62, 0.4, 2)}<g ${clip(scene, d)}>${chunks.join('')}</g>${extra}`;
  };
}

export function soup(scene: Scene): BowlFood {
  return (d, cx, cy, r) => {
    const fill = radialFill(scene, [
      [0, '#e8b44c'],
      [1, '#b77a1e'],
    ]);
    const carrots: string[] = [];
    for (let i = 0; i < 9; i += 1)
      carrots.push(
        `<circle cx="${cx + scene.between(-r * 0.65, r * 0.65)}" cy="${cy + scene.between(-r * 0.65, r * 0.65)}" r="${r * 0.07}" fill="#e8772a" stroke="#c85a14" stroke-width="3"/>`,
      );
    const noodles: string[] = [];
    for (let i = 0; i < 14; i += 1) {
      const x = cx + scene.between(-r * 0.7, r * 0.7);
      const y = cy + scene.between(-r * 0.7, r * 0.7);
      noodles.push(`<path d="M${x},${y} q${r * 0.15},${-r * 0.08} ${r * 0.3},0" stroke="#f6e2a8" stroke-width="10" fill="none" stroke-linecap="round"/>`);
    }
    const fat: string[] = [];
    for (let i = 0; i < 16; i += 1)
      fat.push(
        `<circle cx="${cx + scene.between(-r * 0.75, r * 0.75)}" cy="${cy + scene.between(-r * 0.75, r * 0.75)}" r="${scene.between(6, 16)}" fill="none" stroke="#ffe3a0" stroke-width="2.5" opacity="0.8"/>`,
      );
    return `<path d="${d}" fill="${fill}"/><g ${clip(scene, d)}>${fat.join('')}${noodles.join('')}${carrots.join('')}${chives(scene, cx, cy, r * 0.6, 26)}</g>`;
  };
}

// ---------------------------------------------------------------- drinks, seen from the front

/** A drinks still life: the object stands on a table edge in front of a soft backdrop. */
export function drinkBackdrop(scene: Scene, color: [string, string]): string {
  const wall = linearFill(scene, [
    [0, color[0]],
    [1, color[1]],
  ]);
  const tableTop = `M0,${HEIGHT * 0.72} H${WIDTH} V${HEIGHT} H0 Z`;
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${wall}"/>${wood(scene, tableTop, { x: 0, y: HEIGHT * 0.72, w: WIDTH, h: HEIGHT * 0.28 }, '#9a6a3e', '#6a4222')}<rect y="${HEIGHT * 0.72}" width="${WIDTH}" height="6" fill="rgba(255,230,190,0.35)"/>`;
}

/** A bottle standing at x with its base at y: body colour, liquid level, label. */
export function bottle(
  scene: Scene,
  x: number,
  y: number,
  h: number,
  glass: string,
  label: { color: string; stripe: string; text?: string },
  neck = 0.38,
): string {
  const w = h * 0.3;
  const shoulder = y - h * (1 - neck);
  const d = `M${x - w / 2},${y - 20} Q${x - w / 2},${y} ${x - w / 2 + 20},${y} H${x + w / 2 - 20} Q${x + w / 2},${y} ${x + w / 2},${y - 20} V${shoulder} C${x + w / 2},${shoulder - h * 0.12} ${x + w * 0.14},${shoulder - h * 0.14} ${x + w * 0.14},${shoulder - h * 0.26} V${y - h} H${x - w * 0.14} V${shoulder - h * 0.26} C${x - w * 0.14},${shoulder - h * 0.14} ${x - w / 2},${shoulder - h * 0.12} ${x - w / 2},${shoulder} Z`;
  const body = linearFill(
    scene,
    [
      [0, glass],
      [0.25, '#ffffff'],
      [0.35, glass],
      [0.85, glass],
      [1, '#000000'],
    ],
    1,
    0,
  );
  const floor = `<ellipse cx="${x + 30}" cy="${y + 4}" rx="${w * 0.8}" ry="${w * 0.12}" fill="#000" opacity="0.35" filter="url(#${scene.id('x')})"/>`;
  const labelY = y - h * 0.5;
  const text = label.text
    ? `<text x="${x}" y="${labelY + h * 0.14}" font-family="DejaVu Serif, serif" font-size="${h * 0.06}" font-weight="bold" text-anchor="middle" fill="${label.stripe}">${label.text}</text>`
    : '';
  return `<ellipse cx="${x + 26}" cy="${y}" rx="${w * 0.75}" ry="${w * 0.1}" fill="#000" opacity="0.3"/>${floor.replace(/filter="[^"]*"/, '')}<path d="${d}" fill="${body}" opacity="0.93"/><rect x="${x - w / 2}" y="${labelY}" width="${w}" height="${h * 0.24}" fill="${label.color}"/><rect x="${x - w / 2}" y="${labelY + h * 0.02}" width="${w}" height="${h * 0.025}" fill="${label.stripe}"/><rect x="${x - w / 2}" y="${labelY + h * 0.195}" width="${w}" height="${h * 0.025}" fill="${label.stripe}"/>${text}<rect x="${x - w * 0.16}" y="${y - h - 14}" width="${w * 0.32}" height="26" rx="6" fill="#c8a640"/><path d="M${x - w * 0.3},${shoulder + 20} V${y - 40}" stroke="#fff" stroke-opacity="0.35" stroke-width="${w * 0.07}" stroke-linecap="round"/>`;
}

/** A glass at x with base at y, filled with `liquid`, optional foam head and bubbles. */
export function glass(
  scene: Scene,
  x: number,
  y: number,
  h: number,
  liquid: [string, string],
  options: { foam?: boolean; bubbles?: boolean; taper?: number } = {},
): string {
  const top = h * 0.36;
  const bottom = top * (options.taper ?? 0.78);
  const d = `M${x - top},${y - h} L${x - bottom},${y} H${x + bottom} L${x + top},${y - h} Z`;
  const level = y - h * 0.86;
  const liquidTop = top - ((top - bottom) * (level - (y - h))) / h;
  const fillPath = `M${x - liquidTop},${level} L${x - bottom + 6},${y - 8} H${x + bottom - 6} L${x + liquidTop},${level} Z`;
  const fill = linearFill(
    scene,
    [
      [0, liquid[0]],
      [1, liquid[1]],
    ],
    1,
    0.3,
  );
  const bubbles: string[] = [];
  if (options.bubbles)
    for (let i = 0; i < 40; i += 1)
      bubbles.push(
        `<circle cx="${x + scene.between(-bottom * 0.8, bottom * 0.8)}" cy="${scene.between(level + 20, y - 20)}" r="${scene.between(2, 6)}" fill="#fff" opacity="0.55"/>`,
      );
  const foam = options.foam
    ? `<path d="${blob(scene, x, level - 10, liquidTop + 6, 44, 0, 0.05)}" fill="#fbf6ea"/>${texture(scene, blob(scene, x, level - 10, liquidTop + 6, 44, 0, 0.05), boxAround(x, level, liquidTop + 50), '#d8cdb4', '0.1', 0.55, 0.6, 2)}`
    : '';
  return `<ellipse cx="${x + 24}" cy="${y}" rx="${bottom * 1.3}" ry="${bottom * 0.2}" fill="#000" opacity="0.3"/><path d="${fillPath}" fill="${fill}" opacity="0.9"/>${bubbles.join('')}${foam}<path d="${d}" fill="rgba(255,255,255,0.12)" stroke="rgba(255,255,255,0.7)" stroke-width="5"/><path d="M${x - top * 0.75},${y - h + 30} L${x - bottom * 0.75},${y - 30}" stroke="#fff" stroke-opacity="0.5" stroke-width="14" stroke-linecap="round"/><rect x="${x - bottom}" y="${y - 14}" width="${bottom * 2}" height="14" fill="rgba(255,255,255,0.4)"/>`;
}

/** A slice of apple / lemon leaning on a glass: colour accent. */
export function fruitSlice(scene: Scene, cx: number, cy: number, r: number, skin: string, flesh: string): string {
  const d = blob(scene, cx, cy, r, r, 0, 0.02);
  return `<path d="${d}" fill="${skin}"/><path d="${blob(scene, cx, cy, r * 0.88, r * 0.88, 0, 0.02)}" fill="${flesh}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.15}" fill="#8a5a2a" opacity="0.6"/>`;
}

// ---------------------------------------------------------------- whole animals and platters

/** A whole suckling pig on a platter: body, head, ears, crackling. */
export function suckingPig(scene: Scene, cx: number, cy: number, s: number): string {
  const glaze = ['#e0964c', '#b0622a', '#6a3010'] as const;
  let out = roast(scene, cx, cy, s, s * 0.42, 0, true, glaze);
  out += roast(scene, cx - s * 1.0, cy - s * 0.02, s * 0.32, s * 0.28, 0, false, glaze);
  out += `<path d="${blob(scene, cx - s * 1.3, cy, s * 0.1, s * 0.09, 0, 0.05)}" fill="#8e4a1c"/>`;
  for (const dy of [-1, 1]) out += `<path d="${blob(scene, cx - s * 0.88, cy + dy * s * 0.26, s * 0.14, s * 0.08, dy * 30, 0.05)}" fill="#7a3a12"/>`;
  for (const [dx, dy] of [
    [-0.6, -1],
    [-0.6, 1],
    [0.65, -1],
    [0.65, 1],
  ] as const)
    out += `<path d="${blob(scene, cx + dx * s, cy + dy * s * 0.48, s * 0.09, s * 0.2, dy * 20, 0.05)}" fill="#a05424"/>`;
  return out + `<circle cx="${cx - s * 1.32}" cy="${cy}" r="${s * 0.07}" fill="#b3262e"/>`;
}

/** A simple green leaf or gherkin for platters. */
export function gherkin(scene: Scene, cx: number, cy: number, s: number, angle: number): string {
  return sausage(scene, cx, cy, s, s * 0.36, angle, { colors: ['#8ea84a', '#5e7a28', '#3a4e14'], specks: '#c8d890' });
}

export function cheese(scene: Scene, cx: number, cy: number, s: number, angle: number): string {
  const d = `M${cx - s},${cy + s * 0.4} L${cx + s},${cy + s * 0.4} L${cx},${cy - s * 0.6} Z`;
  const holes: string[] = [];
  for (let i = 0; i < 4; i += 1)
    holes.push(
      `<circle cx="${cx + scene.between(-s * 0.4, s * 0.4)}" cy="${cy + scene.between(-s * 0.1, s * 0.3)}" r="${scene.between(6, 14)}" fill="#e0b850"/>`,
    );
  return `<g transform="rotate(${angle} ${cx} ${cy})">${shadow(scene, d, 0.4, 10)}<path d="${d}" fill="#f6d878" stroke="#e8c25a" stroke-width="6" stroke-linejoin="round"/>${holes.join('')}</g>`;
}

export function radishes(cx: number, cy: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = cx + i * 46;
    const y = cy + (i % 2) * 24;
    out += `<circle cx="${x}" cy="${y}" r="26" fill="#c8203a"/><circle cx="${x - 8}" cy="${y - 8}" r="8" fill="#fff" opacity="0.35"/>`;
  }
  return out;
}

export function egg(scene: Scene, cx: number, cy: number, r: number): string {
  return `<path d="${blob(scene, cx, cy, r, r * 0.78, scene.int(0, 90), 0.03)}" fill="#fbf8f0"/><circle cx="${cx}" cy="${cy}" r="${r * 0.42}" fill="#f2b21e"/>`;
}

export function onions(scene: Scene, cx: number, cy: number, count: number, spread: number): string {
  const rings: string[] = [];
  for (let i = 0; i < count; i += 1)
    rings.push(
      `<ellipse cx="${cx + scene.between(-spread, spread)}" cy="${cy + scene.between(-spread, spread) * 0.6}" rx="${scene.between(18, 30)}" ry="${scene.between(14, 24)}" fill="none" stroke="#f2e6f2" stroke-width="7" opacity="0.95"/>`,
    );
  return rings.join('');
}

/** A dollop of sauce or mustard. */
export function dollop(scene: Scene, cx: number, cy: number, r: number, color: string): string {
  const d = blob(scene, cx, cy, r, r * 0.85, scene.int(0, 90), 0.15);
  return `${shadow(scene, d, 0.3, 6)}<path d="${d}" fill="${color}"/>${shade(scene, d, 'rgba(60,20,0,0.3)', 0.4, 8)}`;
}
