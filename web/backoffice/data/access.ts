/**
 * What the signed-in staff member may do, read from the route manifest the server enforces
 * (functions/manifest.ts, docs/permissions.md), so a screen never offers a button the server
 * would refuse and the menu shows each role the areas it may use (issue-independent rule: the
 * server still checks every call; this only mirrors it).
 *
 * - `admin` routes: administrators only.
 * - `staff` routes: every staff member; with `scope: 'branch'` an employee only for records of
 *   their branches (a record without branches: shop-wide, administrators' only to change);
 *   with `scope: 'own'` employees change nothing.
 * - `public` routes: everyone.
 */
import { useMemo } from 'react';
import { routeGroups, type HttpMethod, type Route } from '#functions/manifest.ts';
import type { Me } from '#shared/schemas/user.ts';
import { useCurrentUser } from '../me';

export interface Viewer {
  isAdmin: boolean;
  branchIds: ReadonlySet<string>;
}

const routesByKey = new Map<string, Route>(routeGroups.flatMap((group) => group.routes.map((route) => [`${route.method} ${route.path}`, route] as const)));

export function viewerOf(me: Pick<Me, 'roles' | 'branches'>): Viewer {
  return { isAdmin: me.roles.includes('ROLE_ADMIN'), branchIds: new Set(me.branches.map((branch) => branch.id)) };
}

/**
 * Whether the viewer may call the route (`PUT /api/products/{id}`) for a record of these
 * branches. `recordBranchIds` undefined: the question is about the route in general (a list, a
 * "Neu" button): branch-scoped routes are then open to employees with at least one branch.
 */
export function mayCall(viewer: Viewer, method: HttpMethod, path: string, recordBranchIds?: readonly string[]): boolean {
  const route = routesByKey.get(`${method} ${path}`);
  if (!route) return false;
  switch (route.access) {
    case 'public':
      return true;
    case 'admin':
      return viewer.isAdmin;
    case 'staff':
      if (viewer.isAdmin) return true;
      if (route.scope === 'own') return method === 'GET';
      if (route.scope !== 'branch') return true;
      if (recordBranchIds === undefined) return viewer.branchIds.size > 0;
      return recordBranchIds.length > 0 && recordBranchIds.every((id) => viewer.branchIds.has(id));
    default:
      return false;
  }
}

/** The generic routes of a resource as questions the screens ask. */
export function resourceAccess(viewer: Viewer, resource: string) {
  const base = `/api/${resource}`;
  return {
    list: mayCall(viewer, 'GET', base),
    create: (branchIds?: readonly string[]) => mayCall(viewer, 'POST', base, branchIds),
    update: (branchIds?: readonly string[]) => mayCall(viewer, 'PUT', `${base}/{id}`, branchIds),
    remove: (branchIds?: readonly string[]) => mayCall(viewer, 'DELETE', `${base}/{id}`, branchIds),
  };
}

/** The signed-in viewer, or undefined while /api/users/me loads. */
export function useViewer(): Viewer | undefined {
  const me = useCurrentUser();
  return useMemo(() => (me.data ? viewerOf(me.data) : undefined), [me.data]);
}
