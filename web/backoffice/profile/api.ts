/**
 * Reads of the profile page. Decision: the figures come from the months' time sheets
 * (GET /api/time-sheets/balances, ../time-sheets/api.ts), the server's own balance arithmetic the
 * Stundenzettel shows, so profile and sheet never disagree and share one cache entry per month.
 * The statistics routes of the spec (/api/statistics/user-profile and
 * /user-profile-working-activities) answer 501 until they are built; the page would read them
 * here.
 */
import { useQueries } from '@tanstack/react-query';
import { timeSheetsQuery } from '../time-sheets/api';

/** The sheets of the months (YYYY-MM) of one user (undefined: the caller); failures in place. */
export function useMonthSheets(months: readonly string[], user: string | undefined, options: { enabled?: boolean } = {}) {
  return useQueries({ queries: months.map((month) => ({ ...timeSheetsQuery(month, user), enabled: options.enabled })) });
}
