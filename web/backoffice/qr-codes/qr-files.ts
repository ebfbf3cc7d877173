/**
 * A QR code as files to download: SVG (for print, scales without loss) and PNG (for screens and
 * office programs, drawn on a canvas in the browser). Both black on white with the quiet zone the
 * standard asks for (../tables/qr.ts).
 */
import { SHEET_FORMATS, labelsPerSheet, qrCodeLabelContent, type SheetFormatId } from '#shared/labels/index.ts';
import { qrCode, qrMatrix } from '../tables/qr';

/** Pixels per module of the PNG: a 33-module code becomes about 1 000 px, enough for A4 print. */
export const PNG_MODULE_PIXELS = 24;

/** The SVG document of the code for `address`. */
export function qrSvg(address: string): string {
  const { size, path } = qrCode(address);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 10}" height="${size * 10}" shape-rendering="crispEdges">`,
    `<rect width="${size}" height="${size}" fill="#ffffff"/>`,
    `<path d="${path}" fill="#000000"/>`,
    '</svg>',
  ].join('');
}

/** The file name of a code: its path as a word (`/flyer-leibnitz` → `qr-flyer-leibnitz`). */
export function qrFileName(path: string, extension: 'svg' | 'png' | 'pdf'): string {
  const word = path
    .toLowerCase()
    .replace(/[^a-z0-9äöüß]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `qr-${word || 'code'}.${extension}`;
}

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadSvg(address: string, path: string): void {
  download(new Blob([qrSvg(address)], { type: 'image/svg+xml' }), qrFileName(path, 'svg'));
}

export function downloadPng(address: string, path: string): void {
  const matrix = qrMatrix(address);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = matrix.length * PNG_MODULE_PIXELS;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) context.fillRect(x * PNG_MODULE_PIXELS, y * PNG_MODULE_PIXELS, PNG_MODULE_PIXELS, PNG_MODULE_PIXELS);
    }),
  );
  canvas.toBlob((blob) => blob && download(blob, qrFileName(path, 'png')), 'image/png');
}

/**
 * A whole A4 label sheet of the code (media/labels: the same formats and PDF drawing as the price
 * labels), for a flyer run or the shop window; printed at actual size it lines up with the sheet's
 * die-cut labels. The PDF code loads only when a sheet is asked for.
 */
export async function downloadLabelSheet(address: string, code: { name: string; path: string }, formatId: SheetFormatId): Promise<void> {
  const { createLabelPdf } = await import('../media/labels/label-pdf');
  const format = SHEET_FORMATS[formatId];
  const content = qrCodeLabelContent(code, address);
  const pdf = createLabelPdf(
    Array.from({ length: labelsPerSheet(format) }, () => content),
    { format, skip: 0, cutGuides: false, title: code.name },
  );
  download(new Blob([pdf], { type: 'application/pdf' }), qrFileName(code.path, 'pdf'));
}
