import { describe, expect, it } from 'vitest';
import type { Viewer } from '../data/access';
import { defaultBranchFilter, mayShowBranch, singleBranchId, workBranches } from './tables-model';

const admin: Viewer = { isAdmin: true, branchIds: new Set(['graz', 'leibnitz', 'weiz']) };
const graz: Viewer = { isAdmin: false, branchIds: new Set(['graz']) };
const twoBranches: Viewer = { isAdmin: false, branchIds: new Set(['weiz', 'graz']) };
const branches = [{ id: 'graz' }, { id: 'leibnitz' }, { id: 'weiz' }];

describe('workBranches', () => {
  it('gives administrators every branch and employees their own, in the given order', () => {
    expect(workBranches(admin, branches)).toEqual(branches);
    expect(workBranches(graz, branches)).toEqual([{ id: 'graz' }]);
    expect(workBranches(twoBranches, branches)).toEqual([{ id: 'graz' }, { id: 'weiz' }]);
  });
});

describe('defaultBranchFilter', () => {
  it("limits an employee's list to their branches, an administrator's not", () => {
    expect(defaultBranchFilter(admin)).toBeUndefined();
    expect(defaultBranchFilter(graz)).toBe('graz');
    expect(defaultBranchFilter(twoBranches)).toBe('graz,weiz');
    expect(defaultBranchFilter({ isAdmin: false, branchIds: new Set() })).toBeUndefined();
  });
});

describe('mayShowBranch', () => {
  it('lets employees look at their own branches only', () => {
    expect(mayShowBranch(admin, 'leibnitz')).toBe(true);
    expect(mayShowBranch(graz, 'graz')).toBe(true);
    expect(mayShowBranch(graz, 'leibnitz')).toBe(false);
  });
});

describe('singleBranchId', () => {
  it('is the chosen branch, else the only branch of an employee', () => {
    expect(singleBranchId(admin, 'weiz')).toBe('weiz');
    expect(singleBranchId(admin, undefined)).toBeUndefined();
    expect(singleBranchId(graz, undefined)).toBe('graz');
    expect(singleBranchId(twoBranches, undefined)).toBeUndefined();
    expect(singleBranchId(twoBranches, 'weiz')).toBe('weiz');
    // Another branch in the address prints nothing.
    expect(singleBranchId(graz, 'leibnitz')).toBeUndefined();
  });
});
