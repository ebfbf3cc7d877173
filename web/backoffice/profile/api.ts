/**
 * Reads of the profile page: GET /api/statistics/user-profile?user&start&now&end (worked,
 * scheduled and balance of a period up to now) and /api/statistics/user-profile-working-activities
 * ?user&start&end (the period's days), parsed with the shared answer schemas. Failures are shown in
 * place ('Guthaben konnten nicht geladen werden.' with 'Erneut versuchen').
 */
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '../client';
import { t } from '../i18n';

function search(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  return query.toString();
}

// Provisional until the answer schemas are in shared/schemas/time-sheets.ts.
const userProfileSchema = z.object({ totals: z.object({ worked: z.int(), scheduled: z.int(), balance: z.int() }) });
const userProfileWorkingActivitiesSchema = z.object({
  days: z.array(z.object({ date: z.iso.date(), worked: z.int(), scheduled: z.int(), balance: z.int().optional() })),
});

const inPlace = { errorMessage: t('timeSheetsAdmin.profile.loadFailed'), shownInPlace: true };

export function useUserProfile(params: { user?: string; start: string; now: string; end: string }, options: { enabled?: boolean } = {}) {
  const query = search(params);
  return useQuery({
    queryKey: ['api', 'statistics', 'user-profile', `?${query}`],
    queryFn: ({ signal }) =>
      api.get(`/api/statistics/user-profile?${query}`, { signal, schema: userProfileSchema, fallback: t('timeSheetsAdmin.profile.loadFailed') }),
    meta: inPlace,
    enabled: options.enabled,
  });
}

export function useUserProfileDays(params: { user?: string; start: string; end: string }, options: { enabled?: boolean } = {}) {
  const query = search(params);
  return useQuery({
    queryKey: ['api', 'statistics', 'user-profile-working-activities', `?${query}`],
    queryFn: ({ signal }) =>
      api.get(`/api/statistics/user-profile-working-activities?${query}`, {
        signal,
        schema: userProfileWorkingActivitiesSchema,
        fallback: t('timeSheetsAdmin.profile.loadFailed'),
      }),
    meta: inPlace,
    enabled: options.enabled,
  });
}
