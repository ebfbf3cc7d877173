import { describe, expect, it } from 'vitest';
import { branchCapRows, branchChoices, branchName, byBranchOf, withRowAdded, withRowAmount, withRowBranch, withoutRow } from './branch-caps';

const GRAZ = { id: '01JGRAZ0000000000000000000', name: 'Graz' };
const LEIBNITZ = { id: '01JLEIBNITZ000000000000000', name: 'Leibnitz' };
const WEIZ = { id: '01JWEIZ0000000000000000000', name: 'Weiz' };
const BRANCHES = [GRAZ, LEIBNITZ, WEIZ];
const GONE = '01JGONE0000000000000000000';

describe('per-branch order values as rows', () => {
  it('turns the map into rows in its order and back', () => {
    const byBranch = { [WEIZ.id]: 300, [GRAZ.id]: 1200.5 };
    const rows = branchCapRows(byBranch);
    expect(rows).toEqual([
      { branchId: WEIZ.id, amount: 300 },
      { branchId: GRAZ.id, amount: 1200.5 },
    ]);
    expect(byBranchOf(rows)).toEqual(byBranch);
    expect(Object.keys(byBranchOf(rows))).toEqual([WEIZ.id, GRAZ.id]);
    expect(branchCapRows({})).toEqual([]);
  });

  it('adds a row for the first branch of the list without an own value, starting at the given amount', () => {
    expect(withRowAdded({}, BRANCHES, 500)).toEqual({ [GRAZ.id]: 500 });
    expect(withRowAdded({ [GRAZ.id]: 800 }, BRANCHES, 500)).toEqual({ [GRAZ.id]: 800, [LEIBNITZ.id]: 500 });
    expect(withRowAdded({ [GRAZ.id]: 800, [LEIBNITZ.id]: 200, [WEIZ.id]: 300 }, BRANCHES, 500)).toBeUndefined();
  });

  it('changes the branch of a row in place, keeping its amount, and never gives a branch two rows', () => {
    const byBranch = { [GRAZ.id]: 800, [WEIZ.id]: 300 };
    const changed = withRowBranch(byBranch, 0, LEIBNITZ.id);
    expect(changed).toEqual({ [LEIBNITZ.id]: 800, [WEIZ.id]: 300 });
    expect(Object.keys(changed)).toEqual([LEIBNITZ.id, WEIZ.id]);
    expect(withRowBranch(byBranch, 0, WEIZ.id)).toEqual(byBranch);
    expect(withRowBranch(byBranch, 5, LEIBNITZ.id)).toEqual(byBranch);
  });

  it('keeps an emptied amount as NaN so the row stays where it is', () => {
    const byBranch = { [GRAZ.id]: 800, [WEIZ.id]: 300 };
    const emptied = withRowAmount(byBranch, 1, undefined);
    expect(Object.keys(emptied)).toEqual([GRAZ.id, WEIZ.id]);
    expect(emptied[WEIZ.id]).toBeNaN();
    expect(withRowAmount(emptied, 1, 350)).toEqual({ [GRAZ.id]: 800, [WEIZ.id]: 350 });
    // The API receives null for NaN and refuses it at the row's field.
    expect(JSON.stringify({ maxOrderGrossByBranch: emptied })).toBe(`{"maxOrderGrossByBranch":{"${GRAZ.id}":800,"${WEIZ.id}":null}}`);
  });

  it('removes a row by position', () => {
    const byBranch = { [GRAZ.id]: 800, [LEIBNITZ.id]: 200, [WEIZ.id]: 300 };
    expect(withoutRow(byBranch, 1)).toEqual({ [GRAZ.id]: 800, [WEIZ.id]: 300 });
    expect(withoutRow(byBranch, 3)).toEqual(byBranch);
  });

  it("offers a row's own branch and the branches without a row; a deleted branch keeps its row under its label", () => {
    const byBranch = { [GRAZ.id]: 800, [GONE]: 100 };
    expect(branchChoices(byBranch, 0, BRANCHES, 'Gelöschte Filiale')).toEqual([
      { value: GRAZ.id, label: 'Graz' },
      { value: LEIBNITZ.id, label: 'Leibnitz' },
      { value: WEIZ.id, label: 'Weiz' },
    ]);
    expect(branchChoices(byBranch, 1, BRANCHES, 'Gelöschte Filiale')).toEqual([
      { value: GONE, label: 'Gelöschte Filiale' },
      { value: LEIBNITZ.id, label: 'Leibnitz' },
      { value: WEIZ.id, label: 'Weiz' },
    ]);
    expect(branchName(GONE, BRANCHES, 'Gelöschte Filiale')).toBe('Gelöschte Filiale');
    expect(branchName(WEIZ.id, BRANCHES, 'Gelöschte Filiale')).toBe('Weiz');
  });
});
