/**
 * The law's warnings of a month as the Hinweise page lists them: one row per user, day and
 * warning, in German, with the activity to open (a forgotten clock-out is flagged here the day
 * after, never closed silently).
 */
import type { TimeSheet } from '#shared/schemas/time-sheets.ts';
import { t } from '../i18n';
import { formatHours } from './times';

type Warning = TimeSheet['days'][number]['warnings'][number];

export interface WarningRow {
  key: string;
  userId: string;
  userName: string;
  date: string;
  kind: Warning['kind'];
  text: string;
  activityId?: string;
}

/** 'Pause fehlt (über 6 h gearbeitet, 0 Min. Pause)', 'Über 10 Stunden gearbeitet (10:30 h)' … */
export function warningText(warning: Pick<Warning, 'kind' | 'minutes'>): string {
  const minutes = warning.minutes ?? 0;
  switch (warning.kind) {
    case 'breakMissing':
      return t('workingTimeAdmin.warning.breakMissing', { n: minutes });
    case 'dayTooLong':
      return t('workingTimeAdmin.warning.dayTooLong', { duration: formatHours(minutes) });
    case 'restTooShort':
      return t('workingTimeAdmin.warning.restTooShort', { duration: formatHours(minutes) });
    case 'clockOutMissing':
      return t('workingTimeAdmin.warning.clockOutMissing');
  }
}

/** Every warning of the sheets, by day, then by name. */
export function warningRows(sheets: readonly Pick<TimeSheet, 'user' | 'days'>[]): WarningRow[] {
  const rows = sheets.flatMap((sheet) =>
    sheet.days.flatMap((day) =>
      day.warnings.map((warning, index) => ({
        key: `${sheet.user.id}-${day.date}-${warning.kind}-${index}`,
        userId: sheet.user.id,
        userName: sheet.user.name || sheet.user.username,
        date: warning.date || day.date,
        kind: warning.kind,
        text: warningText(warning),
        activityId: warning.activityId ?? (day.activityIds.length === 1 ? day.activityIds[0] : undefined),
      })),
    ),
  );
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.userName.localeCompare(b.userName, 'de'));
}
