/**
 * Uploads of image and file parts (storefront.md §5 "Upload", §7 "Upload create"): the file is
 * read as a base64 data URL and sent to `POST /api/uploads` as `{data, name}`; the answer is the
 * Upload entity, of which the cart item keeps the address fields.
 *
 * Decision: a photo over the server's limit (UPLOAD_MAX_BYTES, 4 MiB; today's phone cameras
 * write more) is scaled down in the browser to at most MAX_EDGE pixels on its longer side and
 * sent as JPEG, so customers need not shrink it themselves. GIFs are sent as they are (scaling
 * would drop an animation); anything still too large gets the spec's alert.
 */
import type { UploadRef } from '#shared/items/parts.ts';
import { isBrowserImage, UPLOAD_MAX_BYTES } from '#shared/items/uploads.ts';
import { t } from '../../common/i18n';
import { api } from '../client';

/** The upload as the cart keeps it, plus its name to show in the overlay. */
export interface PartUpload extends UploadRef {
  version: number;
  publicHash: string;
  name?: string;
}

interface UploadRecord {
  id: string;
  version: number;
  extension: string;
  publicHash: string;
  mimeType?: string;
  name?: string;
}

/**
 * The browser's upload token (functions/uploads/binding.ts): 128 random bits, base64url, made
 * once and kept in localStorage, sent with every upload and with the order, so the server accepts
 * in an order only files this browser uploaded. Without storage (private mode) it lives as long
 * as the page.
 */
const UPLOAD_TOKEN_KEY = 'theke.uploadToken';
let pageToken: string | undefined;

export function uploadToken(): string {
  try {
    const stored = localStorage.getItem(UPLOAD_TOKEN_KEY);
    if (stored && /^[A-Za-z0-9_-]{22,100}$/.test(stored)) return stored;
  } catch {
    // No storage: the page's own token below.
  }
  if (!pageToken) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    pageToken = btoa(String.fromCharCode(...bytes))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '');
  }
  try {
    localStorage.setItem(UPLOAD_TOKEN_KEY, pageToken);
  } catch {
    // Kept for this page only.
  }
  return pageToken;
}

const MAX_EDGE = 2560;
const SCALABLE_TYPES = ['image/jpeg', 'image/png'];

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The photo as a JPEG of at most MAX_EDGE pixels per side, named ….jpg; null if it cannot be drawn. */
async function scaledDown(file: File): Promise<File | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_EDGE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return null;
    // JPEG has no transparency: a white ground instead of black for transparent PNGs.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob) return null;
    const base = file.name.replace(/\.[^.]*$/, '') || t('store.overlay.photoFileName');
    return new File([blob], `${base}.jpg`, { type: 'image/jpeg' });
  } catch {
    return null;
  }
}

/**
 * The images this page sent, as object URLs by upload id: the overlay shows them until the
 * server's preview is there (./UploadThumb.tsx). They live as long as the page.
 */
const localFiles = new Map<string, string>();

export const localUploadUrl = (upload: { id: string }): string | undefined => localFiles.get(upload.id);

/** Sends a file; throws (with any message) when it cannot be stored: the caller shows the alert. */
export async function uploadFile(file: File): Promise<PartUpload> {
  let sent: File | null = file;
  if (file.size > UPLOAD_MAX_BYTES && SCALABLE_TYPES.includes(file.type)) sent = await scaledDown(file);
  if (!sent || sent.size > UPLOAD_MAX_BYTES) throw new Error('too large');
  const data = await readAsDataUrl(sent);
  const upload = await api.post<UploadRecord>('/api/uploads', { data, name: sent.name, token: uploadToken() });
  if (isBrowserImage(upload.extension) && typeof URL.createObjectURL === 'function') localFiles.set(upload.id, URL.createObjectURL(sent));
  return {
    id: upload.id,
    version: upload.version,
    extension: upload.extension,
    publicHash: upload.publicHash,
    ...(upload.mimeType ? { mimeType: upload.mimeType } : {}),
    name: upload.name ?? sent.name,
  };
}
