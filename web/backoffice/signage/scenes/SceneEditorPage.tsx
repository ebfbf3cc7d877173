/**
 * /backend/signage/scenes/new and /backend/signage/scenes/:id: a scene's name, path, format,
 * background and regions, beside its live preview at the screen's aspect ratio (./SceneCanvas.tsx),
 * where regions are selected, dragged and resized. Region ids are the editor's ('r1', 'r2' …).
 */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SCENE_ORIENTATIONS, type RegionFrame, type Scene, type SceneOrientation } from '#shared/schemas/signage.ts';
import { t } from '../../i18n';
import { ColorField, Fieldset, SelectField, TextField } from '../../data/fields';
import { RecordEditor } from '../../data/RecordEditor';
import { replaceAt } from '../../data/list-edit';
import { useRecordForm } from '../../data/record-form';
import { resourceAccess, useViewer } from '../../data/access';
import { LibraryImageChoice } from '../../data/LibraryImageChoice';
import { scenesApi } from '../scenes-api';
import { RegionsEditor } from './RegionsEditor';
import { SceneCanvas } from './SceneCanvas';
import { emptyScene, type SceneDraft } from './scene-regions';
import './scenes.css';

export default function SceneEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'scenes') : undefined;
  const form = useRecordForm<Scene, SceneDraft>({
    api: scenesApi,
    id,
    initial: emptyScene,
    onCreated: (scene) => navigate(`/signage/scenes/${scene.id}`, { replace: true }),
    onDeleted: () => navigate('/signage/scenes'),
  });
  const [selected, setSelected] = useState<number | undefined>();
  const draft = form.draft;
  const regions = draft.regions ?? [];
  const title = form.isNew ? t('signageAdmin.scenes.list.new') : t('signageAdmin.scenes.editor.title', { name: form.record?.name ?? '' });
  const canEdit = Boolean(access && (form.isNew ? access.create() : access.update()));
  const setFrame = (index: number, frame: RegionFrame) => {
    const region = regions[index];
    if (region) form.setField('regions', replaceAt(regions, index, { ...region, frame }));
  };

  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/signage/scenes"
      backLabel={t('signageAdmin.scenes.editor.back')}
      canEdit={canEdit}
      canDelete={Boolean(access?.remove())}
      clipboard={{
        context: 'scene',
        label: (copied) => copied.name,
        paste: (current, copied) => ({ ...copied, path: current.path, name: current.name || copied.name }),
      }}
      aside={<SceneCanvas scene={{ ...draft, regions }} selected={selected} onSelect={setSelected} onFrame={canEdit ? setFrame : undefined} />}
    >
      <div className="sc-fields">
        <TextField
          label={t('signageAdmin.scenes.field.name')}
          required
          maxLength={200}
          value={draft.name}
          onChange={(name) => form.setField('name', name)}
          error={form.errors.name}
        />
        <TextField
          label={t('signageAdmin.scenes.field.path')}
          help={t('signageAdmin.scenes.field.pathHelp')}
          required
          maxLength={500}
          value={draft.path}
          onChange={(path) => form.setField('path', path)}
          error={form.errors.path}
        />
        <Fieldset legend={t('signageAdmin.scenes.field.screen')} className="sc-background">
          <SelectField
            label={t('signageAdmin.scenes.field.orientation')}
            value={draft.orientation}
            options={SCENE_ORIENTATIONS.map((orientation) => ({ value: orientation, label: t(`signageAdmin.scenes.orientation.${orientation}`) }))}
            onChange={(orientation) => form.setField('orientation', (orientation as SceneOrientation | undefined) ?? 'landscape')}
            error={form.errors.orientation}
          />
          <ColorField
            label={t('signageAdmin.scenes.field.background')}
            value={draft.background}
            onChange={(background) => form.setField('background', background)}
            error={form.errors.background}
          />
          <div className="bo-fieldset__wide">
            <LibraryImageChoice
              legend={t('signageAdmin.scenes.field.backgroundImage')}
              help={t('signageAdmin.scenes.field.backgroundImageHelp')}
              value={draft.backgroundImage}
              onChange={(backgroundImage) => form.setField('backgroundImage', backgroundImage)}
              error={form.errors.backgroundImage}
            />
          </div>
        </Fieldset>
        <RegionsEditor
          regions={regions}
          onChange={(next) => form.setField('regions', next)}
          orientation={draft.orientation}
          errors={form.errors}
          selected={selected}
          onSelect={setSelected}
        />
      </div>
    </RecordEditor>
  );
}
