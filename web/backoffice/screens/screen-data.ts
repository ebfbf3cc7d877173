/**
 * What both order screens share: they open with the branch id and API key of their URL (no
 * session, backoffice.md §6), poll their API every 5 s, keep showing the last answer while the
 * network is away, and stop on a 401 (the link is wrong or the key was rotated; polling again
 * will not fix that, a new link will).
 *
 * Decisions:
 * - Their own API client and QueryClient, not the signed-in back office's: no token is sent, a
 *   401 must not send a wall display to the sign-in page, and a failed poll is shown on the
 *   screen itself (the global error entries and loader of the signed-in layout are not there).
 * - A screen keeps the device awake where the browser offers the Screen Wake Lock API, and hides
 *   the mouse pointer while it is not moved.
 */
import { QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, createApiClient, type Parser } from '../../common/api';
import { t } from '../i18n';

export const SCREEN_POLL_MS = 5_000;
/** The pointer disappears after this long without a movement. */
const CURSOR_IDLE_MS = 3_000;

export type ScreenKind = 'frontdesk' | 'backoffice';

const screenApi = createApiClient({ fallback: t('screen.loadFailed') });

export const screenQueryClient = new QueryClient({
  defaultOptions: {
    // The next poll is the retry; the screen shows at once that the connection is gone.
    queries: { retry: false, staleTime: 0, refetchOnWindowFocus: true },
  },
});

/** The API path of a screen, e.g. /api/orders/frontdesk/{branchId}/{apiKey}. */
export function screenApiUrl(kind: ScreenKind, branchId: string, apiKey: string): string {
  return `/api/orders/${kind}/${encodeURIComponent(branchId)}/${encodeURIComponent(apiKey)}`;
}

/** The page of a screen, e.g. /backend/screens/frontdesk/{branchId}/{apiKey} (for the branch settings). */
export function screenPagePath(kind: ScreenKind, branchId: string, apiKey: string): string {
  return `/backend/screens/${kind}/${encodeURIComponent(branchId)}/${encodeURIComponent(apiKey)}`;
}

const isInvalidLink = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

export interface ScreenData<T> {
  /** The last answer, also while the connection is lost. */
  data: T | undefined;
  /** 401: unknown branch or wrong (e.g. rotated) key. */
  invalidLink: boolean;
  /** The last poll failed for another reason (network, server). */
  connectionLost: boolean;
  /** When the shown data arrived (ms since the epoch); 0 before the first answer. */
  updatedAt: number;
}

export function useScreenData<T>(kind: ScreenKind, schema: Parser<T>): ScreenData<T> {
  const { branchId = '', apiKey = '' } = useParams();
  const query = useQuery(
    {
      queryKey: ['screen', kind, branchId, apiKey],
      queryFn: ({ signal }) => screenApi.get(screenApiUrl(kind, branchId, apiKey), { signal, schema }),
      refetchInterval: (current) => (isInvalidLink(current.state.error) ? false : SCREEN_POLL_MS),
      // A wall display is often not the focused window.
      refetchIntervalInBackground: true,
    },
    screenQueryClient,
  );
  const invalidLink = isInvalidLink(query.error);
  return { data: query.data, invalidLink, connectionLost: query.isError && !invalidLink, updatedAt: query.dataUpdatedAt };
}

/** Keeps the screen from dimming while the page is visible (where the browser supports it). */
export function useWakeLock(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | undefined;
    let stopped = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (stopped) void sentinel.release();
          else lock = sentinel;
        },
        // Refused (battery saver, no user gesture yet): the display just dims as usual.
        () => undefined,
      );
    };
    request();
    // The browser releases the lock when the tab is hidden; take it again when it comes back.
    document.addEventListener('visibilitychange', request);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}

/** True while the pointer has not moved for a few seconds (the screen then hides it). */
export function usePointerIdle(): boolean {
  const [idle, setIdle] = useState(true);
  useEffect(() => {
    let timer = 0;
    const onMove = () => {
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), CURSOR_IDLE_MS);
    };
    window.addEventListener('pointermove', onMove);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.clearTimeout(timer);
    };
  }, []);
  return idle;
}
