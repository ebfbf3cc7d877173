/**
 * The Filmsequenz as a bar: each scene a block as wide as its share of the seconds, labelled with
 * its name and duration, and the total. Screen readers get the same as a list.
 */
import { useId } from 'react';
import { t } from '../../i18n';
import { formatDuration, type TimelineBlock } from './segment-view';
import './segments.css';

export function SegmentTimeline({ blocks, total }: { blocks: readonly TimelineBlock[]; total: number }) {
  const headingId = useId();
  return (
    <section className="sg-timeline" aria-labelledby={headingId} data-testid="segment-timeline">
      <h2 id={headingId} className="sg-timeline__title">
        {t('signageAdmin.segments.timeline')}
      </h2>
      <ol className="sg-timeline__bar">
        {blocks.map((block, index) =>
          block.share > 0 ? (
            <li key={index} className={`sg-timeline__block sg-timeline__block--${index % 4}`} style={{ flexGrow: block.share }}>
              <span className="sg-timeline__name">{block.name}</span>
              <span className="sg-timeline__seconds">{formatDuration(block.seconds)}</span>
            </li>
          ) : null,
        )}
      </ol>
      <p className="sg-timeline__total">{t('signageAdmin.segments.timelineTotal', { duration: formatDuration(total) })}</p>
    </section>
  );
}
