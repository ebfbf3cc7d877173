import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TEMPORARY_PASSWORD_LENGTH, groupChanges, leavesNoAdmin, passwordMail, temporaryPassword } from './rules';

describe('groupChanges', () => {
  it('joins the new roles and leaves the dropped ones, ignoring what is no staff role', () => {
    expect(groupChanges(['ROLE_EMPLOYEE'], ['ROLE_EMPLOYEE', 'ROLE_ADMIN'])).toEqual({ add: ['ROLE_ADMIN'], remove: [] });
    expect(groupChanges(['ROLE_ADMIN', 'ROLE_EMPLOYEE'], ['ROLE_EMPLOYEE'])).toEqual({ add: [], remove: ['ROLE_ADMIN'] });
    expect(groupChanges(['ROLE_ADMIN'], ['ROLE_EMPLOYEE'])).toEqual({ add: ['ROLE_EMPLOYEE'], remove: ['ROLE_ADMIN'] });
    expect(groupChanges([], [])).toEqual({ add: [], remove: [] });
    expect(groupChanges(['KUNDE'], ['ROLE_EMPLOYEE'])).toEqual({ add: ['ROLE_EMPLOYEE'], remove: [] });
  });
});

describe('leavesNoAdmin', () => {
  const admin = { id: 'a', roles: ['ROLE_ADMIN'] };
  const other = { id: 'b', roles: ['ROLE_ADMIN'] };
  const employee = { id: 'c', roles: ['ROLE_EMPLOYEE'] };

  it('refuses deleting, disabling or demoting the only active administrator', () => {
    expect(leavesNoAdmin([admin, employee], admin, undefined)).toBe(true);
    expect(leavesNoAdmin([admin, employee], admin, { ...admin, isEnabled: false })).toBe(true);
    expect(leavesNoAdmin([admin, employee], admin, { ...admin, roles: ['ROLE_EMPLOYEE'] })).toBe(true);
  });

  it('allows it while another active administrator remains, and never minds employees', () => {
    expect(leavesNoAdmin([admin, other], admin, undefined)).toBe(false);
    expect(leavesNoAdmin([admin, employee], employee, undefined)).toBe(false);
    expect(leavesNoAdmin([admin], admin, { ...admin, name: 'neu' } as typeof admin)).toBe(false);
  });

  it('does not count a disabled administrator as the one that remains', () => {
    expect(leavesNoAdmin([admin, { ...other, isEnabled: false }], admin, undefined)).toBe(true);
  });
});

describe('temporaryPassword', () => {
  it('meets the pool policy for any random source', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 64, maxLength: 64 }), (draws) => {
        let position = 0;
        const password = temporaryPassword((below) => draws[position++ % draws.length]! % below);
        expect(password).toHaveLength(TEMPORARY_PASSWORD_LENGTH);
        expect(password).toMatch(/[a-z]/);
        expect(password).toMatch(/[A-Z]/);
        expect(password).toMatch(/[0-9]/);
        expect(password).toMatch(/[!#$%&*+\-=?@]/);
        expect(password).not.toMatch(/[lIO01\s]/);
      }),
    );
  });

  it('picks one of each class, fills up and shuffles (hand-computed for a source that always answers 0)', () => {
    // a A 2 ! + twelve a; the shuffle swaps positions 15…1 with 0: only 3, 2 and 1 change anything.
    expect(temporaryPassword(() => 0)).toBe('A2!aaaaaaaaaaaaa');
  });
});

describe('passwordMail', () => {
  it('writes the invitation in German with user name, password, link and validity', () => {
    const mail = passwordMail({
      kind: 'invite',
      shop: 'Fleischerei Gruber',
      name: 'Eva <Weizer>',
      username: 'eva',
      password: 'Ab3!xyzXYZ234567',
      signInUrl: 'https://shop.example/backend/login',
    });
    expect(mail.subject).toBe('Ihr Zugang zum Backoffice von Fleischerei Gruber');
    expect(mail.text).toBe(
      [
        'Guten Tag Eva <Weizer>,',
        'für Sie wurde ein Zugang zum Backoffice angelegt.',
        'Benutzername: eva',
        'Vorläufiges Passwort: Ab3!xyzXYZ234567',
        'Melden Sie sich hier an: https://shop.example/backend/login',
        'Das vorläufige Passwort gilt 3 Tage. Bei der ersten Anmeldung legen Sie Ihr eigenes Passwort fest.',
        'Fleischerei Gruber',
      ].join('\n\n'),
    );
    expect(mail.html).toContain('<p>Guten Tag Eva &lt;Weizer&gt;,</p>');
  });

  it('names the reset and leaves the link out without a public address', () => {
    const mail = passwordMail({ kind: 'reset', shop: 'Gruber', name: 'Eva', username: 'eva', password: 'x' });
    expect(mail.subject).toBe('Ihr neues vorläufiges Passwort für das Backoffice von Gruber');
    expect(mail.text).toContain('Ihr Passwort für das Backoffice wurde zurückgesetzt.');
    expect(mail.text).not.toContain('Melden Sie sich hier an');
  });
});
