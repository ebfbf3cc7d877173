/**
 * `npm test`: everything CI runs, in order, each step timed (DESIGN.md §8):
 * lint, type check, unit tests of shared/ with coverage, integration tests against the emulators,
 * CDK assertion + cdk-nag tests, the web build, and the end-to-end tests in headless Chromium.
 * Every step runs even when an earlier one failed, so one run shows every problem; the exit code
 * is non-zero if any step failed. The last line sums the tests of all vitest projects.
 *
 * Before any step runs, a preflight checks the machine for what the selected steps need (Java 17+
 * for DynamoDB Local in integration and e2e, Chromium for e2e) and stops with one line naming what
 * is missing, instead of a wall of failing test files. `npm test -- lint typecheck unit` needs
 * neither.
 */
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromiumLaunchOptions } from '../test/setup/browser';

/** Something on the machine a step needs; `problem` says what is wrong, or undefined when it is there. */
interface Requirement {
  problem: () => string | undefined;
  /** Debian package that provides it (.ci/run installs the same). */
  debianPackage: string;
}

interface Step {
  name: string;
  command: string[];
  /** vitest JSON report written by this step, for the closing count. */
  report?: string;
  needs?: Requirement[];
}

const java: Requirement = {
  debianPackage: 'default-jre-headless',
  problem() {
    // Same test as the local stack's own (infra/local/emulators/dynamodb.ts checkJava).
    const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
    if (result.error || result.status !== 0) return 'Java 17+ not found';
    const major = Number(/version "(\d+)/.exec(result.stderr)?.[1] ?? 0);
    return major >= 17 ? undefined : `Java ${major || '?'} found, 17+ needed`;
  },
};

const chromium: Requirement = {
  debianPackage: 'chromium',
  problem() {
    const path = chromiumLaunchOptions.executablePath ?? '/usr/bin/chromium';
    try {
      accessSync(path, constants.X_OK);
      return undefined;
    } catch {
      return `Chromium not found at ${path}`;
    }
  },
};

// The label-sheet e2e test reads its PDF back with pdftotext and renders a page with pdftoppm.
const poppler: Requirement = {
  debianPackage: 'poppler-utils',
  problem() {
    for (const tool of ['pdftoppm', 'pdftotext']) {
      const result = spawnSync(tool, ['-v'], { encoding: 'utf8' });
      if (result.error) return `${tool} not found`;
    }
    return undefined;
  },
};

const resultsDir = 'test-results';
const vitest = (project: string, ...extra: string[]): Step => ({
  name: project,
  command: [
    'npx',
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(resultsDir, `${project}.json`)}`,
    ...extra,
  ],
  report: join(resultsDir, `${project}.json`),
});

const only = process.argv.slice(2);
const allSteps: Step[] = [
  // ESLint (dependency zones, cycles) and the Prettier check, as `npm run lint`.
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'typecheck', command: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  vitest('unit', '--coverage.enabled'),
  { ...vitest('integration'), needs: [java] },
  vitest('infra'),
  { name: 'build', command: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
  { ...vitest('e2e'), needs: [java, chromium, poppler] },
];
const steps = allSteps.filter((step) => only.length === 0 || only.includes(step.name));

/**
 * One line when the selected steps need something this machine lacks, e.g.
 * `✖ npm test: Chromium not found at /usr/bin/chromium (needed by e2e). Install: apt-get install -y chromium …`
 */
function preflight(selected: Step[]): string | undefined {
  const missing = new Map<Requirement, { problem: string; steps: string[] }>();
  for (const step of selected) {
    for (const requirement of step.needs ?? []) {
      const known = missing.get(requirement);
      if (known) {
        known.steps.push(step.name);
        continue;
      }
      const problem = requirement.problem();
      if (problem) missing.set(requirement, { problem, steps: [step.name] });
    }
  }
  if (missing.size === 0) return undefined;
  const problems = [...missing.values()].map(({ problem, steps: names }) => `${problem} (needed by ${names.join(', ')})`);
  const packages = [...missing.keys()].map((requirement) => requirement.debianPackage);
  const blocked = new Set([...missing.values()].flatMap((entry) => entry.steps));
  const rest = selected.filter((step) => !blocked.has(step.name)).map((step) => step.name);
  const alternative = rest.length > 0 ? `, or run the other steps: npm test -- ${rest.join(' ')}` : '';
  return `✖ npm test: ${problems.join('; ')}. Install: apt-get install -y ${packages.join(' ')} (Debian; .ci/run does this)${alternative}`;
}

const missing = preflight(steps);
if (missing) {
  console.error(missing);
  process.exit(1);
}

function run(step: Step): Promise<number> {
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    const child = spawn(command!, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{
    name: string;
    message?: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
}

/** A failed test (or a file that failed before its tests ran) with the first line of its message. */
interface Failure {
  where: string;
  message: string;
}

function readReport(report: string): { passed: number; failed: number; failures: Failure[] } {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
    const failures: Failure[] = [];
    for (const file of json.testResults) {
      const path = relative(process.cwd(), file.name);
      const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failedTests) {
        failures.push({ where: `${path} › ${test.fullName}`, message: firstLine(test.failureMessages?.[0]) });
      }
      if (failedTests.length === 0 && file.message) failures.push({ where: path, message: firstLine(file.message) });
    }
    return { passed: json.numPassedTests, failed: json.numFailedTests, failures };
  } catch {
    return { passed: 0, failed: 0, failures: [] };
  }
}

function firstLine(message: string | undefined): string {
  return (
    (message ?? '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
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
const failures: Failure[] = [];
for (const step of steps) {
  if (!step.report) continue;
  const counts = readReport(step.report);
  passed += counts.passed;
  failed += counts.failed;
  failures.push(...counts.failures);
}

console.log('\nSummary');
for (const outcome of outcomes) {
  console.log(`  ${outcome.code === 0 ? 'ok  ' : 'FAIL'} ${outcome.name.padEnd(12)} ${outcome.seconds.toFixed(1)} s`);
}
console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
const failedSteps = outcomes.filter((o) => o.code !== 0).length;
// A failed step that is not a vitest project (lint, typecheck, build) counts as one failure.
const failedTotal = failed + outcomes.filter((o) => o.code !== 0 && !steps.find((s) => s.name === o.name)?.report).length;
// The failed tests are repeated near the end: a CI log that keeps only its tail still names them.
if (failures.length > 0) {
  console.log('\nFailed');
  for (const failure of failures) console.log(`  ✖ ${failure.where}\n      ${failure.message}`);
}
console.log(`\n${passed} passed, ${failedTotal} failed`);
process.exit(failedSteps === 0 ? 0 : 1);
