/**
 * The working-time resources of the back office: working activities and working schedules (the
 * generic resource shape, ../data/resource-api.ts), the month's time sheets (for the warnings)
 * and the holiday accounts of a year. Their lists are filtered lists (backoffice.md §4): a failed
 * load is shown where it happened and goes no further (§8).
 *
 * Decision where the spec is silent: the screens show times in the shop's default zone
 * (Europe/Vienna), the zone the server counts the working days in.
 */
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { crudFailedKey } from '#shared/i18n/backoffice.ts';
import { holidayAccountSchema, timeSheetSchema } from '#shared/schemas/time-sheets.ts';
import { workingActivitySchema, workingScheduleSchema, type WorkingActivity, type WorkingSchedule } from '#shared/schemas/time-tracking.ts';
import { DEFAULT_TIME_ZONE } from '#shared/time/zone.ts';
import { keyForUrl } from '../../common/query';
import { api } from '../client';
import { defineResource } from '../data/resource-api';
import { t } from '../i18n';

export const SHOP_TIME_ZONE = DEFAULT_TIME_ZONE;

export const activitiesApi = defineResource<WorkingActivity>({
  resource: 'working-activities',
  schema: workingActivitySchema,
  messages: {
    loadFailed: t('workingTimeAdmin.activities.loadFailed'),
    createFailed: t(crudFailedKey('workingActivity', 'create')),
    updateFailed: t(crudFailedKey('workingActivity', 'update')),
    deleteFailed: t(crudFailedKey('workingActivity', 'delete')),
  },
});

export const schedulesApi = defineResource<WorkingSchedule>({
  resource: 'working-schedules',
  schema: workingScheduleSchema,
  messages: {
    loadFailed: t('backoffice.workPlanLoadFailed'),
    createFailed: t(crudFailedKey('workingSchedule', 'create')),
    updateFailed: t(crudFailedKey('workingSchedule', 'update')),
    deleteFailed: t(crudFailedKey('workingSchedule', 'delete')),
  },
});

const timeSheetsSchema = z.array(timeSheetSchema);
const holidayAccountsSchema = z.array(holidayAccountSchema);

/** `GET /api/time-sheets/balances?month=YYYY-MM`: one sheet per user the caller may see. */
export function useTimeSheets(month: string) {
  const url = `/api/time-sheets/balances?month=${month}`;
  return useQuery({
    queryKey: [...keyForUrl(url), `?month=${month}`],
    queryFn: ({ signal }) => api.get(url, { signal, schema: timeSheetsSchema, fallback: t('backoffice.timeBalancesLoadFailed') }),
    meta: { errorMessage: t('backoffice.timeBalancesLoadFailed'), shownInPlace: true },
  });
}

/** `GET /api/time-sheets/holiday-balances?year=`: one account per user the caller may see. */
export function useHolidayAccounts(year: number) {
  const url = `/api/time-sheets/holiday-balances?year=${year}`;
  return useQuery({
    queryKey: [...keyForUrl(url), `?year=${year}`],
    queryFn: ({ signal }) => api.get(url, { signal, schema: holidayAccountsSchema, fallback: t('backoffice.holidayBalancesLoadFailed') }),
    meta: { errorMessage: t('backoffice.holidayBalancesLoadFailed'), shownInPlace: true },
  });
}
