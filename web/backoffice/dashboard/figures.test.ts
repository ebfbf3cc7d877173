import { describe, expect, it } from 'vitest';
import { countByBranch } from './figures';

describe('dashboard figures', () => {
  it('counts orders per branch', () => {
    expect([...countByBranch([{ branch: { id: 'a' } }, { branch: { id: 'b' } }, { branch: { id: 'a' } }])]).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
    expect(countByBranch([]).size).toBe(0);
  });
});
