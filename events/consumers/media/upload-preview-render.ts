/**
 * The preview of a customer's upload (shared/items/uploads.ts `PREVIEWED_EXTENSIONS`): a JPEG of
 * at most PREVIEW_MAX_EDGE pixels on its long side, on white, without metadata. No I/O besides
 * sharp and pdf.js: the consumer (./upload-preview.ts) reads and writes the objects.
 *
 * Decisions:
 * - Images (JPEG, PNG, GIF, WebP, TIFF) go through sharp like the library's photos
 *   (./renditions.ts): upright by their EXIF orientation, sRGB, first frame of an animation,
 *   transparency flattened onto white, never enlarged.
 * - A PDF shows its first page: pdf.js (legacy build, the one for Node) parses it and draws the
 *   page onto an @napi-rs/canvas at the scale that makes its long side PREVIEW_MAX_EDGE; sharp
 *   encodes the canvas's pixels. pdf.js 6 compiles nothing from a document any more (no `eval`,
 *   no `new Function`; the `isEvalSupported` switch of earlier versions is gone) and runs no
 *   document JavaScript (scripting is the viewer's, not used here). The standard fonts, the
 *   CMaps of East Asian fonts and the image decoders (JBIG2, JPEG 2000) come from the pdfjs-dist
 *   package, so text set in a font the PDF does not embed still renders.
 * - A file that cannot be read (broken, encrypted, not what its name says) throws
 *   PreviewUnavailableError: it gets no preview and the screens show its name.
 */
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import sharp, { type Sharp } from 'sharp';

/** Longest edge of a preview, in pixels. */
export const PREVIEW_MAX_EDGE = 640;

const PREVIEW_JPEG_QUALITY = 80;
/** More pixels than any accepted upload (4 MiB) decodes to in practice; a decompression bomb stops here. */
const MAX_INPUT_PIXELS = 100_000_000;
/** A page drawn at most this long while fitting PREVIEW_MAX_EDGE (a 10 cm × 10 m banner stays a strip). */
const MAX_PAGE_SCALE = 8;

/** The file has no preview: broken, encrypted, or not of its type. */
export class PreviewUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`No preview: ${reason}`, options);
    this.name = 'PreviewUnavailableError';
  }
}

/** The preview of an upload of type `extension` (lower case). */
export async function renderUploadPreview(bytes: Uint8Array, extension: string): Promise<Buffer> {
  if (bytes.length === 0) throw new PreviewUnavailableError('empty file');
  if (extension === 'pdf') return renderPdfPreview(bytes);
  return encodePreview(() => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).autoOrient());
}

/** Scales, flattens and encodes; a sharp error (unreadable image) becomes PreviewUnavailableError. */
async function encodePreview(input: () => Sharp): Promise<Buffer> {
  try {
    return await input()
      .toColourspace('srgb')
      .resize(PREVIEW_MAX_EDGE, PREVIEW_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ mozjpeg: true, quality: PREVIEW_JPEG_QUALITY })
      .toBuffer();
  } catch (error) {
    throw new PreviewUnavailableError('unreadable image', { cause: error });
  }
}

/** The folders of the pdfjs-dist package pdf.js loads fonts, CMaps and decoders from (paths end in '/'). */
function pdfjsResources(): { standardFontDataUrl: string; cMapUrl: string; wasmUrl: string } {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const folder = (name: string) => `${join(root, name)}/`;
  return { standardFontDataUrl: folder('standard_fonts'), cMapUrl: folder('cmaps'), wasmUrl: folder('wasm') };
}

async function renderPdfPreview(bytes: Uint8Array): Promise<Buffer> {
  const [pdfjs, { createCanvas }] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('@napi-rs/canvas')]);
  // pdf.js takes the buffer over (transfers it to its worker): give it a copy.
  const loading = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    disableFontFace: true,
    cMapPacked: true,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    ...pdfjsResources(),
  });
  try {
    let pixels: { data: Buffer; width: number; height: number };
    try {
      const document = await loading.promise;
      const page = await document.getPage(1);
      const unscaled = page.getViewport({ scale: 1 });
      const scale = Math.min(MAX_PAGE_SCALE, PREVIEW_MAX_EDGE / Math.max(unscaled.width, unscaled.height));
      const viewport = page.getViewport({ scale });
      const width = Math.max(1, Math.round(viewport.width));
      const height = Math.max(1, Math.round(viewport.height));
      const canvas = createCanvas(width, height);
      const context = canvas.getContext('2d');
      // Pages are paper: white where the PDF paints nothing.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
      pixels = { data: Buffer.from(context.getImageData(0, 0, width, height).data.buffer), width, height };
      page.cleanup();
    } catch (error) {
      throw new PreviewUnavailableError('unreadable PDF', { cause: error });
    }
    return await encodePreview(() => sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 4 } }));
  } finally {
    await loading.destroy();
  }
}
