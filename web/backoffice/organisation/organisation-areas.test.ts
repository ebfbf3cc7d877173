/**
 * Who sees the organisation and contacts areas in the menu (../areas.ts, read from the route
 * manifest): administrators all four; an employee only the departments of their branches
 * (read-only); a staff member without branches none of them.
 */
import { describe, expect, it } from 'vitest';
import { visibleAreas } from '../areas';
import { resourceAccess, type Viewer } from '../data/access';

const OURS = ['divisions', 'departments', 'external-users', 'analytics-leads'];
const shown = (viewer: Viewer) => visibleAreas(viewer).flatMap((area) => (OURS.includes(area.path) ? [`${area.group}/${area.path}`] : []));

const admin: Viewer = { isAdmin: true, branchIds: new Set() };
const grazEmployee: Viewer = { isAdmin: false, branchIds: new Set(['01GRAZ']) };
const noBranches: Viewer = { isAdmin: false, branchIds: new Set() };

describe('organisation and contacts areas', () => {
  it('shows administrators divisions and departments under Organisation, external users and leads under Kontakte', () => {
    expect(shown(admin)).toEqual(['organisation/divisions', 'organisation/departments', 'contacts/external-users', 'contacts/analytics-leads']);
  });

  it('shows an employee the departments only, without a way to change them', () => {
    expect(shown(grazEmployee)).toEqual(['organisation/departments']);
    const departments = resourceAccess(grazEmployee, 'departments');
    expect(departments.list).toBe(true);
    expect([departments.create(['01GRAZ']), departments.update(['01GRAZ']), departments.remove(['01GRAZ'])]).toEqual([false, false, false]);
    expect(resourceAccess(grazEmployee, 'external-users').list).toBe(false);
  });

  it('shows a staff member without branches none of them', () => {
    expect(shown(noBranches)).toEqual([]);
  });
});
