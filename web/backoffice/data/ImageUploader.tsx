/**
 * The drop zone of the image library (./image-upload.ts): drag and drop of several photos, a file
 * button and, on phones, a camera button; below it one row per file with its progress, then
 * 'Wird verarbeitet…', then the thumbnail or the German refusal. The rows' states are announced
 * to screen readers (a polite live region); the byte progress is a `<progress>` with a label.
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { IMAGE_UPLOAD_LIMITS } from '#shared/media/image-files.ts';
import { Button } from '../../common/ui';
import { t } from '../i18n';
import { IMAGE_ACCEPT, type UploadItem, type useImageUploads } from './image-upload';
import { thumbnailUrl } from './images-api';
import './image-uploader.css';

export interface ImageUploaderProps {
  uploads: ReturnType<typeof useImageUploads>;
  /** Several files at once (the library) or one (replacing a file). */
  multiple?: boolean;
  /** The drop zone's text. */
  prompt?: string;
  disabled?: boolean;
}

export function ImageUploader({ uploads, multiple = true, prompt, disabled }: ImageUploaderProps) {
  const promptId = useId();
  const helpId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = Array.from(event.dataTransfer.files);
    uploads.add(multiple ? dropped : dropped.slice(0, 1));
  };
  const onChosen = (input: HTMLInputElement | null) => {
    if (!input?.files) return;
    uploads.add(Array.from(input.files));
    // The same file can be chosen again (e.g. after a refusal).
    input.value = '';
  };
  const done = uploads.items.some((item) => item.phase === 'ready' || item.phase === 'refused');

  return (
    <div className="bo-uploader">
      <div
        className={`bo-uploader__zone${dragging ? ' is-dragging' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p id={promptId} className="bo-uploader__prompt">
          {prompt ?? t('mediaAdmin.upload.prompt')}
        </p>
        <p id={helpId} className="bo-field__help">
          {t('mediaAdmin.upload.limits', { megabytes: Math.round(IMAGE_UPLOAD_LIMITS.maxBytes / 1024 / 1024) })}
        </p>
        <div className="bo-uploader__actions">
          <Button variant="secondary" disabled={disabled} aria-describedby={helpId} onClick={() => fileInput.current?.click()}>
            {multiple ? t('mediaAdmin.upload.choose') : t('mediaAdmin.upload.chooseOne')}
          </Button>
          <Button variant="secondary" className="bo-uploader__camera" disabled={disabled} onClick={() => cameraInput.current?.click()}>
            {t('mediaAdmin.upload.camera')}
          </Button>
        </div>
        <input
          ref={fileInput}
          className="visually-hidden"
          type="file"
          tabIndex={-1}
          aria-labelledby={promptId}
          accept={IMAGE_ACCEPT}
          multiple={multiple}
          disabled={disabled}
          data-testid="image-upload-input"
          onChange={(event) => onChosen(event.currentTarget)}
        />
        <input
          ref={cameraInput}
          className="visually-hidden"
          type="file"
          tabIndex={-1}
          aria-label={t('mediaAdmin.upload.camera')}
          accept={IMAGE_ACCEPT}
          capture="environment"
          disabled={disabled}
          onChange={(event) => onChosen(event.currentTarget)}
        />
      </div>
      <ul className="bo-uploader__items" aria-live="polite" aria-label={t('mediaAdmin.upload.listLabel')}>
        {uploads.items.map((item) => (
          <UploadRow key={item.key} item={item} />
        ))}
      </ul>
      {done && !uploads.busy && (
        <Button variant="secondary" onClick={uploads.clearDone}>
          {t('mediaAdmin.upload.clear')}
        </Button>
      )}
    </div>
  );
}

function UploadRow({ item }: { item: UploadItem }) {
  const progressId = useId();
  return (
    <li className={`bo-uploader__item is-${item.phase}`} data-phase={item.phase}>
      {item.phase === 'ready' && item.image ? (
        <img className="bo-uploader__thumb" src={thumbnailUrl(item.image)} alt="" />
      ) : (
        <span className="bo-uploader__thumb" aria-hidden="true" />
      )}
      <span className="bo-uploader__name">{item.fileName}</span>
      <span className="bo-uploader__state">
        {item.phase === 'waiting' && t('mediaAdmin.upload.waiting')}
        {item.phase === 'uploading' && (
          <>
            <label className="visually-hidden" htmlFor={progressId}>
              {t('mediaAdmin.upload.progressLabel', { name: item.fileName })}
            </label>
            <progress id={progressId} max={100} value={Math.round(item.progress * 100)} />
            <span aria-hidden="true"> {Math.round(item.progress * 100)} %</span>
          </>
        )}
        {item.phase === 'processing' && t('mediaAdmin.image.processing')}
        {item.phase === 'ready' && t('mediaAdmin.upload.ready')}
        {item.phase === 'refused' && <span className="bo-field__error">{item.message}</span>}
      </span>
    </li>
  );
}
