/**
 * The local stack is safe to run on a laptop (docs/headers-and-edges.md): the dev server serves the
 * web app and not the project folder, the servers listen on loopback only, the API and the local
 * endpoints refuse foreign Host names (DNS rebinding), and the back office's global sign-out
 * revokes the refresh tokens through the Cognito wrapper.
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import {
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  NotAuthorizedException,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS } from './emulators/s3';
import { repoRoot } from './emulators/process';
import { startLocalStack, type LocalStack } from './stack';

const password = 'Test-Passwort-1!';
let stack: LocalStack;
let port: number;

beforeAll(async () => {
  stack = await startLocalStack({
    ports: 'free',
    web: 'vite',
    log: () => undefined,
    users: [{ username: 'safety-employee', password, groups: ['ROLE_EMPLOYEE'] }],
  });
  port = Number(new URL(stack.urls.app).port);
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

/** A GET with the given Host header (fetch does not let a caller choose it). */
function get(path: string, host = `localhost:${port}`): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the dev server serves the web app, not the project folder', () => {
  it('serves the storefront with the relaxed dev policy', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it.each([
    '/.data/cognito/.cognito/db/x.json',
    '/%2Edata/dynamodb/shared-local-instance.db',
    `/@fs${repoRoot}/.data/cognito/.cognito/config.json`,
    `/@fs${repoRoot}/.git/config`,
    '/.git/config',
    '/.git/HEAD',
    '/.env',
  ])('refuses %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.body).toBe('Die Datei wurde nicht gefunden.');
  });

  it('lets /@fs/ reach only web/, shared/ and the dependencies (Vite server.fs.allow)', async () => {
    expect((await get(`/@fs${repoRoot}/infra/local/README.md`)).status).toBe(403);
    expect((await get(`/@fs${repoRoot}/functions/lib/config.ts`)).status).toBe(403);
    expect((await get(`/@fs${repoRoot}/shared/schemas/common.ts`)).status).toBe(200);
  });
});

describe('foreign Host names (DNS rebinding)', () => {
  it.each(['/api/init', '/local/outbox', '/local/cognito', '/local/eventbridge'])('refuses %s for another host with 403 and a German message', async (path) => {
    for (const host of ['evil.example', `evil.example:${port}`, `localhost:${port + 1}`, `127.0.0.1.nip.io:${port}`]) {
      const response = await get(path, host);
      expect(response.status, host).toBe(403);
      expect(JSON.parse(response.body)).toEqual({
        errors: [
          { code: 'request.foreignHost', message: 'Diese Adresse ist für den lokalen Server nicht zugelassen. Bitte localhost oder 127.0.0.1 verwenden.' },
        ],
      });
    }
  });

  it.each(['localhost', '127.0.0.1', '[::1]', 'LOCALHOST'])('lets %s with the server port through to the API', async (name) => {
    const response = await get('/api/gibt-es-nicht', `${name}:${port}`);
    expect(response.status).toBe(404);
    expect(response.body).toContain('Diese Schnittstelle gibt es nicht.');
  });
});

describe('loopback only', () => {
  const external = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

  const reachable = (host: string, target: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect({ host, port: target });
      socket.setTimeout(2000);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
    });

  it.runIf(external)('does not accept connections on another interface: app, S3 and Cognito', async () => {
    for (const url of [stack.urls.app, stack.urls.s3, stack.urls.cognito]) {
      const target = Number(new URL(url).port);
      expect(await reachable('127.0.0.1', target), url).toBe(true);
      expect(await reachable(external!, target), url).toBe(false);
    }
  });
});

describe('sign-out revokes', () => {
  it('refuses the refresh token after GlobalSignOut, and GlobalSignOut with a forged token', async () => {
    const cognito = new CognitoIdentityProviderClient({ endpoint: `${stack.urls.app}/local/cognito`, region: 'eu-central-1', credentials: LOCAL_CREDENTIALS });
    try {
      const signIn = () =>
        cognito.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: stack.userPoolClientId,
            AuthParameters: { USERNAME: 'safety-employee', PASSWORD: password },
          }),
        );
      const { AuthenticationResult: tokens } = await signIn();
      const refresh = (token: string) => cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId: stack.userPoolClientId, RefreshToken: token }));
      expect((await refresh(tokens!.RefreshToken!)).AuthenticationResult?.AccessToken).toBeDefined();

      const [header, payload] = tokens!.AccessToken!.split('.');
      await expect(cognito.send(new GlobalSignOutCommand({ AccessToken: `${header}.${payload}.forged` }))).rejects.toBeInstanceOf(NotAuthorizedException);
      expect((await refresh(tokens!.RefreshToken!)).AuthenticationResult?.AccessToken).toBeDefined();

      await cognito.send(new GlobalSignOutCommand({ AccessToken: tokens!.AccessToken! }));
      await expect(refresh(tokens!.RefreshToken!)).rejects.toBeInstanceOf(NotAuthorizedException);
      await expect(
        cognito.send(
          new InitiateAuthCommand({
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            ClientId: stack.userPoolClientId,
            AuthParameters: { REFRESH_TOKEN: tokens!.RefreshToken! },
          }),
        ),
      ).rejects.toBeInstanceOf(NotAuthorizedException);
    } finally {
      cognito.destroy();
    }
  });
});
