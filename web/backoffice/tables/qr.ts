/**
 * The QR codes of the table cards, as the data of one SVG path.
 *
 * Library: `qr` (paulmillr/qr): no dependencies, ES modules, about 5 KB gzipped for the encoder,
 * released regularly, and it ships a decoder with which the tests read the printed code back.
 * The others on npm: `qrcode` is CommonJS with dependencies and last released in 2024 (Amplify's
 * sign-in brings a pinned 1.5.0 of it, a version we do not choose); `qrcode-generator` has an old
 * global-style API; `uqr` is small ES modules too but rarely released. `qr` is imported only
 * here, so it lands in the lazily loaded tables chunk of the back office, never in the storefront
 * or the order screens.
 *
 * We take the library's module matrix, not its 'svg' string: React draws the <svg> (no injected
 * markup, an accessible name) and one path with a rectangle per run of dark modules in a row.
 */
import encodeQR from 'qr';

/**
 * Error correction 'quartile': a quarter of the code may be unreadable. Table cards get
 * stained, creased and laminated (glare); the code grows by a version or two, which a card's
 * 50 mm code carries easily.
 */
const ERROR_CORRECTION = 'quartile';

/** The quiet zone the QR standard asks for around the code, in modules. */
export const QUIET_ZONE = 4;

export interface QrCode {
  /** Modules per side, quiet zone included: the SVG's viewBox is 0 0 size size. */
  size: number;
  /** SVG path data of the dark modules. */
  path: string;
}

/** The module matrix of `text` (true = dark), quiet zone included. */
export function qrMatrix(text: string): boolean[][] {
  return encodeQR(text, 'raw', { ecc: ERROR_CORRECTION, border: QUIET_ZONE });
}

/** One rectangle per run of dark modules in a row: [[1,1,0,1]] → 'M0 0h2v1h-2zM3 0h1v1h-1z'. */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  let path = '';
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      let run = 1;
      while (row[x + run]) run += 1;
      path += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  });
  return path;
}

export function qrCode(text: string): QrCode {
  const matrix = qrMatrix(text);
  return { size: matrix.length, path: qrPath(matrix) };
}
