/**
 * The local stack is safe on a laptop: every emulator and the local server answer on 127.0.0.1
 * and listen on no other address (docs/headers-and-edges.md). DynamoDB Local needs its own
 * launcher for that (infra/local/emulators/LoopbackDynamoDbLocal.java). Checked twice: the
 * kernel's table of listening sockets (/proc/net/tcp, tcp6) holds only loopback addresses for
 * the port, and a connection to the machine's own address, where it has one, is refused.
 */
import { createConnection } from 'node:net';
import { readFileSync } from 'node:fs';
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

/** Loopback in /proc/net's hex notation: 127.0.0.1, ::1 and ::ffff:127.0.0.1. */
const LOOPBACK = new Set(['0100007F', '00000000000000000000000001000000', '0000000000000000FFFF00000100007F']);
const LISTEN = '0A';

/** The local addresses (hex) of the sockets listening on `port`, IPv4 and IPv6. */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === LISTEN && fields[1]?.endsWith(`:${hexPort}`))
      .map((fields) => fields[1]!.split(':')[0]!),
  );
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

describe('the local stack listens on loopback only', () => {
  it.each(services())('%s answers on 127.0.0.1 and listens nowhere else', async (_name, port) => {
    expect(port).toBeGreaterThan(0);
    expect(await probe('127.0.0.1', port)).toBe('open');
    const addresses = listeningAddresses(port);
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.filter((address) => !LOOPBACK.has(address))).toEqual([]);
    if (outsideAddress) expect(await probe(outsideAddress, port)).toBe('refused');
  });
});
