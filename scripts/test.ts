/**
 * `npm test`: everything CI runs, in order, each step timed (DESIGN.md §8):
 * lint, type check, unit tests of shared/ with coverage, integration tests against the emulators,
 * CDK assertion + cdk-nag tests, the web build, and the end-to-end tests in headless Chromium.
 * Every step runs even when an earlier one failed, so one run shows every problem; the exit code
 * is non-zero if any step failed. The last line sums the tests of all vitest projects.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

interface Step {
  name: string;
  command: string[];
  /** vitest JSON report written by this step, for the closing count. */
  report?: string;
}

const resultsDir = 'test-results';
const vitest = (project: string, ...extra: string[]): Step => ({
  name: project,
  command: ['npx', 'vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${join(resultsDir, `${project}.json`)}`, ...extra],
  report: join(resultsDir, `${project}.json`),
});

const only = process.argv.slice(2);
const steps: Step[] = [
  { name: 'lint', command: ['npx', 'eslint', '--max-warnings=0', '.'] },
  { name: 'typecheck', command: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  vitest('unit', '--coverage.enabled'),
  vitest('integration'),
  vitest('infra'),
  { name: 'build', command: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
  vitest('e2e'),
].filter((step) => only.length === 0 || only.includes(step.name));

function run(step: Step): Promise<number> {
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    const child = spawn(command!, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function countTests(report: string): { passed: number; failed: number } {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
    return { passed: json.numPassedTests, failed: json.numFailedTests };
  } catch {
    return { passed: 0, failed: 0 };
  }
}

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const started = Date.now();
const outcomes: Array<{ name: string; code: number; seconds: number }> = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const t0 = Date.now();
  const code = await run(step);
  outcomes.push({ name: step.name, code, seconds: (Date.now() - t0) / 1000 });
}

let passed = 0;
let failed = 0;
for (const step of steps) {
  if (!step.report) continue;
  const counts = countTests(step.report);
  passed += counts.passed;
  failed += counts.failed;
}

console.log('\nSummary');
for (const outcome of outcomes) {
  console.log(`  ${outcome.code === 0 ? 'ok  ' : 'FAIL'} ${outcome.name.padEnd(12)} ${outcome.seconds.toFixed(1)} s`);
}
console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
const failedSteps = outcomes.filter((o) => o.code !== 0).length;
// A failed step that is not a vitest project (lint, typecheck, build) counts as one failure.
const failedTotal = failed + outcomes.filter((o) => o.code !== 0 && !steps.find((s) => s.name === o.name)?.report).length;
console.log(`\n${passed} passed, ${failedTotal} failed`);
process.exit(failedSteps === 0 ? 0 : 1);
