/**
 * The stream editor's week view as data (pure, unit-tested): each timed entry (weekdays or times,
 * shared/signage isTimed) becomes a block on each of its days from its start to its end (no
 * times: the whole day; no weekdays: every day); overlapping blocks of a day sit side by side in
 * lanes. The untimed entries are the 'Standard' that plays whenever no block applies.
 */
import { isTimed } from '#shared/signage/index.ts';
import { parseTimeOfDay } from '#shared/time/calendar.ts';
import type { StreamEntry } from '#shared/schemas/signage.ts';

const DAY_MINUTES = 1440;

export interface WeekBlock {
  /** The entry's position in the stream. */
  entryIndex: number;
  name: string;
  from: number;
  to: number;
  lane: number;
  lanes: number;
}

export interface WeekView {
  /** Monday … Sunday. */
  days: WeekBlock[][];
  /** Names of the untimed entries, in list order. */
  standard: string[];
}

type WindowEntry = Pick<StreamEntry, 'weekdays' | 'from' | 'to'> & { segment?: { id: string } };

export function weekView(entries: readonly WindowEntry[], segmentName: (id: string | undefined) => string): WeekView {
  const days: WeekBlock[][] = Array.from({ length: 7 }, () => []);
  const standard: string[] = [];
  entries.forEach((entry, entryIndex) => {
    const name = segmentName(entry.segment?.id);
    if (!isTimed(entry)) {
      standard.push(name);
      return;
    }
    const from = entry.from ? (parseTimeOfDay(entry.from) ?? 0) : 0;
    const to = entry.to ? (parseTimeOfDay(entry.to) ?? DAY_MINUTES) : DAY_MINUTES;
    if (to <= from) return;
    const weekdays = entry.weekdays.filter((day) => day >= 0 && day <= 6);
    for (const day of weekdays.length > 0 ? [...new Set(weekdays)] : [0, 1, 2, 3, 4, 5, 6]) {
      days[day]!.push({ entryIndex, name, from, to, lane: 0, lanes: 1 });
    }
  });
  return { days: days.map(layOut), standard };
}

/** Greedy lanes: a block takes the first lane free at its start; blocks of one overlap group share the lane count. */
function layOut(blocks: WeekBlock[]): WeekBlock[] {
  const sorted = [...blocks].sort((a, b) => a.from - b.from || a.entryIndex - b.entryIndex);
  const placed: WeekBlock[] = [];
  let group: WeekBlock[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    const lanes = Math.max(1, ...group.map((block) => block.lane + 1));
    for (const block of group) placed.push({ ...block, lanes });
    group = [];
  };
  const laneEnds: number[] = [];
  for (const block of sorted) {
    if (block.from >= groupEnd && group.length > 0) {
      closeGroup();
      laneEnds.length = 0;
    }
    let lane = laneEnds.findIndex((end) => end <= block.from);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = block.to;
    group.push({ ...block, lane });
    groupEnd = Math.max(groupEnd, block.to);
  }
  if (group.length > 0) closeGroup();
  return placed;
}
