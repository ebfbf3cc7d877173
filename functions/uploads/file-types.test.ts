import { describe, expect, it } from 'vitest';
import { DOCUMENT_EXTENSIONS } from '#shared/items/parts.ts';
import { contentMatches, extensionOf, isPlainText, resolveFileType, type UploadExtension } from './file-types';

const bytes = (...values: Array<number | string | Uint8Array>): Uint8Array =>
  Buffer.concat(
    values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : typeof value === 'number' ? Buffer.from([value]) : Buffer.from(value))),
  );

const le32 = (value: number): number[] => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, (value >>> 24) & 0xff];

/** The smallest whole PNG: signature, IHDR (1×1, 8-bit grey), IEND. */
const PNG_SIGNATURE = [0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a] as const;
const PNG_IHDR = [0, 0, 0, 0x0d, 'IHDR', 0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0, 0x3a, 0x7e, 0x9b, 0x55] as const;
const PNG_IEND = [0, 0, 0, 0, 'IEND', 0xae, 0x42, 0x60, 0x82] as const;
const png = bytes(...PNG_SIGNATURE, ...PNG_IHDR, ...PNG_IEND);
/** A JPEG: SOI, an APP0 header, some data, EOI. */
const jpeg = (app: number, marker: string) => bytes(0xff, 0xd8, 0xff, app, 0, 0x10, marker, 0, 1, 2, 0xff, 0xd9);
const webp = (() => {
  const body = bytes('WEBPVP8 ', 4, 0, 0, 0, 1, 2, 3, 4);
  return bytes('RIFF', ...le32(body.length), body);
})();
const bmp = bytes('BM', ...le32(34), 0, 0, 0, 0, ...le32(26), ...Array<number>(16).fill(0), 0xff, 0xff, 0xff, 0);
/** A ZIP with one entry: local header, …, end of central directory (22 bytes, no comment). */
const zipOf = (entry: string) => bytes('PK', 3, 4, 20, 0, entry, 'PK', 1, 2, 'PK', 5, 6, ...Array<number>(18).fill(0));

/** A small whole file of each type (as `file(1)` knows them). */
const SAMPLES: Record<UploadExtension, Uint8Array> = {
  pdf: bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  doc: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0),
  docx: zipOf('[Content_Types].xml'),
  xls: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0),
  xlsx: zipOf('xl/workbook.xml'),
  ppt: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0),
  pptx: zipOf('ppt/presentation.xml'),
  odt: zipOf('mimetypeapplication/vnd.oasis.opendocument.text'),
  ods: zipOf('mimetypeapplication/vnd.oasis.opendocument.spreadsheet'),
  odp: zipOf('mimetypeapplication/vnd.oasis.opendocument.presentation'),
  rtf: bytes("{\\rtf1\\ansi Leberk\\'e4se}\r\n"),
  txt: Buffer.from('Bitte ohne Zwiebeln.\r\n\tDanke – Käsekrainer 🌭\n', 'utf8'),
  csv: bytes('Name;Menge\nK', 0xe4, 'sekrainer;12\n', 0x80, ' 3,50\n'),
  jpg: jpeg(0xe0, 'JFIF'),
  jpeg: jpeg(0xe1, 'Exif'),
  png,
  gif: bytes('GIF89a', 1, 0, 1, 0, 0, 0, 0, ',', 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, ';'),
  webp,
  heic: bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0, 'mif1heic'),
  heif: bytes(0, 0, 0, 0x18, 'ftypmif1', 0, 0, 0, 0, 'mif1heic'),
  bmp,
  tif: bytes('II', 0x2a, 0, 8, 0, 0, 0),
  tiff: bytes('MM', 0, 0x2a, 0, 0, 0, 8),
};

describe('extensionOf', () => {
  it('takes the last extension, lower case', () => {
    expect(extensionOf('Torte.JPG')).toBe('jpg');
    expect(extensionOf('rechnung.final.pdf')).toBe('pdf');
    expect(extensionOf('foto.png.exe')).toBe('exe');
  });

  it('is empty without one (no dot, a trailing dot, only a leading dot)', () => {
    expect(extensionOf('Torte')).toBe('');
    expect(extensionOf('Torte.')).toBe('');
    expect(extensionOf('.png')).toBe('');
  });
});

describe('resolveFileType', () => {
  it('takes the type from the name when the MIME type agrees, storing the usual MIME type', () => {
    expect(resolveFileType('image/png', 'Torte.PNG')).toEqual({ extension: 'png', mimeType: 'image/png' });
    expect(resolveFileType('image/jpeg', 'Hochzeit.jpeg')).toEqual({ extension: 'jpeg', mimeType: 'image/jpeg' });
    // Windows with Excel installed reports CSV files so.
    expect(resolveFileType('application/vnd.ms-excel', 'Bestellung.csv')).toEqual({ extension: 'csv', mimeType: 'text/csv' });
  });

  it('trusts the name when the browser does not know the type', () => {
    expect(resolveFileType('application/octet-stream', 'IMG_0042.HEIC')).toEqual({ extension: 'heic', mimeType: 'image/heic' });
    expect(resolveFileType('', 'liste.txt')).toEqual({ extension: 'txt', mimeType: 'text/plain' });
  });

  it('takes the usual extension of the MIME type without a name (or without an extension in it)', () => {
    expect(resolveFileType('image/jpeg', undefined)).toEqual({ extension: 'jpg', mimeType: 'image/jpeg' });
    expect(resolveFileType('text/plain', 'Notiz')).toEqual({ extension: 'txt', mimeType: 'text/plain' });
    expect(resolveFileType('application/pdf', undefined)).toEqual({ extension: 'pdf', mimeType: 'application/pdf' });
  });

  it('refuses other types, a name and MIME type that disagree, and an unknown type without a name', () => {
    expect(resolveFileType('application/x-msdownload', 'setup.exe')).toBeUndefined();
    expect(resolveFileType('image/png', 'setup.exe')).toBeUndefined();
    expect(resolveFileType('image/svg+xml', 'logo.svg')).toBeUndefined();
    expect(resolveFileType('text/html', undefined)).toBeUndefined();
    expect(resolveFileType('image/png', 'Torte.jpg')).toBeUndefined();
    expect(resolveFileType('application/octet-stream', undefined)).toBeUndefined();
    expect(resolveFileType('application/zip', 'fotos.zip')).toBeUndefined();
  });

  it('knows every accepted extension with its MIME type', () => {
    for (const extension of DOCUMENT_EXTENSIONS) {
      const resolved = resolveFileType('application/octet-stream', `datei.${extension}`);
      expect(resolved?.extension, extension).toBe(extension);
      expect(resolveFileType(resolved!.mimeType, `datei.${extension}`), extension).toEqual(resolved);
    }
  });
});

describe('contentMatches', () => {
  it('accepts each type with its own first bytes', () => {
    for (const extension of DOCUMENT_EXTENSIONS) expect(contentMatches(extension, SAMPLES[extension]), extension).toBe(true);
  });

  it('refuses a renamed file: text as an image, a PNG as a JPEG, a program as a PDF or text', () => {
    expect(contentMatches('png', SAMPLES.txt)).toBe(false);
    expect(contentMatches('jpg', SAMPLES.png)).toBe(false);
    expect(contentMatches('gif', bytes('GIF90a'))).toBe(false);
    const program = bytes('MZ', 0x90, 0, 3, 0, 0, 0, 4, 0);
    for (const extension of DOCUMENT_EXTENSIONS) expect(contentMatches(extension, program), extension).toBe(false);
  });

  it('finds the PDF header within the first 1024 bytes only', () => {
    expect(contentMatches('pdf', bytes(' '.repeat(1000), '%PDF-1.4\n%%EOF'))).toBe(true);
    expect(contentMatches('pdf', bytes(' '.repeat(1024), '%PDF-1.4\n%%EOF'))).toBe(false);
  });

  it('tells WebP and HEIF from other RIFF and ISO media files', () => {
    expect(contentMatches('webp', bytes('RIFF', 4, 0, 0, 0, 'WAVE'))).toBe(false);
    expect(contentMatches('heic', bytes(0, 0, 0, 0x18, 'ftypisom', 0, 0, 2, 0))).toBe(false);
  });

  it('refuses an image cut off inside its signature', () => {
    expect(contentMatches('png', SAMPLES.png.subarray(0, 7))).toBe(false);
  });
});

describe('contentMatches beyond the first bytes', () => {
  it('PNG: needs IHDR first and IEND last', () => {
    expect(contentMatches('png', png)).toBe(true);
    expect(contentMatches('png', png.subarray(0, png.length - 1)), 'cut off').toBe(false);
    expect(contentMatches('png', bytes(...PNG_SIGNATURE, ...PNG_IHDR))).toBe(false);
    expect(contentMatches('png', bytes(...PNG_SIGNATURE, 0, 0, 0, 0x0d, 'tEXt', ...Array<number>(17).fill(0), ...PNG_IEND))).toBe(false);
    expect(contentMatches('png', bytes(png, '<script>alert(1)</script>'))).toBe(false);
  });

  it('JPEG: needs an end-of-image marker, trailers after it are allowed', () => {
    expect(contentMatches('jpg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF', 0, 1, 2))).toBe(false);
    expect(contentMatches('jpg', bytes(jpeg(0xe0, 'JFIF'), 'SEFT trailer'))).toBe(true);
  });

  it('GIF: ends with its trailer byte', () => {
    expect(contentMatches('gif', SAMPLES.gif.subarray(0, SAMPLES.gif.length - 1))).toBe(false);
  });

  it('WebP and BMP: the length field is the file’s length', () => {
    expect(contentMatches('webp', bytes(webp, 'extra'))).toBe(false);
    expect(contentMatches('bmp', bmp.subarray(0, 33))).toBe(false);
    expect(contentMatches('bmp', bytes('BM', 'Hello, this is not a bitmap at all.'))).toBe(false);
  });

  it('PDF: needs %%EOF in its last 1024 bytes', () => {
    expect(contentMatches('pdf', bytes('%PDF-1.7\n1 0 obj'))).toBe(false);
    expect(contentMatches('pdf', bytes('%PDF-1.7\n%%EOF\n', ' '.repeat(1024)))).toBe(false);
  });

  it('office files: a ZIP with its central directory, not just a local header', () => {
    expect(contentMatches('docx', bytes('PK', 3, 4, 20, 0, '[Content_Types].xml'))).toBe(false);
    expect(contentMatches('xlsx', SAMPLES.xlsx)).toBe(true);
  });

  it('RTF: closes its group', () => {
    expect(contentMatches('rtf', bytes('{\\rtf1\\ansi Leberk'))).toBe(false);
  });

  it('text: UTF-8 or Windows-1252 without control characters', () => {
    expect(isPlainText(Buffer.from('\ufeffÄpfel;Birnen\r\n', 'utf8'))).toBe(true);
    expect(isPlainText(bytes('Stra', 0xdf, 'e ', 0x84, 'Zitat', 0x93, ' 5 ', 0x80))).toBe(true);
    expect(isPlainText(bytes('Hallo', 0x1b, '[31m'))).toBe(false);
    expect(isPlainText(bytes('Hallo', 0x07))).toBe(false);
    expect(isPlainText(bytes('Hallo', 0x7f))).toBe(false);
    expect(isPlainText(bytes('Hallo', 0))).toBe(false);
    // 0x81 is undefined in Windows-1252, and alone it is no UTF-8 either.
    expect(isPlainText(bytes('Hallo ', 0x81))).toBe(false);
    // U+0085 (NEL), a C1 control, in valid UTF-8.
    expect(isPlainText(bytes('Hallo ', 0xc2, 0x85))).toBe(false);
    expect(contentMatches('txt', bytes('Hallo', 0x0c))).toBe(false);
  });
});
