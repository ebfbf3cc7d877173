import { describe, expect, it } from 'vitest';
import { formatDuration, timelineBlocks, totalSeconds } from './segment-view';

describe('segment timing', () => {
  it('sums the seconds and writes minutes from one minute on', () => {
    expect(totalSeconds([{ durationSeconds: 90 }, { durationSeconds: 60 }])).toBe(150);
    expect(formatDuration(150)).toBe('2:30 min');
    expect(formatDuration(60)).toBe('1:00 min');
    expect(formatDuration(45)).toBe('45 s');
  });

  it('gives each scene a block proportional to its seconds', () => {
    const names = (id: string) => ({ A: 'Angebot', B: 'Mittag' })[id];
    const blocks = timelineBlocks(
      [
        { scene: { id: 'A' }, durationSeconds: 30 },
        { scene: { id: 'B' }, durationSeconds: 90 },
        { scene: { id: 'X' }, durationSeconds: Number.NaN },
      ],
      names,
    );
    expect(blocks).toEqual([
      { name: 'Angebot', seconds: 30, share: 0.25 },
      { name: 'Mittag', seconds: 90, share: 0.75 },
      { name: 'Unbekannte Szene', seconds: 0, share: 0 },
    ]);
  });
});
