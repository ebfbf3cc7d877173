/** How the Dateien screens show an upload: its preview, name, size and the order that uses it. */
import { useState } from 'react';
import { DEFAULT_TIME_ZONE, formatDateTime } from '#shared/time/index.ts';
import { t } from '../../i18n';
import { useUploadLinks, type UploadRecord } from './api';

export const uploadName = (upload: UploadRecord): string => upload.name?.trim() || t('mediaAdmin.uploads.unnamed');

export const uploadDate = (upload: UploadRecord): string => formatDateTime(new Date(upload.createdAt), DEFAULT_TIME_ZONE);

export const usedByText = (upload: UploadRecord): string =>
  upload.usedBy ? t('mediaAdmin.uploads.usedByOrder', { id: upload.usedBy }) : t('mediaAdmin.uploads.unused');

/**
 * The preview of an image or PDF upload (asked for once per file version); other files, and a
 * file whose preview is not there (not rendered yet, or unreadable), show their type.
 */
export function UploadThumbnail({ upload, large }: { upload: UploadRecord; large?: boolean }) {
  const links = useUploadLinks(upload);
  const [failed, setFailed] = useState<string | undefined>();
  const preview = links.data?.preview;
  if (!preview || failed === preview) return <span className="bo-media-placeholder">{upload.extension.toUpperCase()}</span>;
  return <img className={large ? 'bo-media-preview' : undefined} src={preview} alt="" loading="lazy" onError={() => setFailed(preview)} />;
}
