/** A segment's timing as the list and the editor's timeline show it (pure, unit-tested). */
import type { SegmentItem } from '#shared/schemas/signage.ts';
import { t } from '../../i18n';

export function totalSeconds(items: readonly Pick<SegmentItem, 'durationSeconds'>[]): number {
  return items.reduce((sum, item) => sum + (Number.isFinite(item.durationSeconds) && item.durationSeconds > 0 ? item.durationSeconds : 0), 0);
}

/** '2:30 min' from a minute on, '45 s' below. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return t('signageAdmin.duration.seconds', { seconds: whole });
  return t('signageAdmin.duration.minutes', { minutes: Math.floor(whole / 60), seconds: String(whole % 60).padStart(2, '0') });
}

export interface TimelineBlock {
  name: string;
  seconds: number;
  /** Share of the whole sequence, 0–1: the block's width. */
  share: number;
}

/** One block per item, its width proportional to its seconds; items without a valid duration take no room. */
export function timelineBlocks(items: readonly SegmentItem[], sceneName: (id: string) => string | undefined): TimelineBlock[] {
  const total = totalSeconds(items);
  return items.map((item) => {
    const seconds = Number.isFinite(item.durationSeconds) && item.durationSeconds > 0 ? item.durationSeconds : 0;
    return {
      name: item.scene?.id ? (sceneName(item.scene.id) ?? t('signageAdmin.sceneMissing')) : t('signageAdmin.sceneMissing'),
      seconds,
      share: total > 0 ? seconds / total : 0,
    };
  });
}
