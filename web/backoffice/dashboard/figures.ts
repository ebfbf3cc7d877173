/**
 * The dashboard's sums: open and missed orders counted per branch from the first page of their
 * lists, and one revenue series of several branches (an employee's week is the sum of their
 * branches' days).
 */
import type { StatisticAnswer } from '#shared/statistics/catalog.ts';

/** Orders per branch id. */
export function countByBranch(rows: readonly { branch: { id: string } }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.branch.id, (counts.get(row.branch.id) ?? 0) + 1);
  return counts;
}

/** The answers of the same series statistic and range for several branches as one answer. */
export function sumSeries(answers: readonly StatisticAnswer[]): StatisticAnswer | undefined {
  const [first, ...rest] = answers;
  if (!first) return undefined;
  const series = (first.series ?? []).map((point) => ({ ...point }));
  const total = { ...first.total };
  for (const answer of rest) {
    total.count += answer.total.count;
    total.amount += answer.total.amount;
    for (const point of answer.series ?? []) {
      const same = series.find((candidate) => candidate.day === point.day);
      if (same) {
        same.count += point.count;
        same.amount += point.amount;
      }
    }
  }
  const { branch: _branch, ...shared } = first;
  return { ...shared, total, series };
}
