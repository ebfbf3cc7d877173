/**
 * The local stack is safe on a laptop: every emulator and the local server answer on 127.0.0.1
 * and refuse connections on the machine's other addresses (docs/headers-and-edges.md).
 * DynamoDB Local needs its own launcher for that (infra/local/emulators/LoopbackDynamoDbLocal.java).
 */
import { createConnection } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, inject, it } from 'vitest';
import { ENV } from '#functions/lib/config.ts';

/** Resolves 'open' when a TCP connection succeeds, 'refused' when the address refuses it. */
function probe(host: string, port: number): Promise<'open' | 'refused'> {
  return new Promise((resolvePromise, reject) => {
    const socket = createConnection({ host, port });
    socket.setTimeout(3_000, () => {
      socket.destroy();
      reject(new Error(`${host}:${port} did not answer`));
    });
    socket.once('connect', () => {
      socket.destroy();
      resolvePromise('open');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') resolvePromise('refused');
      else reject(error);
    });
  });
}

const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === 'IPv4')?.address;

const services = (): [string, number][] => [
  ['DynamoDB Local', Number(new URL(process.env[ENV.dynamoDbEndpoint] ?? '').port)],
  ['s3rver', Number(new URL(process.env[ENV.s3Endpoint] ?? '').port)],
  ['cognito-local', Number(new URL(process.env[ENV.cognitoEndpoint] ?? '').port)],
  ['local server', Number(new URL(inject('localStackUrl')).port)],
];

// A machine without any non-loopback IPv4 address has nothing to expose.
describe.skipIf(!outsideAddress)('the local stack listens on loopback only', () => {
  it.each(services())('%s answers on 127.0.0.1 and refuses the machine address', async (_name, port) => {
    expect(port).toBeGreaterThan(0);
    expect(await probe('127.0.0.1', port)).toBe('open');
    expect(await probe(outsideAddress as string, port)).toBe('refused');
  });
});
