/**
 * Reads of the time sheets: GET /api/time-sheets/balances?month=YYYY-MM&user= (one sheet per user:
 * an employee gets their own without naming it, an administrator the one asked for) and
 * GET /api/time-sheets/holiday-balances?year=&user=, parsed with the shared answer schemas. The
 * page shows a failure in place with 'Erneut versuchen' ('Zeitsalden konnten nicht geladen
 * werden.'), not as a global entry.
 */
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { holidayAccountSchema, timeSheetSchema } from '#shared/schemas/time-sheets.ts';
import { DEFAULT_TIME_ZONE } from '#shared/time/zone.ts';
import { queryKeys, urlForKey } from '#web/common/query.ts';
import { api } from '../client';
import { t } from '../i18n';

function search(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  return query.toString();
}

/** The query of one month's sheets (shared by the time sheet and the profile, so both read one cache entry). */
export function timeSheetsQuery(month: string, user: string | undefined) {
  const query = search({ month, user });
  return {
    queryKey: ['api', 'time-sheets', 'balances', `?${query}`],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get(`/api/time-sheets/balances?${query}`, { signal, schema: z.array(timeSheetSchema), fallback: t('timeSheetsAdmin.loadFailed') }),
    meta: { errorMessage: t('timeSheetsAdmin.loadFailed'), shownInPlace: true },
  };
}

export function useTimeSheets(month: string, user: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({ ...timeSheetsQuery(month, user), enabled: options.enabled });
}

export function useHolidayAccounts(year: number, user: string | undefined, options: { enabled?: boolean } = {}) {
  const query = search({ year: String(year), user });
  return useQuery({
    queryKey: ['api', 'time-sheets', 'holiday-balances', `?${query}`],
    queryFn: ({ signal }) =>
      api.get(`/api/time-sheets/holiday-balances?${query}`, {
        signal,
        schema: z.array(holidayAccountSchema),
        fallback: t('timeSheetsAdmin.profile.holidayLoadFailed'),
      }),
    meta: { errorMessage: t('timeSheetsAdmin.profile.holidayLoadFailed'), shownInPlace: true },
    enabled: options.enabled,
  });
}

/** The shop's name (for the printed sheet) and time zone from GET /api/config (the key the other screens read). */
export function useShopIdentity(): { shopName: string; timeZone: string } {
  const config = useQuery({
    queryKey: queryKeys.config(),
    queryFn: ({ signal }) =>
      api.get<{ timeZone?: string; shopName?: string; title?: string }>(urlForKey(queryKeys.config()), { signal, fallback: t('timeSheetsAdmin.loadFailed') }),
    meta: { errorMessage: t('timeSheetsAdmin.loadFailed'), shownInPlace: true },
  });
  const data = config.data;
  return {
    shopName: (typeof data?.shopName === 'string' && data.shopName) || (typeof data?.title === 'string' && data.title) || t('web.backoffice.title'),
    timeZone: typeof data?.timeZone === 'string' && data.timeZone ? data.timeZone : DEFAULT_TIME_ZONE,
  };
}
