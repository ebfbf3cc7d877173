/**
 * Editing a navigation's item tree (storefront.md §3 "Navigation": items with children; 'group'
 * items hold them). An item is addressed by its path of positions: [2] is the third top-level
 * item, [2, 0] the first child of that one. Every function returns a new tree and leaves its input
 * untouched; a path that names no item (or a move that is not possible) returns the tree as it is.
 *
 * Decisions:
 * - Only a group takes children: indenting puts an item at the end of the group right above it,
 *   and is not possible below an item of another type.
 * - Outdenting puts the item right after the group it leaves.
 * - A tree never gets deeper than MAX_NAVIGATION_LEVELS (the server refuses deeper ones).
 */
import { MAX_NAVIGATION_LEVELS, type NavigationItem } from '#shared/schemas/content.ts';

export type ItemPath = readonly number[];

/** The item at `path`, or undefined. */
export function itemAt(items: readonly NavigationItem[], path: ItemPath): NavigationItem | undefined {
  let list = items;
  let item: NavigationItem | undefined;
  for (const index of path) {
    item = list[index];
    if (!item) return undefined;
    list = item.children;
  }
  return item;
}

/** The tree with the list that holds `path`'s item (its siblings) replaced by `change(list)`. */
function changeSiblings(items: readonly NavigationItem[], path: ItemPath, change: (list: NavigationItem[]) => NavigationItem[]): NavigationItem[] {
  if (path.length <= 1) return change([...items]);
  const [head, ...rest] = path;
  return items.map((item, index) => (index === head ? { ...item, children: changeSiblings(item.children, rest, change) } : item));
}

/** How many levels an item with its children spans (1 for an item without children). */
export function levels(item: NavigationItem): number {
  return 1 + Math.max(0, ...item.children.map(levels));
}

export function replaceItem(items: readonly NavigationItem[], path: ItemPath, item: NavigationItem): NavigationItem[] {
  if (!itemAt(items, path)) return [...items];
  const index = path.at(-1)!;
  return changeSiblings(items, path, (list) => list.map((current, position) => (position === index ? item : current)));
}

export function removeItem(items: readonly NavigationItem[], path: ItemPath): NavigationItem[] {
  if (!itemAt(items, path)) return [...items];
  const index = path.at(-1)!;
  return changeSiblings(items, path, (list) => list.filter((_, position) => position !== index));
}

/** Adds `item` at the end of the top level (`parent` empty) or of the group at `parent`. */
export function appendItem(items: readonly NavigationItem[], parent: ItemPath, item: NavigationItem): NavigationItem[] {
  if (parent.length === 0) return [...items, item];
  const group = itemAt(items, parent);
  if (!group || group.type !== 'group' || parent.length + levels(item) > MAX_NAVIGATION_LEVELS) return [...items];
  return replaceItem(items, parent, { ...group, children: [...group.children, item] });
}

export function canMove(items: readonly NavigationItem[], path: ItemPath, direction: -1 | 1): boolean {
  if (!itemAt(items, path)) return false;
  const siblings = path.length === 1 ? items : itemAt(items, path.slice(0, -1))!.children;
  const to = path.at(-1)! + direction;
  return to >= 0 && to < siblings.length;
}

/** The item moved one place up (-1) or down (+1) among its siblings. */
export function moveItem(items: readonly NavigationItem[], path: ItemPath, direction: -1 | 1): NavigationItem[] {
  if (!canMove(items, path, direction)) return [...items];
  const index = path.at(-1)!;
  return changeSiblings(items, path, (list) => {
    [list[index], list[index + direction]] = [list[index + direction]!, list[index]!];
    return list;
  });
}

export function canIndent(items: readonly NavigationItem[], path: ItemPath): boolean {
  const item = itemAt(items, path);
  const index = path.at(-1);
  if (!item || !index) return false;
  const above = itemAt(items, [...path.slice(0, -1), index - 1]);
  return above?.type === 'group' && path.length + levels(item) <= MAX_NAVIGATION_LEVELS;
}

/** The item as the last child of the group above it. */
export function indentItem(items: readonly NavigationItem[], path: ItemPath): NavigationItem[] {
  if (!canIndent(items, path)) return [...items];
  const item = itemAt(items, path)!;
  const groupPath = [...path.slice(0, -1), path.at(-1)! - 1];
  return appendItem(removeItem(items, path), groupPath, item);
}

/** Where the item at `path` is after `indentItem`. */
export function indentedPath(items: readonly NavigationItem[], path: ItemPath): number[] {
  const groupPath = [...path.slice(0, -1), path.at(-1)! - 1];
  return [...groupPath, itemAt(items, groupPath)?.children.length ?? 0];
}

export function canOutdent(items: readonly NavigationItem[], path: ItemPath): boolean {
  return path.length > 1 && itemAt(items, path) !== undefined;
}

/** The item out of its group, right after it. */
export function outdentItem(items: readonly NavigationItem[], path: ItemPath): NavigationItem[] {
  if (!canOutdent(items, path)) return [...items];
  const item = itemAt(items, path)!;
  const parentPath = path.slice(0, -1);
  const after = parentPath.at(-1)! + 1;
  return changeSiblings(removeItem(items, path), parentPath, (list) => [...list.slice(0, after), item, ...list.slice(after)]);
}

/** Where the item at `path` is after `outdentItem`. */
export function outdentedPath(path: ItemPath): number[] {
  return [...path.slice(0, -2), path.at(-2)! + 1];
}
