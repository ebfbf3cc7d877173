/**
 * /backend/working-schedules: the working schedules (Arbeitsplanung) filtered by employee
 * (administrators) and branch, with validity, the week's target hours and the holiday
 * entitlement. A failed load says 'Arbeitsplanung konnte nicht geladen werden.' in place.
 */
import { formatLocalDate } from '#shared/time/calendar.ts';
import { t } from '../i18n';
import { DataList, type ListFilter } from '../data/DataList';
import { resourceAccess, useViewer } from '../data/access';
import { schedulesApi } from './api';
import { useNames } from './people';
import { formatDuration } from './times';
import './working-time.css';

export const weekSum = (minutesPerWeekday: readonly number[]): number => minutesPerWeekday.reduce((sum, minutes) => sum + minutes, 0);

export default function SchedulesPage() {
  const viewer = useViewer();
  const names = useNames(viewer);
  const filters: ListFilter[] = [
    ...(viewer?.isAdmin
      ? [{ name: 'user', label: t('workingTimeAdmin.field.user'), allLabel: t('workingTimeAdmin.field.allUsers'), options: names.userOptions }]
      : []),
    { name: 'branch', label: t('workingTimeAdmin.field.branch'), allLabel: t('workingTimeAdmin.field.allBranches'), options: names.branchOptions },
  ];
  return (
    <DataList
      api={schedulesApi}
      title={t('workingTimeAdmin.area.schedules')}
      titleLabel={t('workingTimeAdmin.field.user')}
      rowTitle={(schedule) => names.userName(schedule.user.id)}
      rowPath={(schedule) => `/working-schedules/${schedule.id}`}
      columns={[
        { label: t('workingTimeAdmin.field.branch'), render: (schedule) => names.branchName(schedule.branch?.id), secondary: true },
        { label: t('workingTimeAdmin.schedules.validFrom'), render: (schedule) => formatLocalDate(schedule.validFrom) },
        {
          label: t('workingTimeAdmin.schedules.validTo'),
          render: (schedule) => (schedule.validTo ? formatLocalDate(schedule.validTo) : t('workingTimeAdmin.schedules.open')),
        },
        { label: t('workingTimeAdmin.schedules.week'), numeric: true, render: (schedule) => formatDuration(weekSum(schedule.minutesPerWeekday)) },
        { label: t('workingTimeAdmin.schedules.holidayDays'), numeric: true, render: (schedule) => String(schedule.holidayDaysPerYear) },
      ]}
      filters={filters}
      sorts={[
        { value: '-validFrom', label: t('workingTimeAdmin.sort.startDesc') },
        { value: '-createdAt', label: t('workingTimeAdmin.sort.createdDesc') },
        { value: '-updatedAt', label: t('workingTimeAdmin.sort.updatedDesc') },
      ]}
      newPath={viewer && resourceAccess(viewer, 'working-schedules').create() ? '/working-schedules/new' : undefined}
      newLabel={t('workingTimeAdmin.schedules.new')}
      emptyText={t('workingTimeAdmin.schedules.empty')}
    />
  );
}
