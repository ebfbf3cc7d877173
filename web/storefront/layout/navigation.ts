/**
 * The public navigations (storefront.md §3 "Navigation"; main menu, footer, social media) turned
 * into links. Only enabled items are shown, and only public navigations are used for visitors.
 *
 * Item types and where they lead (the spec names the types, not their addresses; ours):
 * - home: '/';
 * - site: the content page at its path (target '/catering' → '/catering');
 * - branch: the store page '/store/{identifier}' (target = the branch identifier);
 * - link: the target address, always in a new tab;
 * - group: no address of its own, it expands to its children.
 * A suffix (e.g. '#catering' or '?tab=2') is appended to the address.
 */
import type { Navigation, NavigationItem } from '../data';

export type MenuEntry = { kind: 'group'; label: string; children: MenuEntry[] } | { kind: 'internal' | 'external'; label: string; href: string };

/** The items of the public navigation with this identifier ([] when there is none). */
export function navigationItems(navigations: readonly Navigation[] | undefined, identifier: string): NavigationItem[] {
  return navigations?.find((navigation) => navigation.identifier === identifier && navigation.isPublic !== false)?.items ?? [];
}

function withSuffix(href: string, suffix: string | undefined): string {
  return href + (suffix?.trim() ?? '');
}

/** The entry of one item; null for a disabled item, an item without target, or an empty group. */
export function menuEntry(item: NavigationItem): MenuEntry | null {
  if (item.isEnabled === false) return null;
  const target = item.target?.trim() ?? '';
  switch (item.type) {
    case 'home':
      return { kind: 'internal', label: item.label, href: withSuffix('/', item.suffix) };
    case 'site':
      if (!target) return null;
      return { kind: 'internal', label: item.label, href: withSuffix(target.startsWith('/') ? target : `/${target}`, item.suffix) };
    case 'branch':
      if (!target) return null;
      return { kind: 'internal', label: item.label, href: withSuffix(`/store/${encodeURIComponent(target)}`, item.suffix) };
    case 'link':
      if (!target) return null;
      return { kind: 'external', label: item.label, href: withSuffix(target, item.suffix) };
    case 'group': {
      const children = menuEntries(item.children);
      return children.length ? { kind: 'group', label: item.label, children } : null;
    }
  }
}

export function menuEntries(items: readonly NavigationItem[] | undefined): MenuEntry[] {
  return (items ?? []).map(menuEntry).filter((entry): entry is MenuEntry => entry !== null);
}

/**
 * The entries without external links, for the self-service context: a kiosk customer must not
 * end up on another website with no way back (decision; the spec only suppresses scripts there).
 */
export function withoutExternal(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry): MenuEntry[] => {
    if (entry.kind !== 'group') return entry.kind === 'external' ? [] : [entry];
    const children = withoutExternal(entry.children);
    return children.length ? [{ ...entry, children }] : [];
  });
}

/**
 * Whether an internal link stands for the current page: '/' only on the home page, any other
 * address also on the pages below it ('/store/graz' on '/store/graz/checkout').
 */
export function isActiveHref(href: string, pathname: string): boolean {
  const path = href.split(/[?#]/)[0] || '/';
  if (path === '/') return pathname === '/';
  const base = path.replace(/\/+$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** A group is active when one of its links is. */
export function isActiveEntry(entry: MenuEntry, pathname: string): boolean {
  if (entry.kind === 'group') return entry.children.some((child) => isActiveEntry(child, pathname));
  return entry.kind === 'internal' && isActiveHref(entry.href, pathname);
}

/** Social links show the network's icon when it is one we draw, otherwise their label. */
export function socialNetwork(entry: MenuEntry): 'facebook' | 'instagram' | null {
  const text = `${entry.label} ${'href' in entry ? entry.href : ''}`.toLowerCase();
  if (text.includes('facebook')) return 'facebook';
  if (text.includes('instagram')) return 'instagram';
  return null;
}
