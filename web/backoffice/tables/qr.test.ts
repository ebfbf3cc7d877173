import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { qrCode, qrMatrix, qrPath, QUIET_ZONE } from './qr';

/** The matrix as black-on-white RGBA pixels, `scale` pixels per module (the decoder needs ≥ 2). */
function rasterize(matrix: boolean[][], scale = 4) {
  const width = matrix.length * scale;
  const data = new Uint8Array(width * width * 4);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const shade = matrix[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
      data.set([shade, shade, shade, 255], (y * width + x) * 4);
    }
  }
  return { width, height: width, data };
}

describe('qrPath', () => {
  it('draws one rectangle per run of dark modules in a row', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, true, true, true],
        [false, false, false, false],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 1h3v1h-3z');
    expect(qrPath([[false, false]])).toBe('');
  });
});

describe('qrCode', () => {
  it('decodes back to the link', () => {
    for (const link of ['https://fleischerei-gruber.at/store/graz?table=T1', 'https://a.at/store/graz?table=Garten%20%26%20Terrasse']) {
      expect(decodeQR(rasterize(qrMatrix(link)))).toBe(link);
    }
  });

  it('has the module count of error correction Q plus the 4-module quiet zone', () => {
    expect(QUIET_ZONE).toBe(4);
    // 41 bytes: version 4 (33 modules; Q holds up to 46 bytes) + 2 × 4.
    expect(qrCode('http://localhost:3000/store/graz?table=T1').size).toBe(41);
    // 49 bytes: version 5 (37 modules; Q holds up to 60 bytes) + 2 × 4.
    expect(qrCode('https://fleischerei-gruber.at/store/graz?table=T1').size).toBe(45);
    // The boundary between version 4 and 5 at Q: 46 and 47 bytes.
    const base = 'https://a.at/store/graz?table=';
    expect(qrCode(base + 'x'.repeat(46 - base.length)).size).toBe(41);
    expect(qrCode(base + 'x'.repeat(47 - base.length)).size).toBe(45);
  });

  it('leaves the quiet zone light and starts the finder pattern right after it', () => {
    const matrix = qrMatrix('https://fleischerei-gruber.at/store/graz?table=T1');
    for (let i = 0; i < QUIET_ZONE; i++) {
      expect(matrix[i]!.every((dark) => !dark)).toBe(true);
      expect(matrix.every((row) => !row[i])).toBe(true);
    }
    // The top-left finder's first row: 7 dark modules.
    expect(matrix[4]!.slice(4, 11)).toEqual([true, true, true, true, true, true, true]);
    expect(qrCode('https://fleischerei-gruber.at/store/graz?table=T1').path.startsWith('M4 4h7v1h-7z')).toBe(true);
  });

  it('differs between tables', () => {
    const t1 = qrCode('https://fleischerei-gruber.at/store/graz?table=T1');
    const t2 = qrCode('https://fleischerei-gruber.at/store/graz?table=T2');
    expect(t1.size).toBe(t2.size);
    expect(t1.path).not.toBe(t2.path);
  });
});
