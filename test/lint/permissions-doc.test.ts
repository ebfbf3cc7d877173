/**
 * docs/permissions.md is generated from the manifest and the policies (scripts/permissions.ts,
 * `npm run routes`) and must match them; the matrix's scopes must be the ones the policies enforce.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRoutes, routeKey } from '#functions/manifest.ts';
import { PERMISSIONS_DOC, permissionCell, policyOfRoute, renderPermissionsDoc } from '../../scripts/permissions';

describe('docs/permissions.md', () => {
  it('is up to date (run npm run routes)', () => {
    const committed = existsSync(PERMISSIONS_DOC) ? readFileSync(PERMISSIONS_DOC, 'utf8') : '';
    expect(committed === renderPermissionsDoc(), `${PERMISSIONS_DOC} is out of date: run npm run routes`).toBe(true);
  });

  it('names every manifest route once', () => {
    const doc = renderPermissionsDoc();
    for (const route of allRoutes()) expect(doc.split(`| \`${routeKey(route)}\` |`).length - 1, routeKey(route)).toBe(1);
  });
});

describe('the matrix and the policies agree', () => {
  it('a route employees reach on a branch-scoped or owner-scoped resource states that scope (and only such routes do)', () => {
    for (const route of allRoutes()) {
      const policy = policyOfRoute(route);
      const employeesReach = route.access === 'staff' || route.access === 'public';
      if (!policy || !employeesReach || route.path === '/api/orders/public') continue;
      const expected = policy.ownerIds ? 'own' : policy.branchIds ? 'branch' : undefined;
      expect(route.scope, routeKey(route)).toBe(expected);
    }
  });

  it('shop-wide catalogue writes are the administrators’, the sold-out list the branch’s', () => {
    const route = (key: string) => allRoutes().find((candidate) => routeKey(candidate) === key)!;
    expect(permissionCell(route('PUT /api/products/{id}'), 'employee')).toEqual({ status: 403, code: 'auth.forbidden' });
    expect(permissionCell(route('PUT /api/branches/{id}/sold-out'), 'employee')).toEqual({ allow: 'all' });
    expect(permissionCell(route('PUT /api/branches/{id}/sold-out'), 'otherEmployee')).toEqual({ status: 403, code: 'auth.branchForbidden' });
    expect(permissionCell(route('GET /api/working-activities/{id}'), 'otherEmployee')).toEqual({ status: 403, code: 'auth.ownRecordsOnly' });
    expect(permissionCell(route('PUT /api/working-activities/{id}'), 'employee')).toEqual({ status: 403, code: 'auth.forbidden' });
    expect(permissionCell(route('DELETE /api/uploads/{id}'), 'employee')).toEqual({ status: 403, code: 'auth.forbidden' });
    expect(permissionCell(route('POST /api/uploads'), 'visitor')).toEqual({ allow: 'all' });
  });

  // The findings of the security review, pinned: a change of the manifest that opens one again fails here.
  it('employees write none of the shop-wide resources, and read no customer, external user, lead or upload', () => {
    const shopWide = ['products', 'categories', 'tags', 'menus', 'sites', 'redirects', 'blocks', 'nodes', 'navigations', 'donatees', 'qr-codes', 'scenes'];
    const internal = ['digital-signage-segments', 'digital-signage-streams', 'digital-signage-devices', 'images', 'image-templates', 'projects', 'tasks'];
    const personal = ['customers', 'external-users', 'analytics-leads', 'working-activities', 'working-schedules', 'uploads', 'users', 'branches'];
    for (const resource of [...shopWide, ...internal, ...personal]) {
      for (const key of [`POST /api/${resource}`, `PUT /api/${resource}/{id}`, `DELETE /api/${resource}/{id}`]) {
        const found = allRoutes().find((candidate) => routeKey(candidate) === key)!;
        if (key === 'POST /api/uploads') continue;
        expect(permissionCell(found, 'employee'), key).toEqual({ status: 403, code: 'auth.forbidden' });
      }
    }
    for (const resource of ['customers', 'external-users', 'analytics-leads', 'uploads', 'users']) {
      for (const key of [`GET /api/${resource}`, `GET /api/${resource}/{id}`]) {
        expect(
          permissionCell(
            allRoutes().find((candidate) => routeKey(candidate) === key)!,
            'employee',
          ),
          key,
        ).toEqual({ status: 403, code: 'auth.forbidden' });
      }
    }
  });
});
