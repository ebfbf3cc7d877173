/**
 * /backend/working-activities: the working activities (Arbeitszeiten) filtered by employee
 * (administrators), branch, kind and period, with date, times, breaks and worked time in the
 * shop's zone and a hint for a running activity, a missing clock-out (an open activity from an
 * earlier day) and a corrected one. An employee sees their own, read-only (the API's scope).
 */
import { ACTIVITY_KINDS, type WorkingActivity } from '#shared/schemas/time-tracking.ts';
import { breakMinutes, workedMinutes } from '#shared/working-time/balance.ts';
import { t } from '../i18n';
import { DataList, type ListFilter } from '../data/DataList';
import { resourceAccess, useViewer } from '../data/access';
import { activitiesApi, SHOP_TIME_ZONE } from './api';
import { useNames } from './people';
import { absenceDaysOf, activityHints, formatDay, formatDuration, localParts } from './times';
import './working-time.css';

export const kindLabel = (kind: WorkingActivity['kind']): string => t(`workingTimeAdmin.kind.${kind}`);

/** The day (or days of an absence) an activity is listed under. */
export function activityDate(activity: WorkingActivity): string {
  if (activity.kind === 'work') return formatDay(localParts(activity.start, SHOP_TIME_ZONE).date);
  const { firstDay, lastDay } = absenceDaysOf(activity, SHOP_TIME_ZONE);
  return firstDay === lastDay ? formatDay(firstDay) : `${formatDay(firstDay)} – ${formatDay(lastDay)}`;
}

function endText(activity: WorkingActivity): string {
  if (!activity.end) return '';
  const start = localParts(activity.start, SHOP_TIME_ZONE);
  const end = localParts(activity.end, SHOP_TIME_ZONE);
  return end.date === start.date ? end.time : `${end.time} (${formatDay(end.date)})`;
}

export default function ActivitiesPage() {
  const viewer = useViewer();
  const names = useNames(viewer);
  const now = new Date();
  const filters: ListFilter[] = [
    ...(viewer?.isAdmin
      ? [{ name: 'user', label: t('workingTimeAdmin.field.user'), allLabel: t('workingTimeAdmin.field.allUsers'), options: names.userOptions }]
      : []),
    { name: 'branch', label: t('workingTimeAdmin.field.branch'), allLabel: t('workingTimeAdmin.field.allBranches'), options: names.branchOptions },
    {
      name: 'kind',
      label: t('workingTimeAdmin.field.kind'),
      allLabel: t('workingTimeAdmin.field.allKinds'),
      options: ACTIVITY_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) })),
    },
    { name: 'from', label: t('workingTimeAdmin.field.from'), kind: 'date' },
    { name: 'to', label: t('workingTimeAdmin.field.to'), kind: 'date' },
  ];
  return (
    <DataList
      api={activitiesApi}
      title={t('workingTimeAdmin.area.activities')}
      titleLabel={t('workingTimeAdmin.field.user')}
      rowTitle={(activity) => names.userName(activity.user.id)}
      rowPath={(activity) => `/working-activities/${activity.id}`}
      columns={[
        { label: t('workingTimeAdmin.field.kind'), render: (activity) => kindLabel(activity.kind) },
        { label: t('workingTimeAdmin.field.date'), render: activityDate },
        { label: t('workingTimeAdmin.field.start'), render: (activity) => (activity.kind === 'work' ? localParts(activity.start, SHOP_TIME_ZONE).time : '') },
        { label: t('workingTimeAdmin.field.end'), render: (activity) => (activity.kind === 'work' ? endText(activity) : '') },
        {
          label: t('workingTimeAdmin.field.pauses'),
          numeric: true,
          secondary: true,
          render: (activity) => (activity.kind === 'work' ? formatDuration(breakMinutes(activity, now)) : ''),
        },
        {
          label: t('workingTimeAdmin.field.worked'),
          numeric: true,
          render: (activity) => (activity.kind === 'work' ? formatDuration(workedMinutes(activity, now)) : ''),
        },
        {
          label: t('workingTimeAdmin.field.hint'),
          render: (activity) =>
            activityHints(activity, now, SHOP_TIME_ZONE).map((hint) => (
              <span key={hint} className={`wt-hint wt-hint--${hint}`}>
                {t(`workingTimeAdmin.hint.${hint}`)}
              </span>
            )),
        },
      ]}
      filters={filters}
      sorts={[
        { value: '-start', label: t('workingTimeAdmin.sort.startDesc') },
        { value: '-createdAt', label: t('workingTimeAdmin.sort.createdDesc') },
        { value: '-updatedAt', label: t('workingTimeAdmin.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'working-activities').create() ? '/working-activities/new' : undefined}
      newLabel={t('workingTimeAdmin.activities.new')}
      emptyText={t('workingTimeAdmin.activities.empty')}
      intro={viewer && !viewer.isAdmin ? <p className="bo-field__help">{t('workingTimeAdmin.activities.ownOnly')}</p> : undefined}
    />
  );
}
