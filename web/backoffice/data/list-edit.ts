/**
 * Editing a list inside a record (the parts of a product, delivery areas, menu entries,
 * navigation items): insert, replace, remove and move by position. Every function returns a new
 * list and leaves its input untouched; a position outside the list changes nothing (a copy of
 * the list comes back), so a stale click, e.g. a double click on "remove", cannot damage a draft.
 */

/** Whether `index` names an item of a list of `length` items. */
function isPosition(index: number, length: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < length;
}

/** `item` at `index` (0 = first, `list.length` = at the end); an index beyond the end appends. */
export function insertAt<T>(list: readonly T[], index: number, item: T): T[] {
  const position = Number.isInteger(index) ? Math.min(Math.max(index, 0), list.length) : list.length;
  return [...list.slice(0, position), item, ...list.slice(position)];
}

/** The list with `item` in place of the one at `index`. */
export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  if (!isPosition(index, list.length)) return [...list];
  return list.map((current, position) => (position === index ? item : current));
}

/** The list without the item at `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  if (!isPosition(index, list.length)) return [...list];
  return list.filter((_, position) => position !== index);
}

/** Whether the item at `index` of a list of `length` items can move one place up (-1) or down (+1). */
export function canMove(length: number, index: number, direction: -1 | 1): boolean {
  return isPosition(index, length) && isPosition(index + direction, length);
}

/** The list with the item at `index` moved one place up (-1) or down (+1), swapping with its neighbour. */
export function moveAt<T>(list: readonly T[], index: number, direction: -1 | 1): T[] {
  const next = [...list];
  if (!canMove(list.length, index, direction)) return next;
  [next[index], next[index + direction]] = [next[index + direction]!, next[index]!];
  return next;
}
