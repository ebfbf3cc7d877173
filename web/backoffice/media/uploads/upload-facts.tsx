/** How the Dateien screens show an upload: its preview, name, size and the order that uses it. */
import { DEFAULT_TIME_ZONE, formatDateTime } from '#shared/time/index.ts';
import { t } from '../../i18n';
import { useUploadLinks, type UploadRecord } from './api';

export const uploadName = (upload: UploadRecord): string => upload.name?.trim() || t('mediaAdmin.uploads.unnamed');

export const uploadDate = (upload: UploadRecord): string => formatDateTime(new Date(upload.createdAt), DEFAULT_TIME_ZONE);

export const usedByText = (upload: UploadRecord): string =>
  upload.usedBy ? t('mediaAdmin.uploads.usedByOrder', { id: upload.usedBy }) : t('mediaAdmin.uploads.unused');

/** The preview of an image upload (asked for once per file version); other files show their type. */
export function UploadThumbnail({ upload, large }: { upload: UploadRecord; large?: boolean }) {
  const links = useUploadLinks(upload);
  if (!links.data?.preview) return <span className="bo-media-placeholder">{upload.extension.toUpperCase()}</span>;
  return <img className={large ? 'bo-media-preview' : undefined} src={links.data.preview} alt="" loading="lazy" />;
}
