/** Reading back the QR codes the back office draws as SVG (web/backoffice/tables/qr.ts). */
import type { Locator } from 'playwright-core';
import decodeQR from 'qr/decode.js';

/**
 * The text an `<svg>` QR code encodes: its path (one 'M{x} {y}h{run}v1h-{run}z' per run of dark
 * modules) drawn back into pixels, 4 per module, and read by the `qr` package's decoder.
 */
export async function decodeSvgCode(code: Locator): Promise<string> {
  const [size, path] = await Promise.all([code.getAttribute('viewBox'), code.locator('path').getAttribute('d')]);
  const modules = Number(size!.split(' ')[2]);
  const scale = 4;
  const width = modules * scale;
  const data = new Uint8Array(width * width * 4).fill(255);
  for (const [, x, y, run] of path!.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let column = Number(x) * scale; column < (Number(x) + Number(run)) * scale; column++) {
      for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row++) data.set([0, 0, 0, 255], (row * width + column) * 4);
    }
  }
  return decodeQR({ width, height: width, data });
}
