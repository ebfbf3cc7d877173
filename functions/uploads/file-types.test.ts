import { describe, expect, it } from 'vitest';
import { DOCUMENT_EXTENSIONS } from '#shared/items/parts.ts';
import { contentMatches, extensionOf, resolveFileType, type UploadExtension } from './file-types';

const bytes = (...values: Array<number | string>): Uint8Array =>
  Buffer.concat(values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))));

/** The first bytes of a real file of each type (as `file(1)` knows them), plus some content. */
const SAMPLES: Record<UploadExtension, Uint8Array> = {
  pdf: bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'),
  doc: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0),
  docx: bytes('PK', 3, 4, 20, 0, '[Content_Types].xml'),
  xls: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0),
  xlsx: bytes('PK', 3, 4, 20, 0, 'xl/workbook.xml'),
  ppt: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0),
  pptx: bytes('PK', 3, 4, 20, 0, 'ppt/presentation.xml'),
  odt: bytes('PK', 3, 4, 10, 0, 'mimetypeapplication/vnd.oasis.opendocument.text'),
  ods: bytes('PK', 3, 4, 10, 0, 'mimetypeapplication/vnd.oasis.opendocument.spreadsheet'),
  odp: bytes('PK', 3, 4, 10, 0, 'mimetypeapplication/vnd.oasis.opendocument.presentation'),
  rtf: bytes('{\\rtf1\\ansi Leberkäse}'),
  txt: bytes('Bitte ohne Zwiebeln.\r\n'),
  csv: bytes('Name;Menge\nKäsekrainer;12\n'),
  jpg: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF', 0),
  jpeg: bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0x10, 'Exif', 0),
  png: bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 'IHDR'),
  gif: bytes('GIF89a', 1, 0, 1, 0),
  webp: bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '),
  heic: bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0, 'mif1heic'),
  heif: bytes(0, 0, 0, 0x18, 'ftypmif1', 0, 0, 0, 0, 'mif1heic'),
  bmp: bytes('BM', 0x36, 0, 0, 0),
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
    expect(contentMatches('pdf', bytes(' '.repeat(1000), '%PDF-1.4'))).toBe(true);
    expect(contentMatches('pdf', bytes(' '.repeat(1024), '%PDF-1.4'))).toBe(false);
  });

  it('tells WebP and HEIF from other RIFF and ISO media files', () => {
    expect(contentMatches('webp', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBe(false);
    expect(contentMatches('heic', bytes(0, 0, 0, 0x18, 'ftypisom', 0, 0, 2, 0))).toBe(false);
  });

  it('refuses an image cut off inside its signature', () => {
    expect(contentMatches('png', SAMPLES.png.subarray(0, 7))).toBe(false);
  });
});
