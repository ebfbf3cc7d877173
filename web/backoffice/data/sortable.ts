/**
 * Reordering a list inside a record by dragging a handle (menu categories and their products,
 * later the parts of a product or navigation items). Pointer events with capture, so mouse, pen
 * and a finger on a 10" tablet share one code path (native HTML5 drag and drop does not work with
 * touch everywhere). This is the pointer path only: keyboard and screen-reader users move items
 * with buttons (./list-edit.ts `moveAt`), so the handle stays hidden from assistive technology.
 *
 * While dragging, the item follows the pointer and the items it passes make room for it; on
 * release `onMove(from, to)` is called once with the item's old and new position. The list's
 * items must be its direct children carrying `data-sortable-item` (a nested sortable list inside
 * an item is measured by its own hook).
 */
import { useRef, useState, type CSSProperties, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { insertAt, removeAt } from './list-edit';

/** The list with the item at `from` taken out and put in at `to` (its position in the result); a position outside the list changes nothing. */
export function moveTo<T>(list: readonly T[], from: number, to: number): T[] {
  if (!Number.isInteger(from) || from < 0 || from >= list.length) return [...list];
  return insertAt(removeAt(list, from), to, list[from]!);
}

/** Where an item is on the page: its top and height (px). */
export interface ItemBox {
  top: number;
  height: number;
}

/**
 * The position the dragged item would take: the number of other items whose middle lies above
 * the dragged item's middle, after the item at `from` was dragged `offset` px (down is positive).
 */
export function dropPosition(boxes: readonly ItemBox[], from: number, offset: number): number {
  const dragged = boxes[from];
  if (!dragged) return from;
  const middle = dragged.top + dragged.height / 2 + offset;
  return boxes.filter((box, index) => index !== from && box.top + box.height / 2 < middle).length;
}

/**
 * How far the item at `index` moves to make room while the item at `from` is held over position
 * `to`: the dragged item's height plus the gap between items (`span`), up or down, or 0.
 */
export function makeRoomOffset(index: number, from: number, to: number, span: number): number {
  if (from < to && index > from && index <= to) return -span;
  if (to < from && index >= to && index < from) return span;
  return 0;
}

/** The distance from the window's top or bottom edge at which a drag scrolls the page. */
const SCROLL_EDGE_PX = 48;
const SCROLL_STEP_PX = 16;

interface DragState {
  pointerId: number;
  from: number;
  to: number;
  offset: number;
  startY: number;
  boxes: ItemBox[];
  span: number;
}

export interface Sortable {
  /** Put on the list element (the items' parent). */
  listRef: RefObject<HTMLOListElement | null>;
  /** Spread on the drag handle of the item at `index`. */
  handleProps: (index: number) => {
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
    onLostPointerCapture: () => void;
  };
  /** The transform of the item at `index` while a drag is under way. */
  itemStyle: (index: number) => CSSProperties | undefined;
  /** The index of the dragged item, or undefined. */
  dragging: number | undefined;
}

const pageY = (event: { clientY: number }) => event.clientY + window.scrollY;

export function useSortable(onMove: (from: number, to: number) => void): Sortable {
  const listRef = useRef<HTMLOListElement | null>(null);
  const [drag, setDrag] = useState<DragState | null>(null);
  const dragRef = useRef<DragState | null>(null);

  const update = (next: DragState | null) => {
    dragRef.current = next;
    setDrag(next);
  };

  const handleProps = (index: number) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0 || !listRef.current) return;
      // No text selection and, on touch, no scrolling while the handle is held.
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      const items = Array.from(listRef.current.querySelectorAll<HTMLElement>(':scope > [data-sortable-item]'));
      const boxes = items.map((item) => {
        const rect = item.getBoundingClientRect();
        return { top: rect.top + window.scrollY, height: rect.height };
      });
      const gap = boxes.length > 1 ? Math.max(0, boxes[1]!.top - (boxes[0]!.top + boxes[0]!.height)) : 0;
      update({ pointerId: event.pointerId, from: index, to: index, offset: 0, startY: pageY(event), boxes, span: (boxes[index]?.height ?? 0) + gap });
    },
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
      const current = dragRef.current;
      if (!current || current.pointerId !== event.pointerId) return;
      if (event.clientY < SCROLL_EDGE_PX) window.scrollBy(0, -SCROLL_STEP_PX);
      else if (event.clientY > window.innerHeight - SCROLL_EDGE_PX) window.scrollBy(0, SCROLL_STEP_PX);
      const offset = pageY(event) - current.startY;
      update({ ...current, offset, to: dropPosition(current.boxes, current.from, offset) });
    },
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => {
      const current = dragRef.current;
      if (!current || current.pointerId !== event.pointerId) return;
      update(null);
      if (current.to !== current.from) onMove(current.from, current.to);
    },
    onPointerCancel: () => update(null),
    onLostPointerCapture: () => {
      // Released elsewhere (e.g. the window lost focus): the drag ends where it started.
      if (dragRef.current) update(null);
    },
  });

  const itemStyle = (index: number): CSSProperties | undefined => {
    if (!drag) return undefined;
    if (index === drag.from) return { transform: `translateY(${drag.offset}px)`, position: 'relative', zIndex: 2 };
    const shift = makeRoomOffset(index, drag.from, drag.to, drag.span);
    return { transform: shift ? `translateY(${shift}px)` : undefined, transition: 'transform 150ms ease' };
  };

  return { listRef, handleProps, itemStyle, dragging: drag?.from };
}
