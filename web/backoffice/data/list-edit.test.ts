import { describe, expect, it } from 'vitest';
import { canMove, insertAt, moveAt, removeAt, replaceAt } from './list-edit';

const sauces = ['Ketchup', 'Senf', 'Mayonnaise'] as const;

describe('list editing by position', () => {
  it('inserts at the start, in the middle, at the end and beyond the end', () => {
    expect(insertAt(sauces, 0, 'Kren')).toEqual(['Kren', 'Ketchup', 'Senf', 'Mayonnaise']);
    expect(insertAt(sauces, 1, 'Kren')).toEqual(['Ketchup', 'Kren', 'Senf', 'Mayonnaise']);
    expect(insertAt(sauces, 3, 'Kren')).toEqual(['Ketchup', 'Senf', 'Mayonnaise', 'Kren']);
    expect(insertAt(sauces, 99, 'Kren')).toEqual(['Ketchup', 'Senf', 'Mayonnaise', 'Kren']);
    expect(insertAt(sauces, -1, 'Kren')).toEqual(['Kren', 'Ketchup', 'Senf', 'Mayonnaise']);
    expect(insertAt([], 0, 'Kren')).toEqual(['Kren']);
  });

  it('replaces and removes the item at a position', () => {
    expect(replaceAt(sauces, 1, 'Estragonsenf')).toEqual(['Ketchup', 'Estragonsenf', 'Mayonnaise']);
    expect(removeAt(sauces, 0)).toEqual(['Senf', 'Mayonnaise']);
    expect(removeAt(sauces, 2)).toEqual(['Ketchup', 'Senf']);
    expect(removeAt(['Ketchup'], 0)).toEqual([]);
  });

  it('moves an item one place up or down', () => {
    expect(moveAt(sauces, 1, -1)).toEqual(['Senf', 'Ketchup', 'Mayonnaise']);
    expect(moveAt(sauces, 1, 1)).toEqual(['Ketchup', 'Mayonnaise', 'Senf']);
    expect(moveAt(sauces, 0, 1)).toEqual(['Senf', 'Ketchup', 'Mayonnaise']);
  });

  it('tells which moves are possible', () => {
    expect([canMove(3, 0, -1), canMove(3, 0, 1)]).toEqual([false, true]);
    expect([canMove(3, 1, -1), canMove(3, 1, 1)]).toEqual([true, true]);
    expect([canMove(3, 2, -1), canMove(3, 2, 1)]).toEqual([true, false]);
    expect([canMove(1, 0, -1), canMove(1, 0, 1)]).toEqual([false, false]);
    expect(canMove(3, 3, -1)).toBe(false);
    expect(canMove(3, 1.5, 1)).toBe(false);
  });

  it('changes nothing for a position outside the list or a move past an end', () => {
    expect(moveAt(sauces, 0, -1)).toEqual(['Ketchup', 'Senf', 'Mayonnaise']);
    expect(moveAt(sauces, 2, 1)).toEqual(['Ketchup', 'Senf', 'Mayonnaise']);
    expect(moveAt(sauces, 5, -1)).toEqual(['Ketchup', 'Senf', 'Mayonnaise']);
    expect(removeAt(sauces, 3)).toEqual(['Ketchup', 'Senf', 'Mayonnaise']);
    expect(removeAt(sauces, -1)).toEqual(['Ketchup', 'Senf', 'Mayonnaise']);
    expect(replaceAt(sauces, 7, 'Kren')).toEqual(['Ketchup', 'Senf', 'Mayonnaise']);
  });

  it('leaves the input list untouched', () => {
    const parts = [{ name: 'Soße' }, { name: 'Beilage' }];
    const moved = moveAt(parts, 0, 1);
    expect(parts).toEqual([{ name: 'Soße' }, { name: 'Beilage' }]);
    expect(moved).not.toBe(parts);
    expect(moved[1]).toBe(parts[0]);
    expect(removeAt(parts, 9)).not.toBe(parts);
  });
});
