/** How the media screens show an image's processing state, size and thumbnail. */
import type { Image } from '#shared/schemas/media.ts';
import { imageErrorText } from '../../data/image-upload';
import { thumbnailUrl } from '../../data/images-api';
import { t } from '../../i18n';

/** 'Wird verarbeitet …', 'Fehler: …' or '4000 × 3000 px'. */
export function imageStatusText(image: Image): string {
  if (image.status === 'pending') return t('mediaAdmin.image.processing');
  if (image.status === 'failed') return t('mediaAdmin.image.failed', { message: imageErrorText(image) });
  return dimensionsText(image);
}

export function dimensionsText(image: Pick<Image, 'width' | 'height'>): string {
  return image.width && image.height ? t('mediaAdmin.images.dimensions', { width: image.width, height: image.height }) : '–';
}

/** '2,4 MB', '830 KB'. */
export function fileSizeText(bytes: number | undefined): string {
  if (bytes === undefined) return '–';
  const format = (value: number) => value.toLocaleString('de-AT', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format(bytes / 1024 / 1024)} MB`;
  if (bytes >= 1024) return `${format(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** The square thumbnail, or an empty frame while the image has no file yet. */
export function ImageThumbnail({ image }: { image: Image }) {
  if (!image.fileVersion) return <span className="bo-media-placeholder">{t('mediaAdmin.image.noFile')}</span>;
  return <img src={thumbnailUrl(image)} alt="" loading="lazy" width={128} height={128} />;
}
