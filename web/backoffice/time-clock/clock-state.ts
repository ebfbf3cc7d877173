/**
 * What the time clock shows of the current activity: its state in words, and today's worked
 * minutes counted on from the server's figure (the minutes the open activity has added since the
 * answer arrived; never fewer than the server said).
 */
import type { WorkingActivity } from '#shared/schemas/time-tracking.ts';
import { formatTime } from '#shared/time/format.ts';
import { workedMinutes } from '#shared/working-time/index.ts';
import { t } from '../i18n';

export type ClockState = 'out' | 'working' | 'paused';

export const stateOf = (activity: WorkingActivity | null): ClockState =>
  !activity || activity.end ? 'out' : activity.pauses.some((pause) => !pause.end) ? 'paused' : 'working';

export function stateText(activity: WorkingActivity | null, timeZone: string): string {
  const state = stateOf(activity);
  if (state === 'out' || !activity) return t('timeClock.state.out');
  if (state === 'paused') {
    const pause = activity.pauses.findLast((candidate) => !candidate.end)!;
    return t('timeClock.state.paused', { time: formatTime(new Date(pause.start), timeZone) });
  }
  return t('timeClock.state.working', { time: formatTime(new Date(activity.start), timeZone) });
}

/** Today's worked minutes now: the server's figure (`worked`, answered at `answeredAt`) plus what the open activity has added since. */
export function workedToday(worked: number, answeredAt: number, current: WorkingActivity | null, now: Date): number {
  if (!current || current.end) return worked;
  const since = workedMinutes(current, now) - workedMinutes(current, new Date(answeredAt));
  return worked + Math.max(0, since);
}
