import { describe, expect, it } from 'vitest';
import type { Navigation, NavigationItem } from '../data';
import { isActiveEntry, isActiveHref, menuEntries, menuEntry, navigationItems, socialNetwork, withoutExternal } from './navigation';

const item = (type: NavigationItem['type'], target: string, label: string, extra: Partial<NavigationItem> = {}): NavigationItem => ({
  type,
  target,
  label,
  isEnabled: true,
  children: [],
  ...extra,
});

const navigation = (identifier: string, items: NavigationItem[], isPublic = true) => ({ id: identifier, identifier, isPublic, items }) as unknown as Navigation;

describe('navigationItems', () => {
  it('takes the public navigation with the identifier', () => {
    const main = [item('home', '/', 'Start')];
    expect(navigationItems([navigation('footer', []), navigation('mainMenu', main)], 'mainMenu')).toBe(main);
  });

  it('ignores a navigation that is not public, and answers [] without one', () => {
    expect(navigationItems([navigation('mainMenu', [item('home', '/', 'Start')], false)], 'mainMenu')).toEqual([]);
    expect(navigationItems(undefined, 'mainMenu')).toEqual([]);
  });
});

describe('menuEntry', () => {
  it('leads home, to content pages, to store pages and to external addresses', () => {
    expect(menuEntry(item('home', '', 'Start'))).toEqual({ kind: 'internal', label: 'Start', href: '/' });
    expect(menuEntry(item('site', '/catering', 'Catering'))).toEqual({ kind: 'internal', label: 'Catering', href: '/catering' });
    expect(menuEntry(item('site', 'ueber-uns', 'Über uns'))).toEqual({ kind: 'internal', label: 'Über uns', href: '/ueber-uns' });
    expect(menuEntry(item('branch', 'graz', 'Graz'))).toEqual({ kind: 'internal', label: 'Graz', href: '/store/graz' });
    expect(menuEntry(item('branch', 'st. peter', 'St. Peter'))).toEqual({ kind: 'internal', label: 'St. Peter', href: '/store/st.%20peter' });
    expect(menuEntry(item('link', 'https://jobs.example', 'Jobs'))).toEqual({ kind: 'external', label: 'Jobs', href: 'https://jobs.example' });
  });

  it('appends the suffix', () => {
    expect(menuEntry(item('site', '/kontakt', 'Anfahrt', { suffix: '#anfahrt' }))).toMatchObject({ href: '/kontakt#anfahrt' });
    expect(menuEntry(item('home', '/', 'Start', { suffix: '?kiosk=1' }))).toMatchObject({ href: '/?kiosk=1' });
  });

  it('drops disabled items and items without a target', () => {
    expect(menuEntry(item('site', '/catering', 'Catering', { isEnabled: false }))).toBeNull();
    expect(menuEntry(item('branch', '  ', 'Leer'))).toBeNull();
    expect(menuEntry(item('link', '', 'Leer'))).toBeNull();
  });

  it('keeps a group with its enabled children, and drops a group without any', () => {
    const group = item('group', '', 'Online bestellen', {
      children: [item('branch', 'graz', 'Graz'), item('branch', 'weiz', 'Weiz', { isEnabled: false })],
    });
    expect(menuEntry(group)).toEqual({
      kind: 'group',
      label: 'Online bestellen',
      children: [{ kind: 'internal', label: 'Graz', href: '/store/graz' }],
    });
    expect(menuEntry(item('group', '', 'Leer', { children: [item('branch', 'weiz', 'Weiz', { isEnabled: false })] }))).toBeNull();
  });

  it('keeps the order of the enabled items', () => {
    const entries = menuEntries([item('home', '/', 'A'), item('site', '/b', 'B', { isEnabled: false }), item('site', '/c', 'C')]);
    expect(entries.map((entry) => entry.label)).toEqual(['A', 'C']);
  });
});

describe('active marking', () => {
  it("marks '/' only on the home page", () => {
    expect(isActiveHref('/', '/')).toBe(true);
    expect(isActiveHref('/', '/store/graz')).toBe(false);
  });

  it('marks a page and the pages below it, ignoring query and hash', () => {
    expect(isActiveHref('/store/graz', '/store/graz')).toBe(true);
    expect(isActiveHref('/store/graz', '/store/graz/checkout')).toBe(true);
    expect(isActiveHref('/store/graz#menu', '/store/graz')).toBe(true);
    expect(isActiveHref('/store/graz', '/store/grazer')).toBe(false);
    expect(isActiveHref('/kontakt/', '/kontakt')).toBe(true);
  });

  it('marks a group when one of its links is active; external links never', () => {
    const group = menuEntry(item('group', '', 'Bestellen', { children: [item('branch', 'graz', 'Graz'), item('branch', 'weiz', 'Weiz')] }))!;
    expect(isActiveEntry(group, '/store/weiz')).toBe(true);
    expect(isActiveEntry(group, '/')).toBe(false);
    expect(isActiveEntry({ kind: 'external', label: 'X', href: '/' }, '/')).toBe(false);
  });
});

describe('withoutExternal (kiosk)', () => {
  it('drops external links, also inside groups, and groups left empty', () => {
    const entries = menuEntries([
      item('home', '/', 'Start'),
      item('link', 'https://jobs.example', 'Jobs'),
      item('group', '', 'Mehr', { children: [item('site', '/kontakt', 'Kontakt'), item('link', 'https://fb.example', 'Facebook')] }),
      item('group', '', 'Extern', { children: [item('link', 'https://x.example', 'X')] }),
    ]);
    expect(withoutExternal(entries)).toEqual([
      { kind: 'internal', label: 'Start', href: '/' },
      { kind: 'group', label: 'Mehr', children: [{ kind: 'internal', label: 'Kontakt', href: '/kontakt' }] },
    ]);
  });
});

describe('socialNetwork', () => {
  it('knows Facebook and Instagram by label or address, others not', () => {
    expect(socialNetwork({ kind: 'external', label: 'Facebook', href: 'https://fb.example' })).toBe('facebook');
    expect(socialNetwork({ kind: 'external', label: 'Folgen Sie uns', href: 'https://www.instagram.com/gruber' })).toBe('instagram');
    expect(socialNetwork({ kind: 'external', label: 'TikTok', href: 'https://www.tiktok.com/@gruber' })).toBeNull();
  });
});
