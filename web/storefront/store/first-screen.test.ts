import { describe, expect, it } from 'vitest';
import { firstScreenGroups } from './first-screen';

const group = (name: string, count: number) => ({ name, products: Array.from({ length: count }, (_, index) => `${name}${index}`) });

describe('firstScreenGroups', () => {
  it('keeps a menu that fits the first render as it is', () => {
    const groups = [group('a', 5), group('b', 7)];
    expect(firstScreenGroups(groups, 12)).toBe(groups);
  });

  it('takes the leading groups up to the card count and cuts the last one', () => {
    const shown = firstScreenGroups([group('a', 5), group('b', 10), group('c', 3)], 12);
    expect(shown.map(({ name, products }) => `${name}:${products.length}`)).toEqual(['a:5', 'b:7']);
    expect(shown[1]!.products.at(-1)).toBe('b6');
  });

  it('cuts a first group larger than the first render', () => {
    expect(firstScreenGroups([group('a', 40), group('b', 40)], 12).map(({ products }) => products.length)).toEqual([12]);
  });

  it('stops at a group boundary without an empty group', () => {
    expect(firstScreenGroups([group('a', 12), group('b', 4)], 12).map(({ name }) => name)).toEqual(['a']);
  });
});
