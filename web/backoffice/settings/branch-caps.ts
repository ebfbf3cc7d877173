/**
 * The per-branch order values of the order caps (`orderCaps.maxOrderGrossByBranch`, branch id →
 * amount) as the rows the form shows: one row per branch with its own cap, in the record's order.
 *
 * The record is the only state: a row is an entry of the map, so a reload or a save shows exactly
 * what the server has. Decisions that keep every row representable as an entry:
 * - a new row takes the first branch (in the list's order) without a value of its own, and the
 *   general order value as its start, so there is never a row without a branch;
 * - an emptied amount stays in the map as NaN (the number fields' "not a number"): the row keeps
 *   its place, and saving it is refused by the server with a German message at that row;
 * - a branch that no longer exists keeps its row (named as deleted) until someone removes it.
 */
import { removeAt, replaceAt } from '../data/list-edit';
import type { SelectOption } from '../data/fields';

export type ByBranch = Readonly<Record<string, number>>;

export interface BranchCapRow {
  branchId: string;
  /** NaN while the amount is empty or not a number. */
  amount: number;
}

export interface BranchOption {
  id: string;
  name: string;
}

export function branchCapRows(byBranch: ByBranch): BranchCapRow[] {
  return Object.entries(byBranch).map(([branchId, amount]) => ({ branchId, amount }));
}

export function byBranchOf(rows: readonly BranchCapRow[]): Record<string, number> {
  return Object.fromEntries(rows.map((row) => [row.branchId, row.amount]));
}

/** With a row for the first branch without a value of its own; undefined when every branch has one. */
export function withRowAdded(byBranch: ByBranch, branches: readonly BranchOption[], amount: number): Record<string, number> | undefined {
  const free = branches.find((branch) => !Object.hasOwn(byBranch, branch.id));
  return free ? { ...byBranch, [free.id]: amount } : undefined;
}

/** The row at `index` for another branch, at the same place and with the same amount. */
export function withRowBranch(byBranch: ByBranch, index: number, branchId: string): Record<string, number> {
  const rows = branchCapRows(byBranch);
  const row = rows[index];
  if (!row || rows.some((other, position) => position !== index && other.branchId === branchId)) return { ...byBranch };
  return byBranchOf(replaceAt(rows, index, { ...row, branchId }));
}

/** The row at `index` with a new amount; an empty field (undefined) is kept as NaN. */
export function withRowAmount(byBranch: ByBranch, index: number, amount: number | undefined): Record<string, number> {
  const rows = branchCapRows(byBranch);
  const row = rows[index];
  return row ? byBranchOf(replaceAt(rows, index, { ...row, amount: amount ?? Number.NaN })) : { ...byBranch };
}

export function withoutRow(byBranch: ByBranch, index: number): Record<string, number> {
  return byBranchOf(removeAt(branchCapRows(byBranch), index));
}

/** The name of a row's branch; a branch that no longer exists is called `deletedLabel`. */
export function branchName(branchId: string, branches: readonly BranchOption[], deletedLabel: string): string {
  return branches.find((branch) => branch.id === branchId)?.name ?? deletedLabel;
}

/**
 * What the branch select of the row at `index` offers: its own branch and every branch without a
 * row (a branch has at most one own value), in the list's order; a deleted branch of the row first.
 */
export function branchChoices(byBranch: ByBranch, index: number, branches: readonly BranchOption[], deletedLabel: string): SelectOption[] {
  const own = branchCapRows(byBranch)[index]?.branchId;
  const choices = branches
    .filter((branch) => branch.id === own || !Object.hasOwn(byBranch, branch.id))
    .map((branch) => ({ value: branch.id, label: branch.name }));
  return own !== undefined && !branches.some((branch) => branch.id === own) ? [{ value: own, label: deletedLabel }, ...choices] : choices;
}
