/**
 * Uploading a photo into the image library (backoffice.md §7 images, storefront.md §3 "Image"):
 * the browser checks size and type first (the server's German messages, so a 30 MB file never
 * starts), asks the API for an upload (`POST /api/images/uploads`, or `/api/images/{id}/upload` to
 * replace a file), sends the file straight to S3 as multipart form data (XMLHttpRequest, for its
 * progress events) and then asks for the record about every second until the processor has made
 * its renditions ('ready') or refused the file ('failed' with a message key).
 *
 * Several files run at once, at most `UPLOAD_CONCURRENCY`; the rest wait their turn.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { IMAGE_UPLOAD_TYPES, imageUploadRefusal } from '#shared/media/image-files.ts';
import { imageSchema, imageUploadAnswerSchema, type Image, type ImageUploadAnswer } from '#shared/schemas/media.ts';
import { ApiError } from '../../common/api';
import { api } from '../client';
import { staffMessages } from '#shared/i18n/staff.ts';
import { t, type PlainMessageKey } from '../i18n';
import { imagesApi } from './images-api';

export const UPLOAD_CONCURRENCY = 3;
/** How often and how long the record is asked for while the processor works. */
export const POLL_INTERVAL_MS = 1000;
export const POLL_TIMEOUT_MS = 120_000;

/** What the input's `accept` lists: the types the server takes. */
export const IMAGE_ACCEPT = Object.keys(IMAGE_UPLOAD_TYPES).join(',');

/** The file facts the checks need (a `File` has them). */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/**
 * The German refusal of a file the server would refuse for its size or type, checked before any
 * request; undefined when it may be sent. The real type is checked by the processor.
 */
export function checkImageFile(file: FileFacts): string | undefined {
  const refusal = imageUploadRefusal({ name: file.name, contentType: file.type, size: file.size });
  return refusal && t(refusal.key);
}

/** The German text of a failed image's `errorCode` (a key of shared/i18n/media.ts). */
export function imageErrorText(image: Pick<Image, 'errorCode'>): string {
  const code = image.errorCode;
  return code && Object.hasOwn(staffMessages, code) ? t(code as PlainMessageKey) : t('api.image.processingFailed');
}

/** Sends the file to S3 as the upload's form fields with the file last; `onProgress` gets 0…1. */
export function sendToStorage(upload: ImageUploadAnswer['upload'], file: Blob, onProgress: (share: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', upload.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new Error(t('mediaAdmin.upload.transferFailed')));
    };
    request.onerror = () => reject(new Error(t('mediaAdmin.upload.transferFailed')));
    request.onabort = () => reject(new Error(t('mediaAdmin.upload.transferFailed')));
    request.send(form);
  });
}

/** Asks for the image until the processor is done with it (or the time is up). */
export async function waitUntilProcessed(id: string, signal?: AbortSignal): Promise<Image> {
  const until = Date.now() + POLL_TIMEOUT_MS;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    if (signal?.aborted) throw new Error(t('mediaAdmin.upload.timeout'));
    try {
      const image = await api.get(`/api/images/${encodeURIComponent(id)}`, { schema: imageSchema, fallback: t('dataScreen.images.loadFailed') });
      if (image.status === 'ready' || image.status === 'failed') return image;
    } catch (error) {
      // A lost connection for a moment is waited out; a refusal (deleted meanwhile) ends it.
      if (error instanceof ApiError && error.status !== 0) throw error;
    }
    if (Date.now() > until) throw new Error(t('mediaAdmin.upload.timeout'));
  }
}

export type UploadPhase = 'waiting' | 'uploading' | 'processing' | 'ready' | 'refused';

export interface UploadItem {
  key: string;
  fileName: string;
  phase: UploadPhase;
  /** Share of the bytes sent, 0…1. */
  progress: number;
  /** The German refusal (phase 'refused'). */
  message?: string;
  /** The image once the server knows it; the processed one when 'ready'. */
  image?: Image;
}

export interface ImageUploadsOptions {
  /** Replace the file of this image instead of creating new ones. */
  replaceId?: string;
  /** Called once per image the processor made ready. */
  onReady?: (image: Image) => void;
}

let nextKey = 0;

/**
 * The uploads of one drop zone: `add(files)` checks each file and queues it; at most
 * UPLOAD_CONCURRENCY run at once. Items stay listed with their outcome until `clearDone`.
 */
export function useImageUploads({ replaceId, onReady }: ImageUploadsOptions = {}) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<string, File>());
  const running = useRef(new Set<string>());
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    if (mounted.current) setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(
    async (key: string, file: File) => {
      try {
        const url = replaceId ? `/api/images/${encodeURIComponent(replaceId)}/upload` : '/api/images/uploads';
        const answer = await api.post(
          url,
          { name: file.name, contentType: file.type, size: file.size },
          { schema: imageUploadAnswerSchema, fallback: t('mediaAdmin.upload.requestFailed') },
        );
        patch(key, { phase: 'uploading', image: answer.image });
        imagesApi.storeSaved(queryClient, answer.image, !replaceId);
        await sendToStorage(answer.upload, file, (progress) => patch(key, { progress }));
        patch(key, { phase: 'processing', progress: 1 });
        const image = await waitUntilProcessed(answer.image.id);
        imagesApi.storeSaved(queryClient, image, false);
        if (image.status === 'ready') {
          patch(key, { phase: 'ready', image });
          onReadyRef.current?.(image);
        } else patch(key, { phase: 'refused', image, message: imageErrorText(image) });
      } catch (error) {
        const message = error instanceof ApiError ? (error.errors[0]?.message ?? error.message) : error instanceof Error ? error.message : undefined;
        patch(key, { phase: 'refused', message: message || t('mediaAdmin.upload.requestFailed') });
      }
    },
    [patch, queryClient, replaceId],
  );

  // Starts waiting uploads while fewer than UPLOAD_CONCURRENCY run.
  useEffect(() => {
    for (const item of items) {
      if (running.current.size >= UPLOAD_CONCURRENCY) break;
      if (item.phase !== 'waiting' || running.current.has(item.key)) continue;
      const file = files.current.get(item.key);
      if (!file) continue;
      running.current.add(item.key);
      void run(item.key, file).finally(() => {
        running.current.delete(item.key);
        files.current.delete(item.key);
        // Wakes the queue for the next waiting file.
        if (mounted.current) setItems((current) => [...current]);
      });
    }
  }, [items, run]);

  const add = useCallback((chosen: Iterable<File>) => {
    const added: UploadItem[] = [];
    for (const file of chosen) {
      const key = `upload-${++nextKey}`;
      const refusal = checkImageFile(file);
      if (!refusal) files.current.set(key, file);
      added.push({ key, fileName: file.name, phase: refusal ? 'refused' : 'waiting', progress: 0, message: refusal });
    }
    setItems((current) => [...current, ...added]);
  }, []);

  const clearDone = useCallback(() => setItems((current) => current.filter((item) => item.phase !== 'ready' && item.phase !== 'refused')), []);

  return { items, add, clearDone, busy: items.some((item) => item.phase === 'waiting' || item.phase === 'uploading' || item.phase === 'processing') };
}
