/**
 * The areas with a lookup of their own (lazy chunks of the storefront): the same rules as the
 * merged catalogue (./i18n.test.ts): no key of another area, trimmed texts, well-formed placeholders.
 */
import { describe, expect, it } from 'vitest';
import { appInstallMessages, tAppInstall } from './app-install';
import { staffMessages } from './staff';
import { staffToolbarMessages, tStaffToolbar } from './staff-toolbar';

describe.each([
  ['app-install', appInstallMessages],
  ['staff-toolbar', staffToolbarMessages],
] as const)('the %s area', (_name, area) => {
  it('defines no key of the merged catalogue', () => {
    for (const key of Object.keys(area)) expect(Object.hasOwn(staffMessages, key), key).toBe(false);
  });

  it('has trimmed, non-empty texts with well-formed placeholders', () => {
    for (const [key, text] of Object.entries(area) as [string, string][]) {
      expect(text.trim(), key).toBe(text);
      expect(text.length, key).toBeGreaterThan(0);
      expect(text.replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/);
    }
  });
});

describe('the own lookups', () => {
  it('fill parameters', () => {
    expect(tStaffToolbar('staffToolbar.signedInAs', { name: 'Anna Gruber' })).toBe('Angemeldet als Anna Gruber');
    expect(tStaffToolbar('staffToolbar.version', { version: '1.7.2' })).toBe('Version 1.7.2');
    expect(tAppInstall('appInstall.done')).toBe('Fertig');
  });
});
