/**
 * The file types a customer may upload (shared/items/parts.ts DOCUMENT_EXTENSIONS, which include
 * the image types of image parts), the MIME types browsers report for each, and a check of the
 * first bytes, so that a renamed file (a program called "foto.png", a text claiming image/png)
 * is refused: staff open these files on the shop's computers.
 *
 * Decisions where the spec is silent:
 * - The extension of the file name decides the type; without a name the MIME type of the data URL
 *   does. Both given, they must agree. A browser that does not know a type (HEIC on some systems)
 *   reports `application/octet-stream` or nothing: then the name alone decides.
 * - The stored MIME type is the usual one of the extension, whatever alias the browser sent
 *   (Windows reports CSV files as `application/vnd.ms-excel`).
 * - Content checks: the magic bytes of every binary format; office files in ZIP form (docx, xlsx,
 *   pptx, odt, ods, odp) are checked as ZIP only; text files (txt, csv) must not contain NUL bytes,
 *   which every binary file has and no text in any 8-bit encoding or UTF-8 does.
 */
import { DOCUMENT_EXTENSIONS } from '#shared/items/parts.ts';

export type UploadExtension = (typeof DOCUMENT_EXTENSIONS)[number];

interface FileType {
  /** First the one we store and serve, then aliases browsers send. */
  mimeTypes: readonly string[];
  matches(bytes: Uint8Array): boolean;
}

const startsWith =
  (...signature: number[]) =>
  (bytes: Uint8Array): boolean =>
    bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

const oneOf =
  (...checks: Array<(bytes: Uint8Array) => boolean>) =>
  (bytes: Uint8Array): boolean =>
    checks.some((check) => check(bytes));

/** ZIP container (local file header): the OOXML and OpenDocument formats. */
const zip = startsWith(0x50, 0x4b, 0x03, 0x04);
/** OLE2 compound file: the old Word, Excel and PowerPoint formats. */
const ole2 = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
/** PDF readers accept the header anywhere in the first 1024 bytes. */
const pdf = (bytes: Uint8Array): boolean => Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');
const jpeg = startsWith(0xff, 0xd8, 0xff);
const png = startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const gif = oneOf(startsWith(...ascii('GIF87a')), startsWith(...ascii('GIF89a')));
const webp = (bytes: Uint8Array): boolean => startsWith(...ascii('RIFF'))(bytes) && Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP';
const tiff = oneOf(startsWith(0x49, 0x49, 0x2a, 0x00), startsWith(0x4d, 0x4d, 0x00, 0x2a));
/** HEIF family: an ISO media file (`ftyp` box) with one of the HEIF brands. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);
const heif = (bytes: Uint8Array): boolean =>
  Buffer.from(bytes.subarray(4, 8)).toString('latin1') === 'ftyp' && HEIF_BRANDS.has(Buffer.from(bytes.subarray(8, 12)).toString('latin1'));
const hasNoNulBytes = (bytes: Uint8Array): boolean => !bytes.includes(0);

const FILE_TYPES: Record<UploadExtension, FileType> = {
  pdf: { mimeTypes: ['application/pdf', 'application/x-pdf'], matches: pdf },
  doc: { mimeTypes: ['application/msword'], matches: ole2 },
  docx: { mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'], matches: zip },
  xls: { mimeTypes: ['application/vnd.ms-excel'], matches: ole2 },
  xlsx: { mimeTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], matches: zip },
  ppt: { mimeTypes: ['application/vnd.ms-powerpoint'], matches: ole2 },
  pptx: { mimeTypes: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'], matches: zip },
  odt: { mimeTypes: ['application/vnd.oasis.opendocument.text'], matches: zip },
  ods: { mimeTypes: ['application/vnd.oasis.opendocument.spreadsheet'], matches: zip },
  odp: { mimeTypes: ['application/vnd.oasis.opendocument.presentation'], matches: zip },
  rtf: { mimeTypes: ['application/rtf', 'text/rtf'], matches: startsWith(...ascii('{\\rtf')) },
  txt: { mimeTypes: ['text/plain'], matches: hasNoNulBytes },
  csv: { mimeTypes: ['text/csv', 'application/csv', 'text/x-csv', 'application/vnd.ms-excel', 'text/plain'], matches: hasNoNulBytes },
  jpg: { mimeTypes: ['image/jpeg', 'image/pjpeg'], matches: jpeg },
  jpeg: { mimeTypes: ['image/jpeg', 'image/pjpeg'], matches: jpeg },
  png: { mimeTypes: ['image/png'], matches: png },
  gif: { mimeTypes: ['image/gif'], matches: gif },
  webp: { mimeTypes: ['image/webp'], matches: webp },
  heic: { mimeTypes: ['image/heic', 'image/heic-sequence'], matches: heif },
  heif: { mimeTypes: ['image/heif', 'image/heif-sequence'], matches: heif },
  bmp: { mimeTypes: ['image/bmp', 'image/x-ms-bmp'], matches: startsWith(...ascii('BM')) },
  tif: { mimeTypes: ['image/tiff'], matches: tiff },
  tiff: { mimeTypes: ['image/tiff'], matches: tiff },
};

/** What browsers send for a file whose type they do not know. */
const UNKNOWN_MIME_TYPES = new Set(['', 'application/octet-stream']);

const isUploadExtension = (extension: string): extension is UploadExtension => Object.hasOwn(FILE_TYPES, extension);

/** The lower-case extension of a file name ("Torte.JPG" → "jpg"), '' without one. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

export interface ResolvedType {
  extension: UploadExtension;
  /** The MIME type to store and serve. */
  mimeType: string;
}

/**
 * The accepted type of an upload from the MIME type of its data URL and its file name, or
 * undefined when the type is not accepted or name and MIME type disagree.
 */
export function resolveFileType(mimeType: string, name: string | undefined): ResolvedType | undefined {
  const claimed = mimeType.trim().toLowerCase();
  const fromName = name === undefined ? '' : extensionOf(name);
  let extension: UploadExtension | undefined;
  if (fromName !== '') {
    if (!isUploadExtension(fromName)) return undefined;
    if (!UNKNOWN_MIME_TYPES.has(claimed) && !FILE_TYPES[fromName].mimeTypes.includes(claimed)) return undefined;
    extension = fromName;
  } else {
    // The first extension listing the MIME type is its usual one (image/jpeg → jpg, text/plain → txt).
    extension = DOCUMENT_EXTENSIONS.find((candidate) => FILE_TYPES[candidate].mimeTypes.includes(claimed));
  }
  return extension ? { extension, mimeType: FILE_TYPES[extension].mimeTypes[0]! } : undefined;
}

/** Whether the content is what its extension says (magic bytes, or text without NUL bytes). */
export function contentMatches(extension: UploadExtension, bytes: Uint8Array): boolean {
  return FILE_TYPES[extension].matches(bytes);
}
