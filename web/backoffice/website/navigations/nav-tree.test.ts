import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '#shared/schemas/content.ts';
import {
  appendItem,
  canIndent,
  canMove,
  canOutdent,
  indentedPath,
  indentItem,
  itemAt,
  moveItem,
  outdentedPath,
  outdentItem,
  removeItem,
  replaceItem,
} from './nav-tree';

const link = (label: string): NavigationItem => ({ type: 'link', label, target: `https://${label.toLowerCase()}.example`, isEnabled: true, children: [] });
const group = (label: string, children: NavigationItem[]): NavigationItem => ({ type: 'group', label, isEnabled: true, children });
/** The tree as labels: 'A', 'G[B,C]'. */
const shape = (items: readonly NavigationItem[]): string[] =>
  items.map((item) => (item.type === 'group' ? `${item.label}[${shape(item.children).join(',')}]` : item.label));

const tree = [link('A'), group('G', [link('B'), link('C')]), link('D')];

describe('itemAt', () => {
  it('finds items by their path and nothing beyond the tree', () => {
    expect(itemAt(tree, [1, 1])?.label).toBe('C');
    expect(itemAt(tree, [2])?.label).toBe('D');
    expect(itemAt(tree, [1, 2])).toBeUndefined();
    expect(itemAt(tree, [0, 0])).toBeUndefined();
  });
});

describe('moving up and down', () => {
  it('swaps an item with its neighbour on the same level', () => {
    expect(shape(moveItem(tree, [0], 1))).toEqual(['G[B,C]', 'A', 'D']);
    expect(shape(moveItem(tree, [1, 1], -1))).toEqual(['A', 'G[C,B]', 'D']);
  });

  it('does not move past the ends of its level', () => {
    expect(canMove(tree, [0], -1)).toBe(false);
    expect(canMove(tree, [1, 1], 1)).toBe(false);
    expect(canMove(tree, [1, 0], 1)).toBe(true);
    expect(shape(moveItem(tree, [1, 1], 1))).toEqual(['A', 'G[B,C]', 'D']);
  });

  it('leaves the input untouched', () => {
    moveItem(tree, [1, 0], 1);
    expect(shape(tree)).toEqual(['A', 'G[B,C]', 'D']);
  });
});

describe('indenting', () => {
  it('puts an item at the end of the group above it', () => {
    expect(canIndent(tree, [2])).toBe(true);
    expect(shape(indentItem(tree, [2]))).toEqual(['A', 'G[B,C,D]']);
    expect(indentedPath(tree, [2])).toEqual([1, 2]);
    expect(itemAt(indentItem(tree, [2]), indentedPath(tree, [2]))?.label).toBe('D');
  });

  it('is not possible for the first item of a level or below an item that is no group', () => {
    expect(canIndent(tree, [0])).toBe(false);
    expect(canIndent(tree, [1])).toBe(false);
    expect(canIndent(tree, [1, 1])).toBe(false);
    expect(shape(indentItem(tree, [1]))).toEqual(['A', 'G[B,C]', 'D']);
  });

  it('stops at five levels', () => {
    const deep = [group('1', [group('2', [group('3', [group('4', [group('5', []), link('X')])])])])];
    expect(canIndent(deep, [0, 0, 0, 0, 1])).toBe(false);
    const shallower = [group('1', [group('2', [group('3', [group('4', []), link('X')])])])];
    expect(canIndent(shallower, [0, 0, 0, 1])).toBe(true);
  });
});

describe('outdenting', () => {
  it('puts an item right after the group it leaves', () => {
    expect(canOutdent(tree, [1, 0])).toBe(true);
    expect(shape(outdentItem(tree, [1, 0]))).toEqual(['A', 'G[C]', 'B', 'D']);
    expect(outdentedPath([1, 0])).toEqual([2]);
    expect(itemAt(outdentItem(tree, [1, 0]), outdentedPath([1, 0]))?.label).toBe('B');
  });

  it('is not possible on the top level', () => {
    expect(canOutdent(tree, [0])).toBe(false);
    expect(shape(outdentItem(tree, [0]))).toEqual(['A', 'G[B,C]', 'D']);
  });

  it('takes a nested group with its children one level up', () => {
    const nested = [group('G', [group('H', [link('B')])])];
    expect(shape(outdentItem(nested, [0, 0]))).toEqual(['G[]', 'H[B]']);
  });
});

describe('adding, replacing and removing', () => {
  it('adds at the top level or to a group only', () => {
    expect(shape(appendItem(tree, [], link('E')))).toEqual(['A', 'G[B,C]', 'D', 'E']);
    expect(shape(appendItem(tree, [1], link('E')))).toEqual(['A', 'G[B,C,E]', 'D']);
    expect(shape(appendItem(tree, [0], link('E')))).toEqual(['A', 'G[B,C]', 'D']);
  });

  it('replaces and removes the item at a path', () => {
    expect(shape(replaceItem(tree, [1, 1], link('Z')))).toEqual(['A', 'G[B,Z]', 'D']);
    expect(shape(removeItem(tree, [1, 0]))).toEqual(['A', 'G[C]', 'D']);
    expect(shape(removeItem(tree, [1]))).toEqual(['A', 'D']);
    expect(shape(removeItem(tree, [5]))).toEqual(['A', 'G[B,C]', 'D']);
  });
});
