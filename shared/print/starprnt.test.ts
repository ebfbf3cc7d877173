import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderText, type PrintBlock } from './blocks';
import { printable } from './cp1252';
import { StarPrntDecodeError, decodeStarPrnt, encodeStarPrnt } from './starprnt';

const hex = (bytes: Uint8Array): string => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join(' ');

describe('StarPRNT encoder', () => {
  it('writes init, code page 1252, alignment, emphasis, expansion, QR code and cut', () => {
    const blocks: PrintBlock[] = [
      { kind: 'text', text: 'Grüße', align: 'center', bold: true },
      { kind: 'text', text: '42', align: 'center', bold: true, large: true },
      { kind: 'text', text: '5 €' },
      { kind: 'qr', data: 'https://x.at/s' },
    ];
    expect(hex(encodeStarPrnt(blocks))).toBe(
      [
        '1b 40', // ESC @
        '1b 1d 74 20', // ESC GS t 32: code page 1252
        '1b 1d 61 01', // centre
        '1b 45', // emphasis
        '47 72 fc df 65 0a', // "Grüße" in 1252, LF
        '1b 69 01 01', // double height and width
        '34 32 0a',
        '1b 1d 61 00', // left
        '1b 46', // emphasis off
        '1b 69 00 00', // normal size
        '35 20 80 0a', // "5 €": € is 0x80 in 1252
        '1b 1d 61 01',
        '1b 1d 79 53 30 02', // QR model 2
        '1b 1d 79 53 31 01', // error correction M
        '1b 1d 79 53 32 06', // cell size 6 dots
        '1b 1d 79 44 31 00 0e 00 68 74 74 70 73 3a 2f 2f 78 2e 61 74 2f 73', // 14 data bytes
        '1b 1d 79 50 0a', // print QR
        '1b 64 03', // feed and partial cut
      ].join(' '),
    );
  });

  it('prints what code page 1252 lacks as "?" and control characters as blanks', () => {
    const decoded = decodeStarPrnt(encodeStarPrnt([{ kind: 'text', text: 'Čevapčiči 🍖\tTab' }]));
    expect(decoded.text).toBe('?evap?i?i ? Tab');
    expect(printable('Čevapčiči 🍖\tTab')).toBe('?evap?i?i ? Tab');
  });

  it('refuses bytes that are not the commands we send', () => {
    expect(() => decodeStarPrnt(Uint8Array.from([0x1b, 0x40, 0x1b, 0x2a, 0x72]))).toThrow(StarPrntDecodeError);
    expect(() => decodeStarPrnt(Uint8Array.from([0x1b, 0x1d, 0x74, 0x01]))).toThrow('Codepage 1 wird nicht unterstützt.');
    expect(() => decodeStarPrnt(Uint8Array.from([0x1b, 0x1d, 0x79, 0x44, 0x31, 0x00, 0x05, 0x00, 0x61]))).toThrow(StarPrntDecodeError);
  });

  it('names the offending bytes of a command it does not know', () => {
    const decode =
      (...bytes: number[]) =>
      () =>
        decodeStarPrnt(Uint8Array.from(bytes));
    // ESC GS y D must go on with 31 00 (model 1, auto mode).
    expect(decode(0x1b, 0x1d, 0x79, 0x44, 0x32, 0x00, 0x01, 0x00, 0x61)).toThrow('Unbekannter Befehl bei Byte 4: 32 0');
    expect(decode(0x1b, 0x1d, 0x79, 0x51)).toThrow('Unbekannter QR-Befehl 51.');
    expect(decode(0x1b, 0x1d, 0x21, 0x00)).toThrow('Unbekannter Befehl ESC GS 21 bei Byte 0.');
    expect(decode(0x1b, 0x1d, 0x61, 0x03)).toThrow('Ungültige Ausrichtung 3.');
    expect(decode(0x41, 0x09, 0x42, 0x0a)).toThrow('Unerwartetes Steuerzeichen 9 bei Byte 1.');
    expect(decode(0x1b, 0x1d, 0x79, 0x50, 0x0a)).toThrow('QR-Code ohne Daten gedruckt.');
  });

  it('prints a last line that lacks its LF, and bytes that code page 1252 leaves free as "?"', () => {
    // 0x81 is unassigned in 1252; no ESC d at the end: no cut.
    expect(decodeStarPrnt(Uint8Array.from([0x4f, 0x4b, 0x0a, 0x41, 0x81, 0x42]))).toEqual({ text: 'OK\nA?B', qrCodes: [], cut: false });
  });
});

const align = fc.constantFrom('left' as const, 'center' as const, 'right' as const);
const textBlock = fc.record(
  {
    kind: fc.constant('text' as const),
    // size 'medium': texts up to 100 characters, so lines wider than the paper (and than 24 large columns) occur.
    text: fc.string({ maxLength: 120, size: 'medium', unit: fc.constantFrom('a', 'Z', ' ', 'ä', 'Ö', 'ß', '€', '–', '\n', '🍖', 'Č', '1', '.') }),
    align,
    bold: fc.boolean(),
    large: fc.boolean(),
  },
  { requiredKeys: ['kind', 'text'] },
);
const block: fc.Arbitrary<PrintBlock> = fc.oneof(
  textBlock,
  fc.constant({ kind: 'rule' as const }),
  fc.record({ kind: fc.constant('qr' as const), data: fc.string({ minLength: 1, maxLength: 300, unit: 'grapheme' }) }),
);

describe('StarPRNT round trip', () => {
  it('decodes every encoded document to its plain-text rendering and its QR codes', () => {
    fc.assert(
      fc.property(fc.array(block, { maxLength: 30 }), (blocks) => {
        const decoded = decodeStarPrnt(encodeStarPrnt(blocks));
        expect(decoded.text).toBe(renderText(blocks.filter((candidate) => candidate.kind !== 'qr')));
        expect(decoded.qrCodes).toEqual(blocks.flatMap((candidate) => (candidate.kind === 'qr' ? [candidate.data] : [])));
        expect(decoded.cut).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
