/**
 * DynamoDB Local (AWS's own emulator) for `npm start` and the integration tests.
 *
 * The jar cannot be downloaded from AWS here; the npm package amplify-dynamodb-simulator ships
 * DynamoDB Local 1.25.1 in its `emulator/` folder. We `npm pack` that one package (not install:
 * that would pull ~350 MB of dependencies) and extract only `emulator/` into `.cache/`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalStackError, repoRoot, startService, type RunningEmulator } from './process';

const SIMULATOR_PACKAGE = 'amplify-dynamodb-simulator@2.9.30';
const emulatorDir = join(repoRoot, '.cache', 'dynamodb-local');
const jarPath = join(emulatorDir, 'DynamoDBLocal.jar');
/** Starts DynamoDB Local on 127.0.0.1 only (its own main binds every interface). */
const loopbackLauncher = join(dirname(fileURLToPath(import.meta.url)), 'LoopbackDynamoDbLocal.java');

/** Makes sure the DynamoDB Local jar is in .cache/ (npm pack + tar, once). */
export function ensureDynamoDbLocal(): string {
  if (existsSync(jarPath)) return emulatorDir;
  const work = join(repoRoot, '.cache', 'dynamodb-pack');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const pack = spawnSync('npm', ['pack', SIMULATOR_PACKAGE, '--silent'], { cwd: work, encoding: 'utf8' });
  if (pack.status !== 0) {
    throw new LocalStackError(`DynamoDB Local konnte nicht geladen werden (npm pack ${SIMULATOR_PACKAGE}). Ist die npm-Registry erreichbar?\n${pack.stderr}`);
  }
  const tarball = pack.stdout.trim().split('\n').pop() ?? '';
  mkdirSync(emulatorDir, { recursive: true });
  const untar = spawnSync('tar', ['xzf', tarball, '--strip-components=2', '-C', emulatorDir, 'package/emulator'], {
    cwd: work,
    encoding: 'utf8',
  });
  if (untar.status !== 0) throw new LocalStackError(`DynamoDB Local konnte nicht entpackt werden.\n${untar.stderr}`);
  rmSync(work, { recursive: true, force: true });
  return emulatorDir;
}

/** Throws a clear message when no Java 17+ with the compiler module (for the source launcher) is on the PATH. */
export function checkJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new LocalStackError('Java wurde nicht gefunden. DynamoDB Local braucht Java 17 oder neuer (Debian: apt-get install -y default-jre-headless).');
  }
  const match = /version "(\d+)/.exec(result.stderr);
  const major = match ? Number(match[1]) : 0;
  if (major < 17) {
    throw new LocalStackError(`Java ${major || '?'} gefunden, DynamoDB Local braucht Java 17 oder neuer.`);
  }
  const modules = spawnSync('java', ['--list-modules'], { encoding: 'utf8' });
  if (!/^jdk\.compiler@/m.test(modules.stdout)) {
    throw new LocalStackError(
      'Java ohne Compiler-Modul gefunden. DynamoDB Local startet über einen kleinen Java-Quelltext-Starter (Debian: apt-get install -y default-jdk-headless).',
    );
  }
}

export interface DynamoDbLocalOptions {
  port: number;
  /** Keep data in this folder; omitted means in memory (tests). */
  dbPath?: string;
}

export async function startDynamoDbLocal(options: DynamoDbLocalOptions): Promise<RunningEmulator> {
  checkJava();
  const dir = ensureDynamoDbLocal();
  const storage = options.dbPath ? ['-dbPath', options.dbPath] : ['-inMemory'];
  if (options.dbPath) mkdirSync(options.dbPath, { recursive: true });
  return startService({
    name: 'DynamoDB Local',
    command: 'java',
    args: [
      `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
      '-cp',
      `${jarPath}:${join(dir, 'DynamoDBLocal_lib', '*')}`,
      loopbackLauncher,
      '-port',
      String(options.port),
      '-disableTelemetry',
      // DynamoDB Local allows every browser origin by default: no web page may read or write the
      // table through CORS.
      '-cors',
      'http://dynamodb-local.invalid',
      // One shared database for every access key and region, like one real account.
      '-sharedDb',
      ...storage,
    ],
    port: options.port,
    timeoutMs: 30_000,
    // DynamoDB Local writes dynamodb-local-metadata.json into its working directory.
    cwd: dir,
  });
}
