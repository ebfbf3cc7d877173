/**
 * /backend/signage/streams/new and /:id: a stream's name, whether it plays, and its entries (a
 * Filmsequenz with optional weekdays and times), with the rule that decides what plays when
 * (shared/signage/schedule.ts) as help, and the week view of the entries below them.
 */
import { useNavigate, useParams } from 'react-router';
import type { DigitalSignageStream, StreamEntry } from '#shared/schemas/signage.ts';
import { CheckboxField, Fieldset, SelectField, TextField } from '../../data/fields';
import { ItemList } from '../../data/ItemList';
import { RecordEditor } from '../../data/RecordEditor';
import { useRecordForm } from '../../data/record-form';
import { resourceAccess, useViewer } from '../../data/access';
import { t } from '../../i18n';
import { segmentsApi } from '../segments-api';
import { streamsApi, type StreamDraft } from '../streams-api';
import { errorsAt, TimeWindowFields } from './TimeWindowFields';
import { WeekView } from './WeekView';
import { weekView } from './week-view';

/** The schema's limit (shared/schemas/signage.ts). */
const MAX_ENTRIES = 100;

type EntryDraft = Omit<StreamEntry, 'segment'> & { segment?: { id: string } };
type Draft = Omit<StreamDraft, 'entries'> & { entries: EntryDraft[] };

export default function StreamEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'digital-signage-streams') : undefined;
  const segments = segmentsApi.useAll();
  const form = useRecordForm<DigitalSignageStream, Draft>({
    api: streamsApi,
    id,
    initial: () => ({ name: '', entries: [], isEnabled: true }),
    onCreated: (stream) => navigate(`/signage/streams/${stream.id}`, { replace: true }),
    onDeleted: () => navigate('/signage/streams'),
  });
  const segmentOptions = [...(segments.data ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name, 'de'))
    .map((segment) => ({ value: segment.id, label: segment.name }));
  const segmentName = (segmentId: string | undefined) =>
    segmentId ? (segments.data?.find((segment) => segment.id === segmentId)?.name ?? t('signageAdmin.segmentMissing')) : t('signageAdmin.segmentMissing');
  const entryName = (entry: EntryDraft) => (entry.segment ? segmentName(entry.segment.id) : '');
  const title = form.isNew ? t('signageAdmin.streams.new') : t('signageAdmin.streams.title', { name: form.record?.name ?? '' });

  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/signage/streams"
      backLabel={t('signageAdmin.streams.back')}
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
      <Fieldset legend={t('signageAdmin.streams.entries')} help={t('signageAdmin.streams.rule')}>
        <div className="bo-fieldset__wide">
          {form.errors.entries && <p className="bo-field__error">{form.errors.entries}</p>}
          <ItemList
            scope="entries"
            items={form.draft.entries}
            onChange={(entries) => form.setField('entries', entries)}
            create={() => ({ segment: segmentOptions[0] ? { id: segmentOptions[0].value } : undefined, weekdays: [] })}
            itemLabel={(entry, index) => t('signageAdmin.streams.entryLabel', { name: entryName(entry) || String(index + 1) })}
            legend={(entry, index) => t('signageAdmin.streams.entry', { position: index + 1, name: entryName(entry) })}
            addLabel={t('signageAdmin.streams.addEntry')}
            max={MAX_ENTRIES}
            variant="card"
            draggable
            empty={<p className="bo-items__empty">{t('signageAdmin.streams.noEntries')}</p>}
            renderItem={(entry, index, update) => {
              const errors = errorsAt(form.errors, `entries.${index}`);
              return (
                <div className="bo-item-fields">
                  <SelectField
                    className="bo-item-fields__wide"
                    label={t('signageAdmin.streams.field.segment')}
                    required
                    value={entry.segment?.id}
                    options={segmentOptions}
                    onChange={(segmentId) => update({ ...entry, segment: segmentId ? { id: segmentId } : undefined })}
                    error={errors.segment ?? errors['segment.id']}
                  />
                  <TimeWindowFields value={entry} onChange={update} errors={errors} />
                </div>
              );
            }}
          />
        </div>
      </Fieldset>
      <WeekView view={weekView(form.draft.entries, segmentName)} />
    </RecordEditor>
  );
}
