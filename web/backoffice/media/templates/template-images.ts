/**
 * What the preview and the PNG export need around the shared renderer
 * (shared/image-templates/render-svg.ts): the images' addresses, the web fonts' stylesheets, and
 * drawing the SVG onto a canvas at the template's full size.
 *
 * An SVG drawn as an image (onto a canvas) loads nothing itself, so the export first fetches every
 * image it shows and the font files of every family it uses and puts them into the SVG as data
 * URLs. A font that cannot be loaded leaves its generic family; an image that cannot be loaded is
 * left out (the preview showed it missing too).
 */
import { imageUrl, type Rendition } from '#shared/media/image-files.ts';
import { templateFontFamily, templateFontStylesheet } from '#shared/image-templates/fonts.ts';
import { renderTemplateSvg, type RenderableTemplate, type TemplateData, type TemplateImageRef } from '#shared/image-templates/render-svg.ts';

const imageKey = (image: TemplateImageRef) => `${image.id}-${image.version}.${image.extension}`;

/** The rendition the preview shows and the one the export draws (the whole photo, 1920 wide at most). */
export const PREVIEW_RENDITION: Rendition = 'medium';
export const EXPORT_RENDITION: Rendition = 'large';

/** The library images the template shows with `data` (background, library layers, the product's first image). */
export function templateImages(template: RenderableTemplate, data: TemplateData): TemplateImageRef[] {
  const images: TemplateImageRef[] = [];
  if (template.background?.image) images.push(template.background.image);
  for (const layer of template.layers) {
    if (layer.type !== 'image') continue;
    const image = layer.source === 'product' ? data.product?.images?.[0] : layer.image;
    if (image) images.push(image);
  }
  return images;
}

/** The stylesheets of the shop's font families the text layers use (one per family and weight). */
export function templateStylesheets(template: RenderableTemplate): string[] {
  const urls = new Set<string>();
  for (const layer of template.layers) {
    if (layer.type !== 'text') continue;
    const url = templateFontStylesheet(templateFontFamily(layer.fontFamily), layer.fontWeight);
    if (url) urls.add(url);
  }
  return [...urls];
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(blob);
  });
}

async function fetchDataUrl(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url);
    return response.ok ? await blobToDataUrl(await response.blob()) : undefined;
  } catch {
    return undefined;
  }
}

/** A stylesheet with its `url(/font/…)` files inlined as data URLs; empty when it cannot be loaded. */
async function inlineStylesheet(url: string): Promise<string> {
  try {
    const response = await fetch(url);
    if (!response.ok) return '';
    const css = await response.text();
    const files = [...new Set([...css.matchAll(/url\((\/font\/[^)\s'"]+)\)/g)].map((match) => match[1]!))];
    const inlined = new Map(await Promise.all(files.map(async (file) => [file, await fetchDataUrl(file)] as const)));
    return css.replace(/url\((\/font\/[^)\s'"]+)\)/g, (written, file: string) => {
      const data = inlined.get(file);
      return data ? `url(${data})` : written;
    });
  } catch {
    return '';
  }
}

/** The SVG with every image and font inside it, ready to be drawn as an image. */
export async function selfContainedSvg(template: RenderableTemplate, data: TemplateData): Promise<string> {
  const images = templateImages(template, data);
  const dataUrls = new Map(await Promise.all(images.map(async (image) => [imageKey(image), await fetchDataUrl(imageUrl(image, EXPORT_RENDITION))] as const)));
  const fontCss = (await Promise.all(templateStylesheets(template).map(inlineStylesheet))).join('\n');
  return renderTemplateSvg(template, data, (image) => dataUrls.get(imageKey(image)), { fontCss });
}

/** The template drawn at its full size as a PNG. */
export async function renderTemplatePng(template: RenderableTemplate, data: TemplateData): Promise<Blob> {
  const svg = await selfContainedSvg(template, data);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = template.width;
  canvas.height = template.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  context.drawImage(image, 0, 0, template.width, template.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas'))), 'image/png'));
}

/** The preview's image address (the library's medium rendition). */
export const previewImageUrl = (image: TemplateImageRef) => imageUrl(image, PREVIEW_RENDITION);
