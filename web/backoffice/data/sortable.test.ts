import { describe, expect, it } from 'vitest';
import { dropPosition, makeRoomOffset, moveTo } from './sortable';

const counter = ['Frischfleisch', 'Wurst', 'Heiße Theke', 'Getränke'] as const;

// Four rows 40 px high with 8 px between them: tops 100, 148, 196, 244; middles 120, 168, 216, 264.
const rows = [
  { top: 100, height: 40 },
  { top: 148, height: 40 },
  { top: 196, height: 40 },
  { top: 244, height: 40 },
];

describe('moving an item to a position', () => {
  it('takes the item out and puts it in at the new position', () => {
    expect(moveTo(counter, 0, 2)).toEqual(['Wurst', 'Heiße Theke', 'Frischfleisch', 'Getränke']);
    expect(moveTo(counter, 3, 0)).toEqual(['Getränke', 'Frischfleisch', 'Wurst', 'Heiße Theke']);
    expect(moveTo(counter, 1, 3)).toEqual(['Frischfleisch', 'Heiße Theke', 'Getränke', 'Wurst']);
    expect(moveTo(counter, 2, 2)).toEqual(['Frischfleisch', 'Wurst', 'Heiße Theke', 'Getränke']);
  });

  it('changes nothing for a position outside the list and leaves the input untouched', () => {
    expect(moveTo(counter, 4, 0)).toEqual(['Frischfleisch', 'Wurst', 'Heiße Theke', 'Getränke']);
    expect(moveTo(counter, -1, 0)).toEqual(['Frischfleisch', 'Wurst', 'Heiße Theke', 'Getränke']);
    const list = ['a', 'b'];
    expect(moveTo(list, 0, 1)).not.toBe(list);
    expect(list).toEqual(['a', 'b']);
  });
});

describe('where a dragged item lands', () => {
  it('stays in place until its middle passes a neighbour’s middle', () => {
    // The first row's middle is at 120; 47 px down it is at 167, still above the second's 168.
    expect(dropPosition(rows, 0, 47)).toBe(0);
    expect(dropPosition(rows, 0, 49)).toBe(1);
    expect(dropPosition(rows, 0, 97)).toBe(2);
    expect(dropPosition(rows, 0, 500)).toBe(3);
  });

  it('moves up past the rows whose middle it rises above', () => {
    // The last row's middle is at 264; 49 px up it is at 215, above the third row's 216.
    expect(dropPosition(rows, 3, -47)).toBe(3);
    expect(dropPosition(rows, 3, -49)).toBe(2);
    expect(dropPosition(rows, 3, -500)).toBe(0);
    expect(dropPosition(rows, 2, 0)).toBe(2);
  });

  it('keeps an unknown item where it is', () => {
    expect(dropPosition(rows, 7, 100)).toBe(7);
  });
});

describe('making room while dragging', () => {
  it('moves the passed items by the dragged height and gap, against the drag', () => {
    // The first row held over position 2: rows 1 and 2 move up by 48 px, row 3 stays.
    expect([0, 1, 2, 3].map((index) => makeRoomOffset(index, 0, 2, 48))).toEqual([0, -48, -48, 0]);
    // The last row held over position 1: rows 1 and 2 move down.
    expect([0, 1, 2, 3].map((index) => makeRoomOffset(index, 3, 1, 48))).toEqual([0, 48, 48, 0]);
    expect([0, 1, 2, 3].map((index) => makeRoomOffset(index, 2, 2, 48))).toEqual([0, 0, 0, 0]);
  });
});
