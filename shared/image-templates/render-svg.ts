/**
 * An image template drawn as one SVG document, with a product's and a branch's data in its text
 * placeholders (./placeholders.ts). Pure: the back office's live preview and its "Als Bild
 * speichern" (drawn onto a canvas), the digital signage screens and a server all get the same
 * SVG from the same template and data.
 *
 * Decisions:
 * - Every text and attribute value is XML-escaped and stripped of characters XML cannot carry,
 *   so no product name or layer text can add markup; colours, numbers and addresses are checked
 *   again here, because a caller may pass a draft that never went through the schema.
 * - Text is fitted without a browser (./text-fit.ts); lines sit from the top of the layer's box.
 * - An image is clipped to its box (a nested <svg>); 'cover' fills it, 'contain' shows all of it.
 * - Image addresses come from the caller (`resolveImageUrl`): the preview passes the library's
 *   addresses, the canvas export data URLs (an SVG drawn as an image loads nothing itself).
 *   Only http(s), root-relative and `data:image/` addresses are used.
 * - `fontCss` (the fonts route's embed CSS, fonts as data URLs) is put into the SVG's <style>, so
 *   a canvas draws the web font; without it the family's name and a generic family apply.
 */
import type { ImageTemplateImageLayer, ImageTemplateInput, ImageTemplateLayer, ImageTemplateShapeLayer, ImageTemplateTextLayer } from '../schemas/media';
import { cssFontFamily, templateFontFamily } from './fonts';
import { fillPlaceholders, type TemplateData } from './placeholders';
import { LINE_HEIGHT, fitText } from './text-fit';

export type { TemplateData, TemplateProduct } from './placeholders';

/** The parts of a template the drawing reads (a stored template or an editor's draft). */
export type RenderableTemplate = Pick<ImageTemplateInput, 'width' | 'height' | 'background' | 'layers'>;

/** A library image's reference, as records hold it. */
export interface TemplateImageRef {
  id: string;
  version: number;
  extension: string;
}

/** The address to draw an image from, or undefined to leave it out. */
export type ResolveImageUrl = (image: TemplateImageRef) => string | undefined;

export interface RenderOptions {
  /** `@font-face` rules to embed (the fonts route's embed CSS). */
  fontCss?: string;
}

/** Characters XML 1.0 cannot carry: controls but tab and line breaks, lone surrogates, U+FFFE/U+FFFF. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text or attribute value safe inside XML (and inside a double- or single-quoted attribute). */
export function escapeXml(value: string): string {
  return value.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** A coordinate with at most two decimals; anything not finite draws at 0. */
const num = (value: number) => (Number.isFinite(value) ? String(Math.round(value * 100) / 100) : '0');

const colour = (value: string | undefined, fallback: string) => (value && /^#[0-9a-fA-F]{6}$/.test(value) ? value.toUpperCase() : fallback);

const SAFE_URL = /^(?:https?:\/\/|\/(?!\/)|data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,])/i;

function imageHref(image: TemplateImageRef | undefined, resolve: ResolveImageUrl): string | undefined {
  if (!image) return undefined;
  const url = resolve(image);
  return url && SAFE_URL.test(url) ? url : undefined;
}

function picture(href: string, box: { x: number; y: number; width: number; height: number }, fit: 'cover' | 'contain', attributes = ''): string {
  const aspect = fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet';
  return (
    `<svg x="${num(box.x)}" y="${num(box.y)}" width="${num(box.width)}" height="${num(box.height)}"${attributes}>` +
    `<image width="100%" height="100%" preserveAspectRatio="${aspect}" href="${escapeXml(href)}"/></svg>`
  );
}

function imageLayer(layer: ImageTemplateImageLayer, index: number, data: TemplateData, resolve: ResolveImageUrl): string {
  const image = layer.source === 'product' ? (data.product?.images ?? [])[0] : layer.image;
  const href = imageHref(image ?? undefined, resolve);
  if (!href || layer.width <= 0 || layer.height <= 0) return '';
  return picture(href, layer, layer.fit, ` data-layer="${index}"`);
}

function shapeLayer(layer: ImageTemplateShapeLayer, index: number): string {
  const fill = colour(layer.color, '#000000');
  const opacity = Math.min(1, Math.max(0, Number.isFinite(layer.opacity) ? layer.opacity : 1));
  const common = `fill="${fill}"${opacity < 1 ? ` fill-opacity="${num(opacity)}"` : ''} data-layer="${index}"`;
  if (layer.shape === 'ellipse') {
    return `<ellipse cx="${num(layer.x + layer.width / 2)}" cy="${num(layer.y + layer.height / 2)}" rx="${num(layer.width / 2)}" ry="${num(layer.height / 2)}" ${common}/>`;
  }
  const radius = Math.max(0, Math.min(layer.radius || 0, layer.width / 2, layer.height / 2));
  const corners = radius > 0 ? ` rx="${num(radius)}" ry="${num(radius)}"` : '';
  return `<rect x="${num(layer.x)}" y="${num(layer.y)}" width="${num(layer.width)}" height="${num(layer.height)}"${corners} ${common}/>`;
}

const ANCHORS = { left: 'start', center: 'middle', right: 'end' } as const;

function textLayer(layer: ImageTemplateTextLayer, index: number, data: TemplateData): string {
  const family = templateFontFamily(layer.fontFamily);
  const text = fillPlaceholders(layer.text ?? '', data);
  const fitted = fitText(text, {
    width: layer.width,
    height: layer.height,
    fontSize: layer.fontSize,
    fontWeight: layer.fontWeight,
    maxLines: layer.maxLines,
    family,
  });
  if (fitted.lines.length === 0) return '';
  const align = layer.align in ANCHORS ? layer.align : 'left';
  const x = align === 'center' ? layer.x + layer.width / 2 : align === 'right' ? layer.x + layer.width : layer.x;
  const lineHeight = fitted.fontSize * LINE_HEIGHT;
  // The baseline of a line: its middle plus about half the height of a capital letter.
  const baseline = (line: number) => layer.y + line * lineHeight + lineHeight / 2 + fitted.fontSize * 0.35;
  const lines = fitted.lines.map((line, position) => `<tspan x="${num(x)}" y="${num(baseline(position))}">${escapeXml(line)}</tspan>`).join('');
  return (
    `<text font-family="${escapeXml(cssFontFamily(family))}" font-size="${num(fitted.fontSize)}" font-weight="${num(layer.fontWeight)}" ` +
    `fill="${colour(layer.color, '#000000')}" text-anchor="${ANCHORS[align]}" xml:space="preserve" data-layer="${index}">${lines}</text>`
  );
}

function layerSvg(layer: ImageTemplateLayer, index: number, data: TemplateData, resolve: ResolveImageUrl): string {
  switch (layer.type) {
    case 'text':
      return textLayer(layer, index, data);
    case 'image':
      return imageLayer(layer, index, data, resolve);
    case 'shape':
      return shapeLayer(layer, index);
    default:
      return '';
  }
}

/** The template as an SVG document of its own size (see the module's comment). */
export function renderTemplateSvg(template: RenderableTemplate, data: TemplateData, resolveImageUrl: ResolveImageUrl, options: RenderOptions = {}): string {
  const width = Math.max(1, template.width || 1);
  const height = Math.max(1, template.height || 1);
  const parts: string[] = [];
  if (options.fontCss) parts.push(`<style>${options.fontCss.replace(/</g, '')}</style>`);
  parts.push(`<rect width="${num(width)}" height="${num(height)}" fill="${colour(template.background?.color, '#FFFFFF')}"/>`);
  const backgroundHref = imageHref(template.background?.image, resolveImageUrl);
  if (backgroundHref) parts.push(picture(backgroundHref, { x: 0, y: 0, width, height }, 'cover'));
  template.layers.forEach((layer, index) => parts.push(layerSvg(layer, index, data, resolveImageUrl)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}">` +
    `${parts.join('')}</svg>`
  );
}
