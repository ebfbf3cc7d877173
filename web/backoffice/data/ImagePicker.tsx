/**
 * Choosing a record's images from the image library (GET /api/images, ./images-api.ts): the
 * chosen images in their order, each with a remove button, and below them the library's images
 * (searchable, a page at a time; only processed ones, status 'ready') with an add button each.
 * 'Hochladen' opens the library's drop zone (./ImageUploader.tsx) inside the form: each uploaded
 * photo is added to the chosen images once the processor has made it ready, so an editor of a
 * product, category or branch never has to leave the record for a new photo.
 *
 * It sits inside a record's form: Enter in its search field searches instead of saving the record.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ImageRef } from '#shared/schemas/common.ts';
import { Button, ErrorState, Loading } from '../../common/ui';
import { t } from '../i18n';
import { Fieldset } from './fields';
import { ImageUploader } from './ImageUploader';
import { mayCall, useViewer } from './access';
import { useImageUploads } from './image-upload';
import { useDebouncedValue } from './hooks';
import { imageRefOf, imagesApi, thumbnailUrl } from './images-api';
import './image-picker.css';

export interface ImagePickerProps {
  legend: string;
  help?: string;
  value: readonly ImageRef[];
  onChange: (images: ImageRef[]) => void;
  /** The schema's limit. */
  max: number;
  error?: string;
  /** Shows the chosen images only (a viewer who may not change the record). */
  readOnly?: boolean;
}

const nameOf = (image: { name?: string }) => image.name?.trim() || t('dataScreen.imagePicker.unnamed');

export function ImagePicker({ legend, help, value, onChange, max, error, readOnly }: ImagePickerProps) {
  const chosenId = useId();
  return (
    <Fieldset legend={legend} help={help} className="bo-image-picker">
      <div className="bo-image-picker__part">
        <p id={chosenId} className="bo-image-picker__heading">
          {t('dataScreen.imagePicker.chosen')}
        </p>
        {value.length === 0 ? (
          <p className="bo-field__help">{t('dataScreen.imagePicker.none')}</p>
        ) : (
          <ul className="bo-image-picker__images" aria-labelledby={chosenId}>
            {value.map((image) => (
              <li key={image.id} className="bo-image-picker__image">
                <img src={thumbnailUrl(image)} alt="" loading="lazy" />
                <span className="bo-image-picker__name">{nameOf(image)}</span>
                {!readOnly && (
                  <Button
                    variant="secondary"
                    aria-label={t('dataScreen.imagePicker.removeLabel', { name: nameOf(image) })}
                    onClick={() => onChange(value.filter((entry) => entry.id !== image.id))}
                  >
                    {t('dataScreen.imagePicker.remove')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {error && <p className="bo-field__error">{error}</p>}
      </div>
      {!readOnly && <Upload value={value} onChange={onChange} max={max} />}
      {!readOnly && <Library value={value} onChange={onChange} max={max} />}
    </Fieldset>
  );
}

/** 'Hochladen': the drop zone, for whoever may upload; ready photos join the chosen ones (up to `max`). */
function Upload({ value, onChange, max }: Pick<ImagePickerProps, 'value' | 'onChange' | 'max'>) {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  // The upload finishes later; it adds to the chosen images as they are then.
  const current = useRef(value);
  current.current = value;
  const uploads = useImageUploads({
    onReady: (image) => {
      const chosen = current.current;
      if (chosen.length < max && !chosen.some((entry) => entry.id === image.id)) onChange([...chosen, imageRefOf(image)]);
    },
  });
  if (!viewer || !mayCall(viewer, 'POST', '/api/images/uploads')) return null;
  return (
    <div className="bo-image-picker__part">
      <Button variant="secondary" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
        {t('dataScreen.imagePicker.upload')}
      </Button>
      <div id={regionId} hidden={!open} className="bo-image-picker__upload">
        <p className="bo-field__help">{t('dataScreen.imagePicker.uploadHelp')}</p>
        <ImageUploader uploads={uploads} disabled={value.length >= max} />
      </div>
    </div>
  );
}

function Library({ value, onChange, max }: Pick<ImagePickerProps, 'value' | 'onChange' | 'max'>) {
  const searchId = useId();
  const headingId = useId();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const pages = imagesApi.usePages({ search, sort: 'name' });
  const rows = pages.data?.pages.flatMap((page) => page.rows) ?? [];
  const chosen = new Set(value.map((image) => image.id));
  // Only processed images have files to show; pending and refused ones wait in the media area.
  const offered = rows.filter((image) => image.status === 'ready' && !chosen.has(image.id));
  const full = value.length >= max;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter must not submit the record form around the picker; the search runs once typing rests.
    if (event.key === 'Enter') event.preventDefault();
  };

  return (
    <div className="bo-image-picker__part">
      <p id={headingId} className="bo-image-picker__heading">
        {t('dataScreen.imagePicker.library')}
      </p>
      {pages.isPending ? (
        <Loading />
      ) : pages.isError && rows.length === 0 ? (
        <ErrorState message={pages.error.message} onRetry={() => void pages.refetch()} />
      ) : rows.length === 0 && !search ? (
        <p className="bo-field__help">{t('dataScreen.imagePicker.empty')}</p>
      ) : (
        <>
          <div className="bo-field bo-image-picker__search">
            <label className="bo-field__label" htmlFor={searchId}>
              {t('dataScreen.imagePicker.search')}
            </label>
            <input id={searchId} className="bo-input" type="search" value={typed} onKeyDown={onKeyDown} onChange={(event) => setTyped(event.target.value)} />
          </div>
          {full && <p className="bo-field__help">{t('dataScreen.imagePicker.full', { count: max })}</p>}
          {offered.length === 0 ? (
            <p className="bo-field__help" role="status">
              {rows.length === 0 ? t('dataScreen.list.noMatch') : t('dataScreen.imagePicker.allChosen')}
            </p>
          ) : (
            <ul className="bo-image-picker__images" aria-labelledby={headingId}>
              {offered.map((image) => (
                <li key={image.id} className="bo-image-picker__image">
                  <img src={thumbnailUrl(image)} alt="" loading="lazy" />
                  <span className="bo-image-picker__name">{nameOf(image)}</span>
                  <Button
                    variant="secondary"
                    disabled={full}
                    aria-label={t('dataScreen.imagePicker.addLabel', { name: nameOf(image) })}
                    onClick={() => onChange([...value, imageRefOf(image)])}
                  >
                    {t('dataScreen.imagePicker.add')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {pages.hasNextPage && (
            <Button variant="secondary" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
              {pages.isFetchingNextPage ? t('dataScreen.list.loadingMore') : t('dataScreen.list.more')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
