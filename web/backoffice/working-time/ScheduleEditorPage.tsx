/**
 * /backend/working-schedules/new and /:id: one working schedule: employee, branch, valid from and
 * until, the target hours of each weekday Monday to Sunday (typed as h:mm or decimal hours, stored
 * as minutes) with the week's sum shown as it is typed, the holiday entitlement in working days
 * per year (default 25) and a comment.
 */
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DEFAULT_HOLIDAY_DAYS_PER_YEAR, type WorkingSchedule } from '#shared/schemas/time-tracking.ts';
import { formatLocalDate } from '#shared/time/calendar.ts';
import { weekdayName } from '#shared/time/format.ts';
import { t } from '../i18n';
import { Field, Fieldset, NumberField, SelectField, TextAreaField, TextField } from '../data/fields';
import { RecordEditor } from '../data/RecordEditor';
import { useRecordForm } from '../data/record-form';
import { resourceAccess, useViewer } from '../data/access';
import { schedulesApi } from './api';
import { useNames } from './people';
import { weekSum } from './SchedulesPage';
import { formatDuration, formatHours, parseHours } from './times';
import './working-time.css';

type ScheduleDraft = Partial<Pick<WorkingSchedule, 'user' | 'branch' | 'validFrom' | 'validTo' | 'comment'>> &
  Pick<WorkingSchedule, 'minutesPerWeekday' | 'holidayDaysPerYear'>;

/** Target hours of one weekday, typed as text; NaN in the draft while the text is no time (the server names the field). */
function HoursInput({ day, minutes, onChange, error }: { day: number; minutes: number; onChange: (minutes: number) => void; error?: string }) {
  const [text, setText] = useState(() => (minutes ? formatHours(minutes) : ''));
  useEffect(() => {
    setText((current) => (Object.is(parseHours(current) ?? Number.NaN, minutes) ? current : minutes ? formatHours(minutes) : ''));
  }, [minutes]);
  const parsed = parseHours(text);
  return (
    <Field label={weekdayName(day)} error={error ?? (parsed === undefined ? t('workingTimeAdmin.schedules.hoursInvalid') : undefined)} className="wt-week__day">
      {({ id, describedBy, invalid }) => (
        <span className="bo-input-unit">
          <input
            id={id}
            className="bo-input"
            inputMode="decimal"
            value={text}
            placeholder="0:00"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(event) => {
              setText(event.target.value);
              onChange(parseHours(event.target.value) ?? Number.NaN);
            }}
          />
          <span className="bo-input-unit__unit" aria-hidden="true">
            h
          </span>
        </span>
      )}
    </Field>
  );
}

export default function ScheduleEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const names = useNames(viewer);
  const access = viewer ? resourceAccess(viewer, 'working-schedules') : undefined;
  const form = useRecordForm<WorkingSchedule, ScheduleDraft>({
    api: schedulesApi,
    id,
    initial: () => ({ minutesPerWeekday: [0, 0, 0, 0, 0, 0, 0], holidayDaysPerYear: DEFAULT_HOLIDAY_DAYS_PER_YEAR }),
    onCreated: (schedule) => navigate(`/working-schedules/${schedule.id}`, { replace: true }),
    onDeleted: () => navigate('/working-schedules'),
  });
  const { draft, errors } = form;
  const title =
    form.isNew || !form.record
      ? t('workingTimeAdmin.schedule.new')
      : t('workingTimeAdmin.schedule.heading', { name: names.userName(form.record.user.id), date: formatLocalDate(form.record.validFrom) });
  const sum = weekSum(draft.minutesPerWeekday.map((minutes) => (Number.isFinite(minutes) ? minutes : 0)));

  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/working-schedules"
      backLabel={t('workingTimeAdmin.schedule.back')}
      canEdit={Boolean(access && (form.isNew ? access.create() : access.update()))}
      canDelete={Boolean(access?.remove())}
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
          label={t('workingTimeAdmin.field.branch')}
          options={names.branchOptions}
          emptyLabel={t('workingTimeAdmin.field.none')}
          value={draft.branch?.id}
          onChange={(branch) => form.setField('branch', branch ? { id: branch } : undefined)}
          error={errors.branch}
        />
        <TextField
          label={t('workingTimeAdmin.schedules.validFrom')}
          type="date"
          required
          value={draft.validFrom}
          onChange={(validFrom) => form.setField('validFrom', validFrom || undefined)}
          error={errors.validFrom}
        />
        <TextField
          label={t('workingTimeAdmin.schedules.validTo')}
          help={t('workingTimeAdmin.schedules.validToHelp')}
          type="date"
          value={draft.validTo}
          onChange={(validTo) => form.setField('validTo', validTo || undefined)}
          error={errors.validTo}
        />
      </div>
      <Fieldset legend={t('workingTimeAdmin.schedules.grid')} help={t('workingTimeAdmin.schedules.gridHelp')}>
        <div className="wt-week">
          {draft.minutesPerWeekday.map((minutes, day) => (
            <HoursInput
              key={day}
              day={day}
              minutes={minutes}
              error={errors[`minutesPerWeekday.${day}`]}
              onChange={(next) =>
                form.setField(
                  'minutesPerWeekday',
                  draft.minutesPerWeekday.map((value, position) => (position === day ? next : value)),
                )
              }
            />
          ))}
        </div>
        <p className="wt-summary" role="status" aria-live="polite" data-testid="week-sum">
          {t('workingTimeAdmin.schedules.sum', { sum: formatDuration(sum) })}
        </p>
        {errors.minutesPerWeekday && <p className="bo-field__error">{errors.minutesPerWeekday}</p>}
      </Fieldset>
      <div className="wt-fields">
        <NumberField
          label={t('workingTimeAdmin.schedules.holidayDays')}
          help={t('workingTimeAdmin.schedules.holidayDaysHelp')}
          integer
          unit={t('workingTimeAdmin.schedules.days')}
          value={draft.holidayDaysPerYear}
          onChange={(days) => form.setField('holidayDaysPerYear', days ?? DEFAULT_HOLIDAY_DAYS_PER_YEAR)}
          error={errors.holidayDaysPerYear}
        />
      </div>
      <TextAreaField
        label={t('workingTimeAdmin.schedules.comment')}
        rows={2}
        maxLength={2000}
        value={draft.comment}
        onChange={(comment) => form.setField('comment', comment || undefined)}
        error={errors.comment}
      />
    </RecordEditor>
  );
}
