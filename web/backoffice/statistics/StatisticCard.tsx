/**
 * One statistic of the Statistik screen: title, the range's total (series: with the change against
 * the previous period), the chart (line, bars, doughnut or the weekday × hour table), the table of
 * the same numbers, and 'CSV exportieren'. Its own loader and its own failure with 'Erneut
 * versuchen', so one failing statistic leaves the others readable.
 */
import { useId, useMemo } from 'react';
import { STATISTICS, type StatisticAnswer, type StatisticName } from '#shared/statistics/catalog.ts';
import { formatLocalDate } from '#shared/time/calendar.ts';
import { Button, ErrorState, Loading } from '../../common/ui';
import { t } from '../i18n';
import { useStatistic } from './api';
import { seriesSpec, shareSpec, topSpec, CHART_ROWS } from './chart-spec';
import { csvFileName, downloadCsv, tableCsv } from './csv';
import { Heatmap } from './Heatmap';
import { formatChange, formatValue, percentChange, valueOf } from './numbers';
import type { DayRange } from './range';
import { StatisticChart } from './StatisticChart';
import { StatisticTableView } from './StatisticTableView';
import { statisticTable, statisticTitle } from './table';

export interface CardView {
  range: DayRange;
  previous: DayRange;
  branch: string | undefined;
  branchName: string | undefined;
}

export function StatisticCard({ name, view }: { name: StatisticName; view: CardView }) {
  const headingId = useId();
  const title = statisticTitle(name);
  const isSeries = STATISTICS[name].kind === 'series';
  const current = useStatistic(name, { ...view.range, branch: view.branch });
  const previous = useStatistic(name, { ...view.previous, branch: view.branch }, { enabled: isSeries });
  const queries = isSeries ? [current, previous] : [current];
  const failed = queries.some((query) => query.isError);
  const answer = current.data;
  const before = isSeries ? previous.data : undefined;
  const ready = answer !== undefined && (!isSeries || before !== undefined);

  const table = useMemo(() => (ready ? statisticTable(answer, before) : undefined), [ready, answer, before]);

  let body;
  if (failed) {
    body = (
      <ErrorState message={t('statisticsAdmin.loadFailed')} onRetry={() => queries.filter((query) => query.isError).forEach((query) => void query.refetch())} />
    );
  } else if (!ready || !table) {
    body = <Loading label={t('statisticsAdmin.loading')} />;
  } else {
    body = <CardBody answer={answer} previous={before} title={title} table={table} />;
  }

  return (
    <article className={STATISTICS[name].kind === 'heatmap' ? 'st-card st-card--wide' : 'st-card'} aria-labelledby={headingId} aria-busy={!ready && !failed}>
      <header className="st-card__head">
        <h3 id={headingId} className="st-card__title">
          {title}
        </h3>
        <Button
          variant="secondary"
          className="st-card__csv"
          disabled={!table}
          aria-label={t('statisticsAdmin.exportCsvOf', { title })}
          onClick={() => table && downloadCsv(tableCsv(table), csvFileName(title, view.range, view.branchName))}
        >
          {t('statisticsAdmin.exportCsv')}
        </Button>
      </header>
      {body}
    </article>
  );
}

function Total({ answer, previous }: { answer: StatisticAnswer; previous: StatisticAnswer | undefined }) {
  const total = valueOf(answer.total, answer.value);
  const change = previous ? percentChange(total, valueOf(previous.total, previous.value)) : null;
  return (
    <p className="st-total">
      <span className="st-total__label">{t('statisticsAdmin.total')}</span>{' '}
      <strong className="st-total__value" data-testid="statistic-total">
        {formatValue(total, answer.value)}
      </strong>
      {previous && (
        <span className={['st-change', change === null ? '' : change > 0 ? 'is-up' : change < 0 ? 'is-down' : ''].filter(Boolean).join(' ')}>
          {change === null ? t('statisticsAdmin.changeNone') : t('statisticsAdmin.change', { change: formatChange(change) })}
        </span>
      )}
    </p>
  );
}

function CardBody({
  answer,
  previous,
  title,
  table,
}: {
  answer: StatisticAnswer;
  previous: StatisticAnswer | undefined;
  title: string;
  table: ReturnType<typeof statisticTable>;
}) {
  const spec = useMemo(() => {
    switch (answer.kind) {
      case 'series':
        return seriesSpec(answer, previous, t('statisticsAdmin.current'));
      case 'top':
        return topSpec(answer, title);
      case 'share':
        return shareSpec(answer, title);
      case 'heatmap':
        return undefined;
    }
  }, [answer, previous, title]);
  const rows = answer.rows ?? [];
  const empty = (answer.kind === 'top' || answer.kind === 'share') && rows.length === 0;

  let summary = '';
  if (answer.kind === 'series') {
    summary = t('statisticsAdmin.chart.series', {
      title,
      from: formatLocalDate(answer.from),
      to: formatLocalDate(answer.to),
      total: formatValue(valueOf(answer.total, answer.value), answer.value),
      previous: previous ? formatValue(valueOf(previous.total, previous.value), previous.value) : '–',
    });
  } else if (!empty) {
    summary = t('statisticsAdmin.chart.list', {
      title,
      entries: rows
        .slice(0, 3)
        .map((row) => t('statisticsAdmin.chart.listEntry', { label: row.label, value: formatValue(valueOf(row, answer.value), answer.value) }))
        .join(', '),
    });
  }

  return (
    <>
      <Total answer={answer} previous={previous} />
      {empty ? (
        <p className="st-empty">{t('statisticsAdmin.empty')}</p>
      ) : answer.kind === 'heatmap' ? (
        <Heatmap answer={answer} caption={title} />
      ) : (
        <>
          {spec && (
            <StatisticChart spec={spec} summary={summary} height={spec.type === 'bar' ? Math.max(160, Math.min(rows.length, CHART_ROWS) * 28 + 40) : 260} />
          )}
          <details className="st-details">
            <summary>{t('statisticsAdmin.table')}</summary>
            <StatisticTableView table={table} caption={title} />
          </details>
        </>
      )}
    </>
  );
}
