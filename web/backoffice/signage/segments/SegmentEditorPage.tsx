/**
 * /backend/signage/segments/new and /:id: a Filmsequenz's name, whether it plays, and its scenes
 * (each with its seconds; dragged or moved with the arrows), with the timeline below them.
 */
import { useNavigate, useParams } from 'react-router';
import type { DigitalSignageSegment, SegmentItem } from '#shared/schemas/signage.ts';
import { CheckboxField, Fieldset, NumberField, SelectField, TextField } from '../../data/fields';
import { ItemList } from '../../data/ItemList';
import { RecordEditor } from '../../data/RecordEditor';
import { useRecordForm } from '../../data/record-form';
import { resourceAccess, useViewer } from '../../data/access';
import { t } from '../../i18n';
import { scenesApi } from '../scenes-api';
import { segmentsApi, type SegmentDraft } from '../segments-api';
import { SegmentTimeline } from './SegmentTimeline';
import { timelineBlocks, totalSeconds } from './segment-view';

/** The schema's limit (shared/schemas/signage.ts). */
const MAX_ITEMS = 100;
const DEFAULT_SECONDS = 10;

type ItemDraft = Omit<SegmentItem, 'scene' | 'durationSeconds'> & { scene?: { id: string }; durationSeconds: number | undefined };
type Draft = Omit<SegmentDraft, 'items'> & { items: ItemDraft[] };

export default function SegmentEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'digital-signage-segments') : undefined;
  const scenes = scenesApi.useAll();
  const form = useRecordForm<DigitalSignageSegment, Draft>({
    api: segmentsApi,
    id,
    initial: () => ({ name: '', items: [], isEnabled: true }),
    onCreated: (segment) => navigate(`/signage/segments/${segment.id}`, { replace: true }),
    onDeleted: () => navigate('/signage/segments'),
  });
  const sceneOptions = [...(scenes.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'de')).map((scene) => ({ value: scene.id, label: scene.name }));
  const sceneName = (sceneId: string) => scenes.data?.find((scene) => scene.id === sceneId)?.name;
  const itemName = (item: ItemDraft) => (item.scene ? (sceneName(item.scene.id) ?? t('signageAdmin.sceneMissing')) : '');
  const items = form.draft.items.map((item) => ({ scene: item.scene ?? { id: '' }, durationSeconds: item.durationSeconds ?? 0 }));
  const title = form.isNew ? t('signageAdmin.segments.new') : t('signageAdmin.segments.title', { name: form.record?.name ?? '' });

  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/signage/segments"
      backLabel={t('signageAdmin.segments.back')}
      canEdit={Boolean(access && (form.isNew ? access.create() : access.update()))}
      canDelete={Boolean(access?.remove())}
    >
      <TextField
        label={t('signageAdmin.field.name')}
        required
        maxLength={200}
        value={form.draft.name}
        onChange={(name) => form.setField('name', name)}
        error={form.errors.name}
      />
      <CheckboxField
        label={t('signageAdmin.field.enabled')}
        checked={form.draft.isEnabled}
        onChange={(isEnabled) => form.setField('isEnabled', isEnabled)}
        error={form.errors.isEnabled}
      />
      <Fieldset legend={t('signageAdmin.segments.items')} help={t('signageAdmin.segments.itemsHelp')}>
        <div className="bo-fieldset__wide">
          {form.errors.items && <p className="bo-field__error">{form.errors.items}</p>}
          <ItemList
            scope="items"
            items={form.draft.items}
            onChange={(next) => form.setField('items', next)}
            create={() => ({ scene: sceneOptions[0] ? { id: sceneOptions[0].value } : undefined, durationSeconds: DEFAULT_SECONDS })}
            itemLabel={(item, index) => t('signageAdmin.segments.itemLabel', { name: itemName(item) || String(index + 1) })}
            legend={(item, index) => t('signageAdmin.segments.item', { position: index + 1, name: itemName(item) })}
            addLabel={t('signageAdmin.segments.addItem')}
            max={MAX_ITEMS}
            variant="row"
            draggable
            empty={<p className="bo-items__empty">{t('signageAdmin.segments.noItems')}</p>}
            renderItem={(item, index, update) => (
              <>
                <SelectField
                  label={t('signageAdmin.segments.field.scene')}
                  required
                  value={item.scene?.id}
                  options={sceneOptions}
                  onChange={(sceneId) => update({ ...item, scene: sceneId ? { id: sceneId } : undefined })}
                  error={form.errors[`items.${index}.scene`] ?? form.errors[`items.${index}.scene.id`]}
                />
                <NumberField
                  label={t('signageAdmin.segments.field.seconds')}
                  required
                  integer
                  unit={t('signageAdmin.segments.secondsUnit')}
                  value={item.durationSeconds}
                  onChange={(durationSeconds) => update({ ...item, durationSeconds })}
                  error={form.errors[`items.${index}.durationSeconds`]}
                />
              </>
            )}
          />
        </div>
      </Fieldset>
      <SegmentTimeline blocks={timelineBlocks(items, sceneName)} total={totalSeconds(items)} />
    </RecordEditor>
  );
}
