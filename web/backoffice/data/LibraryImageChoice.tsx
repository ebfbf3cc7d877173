/**
 * One library image for a template (its background, an image layer), chosen with the data
 * screens' ImagePicker inside a disclosure: the library's grid opens only when asked for, so a
 * template with several image layers stays a short form.
 */
import type { ImageRef } from '#shared/schemas/common.ts';
import { ImagePicker } from '../../data/ImagePicker';
import { t } from '../../i18n';

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
    <details className="it-image-choice" open={Boolean(error)}>
      <summary className="it-image-choice__summary">{t('imageTemplatesAdmin.image.summary', { legend, chosen })}</summary>
      <ImagePicker legend={legend} help={help} value={value ? [value] : []} onChange={(images) => onChange(images.at(-1))} max={1} error={error} />
    </details>
  );
}
