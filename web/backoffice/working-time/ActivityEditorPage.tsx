/**
 * /backend/working-activities/new and /:id: one working activity. Work: start and end as date and
 * clock time of the shop, the pauses, branch, project and a note; holiday and sick leave: the
 * first and last day (stored from local midnight to the midnight after the last day). Changing a
 * stored activity asks for the reason of the correction (the server refuses without one) and the
 * history 'Korrekturen' lists every earlier change with when, who, why and the times before.
 * Administrators create and correct; an employee sees their own entries read-only.
 */
import { useNavigate, useParams } from 'react-router';
import { ACTIVITY_KINDS, type ActivityKind, type Correction, type Pause, type WorkingActivity } from '#shared/schemas/time-tracking.ts';
import { formatDateTime } from '#shared/time/format.ts';
import { breakMinutes, workedMinutes } from '#shared/working-time/balance.ts';
import { Button } from '../../common/ui';
import { t } from '../i18n';
import { Fieldset, SelectField, TextAreaField, TextField } from '../data/fields';
import { RecordEditor } from '../data/RecordEditor';
import { useRecordForm } from '../data/record-form';
import { resourceAccess, useViewer } from '../data/access';
import { projectsApi } from '../projects/api';
import { activitiesApi, SHOP_TIME_ZONE } from './api';
import { DateTimeField } from './DateTimeField';
import { useNames } from './people';
import { activityDate, kindLabel } from './ActivitiesPage';
import { absenceDaysOf, absenceSpan, clockTimeAfter, correctedTimes, formatDuration, localParts } from './times';
import './working-time.css';

type ActivityDraft = Partial<Pick<WorkingActivity, 'user' | 'branch' | 'start' | 'end' | 'description' | 'project' | 'corrections'>> & {
  kind: ActivityKind;
  pauses: Pause[];
  /** Write-only: why a stored activity is changed. */
  correctionReason?: string;
};

const zone = SHOP_TIME_ZONE;

/** A new pause: half an hour from the middle of the activity (or an hour after its start). */
function newPause(draft: ActivityDraft): Pause | undefined {
  if (!draft.start) return undefined;
  const start = Date.parse(draft.start);
  const end = draft.end ? Date.parse(draft.end) : start + 2 * 3_600_000;
  const middle = Math.floor((start + (end - start) / 2) / 300_000) * 300_000;
  return { start: new Date(middle).toISOString(), end: new Date(middle + 30 * 60_000).toISOString() };
}

/** The draft as another kind: an absence covers whole days and has no pauses. */
function withKind(draft: ActivityDraft, kind: ActivityKind): ActivityDraft {
  if (kind === 'work' || !draft.start) return { ...draft, kind };
  const { firstDay, lastDay } = absenceDaysOf(draft as { start: string; end?: string }, zone);
  return { ...draft, kind, ...absenceSpan(firstDay, lastDay, zone), pauses: [] };
}

function PausesEditor({ draft, setPauses, error }: { draft: ActivityDraft; setPauses: (pauses: Pause[]) => void; error?: string }) {
  const start = draft.start;
  return (
    <Fieldset legend={t('workingTimeAdmin.field.pauses')}>
      {draft.pauses.length === 0 && <p className="bo-field__help">{t('workingTimeAdmin.activity.noPauses')}</p>}
      {draft.pauses.length > 0 && (
        <ol className="wt-pauses">
          {draft.pauses.map((pause, index) => {
            const n = index + 1;
            const replace = (next: Pause) => setPauses(draft.pauses.map((entry, position) => (position === index ? next : entry)));
            return (
              <li key={index} className="wt-pauses__row">
                <label>
                  <span className="bo-field__label">{t('workingTimeAdmin.activity.pauseStart', { n })}</span>
                  <input
                    className="bo-input"
                    type="time"
                    value={localParts(pause.start, zone).time}
                    onChange={(event) => {
                      const at = start ? clockTimeAfter(start, event.target.value, zone) : undefined;
                      if (at)
                        replace({
                          ...pause,
                          start: at,
                          end: pause.end && pause.end > at ? pause.end : pause.end && clockTimeAfter(at, localParts(pause.end, zone).time, zone),
                        });
                    }}
                  />
                </label>
                <label>
                  <span className="bo-field__label">{t('workingTimeAdmin.activity.pauseEnd', { n })}</span>
                  <input
                    className="bo-input"
                    type="time"
                    value={pause.end ? localParts(pause.end, zone).time : ''}
                    onChange={(event) => replace({ ...pause, end: event.target.value ? clockTimeAfter(pause.start, event.target.value, zone) : undefined })}
                  />
                </label>
                <Button variant="secondary" onClick={() => setPauses(draft.pauses.filter((_entry, position) => position !== index))}>
                  {t('workingTimeAdmin.activity.removePause', { n })}
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {error && <p className="bo-field__error">{error}</p>}
      <Button
        variant="secondary"
        disabled={!start}
        onClick={() => {
          const pause = newPause(draft);
          if (pause) setPauses([...draft.pauses, pause]);
        }}
      >
        {t('workingTimeAdmin.activity.addPause')}
      </Button>
    </Fieldset>
  );
}

function CorrectionHistory({ corrections }: { corrections: readonly Correction[] }) {
  return (
    <section className="wt-corrections" aria-labelledby="wt-corrections-heading">
      <h2 id="wt-corrections-heading" className="wt-section-title">
        {t('workingTimeAdmin.corrections.heading')}
      </h2>
      {corrections.length === 0 ? (
        <p className="bo-field__help">{t('workingTimeAdmin.corrections.none')}</p>
      ) : (
        <ol className="wt-corrections__list">
          {[...corrections].reverse().map((correction, index) => {
            const before = correctedTimes(correction.before, zone);
            return (
              <li key={`${correction.at}-${index}`} className="wt-correction" data-testid="correction">
                <p className="wt-correction__head">
                  <strong>{formatDateTime(new Date(correction.at), zone)}</strong> {t('workingTimeAdmin.corrections.who')} {correction.by.name}
                </p>
                <dl>
                  <dt>{t('workingTimeAdmin.corrections.why')}</dt>
                  <dd>{correction.reason}</dd>
                  <dt>{t('workingTimeAdmin.corrections.before')}</dt>
                  <dd>
                    {correction.before.kind && correction.before.kind !== 'work' ? `${kindLabel(correction.before.kind)}: ` : ''}
                    {before.when}
                    {(correction.before.kind ?? 'work') === 'work' &&
                      `, ${t('workingTimeAdmin.corrections.beforePauses', { breaks: formatDuration(before.breaks) })}`}
                  </dd>
                </dl>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

export default function ActivityEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const names = useNames(viewer);
  const projects = projectsApi.useAll({ enabled: Boolean(viewer?.isAdmin) });
  const access = viewer ? resourceAccess(viewer, 'working-activities') : undefined;
  const form = useRecordForm<WorkingActivity, ActivityDraft>({
    api: activitiesApi,
    id,
    initial: () => ({ kind: 'work', pauses: [] }),
    onCreated: (activity) => navigate(`/working-activities/${activity.id}`, { replace: true }),
    onDeleted: () => navigate('/working-activities'),
  });
  const { draft, errors } = form;
  const canEdit = Boolean(access && (form.isNew ? access.create() : access.update()));
  const title =
    form.isNew || !form.record
      ? t('workingTimeAdmin.activity.new')
      : t('workingTimeAdmin.activity.heading', { name: names.userName(form.record.user.id), date: activityDate(form.record) });
  const now = new Date();
  const days = draft.start && draft.kind !== 'work' ? absenceDaysOf(draft as { start: string; end?: string }, zone) : undefined;
  const setDays = (firstDay: string, lastDay: string) => {
    if (!firstDay) return;
    form.setDraft((current) => ({ ...current, ...absenceSpan(firstDay, lastDay && lastDay >= firstDay ? lastDay : firstDay, zone) }));
  };

  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/working-activities"
      backLabel={t('workingTimeAdmin.activity.back')}
      canEdit={canEdit}
      canDelete={Boolean(access?.remove())}
      aside={form.isNew ? undefined : <CorrectionHistory corrections={form.record?.corrections ?? []} />}
    >
      <div className="wt-fields">
        <SelectField
          label={t('workingTimeAdmin.field.user')}
          required
          options={names.userOptions}
          value={draft.user?.id}
          onChange={(user) => form.setField('user', user ? { id: user } : undefined)}
          error={errors.user ?? errors['user.id']}
        />
        <SelectField
          label={t('workingTimeAdmin.field.kind')}
          required
          options={ACTIVITY_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          value={draft.kind}
          onChange={(kind) => form.setDraft((current) => withKind(current, (kind ?? 'work') as ActivityKind))}
          error={errors.kind}
        />
      </div>
      {draft.kind === 'work' ? (
        <Fieldset legend={t('workingTimeAdmin.activity.times')}>
          <div className="wt-fields">
            <DateTimeField
              label={t('workingTimeAdmin.field.start')}
              required
              timeZone={zone}
              value={draft.start}
              onChange={(start) => start && form.setField('start', start)}
              error={errors.start}
            />
            <DateTimeField
              label={t('workingTimeAdmin.field.end')}
              help={t('workingTimeAdmin.activity.endHelp')}
              timeZone={zone}
              value={draft.end}
              onChange={(end) => form.setField('end', end)}
              error={errors.end}
            />
          </div>
          {draft.start && (
            <p className="wt-summary" role="status">
              {t('workingTimeAdmin.activity.summary', {
                worked: formatDuration(workedMinutes(draft as { start: string }, now)),
                breaks: formatDuration(breakMinutes(draft as { start: string }, now)),
              })}
            </p>
          )}
        </Fieldset>
      ) : (
        <Fieldset legend={kindLabel(draft.kind)} help={t('workingTimeAdmin.activity.absenceHelp')}>
          <div className="wt-fields">
            <TextField
              label={t('workingTimeAdmin.field.firstDay')}
              type="date"
              required
              value={days?.firstDay}
              onChange={(firstDay) => setDays(firstDay, days?.lastDay ?? firstDay)}
              error={errors.start}
            />
            <TextField
              label={t('workingTimeAdmin.field.lastDay')}
              type="date"
              required
              value={days?.lastDay}
              onChange={(lastDay) => days && setDays(days.firstDay, lastDay)}
              error={errors.end}
            />
          </div>
        </Fieldset>
      )}
      {draft.kind === 'work' && <PausesEditor draft={draft} setPauses={(pauses) => form.setField('pauses', pauses)} error={errors.pauses} />}
      <div className="wt-fields">
        <SelectField
          label={t('workingTimeAdmin.field.branch')}
          options={names.branchOptions}
          emptyLabel={t('workingTimeAdmin.field.none')}
          value={draft.branch?.id}
          onChange={(branch) => form.setField('branch', branch ? { id: branch } : undefined)}
          error={errors.branch}
        />
        {draft.kind === 'work' && (
          <SelectField
            label={t('workingTimeAdmin.field.project')}
            options={(projects.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
            emptyLabel={t('workingTimeAdmin.field.none')}
            value={draft.project?.id}
            onChange={(project) => form.setField('project', project ? { id: project } : undefined)}
            error={errors.project}
          />
        )}
      </div>
      <TextAreaField
        label={t('workingTimeAdmin.field.note')}
        rows={2}
        maxLength={2000}
        value={draft.description}
        onChange={(description) => form.setField('description', description || undefined)}
        error={errors.description}
      />
      {!form.isNew && canEdit && (
        <TextAreaField
          label={t('workingTimeAdmin.activity.reason')}
          help={t('workingTimeAdmin.activity.reasonHelp')}
          required
          rows={2}
          maxLength={500}
          value={draft.correctionReason}
          onChange={(correctionReason) => form.setField('correctionReason', correctionReason || undefined)}
          error={errors.correctionReason}
        />
      )}
    </RecordEditor>
  );
}
