/**
 * Reads of the profile page: GET /api/statistics/user-profile?user&start&now&end (totals from
 * `start` up to today, the holiday account) and /api/statistics/user-profile-working-activities
 * ?user&start&end (every day of the range), parsed with the shared answer schemas
 * (shared/schemas/time-sheets.ts). `user` left out: the caller. Failures are shown in place
 * ('Guthaben konnten nicht geladen werden.' with 'Erneut versuchen').
 */
import { useQuery } from '@tanstack/react-query';
import { userProfileDaysSchema, userProfileSchema } from '#shared/schemas/time-sheets.ts';
import { api } from '../client';
import { t } from '../i18n';

function search(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  return query.toString();
}

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
        schema: userProfileDaysSchema,
        fallback: t('timeSheetsAdmin.profile.loadFailed'),
      }),
    meta: inPlace,
    enabled: options.enabled,
  });
}
