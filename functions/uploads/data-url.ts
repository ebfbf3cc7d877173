/**
 * The base64 data URL of `POST /api/uploads` (`data:image/png;base64,iVBOR…`, RFC 2397, as the
 * browser's FileReader.readAsDataURL writes it). Only the base64 form is accepted: a file is
 * binary. Node's base64 decoder skips characters it does not know, so the alphabet is checked
 * first; otherwise a damaged file would be stored as a different, shorter one.
 */

export interface DataUrl {
  /** Lower case; '' when the URL names none (`data:;base64,…`). */
  mimeType: string;
  base64: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

export function parseDataUrl(text: string): DataUrl | undefined {
  if (!text.startsWith('data:')) return undefined;
  const comma = text.indexOf(',');
  if (comma === -1) return undefined;
  // `<type>[;param=value]*;base64`: parameters such as charset are allowed and ignored.
  const header = text.slice('data:'.length, comma).split(';');
  if (header.length < 2 || header.at(-1)!.toLowerCase() !== 'base64') return undefined;
  const mimeType = header[0]!.trim().toLowerCase();
  if (mimeType !== '' && !MIME_TYPE.test(mimeType)) return undefined;
  const base64 = text.slice(comma + 1);
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return undefined;
  return { mimeType, base64 };
}

/** Bytes the base64 text decodes to, without decoding it. */
export function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}
