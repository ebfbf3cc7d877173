/**
 * Windows code page 1252 (Western European), the code page the receipt selects on the printer
 * (StarPRNT `ESC GS t 32`): it holds every German letter and the euro sign. Characters outside it
 * print as '?'; control characters would be taken for printer commands, so they print as a blank.
 */

/** The characters of 0x80–0x9F (the rest of 0xA0–0xFF is Latin-1, i.e. the same code point). */
const HIGH: Readonly<Record<number, string>> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

const BYTE_OF = new Map<string, number>(Object.entries(HIGH).map(([byte, char]) => [char, Number(byte)]));

const UNKNOWN = 0x3f; // '?'
const BLANK = 0x20;

/** The byte of one character, or undefined when code page 1252 has none. */
function byteOf(char: string): number | undefined {
  const code = char.codePointAt(0)!;
  if (code < 0x20 || code === 0x7f) return BLANK;
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
  return BYTE_OF.get(char);
}

/** The text as the printer will show it: NFC, controls → blank, unknown characters → '?'. */
export function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const byte = byteOf(char);
    out += byte === undefined ? '?' : byte === BLANK && char !== ' ' ? ' ' : char;
  }
  return out;
}

export function encodeCp1252(text: string): number[] {
  return [...text.normalize('NFC')].map((char) => byteOf(char) ?? UNKNOWN);
}

export function decodeCp1252(bytes: Iterable<number>): string {
  let out = '';
  for (const byte of bytes) out += byte >= 0x80 && byte <= 0x9f ? (HIGH[byte] ?? '?') : String.fromCharCode(byte);
  return out;
}
