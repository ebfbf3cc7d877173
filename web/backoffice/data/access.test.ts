import { describe, expect, it } from 'vitest';
import { mayCall, resourceAccess, viewerOf } from './access';

const admin = viewerOf({ roles: ['ROLE_ADMIN'], branches: [] });
const grazEmployee = viewerOf({ roles: ['ROLE_EMPLOYEE'], branches: [{ id: 'graz' }] });
const noBranch = viewerOf({ roles: ['ROLE_EMPLOYEE'], branches: [] });

describe('mayCall mirrors the route manifest', () => {
  it('leaves the catalogue to administrators', () => {
    expect(resourceAccess(admin, 'products')).toMatchObject({ list: true });
    expect(resourceAccess(admin, 'products').update()).toBe(true);
    expect(resourceAccess(grazEmployee, 'products').update()).toBe(false);
    expect(resourceAccess(grazEmployee, 'products').create()).toBe(false);
    expect(resourceAccess(grazEmployee, 'categories').remove()).toBe(false);
    expect(mayCall(grazEmployee, 'POST', '/api/config')).toBe(false);
    expect(mayCall(admin, 'POST', '/api/config')).toBe(true);
  });

  it('lets employees change tables of their own branches only', () => {
    const tables = resourceAccess(grazEmployee, 'tables');
    expect(tables.update(['graz'])).toBe(true);
    expect(tables.update(['leibnitz'])).toBe(false);
    expect(tables.update(['graz', 'leibnitz'])).toBe(false);
    expect(tables.update([])).toBe(false);
    expect(tables.create()).toBe(true);
    expect(resourceAccess(noBranch, 'tables').create()).toBe(false);
  });

  it('lets employees mark sold out in their branches but not edit the branch', () => {
    expect(mayCall(grazEmployee, 'PUT', '/api/branches/{id}/sold-out', ['graz'])).toBe(true);
    expect(mayCall(grazEmployee, 'PUT', '/api/branches/{id}/sold-out', ['leibnitz'])).toBe(false);
    expect(resourceAccess(grazEmployee, 'branches').update(['graz'])).toBe(false);
  });

  it('keeps working time read-only for employees and refuses unknown routes', () => {
    expect(resourceAccess(grazEmployee, 'working-activities').list).toBe(true);
    expect(resourceAccess(grazEmployee, 'working-activities').update()).toBe(false);
    expect(mayCall(admin, 'GET', '/api/nothing-here')).toBe(false);
  });
});
