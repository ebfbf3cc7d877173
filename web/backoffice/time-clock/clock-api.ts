/**
 * The time clock's calls to `/api/time-tracking/{username}/{accessToken}/…` (backoffice.md §7)
 * and its state (§4: start sets the current activity; pause and resume replace it with the
 * server's result; end clears it; the balances and the week are read again after each action).
 *
 * Decisions:
 * - Its own API client and QueryClient, not the signed-in back office's: no Cognito token is sent,
 *   and a 401 does not go to the sign-in — the employee has no back-office account on this phone,
 *   so the page says the link is invalid or revoked instead.
 * - The token lives only in the URL and in memory (the query keys); it is never written to
 *   localStorage, sessionStorage or a log.
 * - Queries refetch when the window gets the focus again (a phone that was in the pocket shows
 *   the state another device may have changed) and are not retried on their own: the page offers
 *   the retry.
 */
import { QueryClient, useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import * as z from 'zod';
import { timeClockBalancesSchema, timeClockMeSchema, type TimeClockMe } from '#shared/schemas/time-sheets.ts';
import { workingActivitySchema, type WorkingActivity } from '#shared/schemas/time-tracking.ts';
import { nextActions, weekStartOf, type ClockAction } from '#shared/working-time/index.ts';
import { addDays } from '#shared/time/calendar.ts';
import { localDateOf } from '#shared/time/zone.ts';
import { ApiError, createApiClient } from '../../common/api';
import { t } from '../i18n';

const clockApi = createApiClient({ fallback: t('timeClock.loadFailed') });

export const clockQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 0, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});

export interface ClockLink {
  username: string;
  accessToken: string;
}

const base = ({ username, accessToken }: ClockLink): string => `/api/time-tracking/${encodeURIComponent(username)}/${encodeURIComponent(accessToken)}`;

const keys = {
  all: (link: ClockLink): QueryKey => ['timeClock', link.username, link.accessToken],
  me: (link: ClockLink): QueryKey => [...keys.all(link), 'me'],
  balances: (link: ClockLink): QueryKey => [...keys.all(link), 'balances'],
  activities: (link: ClockLink, from: string): QueryKey => [...keys.all(link), 'activities', from],
};

/** 401: unknown user name, wrong or revoked token. */
export const isInvalidLink = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
/** No answer arrived (offline, server unreachable). */
export const isOffline = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

export function useClockMe(link: ClockLink) {
  return useQuery(
    { queryKey: keys.me(link), queryFn: ({ signal }) => clockApi.get(`${base(link)}/me`, { signal, schema: timeClockMeSchema }) },
    clockQueryClient,
  );
}

export function useClockBalances(link: ClockLink, enabled: boolean) {
  return useQuery(
    {
      queryKey: keys.balances(link),
      queryFn: ({ signal }) => clockApi.get(`${base(link)}/balances`, { signal, schema: timeClockBalancesSchema }),
      enabled,
    },
    clockQueryClient,
  );
}

const activityList = z.array(workingActivitySchema);

/** The activities of the current week, Monday to Sunday in the shop's zone, oldest first. */
export function useClockWeek(link: ClockLink, me: TimeClockMe | undefined, now: Date) {
  const from = me ? weekStartOf(localDateOf(now, me.timeZone)) : '';
  return useQuery(
    {
      queryKey: keys.activities(link, from),
      queryFn: ({ signal }) =>
        clockApi.get(`${base(link)}/working-activities?from=${from}&to=${addDays(from, 6)}`, {
          signal,
          schema: activityList,
          fallback: t('timeClock.loadFailed'),
        }),
      enabled: from !== '',
      select: (activities) =>
        activities.filter((activity) => localDateOf(new Date(activity.start), me!.timeZone) >= from).sort((a, b) => a.start.localeCompare(b.start)),
    },
    clockQueryClient,
  );
}

export interface ClockRequest {
  action: ClockAction;
  /** start: `{ branch }`; end: `{ project, description }`; pause and resume: none. */
  body?: Record<string, unknown>;
}

const failure: Record<ClockAction, string> = {
  start: t('timeClock.failed.start'),
  pause: t('timeClock.failed.pause'),
  resume: t('timeClock.failed.resume'),
  end: t('timeClock.failed.end'),
};

/** The current activity after an answer: end clears it, the others take the server's result. */
function afterAction(me: TimeClockMe, action: ClockAction, answer: WorkingActivity): TimeClockMe {
  const current = action === 'end' ? null : answer;
  return { ...me, workingActivity: current, nextActions: nextActions(current ?? undefined) };
}

export function useClockAction(link: ClockLink) {
  return useMutation(
    {
      mutationFn: ({ action, body }: ClockRequest) =>
        clockApi.post(`${base(link)}/working-activities/${action}`, body ?? {}, { schema: workingActivitySchema, fallback: failure[action] }),
      onSuccess: (answer, { action }) => {
        clockQueryClient.setQueryData<TimeClockMe>(keys.me(link), (me) => (me ? afterAction(me, action, answer) : me));
        void clockQueryClient.invalidateQueries({ queryKey: keys.balances(link) });
        void clockQueryClient.invalidateQueries({ queryKey: [...keys.all(link), 'activities'] });
      },
      // A 409 (already clocked in on another device …) means the shown state is old.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) void refreshClock(link);
      },
    },
    clockQueryClient,
  );
}

/** Reads everything of the link again (the retry after a failure). */
export const refreshClock = (link: ClockLink) => clockQueryClient.invalidateQueries({ queryKey: keys.all(link) });
