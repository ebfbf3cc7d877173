/** Free ports for the test stacks: outside the kernel's ephemeral range and distinct. */
import { describe, expect, it } from 'vitest';
import { freePort } from './process';

describe('freePort', () => {
  it('picks ports between 20000 and 32000 (below the ephemeral range), never one of `taken`', async () => {
    const taken = new Set<number>();
    for (let index = 0; index < 30; index += 1) {
      const port = await freePort(taken);
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(32_000);
      expect(taken.has(port)).toBe(false);
      taken.add(port);
    }
  });
});
