/**
 * /backend/image-templates/new and /backend/image-templates/:id: a template's name, identifier,
 * size (a preset or its own), background and layers, beside a live preview with a sample product
 * (./TemplatePreview.tsx). Signage screens find a template by its identifier.
 */
import { useNavigate, useParams } from 'react-router';
import type { ImageTemplate, ImageTemplateInput } from '#shared/schemas/media.ts';
import { t } from '../../i18n';
import { ColorField, Fieldset, NumberField, SelectField, TextField } from '../../data/fields';
import { RecordEditor } from '../../data/RecordEditor';
import { replaceAt } from '../../data/list-edit';
import { useRecordForm } from '../../data/record-form';
import { resourceAccess, useViewer } from '../../data/access';
import { imageTemplatesApi } from './api';
import { LayersEditor } from './LayersEditor';
import { LibraryImageChoice } from '../../data/LibraryImageChoice';
import { TemplatePreview } from './TemplatePreview';
import './templates.css';

type TemplateDraft = ImageTemplateInput;

/** The sizes a shop mostly needs: a TV across or upright, and a square post. */
export const SIZE_PRESETS = [
  { id: 'landscape', width: 1920, height: 1080 },
  { id: 'portrait', width: 1080, height: 1920 },
  { id: 'square', width: 1080, height: 1080 },
] as const;
type PresetId = (typeof SIZE_PRESETS)[number]['id'] | 'custom';

const presetOf = (width: number, height: number): PresetId => SIZE_PRESETS.find((preset) => preset.width === width && preset.height === height)?.id ?? 'custom';

const emptyTemplate = (): TemplateDraft => ({ identifier: '', name: '', width: 1920, height: 1080, background: { color: '#FFFFFF' }, layers: [] });

export default function ImageTemplateEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'image-templates') : undefined;
  const form = useRecordForm<ImageTemplate, TemplateDraft>({
    api: imageTemplatesApi,
    id,
    initial: emptyTemplate,
    onCreated: (template) => navigate(`/image-templates/${template.id}`, { replace: true }),
    onDeleted: () => navigate('/image-templates'),
  });
  const draft = form.draft;
  const background = draft.background ?? { color: '#FFFFFF' };
  const preset = presetOf(draft.width, draft.height);
  const title = form.isNew ? t('imageTemplatesAdmin.list.new') : t('imageTemplatesAdmin.editor.title', { name: form.record?.name ?? '' });
  const canEdit = Boolean(access && (form.isNew ? access.create() : access.update()));
  const canExport = Boolean(viewer && resourceAccess(viewer, 'images').create());

  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/image-templates"
      backLabel={t('imageTemplatesAdmin.editor.back')}
      canEdit={canEdit}
      canDelete={Boolean(access?.remove())}
      clipboard={{
        context: 'image-template',
        label: (copied) => copied.name,
        paste: (current, copied) => ({ ...copied, identifier: current.identifier, name: current.name || copied.name }),
      }}
      aside={
        <TemplatePreview
          template={draft}
          templateName={draft.name}
          canExport={canExport && !form.isNew}
          onMoveLayer={canEdit ? (index, x, y) => form.setField('layers', replaceAt(draft.layers, index, { ...draft.layers[index]!, x, y })) : undefined}
        />
      }
    >
      <div className="it-fields">
        <TextField
          label={t('imageTemplatesAdmin.field.name')}
          required
          maxLength={200}
          value={draft.name}
          onChange={(name) => form.setField('name', name)}
          error={form.errors.name}
        />
        <TextField
          label={t('imageTemplatesAdmin.field.identifier')}
          help={t('imageTemplatesAdmin.field.identifierHelp')}
          required
          maxLength={64}
          value={draft.identifier}
          onChange={(identifier) => form.setField('identifier', identifier)}
          error={form.errors.identifier}
        />
        <Fieldset legend={t('imageTemplatesAdmin.size.legend')} className="it-size">
          <SelectField
            label={t('imageTemplatesAdmin.size.preset')}
            value={preset}
            options={[
              ...SIZE_PRESETS.map((option) => ({ value: option.id, label: t(`imageTemplatesAdmin.size.${option.id}`) })),
              { value: 'custom', label: t('imageTemplatesAdmin.size.custom') },
            ]}
            onChange={(chosen) => {
              const size = SIZE_PRESETS.find((option) => option.id === chosen);
              if (size) form.setDraft((current) => ({ ...current, width: size.width, height: size.height }));
            }}
          />
          <NumberField
            label={t('imageTemplatesAdmin.size.width')}
            required
            integer
            unit={t('imageTemplatesAdmin.unit.px')}
            value={draft.width}
            onChange={(width) => form.setField('width', width as number)}
            error={form.errors.width}
          />
          <NumberField
            label={t('imageTemplatesAdmin.size.height')}
            required
            integer
            unit={t('imageTemplatesAdmin.unit.px')}
            value={draft.height}
            onChange={(height) => form.setField('height', height as number)}
            error={form.errors.height}
          />
        </Fieldset>
        <Fieldset legend={t('imageTemplatesAdmin.background.legend')} className="it-background">
          <ColorField
            label={t('imageTemplatesAdmin.background.color')}
            value={background.color}
            onChange={(color) => form.setField('background', { ...background, color })}
            error={form.errors['background.color']}
          />
          <div className="bo-fieldset__wide">
            <LibraryImageChoice
              legend={t('imageTemplatesAdmin.background.image')}
              help={t('imageTemplatesAdmin.background.imageHelp')}
              value={background.image}
              onChange={(image) => form.setField('background', { ...background, image })}
              error={form.errors['background.image']}
            />
          </div>
        </Fieldset>
        <LayersEditor
          layers={draft.layers ?? []}
          onChange={(layers) => form.setField('layers', layers)}
          templateWidth={draft.width}
          templateHeight={draft.height}
          errors={form.errors}
        />
      </div>
    </RecordEditor>
  );
}
