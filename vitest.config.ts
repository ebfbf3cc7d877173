/**
 * Test projects (DESIGN.md §8), all run by `npm test` (scripts/test.ts):
 * - unit:        *.test.ts(x) in shared/, functions/, events/, web/, infra/local/, scripts/ (no I/O; web tests use happy-dom)
 * - integration: *.int.test.ts, handlers and consumers against the emulators (test/setup/integration.ts)
 * - infra:       infra/**\/*.test.ts, CDK assertions and cdk-nag
 * - e2e:         test/e2e/**\/*.e2e.test.ts, headless Chromium against the local stack
 */
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    coverage: {
      provider: 'v8',
      include: ['shared/**/*.ts'],
      exclude: ['shared/**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{shared,functions,events,web}/**/*.test.{ts,tsx}', 'infra/local/**/*.test.ts', 'test/lint/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['{functions,events,infra/local,test/integration}/**/*.int.test.ts'],
          globalSetup: ['test/setup/integration.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One emulator set, shared: keep files sequential on a 2-core machine.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['infra/**/*.test.ts'],
          exclude: ['infra/local/**'],
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.test.ts'],
          globalSetup: ['test/setup/local-stack.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
