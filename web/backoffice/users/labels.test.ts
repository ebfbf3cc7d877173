import { describe, expect, it } from 'vitest';
import { branchNames, roleNames } from './labels';

const branches = [
  { id: 'w', name: 'Weiz' },
  { id: 'g', name: 'Graz' },
  { id: 'l', name: 'Leibnitz' },
];

describe('roleNames', () => {
  it('names the staff roles in a fixed order and skips others', () => {
    expect(roleNames(['ROLE_EMPLOYEE', 'ROLE_ADMIN'])).toBe('Administrator, Mitarbeiter');
    expect(roleNames(['ROLE_EMPLOYEE', 'KUNDE'])).toBe('Mitarbeiter');
    expect(roleNames([])).toBe('');
  });
});

describe('branchNames', () => {
  it('lists an employee’s branches in German order, without unknown ones', () => {
    expect(branchNames({ roles: ['ROLE_EMPLOYEE'], branches: [{ id: 'w' }, { id: 'g' }, { id: 'x' }] }, branches)).toBe('Graz, Weiz');
    expect(branchNames({ roles: ['ROLE_EMPLOYEE'], branches: [] }, branches)).toBe('keine');
    expect(branchNames({ roles: ['ROLE_EMPLOYEE'], branches: [{ id: 'w' }] }, undefined)).toBe('keine');
  });

  it('says every branch for an administrator', () => {
    expect(branchNames({ roles: ['ROLE_ADMIN'], branches: [{ id: 'w' }] }, branches)).toBe('alle (Administrator)');
  });
});
