/**
 * /backend/images/:id: one library image. Name and alt text are the staff's (RecordEditor); the
 * file's facts are the processor's and shown read-only, with the preview (medium rendition), the
 * links to every rendition, and 'Datei ersetzen' (the same upload flow to /api/images/{id}/upload).
 * Delete is refused by the server (409 entity.inUse) while a product, category, tag or branch
 * shows the image; the machinery names them.
 */
import { useNavigate, useParams } from 'react-router';
import { RENDITIONS, imageUrl, renditionDimensions, type Rendition } from '#shared/media/image-files.ts';
import type { Image } from '#shared/schemas/media.ts';
import { RecordEditor } from '../../data/RecordEditor';
import { ImageUploader } from '../../data/ImageUploader';
import { TextAreaField, TextField } from '../../data/fields';
import { mayCall, resourceAccess, useViewer } from '../../data/access';
import { useImageUploads } from '../../data/image-upload';
import { imagesApi } from '../../data/images-api';
import { useRecordForm } from '../../data/record-form';
import { t } from '../../i18n';
import { ImageTextProposal } from '../../website/ai/ImageTextProposal';
import { dimensionsText, fileSizeText, imageStatusText } from './image-facts';
import '../media.css';

export default function ImageEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'images') : undefined;
  const form = useRecordForm<Image, Image>({
    api: imagesApi,
    id,
    // Images come into the library by upload only (the list's drop zone), never as an empty record.
    initial: () => ({ name: '' }) as Image,
    onDeleted: () => navigate('/images'),
  });
  const uploads = useImageUploads({
    replaceId: id,
    // The new file's facts replace the form's when nothing is being typed; otherwise the version
    // conflict notice offers 'Neu laden' on save.
    onReady: () => {
      if (!form.dirty) form.reload();
    },
  });
  // The file as the server has it now (a replacement updates the cached record, not the draft).
  const image = form.record;
  const mayReplace = Boolean(viewer && id && mayCall(viewer, 'POST', '/api/images/{id}/upload'));
  const canEdit = Boolean(access?.update());
  // The model looks at the processed photo: only a ready image gets a proposal of its alt text.
  const mayPropose = Boolean(canEdit && viewer && image?.status === 'ready' && mayCall(viewer, 'POST', '/api/content-ai/generate/image'));

  return (
    <RecordEditor
      form={form}
      title={t('mediaAdmin.images.title', { name: form.record?.name ?? '' })}
      backTo="/images"
      backLabel={t('mediaAdmin.images.back')}
      canEdit={canEdit}
      canDelete={Boolean(access?.remove())}
      aside={image ? <ImageFacts image={image} /> : undefined}
    >
      <TextField
        label={t('mediaAdmin.field.name')}
        required
        maxLength={200}
        value={form.draft.name}
        onChange={(name) => form.setField('name', name)}
        error={form.errors.name}
      />
      <TextAreaField
        label={t('mediaAdmin.field.alt')}
        help={t('mediaAdmin.field.altHelp')}
        rows={3}
        maxLength={500}
        value={form.draft.alt}
        onChange={(alt) => form.setField('alt', alt || undefined)}
        error={form.errors.alt}
      />
      {mayPropose && image && <ImageTextProposal imageId={image.id} onAccept={(alt) => form.setField('alt', alt)} />}
      {mayReplace && (
        <section className="bo-media-section" aria-labelledby="image-replace-heading">
          <h2 id="image-replace-heading">{t('mediaAdmin.replace.heading')}</h2>
          <p className="bo-field__help">{t('mediaAdmin.replace.help')}</p>
          <ImageUploader uploads={uploads} multiple={false} prompt={t('mediaAdmin.upload.promptReplace')} disabled={uploads.busy} />
        </section>
      )}
    </RecordEditor>
  );
}

function ImageFacts({ image }: { image: Image }) {
  const file = { id: image.id, version: image.fileVersion, extension: image.extension ?? 'jpg' };
  const hasFile = image.fileVersion > 0 && Boolean(image.extension);
  return (
    <div>
      {hasFile ? (
        <picture>
          <source type="image/webp" srcSet={imageUrl(file, 'medium', 'webp')} />
          <img className="bo-media-preview" src={imageUrl(file, 'medium')} alt={image.alt ?? ''} width={image.width} height={image.height} />
        </picture>
      ) : (
        <span className="bo-media-placeholder">{t('mediaAdmin.image.noFile')}</span>
      )}
      <dl className="bo-media-facts">
        <dt>{t('mediaAdmin.field.status')}</dt>
        <dd className={image.status === 'failed' ? 'bo-media-failed' : undefined}>
          {image.status === 'ready' ? t('mediaAdmin.status.ready') : imageStatusText(image)}
        </dd>
        <dt>{t('mediaAdmin.field.dimensions')}</dt>
        <dd>{dimensionsText(image)}</dd>
        <dt>{t('mediaAdmin.field.size')}</dt>
        <dd>{fileSizeText(image.size)}</dd>
        <dt>{t('mediaAdmin.field.type')}</dt>
        <dd>{image.mimeType ?? '–'}</dd>
        <dt>{t('mediaAdmin.field.fileVersion')}</dt>
        <dd>{image.fileVersion}</dd>
      </dl>
      {hasFile && (
        <section className="bo-media-section" aria-labelledby="image-renditions-heading">
          <h2 id="image-renditions-heading">{t('mediaAdmin.renditions.heading')}</h2>
          <ul className="bo-media-renditions">
            {RENDITIONS.map((rendition) => (
              <li key={rendition}>
                <a href={imageUrl(file, rendition)} target="_blank" rel="noreferrer">
                  {renditionLabel(rendition)}
                </a>
                {image.width && image.height ? ` (${renditionSizeText(rendition, image.width, image.height)})` : ''}
                {rendition !== 'original' && (
                  <>
                    {' · '}
                    <a
                      href={imageUrl(file, rendition, 'webp')}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`${renditionLabel(rendition)} ${t('mediaAdmin.renditions.webp')}`}
                    >
                      {t('mediaAdmin.renditions.webp')}
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function renditionLabel(rendition: Rendition): string {
  return t(`mediaAdmin.renditions.${rendition}`);
}

/** The pixel size the processor wrote for this photo (shared/media/image-files.ts). */
function renditionSizeText(rendition: Rendition, width: number, height: number): string {
  const size = renditionDimensions(rendition, width, height);
  return t('mediaAdmin.renditions.pixels', { width: size.width, height: size.height });
}
