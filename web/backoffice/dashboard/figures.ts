/** Open and missed orders per branch id (the dashboard counts the first page of each list). */
export function countByBranch(rows: readonly { branch: { id: string } }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.branch.id, (counts.get(row.branch.id) ?? 0) + 1);
  return counts;
}
