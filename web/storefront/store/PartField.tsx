/**
 * One configurable part in the overlay (storefront.md §3 "Config part", §5 "Item validity",
 * "Upload"): text, textarea, select (radio buttons; an optional one is cleared by a second click
 * on the chosen option), multiselect (checkboxes), and image/images/file/files uploads with
 * thumbnails and the spec's alert when a file cannot be stored.
 */
import { useId, useState, type ChangeEvent } from 'react';
import { t } from '../../common/i18n';
import {
  UPLOAD_REJECTED_MESSAGE,
  acceptedExtensions,
  isUploadAccepted,
  partFiles,
  partText,
  selectedOptions,
  toggleOption,
  uploadAcceptAttribute,
  type CartItemPart,
  type ConfigPart,
} from '#shared/items/parts.ts';
import { optionPriceText } from './overlay';
import { UploadThumb } from './UploadThumb';
import { uploadFile, type PartUpload } from './uploads';

export interface PartFieldProps {
  part: ConfigPart;
  entry: CartItemPart | null | undefined;
  onChange: (entry: CartItemPart) => void;
  currency?: string;
  /** The part's message while it is not valid and the customer should see why. */
  error?: string | null;
}

function Label({ part }: { part: ConfigPart }) {
  return (
    <>
      {part.name}
      {part.optional && <span className="part__optional"> {t('store.overlay.optional')}</span>}
    </>
  );
}

export function PartField(props: PartFieldProps) {
  const { part } = props;
  if (part.type === 'text' || part.type === 'textarea') return <TextPart {...props} />;
  if (part.type === 'select' || part.type === 'multiselect') return <OptionsPart {...props} />;
  return <UploadPart {...props} />;
}

function Description({ id, text }: { id: string; text?: string | null }) {
  return text ? (
    <p id={id} className="part__description">
      {text}
    </p>
  ) : null;
}

function ErrorLine({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={id} className="part__error">
      {error}
    </p>
  ) : null;
}

function TextPart({ part, entry, onChange, error }: PartFieldProps) {
  const id = useId();
  const describedBy = [part.description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value: partText(entry),
    required: !part.optional,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange({ ...entry, name: part.name, value: event.target.value }),
  };
  return (
    <div className="part">
      <label className="part__label" htmlFor={id}>
        <Label part={part} />
      </label>
      <Description id={`${id}-description`} text={part.description} />
      {part.type === 'textarea' ? (
        <textarea className="input" rows={3} maxLength={5000} {...common} />
      ) : (
        <input className="input" type="text" maxLength={500} {...common} />
      )}
      <ErrorLine id={`${id}-error`} error={error} />
    </div>
  );
}

function OptionsPart({ part, entry, onChange, currency, error }: PartFieldProps) {
  const id = useId();
  const selected = selectedOptions(entry);
  const isSelect = part.type === 'select';
  const canDeselect = isSelect && Boolean(part.optional);
  const describedBy = [part.description ? `${id}-description` : '', canDeselect ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const choose = (name: string) => onChange({ ...toggleOption(part, entry, name), name: part.name });
  return (
    <fieldset className="part" aria-describedby={describedBy || undefined}>
      <legend className="part__label">
        <Label part={part} />
      </legend>
      <Description id={`${id}-description`} text={part.description} />
      {canDeselect && (
        <p id={`${id}-hint`} className="part__hint">
          {t('store.overlay.deselectHint')}
        </p>
      )}
      <div className="part__options">
        {(part.options ?? []).map((option) => {
          const checked = selected.includes(option.name);
          const price = optionPriceText(option, currency);
          return (
            <label key={option.name} className={`option${checked ? ' option--checked' : ''}`}>
              <input
                type={isSelect ? 'radio' : 'checkbox'}
                name={id}
                value={option.name}
                checked={checked}
                // A radio that is already checked fires no change: its second click clears an optional select.
                onClick={() => {
                  if (isSelect && checked) choose(option.name);
                }}
                onChange={() => {
                  if (!isSelect || !checked) choose(option.name);
                }}
              />
              <span className="option__name">{option.name}</span>
              {price && <span className="option__price">{price}</span>}
            </label>
          );
        })}
      </div>
      <ErrorLine id={`${id}-error`} error={error} />
    </fieldset>
  );
}

function UploadPart({ part, entry, onChange, error }: PartFieldProps) {
  const id = useId();
  const [uploading, setUploading] = useState(0);
  const [failed, setFailed] = useState(false);
  const files = partFiles(entry) as readonly PartUpload[];
  const isImage = part.type === 'image' || part.type === 'images';
  const isMultiple = part.type === 'images' || part.type === 'files';
  const chooseLabel = isImage
    ? t(isMultiple ? 'store.overlay.chooseImages' : 'store.overlay.chooseImage')
    : t(isMultiple ? 'store.overlay.chooseFiles' : 'store.overlay.chooseFile');
  const types = acceptedExtensions(part.type)
    .map((extension) => extension.toUpperCase())
    .join(', ');

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Let the same file be chosen again after a failure or a removal.
    event.target.value = '';
    if (chosen.length === 0) return;
    setFailed(false);
    const picked = isMultiple ? chosen : chosen.slice(0, 1);
    let current = files;
    for (const file of picked) {
      if (!isUploadAccepted(part.type, file.name)) {
        setFailed(true);
        continue;
      }
      setUploading((count) => count + 1);
      try {
        const upload = await uploadFile(file);
        current = isMultiple ? [...current, upload] : [upload];
        onChange({ ...entry, name: part.name, files: current });
      } catch {
        setFailed(true);
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  const remove = (index: number) => onChange({ ...entry, name: part.name, files: files.filter((_, position) => position !== index) });

  return (
    <fieldset className="part" aria-describedby={`${id}-types`}>
      <legend className="part__label">
        <Label part={part} />
      </legend>
      <Description id={`${id}-description`} text={part.description} />
      {files.length > 0 && (
        <ul className="uploads" role="list">
          {files.map((file, index) => {
            const name = file.name ?? `${t('store.overlay.uploaded')} ${index + 1}`;
            return (
              <li key={`${file.id}-${file.version}`} className="upload">
                <UploadThumb file={file} />
                <span className="upload__name">{name}</span>
                <button type="button" className="link-button" aria-label={t('store.overlay.removeFile', { name })} onClick={() => remove(index)}>
                  {t('store.cart.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {(isMultiple || files.length === 0) && (
        <div className="upload-picker">
          <input
            id={id}
            className="upload-picker__input"
            type="file"
            accept={uploadAcceptAttribute(part.type)}
            multiple={isMultiple}
            disabled={uploading > 0}
            aria-describedby={`${id}-types`}
            onChange={(event) => void onFiles(event)}
          />
          <label htmlFor={id} className="btn btn--secondary upload-picker__button">
            {chooseLabel}
          </label>
        </div>
      )}
      <p id={`${id}-types`} className="part__hint">
        {t('store.overlay.allowedTypes', { types })}
      </p>
      {uploading > 0 && (
        <p className="part__hint" role="status">
          {t('store.overlay.uploading')}
        </p>
      )}
      {failed && (
        <p className="part__error" role="alert">
          {UPLOAD_REJECTED_MESSAGE}
        </p>
      )}
      {!failed && <ErrorLine id={`${id}-error`} error={error} />}
    </fieldset>
  );
}
