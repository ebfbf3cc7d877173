/**
 * Which branches' tables a staff member works with on the tables screens. Tables are public data
 * (the storefront reads them), so the API lists every branch's tables to everyone; the screens
 * show an employee only those of their own branches, as the permission to change them reads
 * (functions/manifest.ts: tables write 'staff', scope 'branch').
 */
import type { Viewer } from '../data/access';

/** The branches whose tables the viewer keeps: every branch for administrators, the own ones for employees. */
export function workBranches<B extends { id: string }>(viewer: Viewer, branches: readonly B[]): B[] {
  return viewer.isAdmin ? [...branches] : branches.filter((branch) => viewer.branchIds.has(branch.id));
}

/**
 * The branch filter the list sends while none is chosen: an employee's own branches
 * ('A,B', functions/tables/index.ts), nothing for administrators (every branch).
 */
export function defaultBranchFilter(viewer: Viewer): string | undefined {
  return viewer.isAdmin ? undefined : [...viewer.branchIds].sort().join(',') || undefined;
}

/** Whether a branch id in the address is one the viewer may look at on these screens (an employee: only their own). */
export function mayShowBranch(viewer: Viewer, branchId: string): boolean {
  return viewer.isAdmin || viewer.branchIds.has(branchId);
}

/**
 * The one branch the list shows: the chosen branch filter, else an employee's only branch;
 * undefined when it shows several. 'QR-Codes drucken' prints its sheet (a sheet is per branch),
 * and a new table starts in it.
 */
export function singleBranchId(viewer: Viewer, chosen: string | undefined): string | undefined {
  if (chosen) return mayShowBranch(viewer, chosen) ? chosen : undefined;
  return !viewer.isAdmin && viewer.branchIds.size === 1 ? [...viewer.branchIds][0] : undefined;
}
