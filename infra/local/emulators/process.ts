/** Small process and port helpers of the local stack. */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { createConnection, createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** An expected start-up problem: printed as its German message, never as a stack trace. */
export class LocalStackError extends Error {}

/** Resolves once something accepts TCP connections on the port. */
export async function waitForPort(port: number, timeoutMs: number, hasExited: () => boolean = () => false): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error('process exited');
    if (await canConnect(port)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timeout waiting for port ${port}`);
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolvePromise(true);
    });
    socket.once('error', () => resolvePromise(false));
  });
}

/** Whether a server can listen on the loopback port now. */
function canListen(port: number): Promise<boolean> {
  return new Promise<boolean>((resolvePromise) => {
    const server = createServer();
    server.once('error', () => resolvePromise(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolvePromise(true)));
  });
}

/** Throws a clear German message when the port is already taken. */
export async function assertPortFree(port: number, what: string): Promise<void> {
  if (!(await canListen(port))) {
    throw new LocalStackError(
      `Port ${port} (${what}) ist bereits belegt. Läuft Theke schon in einem anderen Terminal? Dann dort mit Strg+C beenden, sonst das Programm beenden, das den Port belegt.`,
    );
  }
}

/**
 * Where free ports are picked: above the fixed ports of `npm start` and below Linux's ephemeral
 * range (32768–60999 by default). A port the kernel hands out for `listen(0)` comes from that
 * range, and an outgoing connection (a test's fetch, the SDK's keep-alive sockets) could take it
 * between the pick and the emulator's own listen: one run failed with EADDRINUSE that way.
 */
const PICK_FROM = 20_000;
const PICK_TO = 32_000;

/** Finds a free loopback port not in `taken` (tests run their own emulators side by side). */
export async function freePort(taken: ReadonlySet<number> = new Set()): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = randomInt(PICK_FROM, PICK_TO);
    if (!taken.has(port) && (await canListen(port))) return port;
  }
  throw new LocalStackError(`Kein freier Port zwischen ${PICK_FROM} und ${PICK_TO} gefunden.`);
}

export interface RunningEmulator {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface ServiceSpec {
  /** Shown in the German start-up error. */
  name: string;
  command: string;
  args: string[];
  port: number;
  timeoutMs: number;
  cwd?: string;
  env?: SpawnOptions['env'];
}

/**
 * Starts an emulator as a child process and resolves once it accepts connections on its port.
 * If it exits or does not answer in time, it is killed and a LocalStackError carries its stderr.
 */
export async function startService(spec: ServiceSpec): Promise<RunningEmulator> {
  const child = spawn(spec.command, spec.args, { cwd: spec.cwd, env: spec.env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    await waitForPort(spec.port, spec.timeoutMs, () => child.exitCode !== null);
  } catch (error) {
    child.kill('SIGKILL');
    throw new LocalStackError(`${spec.name} startete nicht auf Port ${spec.port}.\n${stderr}`, { cause: error });
  }
  return { endpoint: `http://127.0.0.1:${spec.port}`, process: child, stop: () => stopProcess(child) };
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolvePromise) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolvePromise();
    child.once('exit', () => resolvePromise());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });
}
