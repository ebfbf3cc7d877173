/**
 * One library image (an image template's background or image layer, a signage scene's background
 * or image region), chosen with ImagePicker inside a disclosure: the library's grid opens only
 * when asked for, so a form with several image choices stays short.
 */
import type { ImageRef } from '#shared/schemas/common.ts';
import { ImagePicker } from './ImagePicker';
import { t } from '../i18n';
import './library-image-choice.css';

export interface LibraryImageChoiceProps {
  legend: string;
  help?: string;
  value: ImageRef | undefined;
  onChange: (image: ImageRef | undefined) => void;
  error?: string;
}

export function LibraryImageChoice({ legend, help, value, onChange, error }: LibraryImageChoiceProps) {
  const chosen = value ? value.name?.trim() || t('dataScreen.imagePicker.unnamed') : t('imageTemplatesAdmin.image.none');
  return (
    <details className="bo-image-choice" open={Boolean(error)}>
      <summary className="bo-image-choice__summary">{t('imageTemplatesAdmin.image.summary', { legend, chosen })}</summary>
      <ImagePicker legend={legend} help={help} value={value ? [value] : []} onChange={(images) => onChange(images.at(-1))} max={1} error={error} />
    </details>
  );
}
