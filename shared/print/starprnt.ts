/**
 * StarPRNT command bytes (media type `application/vnd.star.starprnt`, Star's "StarPRNT Command
 * Specifications"; the subset a receipt needs), and the decoder the simulated printer and the
 * tests use to read them back.
 *
 * | Command              | Bytes                         | Use                                   |
 * |----------------------|-------------------------------|---------------------------------------|
 * | ESC @                | 1B 40                         | initialise                            |
 * | ESC GS t n           | 1B 1D 74 20                   | code page 1252 (German umlauts, €)    |
 * | ESC GS a n           | 1B 1D 61 n                    | alignment: 0 left, 1 centre, 2 right  |
 * | ESC E / ESC F        | 1B 45 / 1B 46                 | emphasis on / off                     |
 * | ESC i n1 n2          | 1B 69 n1 n2                   | expansion: height n1+1, width n2+1     |
 * | LF                   | 0A                            | print and feed one line               |
 * | ESC GS y S 0 n       | 1B 1D 79 53 30 02             | QR code model 2                       |
 * | ESC GS y S 1 n       | 1B 1D 79 53 31 01             | QR error correction M (15 %)          |
 * | ESC GS y S 2 n       | 1B 1D 79 53 32 06             | QR cell size 6 dots                   |
 * | ESC GS y D 1 m nL nH | 1B 1D 79 44 31 00 nL nH d…    | QR data (auto mode), k = nL + 256·nH  |
 * | ESC GS y P           | 1B 1D 79 50                   | print the QR code                     |
 * | ESC d n              | 1B 64 03                      | feed to the cutter, partial cut       |
 *
 * Text is code page 1252 (./cp1252.ts); QR data is UTF-8 (the status links are ASCII).
 */
import { decodeCp1252, encodeCp1252 } from './cp1252';
import { LARGE_COLUMNS, PAPER_COLUMNS, placeLine, wrapAtEdge, type Align, type PrintBlock } from './blocks';

export const STARPRNT_MEDIA_TYPE = 'application/vnd.star.starprnt';

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;
const CODE_PAGE_1252 = 32;
const ALIGN_CODE: Record<Align, number> = { left: 0, center: 1, right: 2 };
const ALIGN_OF_CODE: readonly Align[] = ['left', 'center', 'right'];
/** The most data bytes a QR code takes (ESC GS y D). */
export const QR_MAX_BYTES = 7089;

const utf8 = new TextEncoder();

interface Style {
  align: Align;
  bold: boolean;
  large: boolean;
}

export function encodeStarPrnt(blocks: readonly PrintBlock[]): Uint8Array {
  const out: number[] = [ESC, 0x40, ESC, GS, 0x74, CODE_PAGE_1252];
  const state: Style = { align: 'left', bold: false, large: false };
  const apply = (wanted: Style) => {
    if (wanted.align !== state.align) out.push(ESC, GS, 0x61, ALIGN_CODE[wanted.align]);
    if (wanted.bold !== state.bold) out.push(ESC, wanted.bold ? 0x45 : 0x46);
    if (wanted.large !== state.large) out.push(ESC, 0x69, wanted.large ? 1 : 0, wanted.large ? 1 : 0);
    Object.assign(state, wanted);
  };
  for (const block of blocks) {
    if (block.kind === 'text') {
      apply({ align: block.align ?? 'left', bold: block.bold === true, large: block.large === true });
      out.push(...encodeCp1252(block.text), LF);
    } else if (block.kind === 'rule') {
      apply({ align: 'left', bold: false, large: false });
      out.push(...encodeCp1252('-'.repeat(PAPER_COLUMNS)), LF);
    } else {
      const data = utf8.encode(block.data).slice(0, QR_MAX_BYTES);
      apply({ align: 'center', bold: false, large: false });
      out.push(ESC, GS, 0x79, 0x53, 0x30, 2, ESC, GS, 0x79, 0x53, 0x31, 1, ESC, GS, 0x79, 0x53, 0x32, 6);
      out.push(ESC, GS, 0x79, 0x44, 0x31, 0, data.length & 0xff, data.length >> 8, ...data);
      out.push(ESC, GS, 0x79, 0x50, LF);
    }
  }
  out.push(ESC, 0x64, 3);
  return Uint8Array.from(out);
}

export interface DecodedDocument {
  /** The printed text, one line per printed line, laid out like renderText (./blocks.ts). */
  text: string;
  /** The data of every QR code, in print order. */
  qrCodes: string[];
  /** Whether the document ends with a cut. */
  cut: boolean;
}

export class StarPrntDecodeError extends Error {
  override readonly name = 'StarPrntDecodeError';
}

const utf8Decoder = new TextDecoder('utf-8', { fatal: false });

/**
 * Reads StarPRNT bytes as a printer would: the commands above change the state, text bytes
 * collect until LF prints the line. Any other command is an error (the encoder never sends one).
 */
export function decodeStarPrnt(bytes: Uint8Array): DecodedDocument {
  const lines: string[] = [];
  const qrCodes: string[] = [];
  const state: Style = { align: 'left', bold: false, large: false };
  let pendingQr: string | undefined;
  let line: number[] = [];
  let cut = false;
  let qrJustPrinted = false;
  let index = 0;

  const take = (count: number): number[] => {
    if (index + count > bytes.length) throw new StarPrntDecodeError(`Befehl bei Byte ${index} ist unvollständig.`);
    const taken = [...bytes.subarray(index, index + count)];
    index += count;
    return taken;
  };
  const expect = (...expected: number[]) => {
    const got = take(expected.length);
    if (got.some((byte, position) => byte !== expected[position])) {
      throw new StarPrntDecodeError(`Unbekannter Befehl bei Byte ${index - expected.length}: ${got.map((b) => b.toString(16)).join(' ')}`);
    }
  };
  const printLine = () => {
    const printed = decodeCp1252(line);
    for (const part of wrapAtEdge(printed, state.large ? LARGE_COLUMNS : PAPER_COLUMNS)) lines.push(placeLine(part, state.align, state.large));
    line = [];
  };

  while (index < bytes.length) {
    const byte = take(1)[0]!;
    if (byte === LF) {
      // The LF right after a printed QR code only feeds the paper.
      if (qrJustPrinted && line.length === 0) qrJustPrinted = false;
      else printLine();
      continue;
    }
    qrJustPrinted = false;
    if (byte !== ESC) {
      if (byte < 0x20) throw new StarPrntDecodeError(`Unerwartetes Steuerzeichen ${byte.toString(16)} bei Byte ${index - 1}.`);
      line.push(byte);
      continue;
    }
    const command = take(1)[0]!;
    if (command === 0x40) continue;
    if (command === 0x45 || command === 0x46) {
      state.bold = command === 0x45;
      continue;
    }
    if (command === 0x69) {
      const [height, width] = take(2) as [number, number];
      state.large = height > 0 && width > 0;
      continue;
    }
    if (command === 0x64) {
      take(1);
      cut = true;
      continue;
    }
    if (command !== GS) throw new StarPrntDecodeError(`Unbekannter Befehl ESC ${command.toString(16)} bei Byte ${index - 2}.`);
    const sub = take(1)[0]!;
    if (sub === 0x74) {
      const page = take(1)[0]!;
      if (page !== CODE_PAGE_1252) throw new StarPrntDecodeError(`Codepage ${page} wird nicht unterstützt.`);
      continue;
    }
    if (sub === 0x61) {
      const code = take(1)[0]!;
      const align = ALIGN_OF_CODE[code];
      if (!align) throw new StarPrntDecodeError(`Ungültige Ausrichtung ${code}.`);
      state.align = align;
      continue;
    }
    if (sub !== 0x79) throw new StarPrntDecodeError(`Unbekannter Befehl ESC GS ${sub.toString(16)} bei Byte ${index - 3}.`);
    const qrCommand = take(1)[0]!;
    if (qrCommand === 0x53) {
      take(2);
    } else if (qrCommand === 0x44) {
      expect(0x31, 0);
      const [low, high] = take(2) as [number, number];
      pendingQr = utf8Decoder.decode(Uint8Array.from(take(low + high * 256)));
    } else if (qrCommand === 0x50) {
      if (pendingQr === undefined) throw new StarPrntDecodeError('QR-Code ohne Daten gedruckt.');
      qrCodes.push(pendingQr);
      qrJustPrinted = true;
      continue;
    } else {
      throw new StarPrntDecodeError(`Unbekannter QR-Befehl ${qrCommand.toString(16)}.`);
    }
  }
  if (line.length > 0) printLine();
  return { text: lines.join('\n'), qrCodes, cut };
}
