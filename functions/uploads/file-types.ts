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
 * - Content checks: the magic bytes of every binary format, and beyond them whatever the format
 *   lets us check cheaply without parsing it (a file cut off or with something else glued to
 *   its start is refused):
 *   - PNG: the IHDR chunk first (at byte 12) and the IEND chunk last;
 *   - JPEG: an end-of-image marker (FF D9) after the start; decision: bytes after it are allowed,
 *     phones append trailers (Samsung's SEFT, MPF data);
 *   - GIF: the trailer byte 0x3B at the end;
 *   - WebP: the RIFF length field equals the file's length;
 *   - BMP: the file length field equals the file's length;
 *   - PDF: `%%EOF` within the last 1024 bytes (where readers look for it);
 *   - office files in ZIP form (docx, xlsx, pptx, odt, ods, odp): the end-of-central-directory
 *     record within the last 65,557 bytes (22 + the longest comment), i.e. a whole ZIP;
 *   - RTF: `{\rtf` first and `}` last (blanks and line ends after it allowed);
 *   - text (txt, csv): valid UTF-8 (a BOM allowed) or else Windows-1252, without control
 *     characters other than tab, line feed and carriage return (no NUL, ESC, DEL, C1 controls,
 *     and none of the five bytes Windows-1252 leaves undefined).
 *   The OLE2 formats (doc, xls, ppt), TIFF and HEIF keep their signature check.
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

const latin1 = (bytes: Uint8Array, start: number, end?: number): string => Buffer.from(bytes.subarray(start, end)).toString('latin1');

const bytesIndexOf = (bytes: Uint8Array, needle: readonly number[], from = 0): number => Buffer.from(bytes).indexOf(Buffer.from(needle), from);

/** ZIP container (local file header first, end-of-central-directory record near the end): the OOXML and OpenDocument formats. */
const ZIP_EOCD = [0x50, 0x4b, 0x05, 0x06];
const zip = (bytes: Uint8Array): boolean =>
  startsWith(0x50, 0x4b, 0x03, 0x04)(bytes) && Buffer.from(bytes.subarray(Math.max(4, bytes.length - 65_557))).lastIndexOf(Buffer.from(ZIP_EOCD)) !== -1;
/** OLE2 compound file: the old Word, Excel and PowerPoint formats. */
const ole2 = startsWith(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
/** PDF readers accept the header anywhere in the first 1024 bytes and look for `%%EOF` in the last 1024. */
const pdf = (bytes: Uint8Array): boolean =>
  Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-') && Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).includes('%%EOF');
const jpeg = (bytes: Uint8Array): boolean => startsWith(0xff, 0xd8, 0xff)(bytes) && bytesIndexOf(bytes, [0xff, 0xd9], 3) !== -1;
/** Signature, IHDR as the first chunk, IEND (length 0, its fixed CRC) as the last 12 bytes. */
const PNG_IEND = [0, 0, 0, 0, ...ascii('IEND'), 0xae, 0x42, 0x60, 0x82];
const png = (bytes: Uint8Array): boolean =>
  startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)(bytes) &&
  bytes.length >= 8 + 25 + 12 &&
  latin1(bytes, 12, 16) === 'IHDR' &&
  PNG_IEND.every((byte, index) => bytes[bytes.length - 12 + index] === byte);
const gif = (bytes: Uint8Array): boolean =>
  oneOf(startsWith(...ascii('GIF87a')), startsWith(...ascii('GIF89a')))(bytes) && bytes.length > 13 && bytes[bytes.length - 1] === 0x3b;
const uint32le = (bytes: Uint8Array, at: number): number => Buffer.from(bytes.subarray(at, at + 4)).readUInt32LE(0);
const webp = (bytes: Uint8Array): boolean =>
  startsWith(...ascii('RIFF'))(bytes) && bytes.length >= 16 && latin1(bytes, 8, 12) === 'WEBP' && uint32le(bytes, 4) + 8 === bytes.length;
const bmp = (bytes: Uint8Array): boolean => startsWith(...ascii('BM'))(bytes) && bytes.length >= 26 && uint32le(bytes, 2) === bytes.length;
const tiff = oneOf(startsWith(0x49, 0x49, 0x2a, 0x00), startsWith(0x4d, 0x4d, 0x00, 0x2a));
/** HEIF family: an ISO media file (`ftyp` box) with one of the HEIF brands. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);
const heif = (bytes: Uint8Array): boolean => latin1(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(latin1(bytes, 8, 12));
const rtf = (bytes: Uint8Array): boolean => startsWith(...ascii('{\\rtf'))(bytes) && /\}[\s\0]*$/.test(latin1(bytes, Math.max(0, bytes.length - 64)));

/** Tab, line feed and carriage return: the only control characters a text file may hold. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0d]);
/** Bytes Windows-1252 does not define. */
const CP1252_UNDEFINED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
const isControl = (code: number): boolean => (code < 0x20 && !TEXT_CONTROLS.has(code)) || (code >= 0x7f && code <= 0x9f);

/** UTF-8 (BOM allowed) or, failing that, Windows-1252, with no control characters but tab and line ends. */
export function isPlainText(bytes: Uint8Array): boolean {
  let text: string | undefined;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = undefined;
  }
  if (text !== undefined) {
    for (const character of text) if (isControl(character.codePointAt(0)!)) return false;
    return true;
  }
  // Windows-1252: 0x80–0x9F are printable characters there (€, „, …), except five undefined bytes.
  return bytes.every((byte) => (byte < 0x20 ? TEXT_CONTROLS.has(byte) : byte !== 0x7f && !CP1252_UNDEFINED.has(byte)));
}

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
  rtf: { mimeTypes: ['application/rtf', 'text/rtf'], matches: rtf },
  txt: { mimeTypes: ['text/plain'], matches: isPlainText },
  csv: { mimeTypes: ['text/csv', 'application/csv', 'text/x-csv', 'application/vnd.ms-excel', 'text/plain'], matches: isPlainText },
  jpg: { mimeTypes: ['image/jpeg', 'image/pjpeg'], matches: jpeg },
  jpeg: { mimeTypes: ['image/jpeg', 'image/pjpeg'], matches: jpeg },
  png: { mimeTypes: ['image/png'], matches: png },
  gif: { mimeTypes: ['image/gif'], matches: gif },
  webp: { mimeTypes: ['image/webp'], matches: webp },
  heic: { mimeTypes: ['image/heic', 'image/heic-sequence'], matches: heif },
  heif: { mimeTypes: ['image/heif', 'image/heif-sequence'], matches: heif },
  bmp: { mimeTypes: ['image/bmp', 'image/x-ms-bmp'], matches: bmp },
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

/** Whether the content is what its extension says (see the module comment for what is checked per type). */
export function contentMatches(extension: UploadExtension, bytes: Uint8Array): boolean {
  return FILE_TYPES[extension].matches(bytes);
}
