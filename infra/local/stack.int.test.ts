/**
 * The local stack end to end, on free ports and in memory: sign-in and refresh through the
 * cognito wrapper with the real Cognito client, the JWT authorizer in front of staff routes,
 * PutEvents with the real EventBridge client into the in-process bus, media from s3rver, the
 * runtime config and the outbox.
 */
import { Readable } from 'node:stream';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import {
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  NotAuthorizedException,
} from '@aws-sdk/client-cognito-identity-provider';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '#functions/lib/config.ts';
import { s3Client } from '#functions/lib/s3.ts';
import type { BusEvent } from './bus/event-bus';
import { demoUsers } from './seed/seed';
import { LOCAL_CREDENTIALS } from './emulators/s3';
import { importFromRepo, type ModuleLoader } from './lambda';
import { startLocalStack, type LocalStack } from './stack';

const password = 'Test-Passwort-1!';
const received: BusEvent[] = [];
const apiEvents: APIGatewayProxyEventV2WithJWTAuthorizer[] = [];

// The orders group answers with what it was given, so the test sees the event the server built.
const load: ModuleLoader = async (modulePath) => {
  if (modulePath === 'test/audit-consumer.ts') return { handler: async (event: BusEvent) => void received.push(event) };
  if (modulePath === 'functions/orders/index.ts') {
    return {
      handler: async (event: APIGatewayProxyEventV2WithJWTAuthorizer) => {
        apiEvents.push(event);
        return { statusCode: 200, headers: { 'content-type': 'application/json' }, cookies: ['seen=1; Path=/'], body: JSON.stringify({ data: { ok: true } }) };
      },
    };
  }
  return importFromRepo(modulePath);
};

let stack: LocalStack;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  stack = await startLocalStack({
    ports: 'free',
    web: 'none',
    seed: true,
    log: () => undefined,
    load,
    users: [
      { username: 'test-admin', password, email: 'admin@theke.test', name: 'Test Admin', groups: ['ROLE_ADMIN'] },
      { username: 'test-employee', password, email: 'employee@theke.test', name: 'Test Mitarbeiter', groups: ['ROLE_EMPLOYEE'] },
    ],
    eventRules: [{ name: 'test-audit', description: 'Testregel', pattern: { source: ['theke.test'] }, consumer: 'test/audit-consumer.ts' }],
  });
  // Through the same-origin wrapper, as the browser does.
  cognito = new CognitoIdentityProviderClient({ endpoint: `${stack.urls.app}/local/cognito`, region: 'eu-central-1', credentials: LOCAL_CREDENTIALS });
}, 90_000);

afterAll(async () => {
  cognito?.destroy();
  await stack?.stop();
});

const decode = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

async function signIn(username: string, secret = password) {
  const result = await cognito.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.userPoolClientId, AuthParameters: { USERNAME: username, PASSWORD: secret } }),
  );
  return result.AuthenticationResult!;
}

describe('Cognito through the local server', () => {
  it('signs a demo user in and issues AWS-shaped tokens', async () => {
    expect(stack.userPoolId).toMatch(/^eu-central-1_[A-Za-z0-9]{9}$/);
    const tokens = await signIn('test-employee');
    expect(decode(tokens.AccessToken!)).toMatchObject({
      iss: `https://cognito-idp.eu-central-1.amazonaws.com/${stack.userPoolId}`,
      token_use: 'access',
      client_id: stack.userPoolClientId,
      username: 'test-employee',
      'cognito:groups': ['ROLE_EMPLOYEE'],
    });
    expect(decode(tokens.IdToken!)).toMatchObject({ aud: stack.userPoolClientId, email: 'employee@theke.test', 'cognito:username': 'test-employee' });
  });

  it('refuses a wrong password', async () => {
    await expect(signIn('test-admin', 'falsch')).rejects.toBeInstanceOf(NotAuthorizedException);
  });

  it('refreshes with GetTokensFromRefreshToken, which cognito-local itself lacks', async () => {
    const tokens = await signIn('test-admin');
    const refreshed = await cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId: stack.userPoolClientId, RefreshToken: tokens.RefreshToken! }));
    const access = refreshed.AuthenticationResult!.AccessToken!;
    expect(access).not.toBe(tokens.AccessToken);
    expect(decode(access)).toMatchObject({ username: 'test-admin', 'cognito:groups': ['ROLE_ADMIN'], token_use: 'access' });
    expect(refreshed.AuthenticationResult).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600, IdToken: expect.any(String) });
    await expect(cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId: stack.userPoolClientId, RefreshToken: 'kein-token' }))).rejects.toBeInstanceOf(
      NotAuthorizedException,
    );
  });

  it('serves the web app its Cognito settings with a same-origin endpoint', async () => {
    const response = await fetch(`${stack.urls.app}/runtime-config.json`);
    expect(await response.json()).toEqual({
      region: 'eu-central-1',
      userPoolId: stack.userPoolId,
      userPoolClientId: stack.userPoolClientId,
      userPoolEndpoint: `${stack.urls.app}/local/cognito`,
    });
  });
});

describe('the API behind the local server', () => {
  const url = () => `${stack.urls.api}/orders/o-1/items/2?from=2025-11-01&from=2025-11-02`;

  it('refuses a staff route without a valid token before the handler runs, like the JWT authorizer', async () => {
    const before = apiEvents.length;
    const anonymous = await fetch(url(), { method: 'PUT' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Unauthorized' });
    const { AccessToken } = await signIn('test-admin');
    const forged = `${AccessToken!.slice(0, -4)}AAAA`;
    expect((await fetch(url(), { method: 'PUT', headers: { authorization: `Bearer ${forged}` } })).status).toBe(401);
    expect(apiEvents.length).toBe(before);
  });

  it('hands the handler an API Gateway v2 event with the authorizer claims', async () => {
    const { AccessToken } = await signIn('test-employee');
    const response = await fetch(url(), {
      method: 'PUT',
      headers: { authorization: `Bearer ${AccessToken}`, 'content-type': 'application/json', cookie: 'consent=1' },
      body: JSON.stringify({ amount: 2 }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBe('seen=1; Path=/');
    expect(await response.json()).toEqual({ data: { ok: true } });
    const event = apiEvents.at(-1)!;
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'PUT /api/orders/{id}/items/{itemIndex}',
      rawPath: '/api/orders/o-1/items/2',
      rawQueryString: 'from=2025-11-01&from=2025-11-02',
      queryStringParameters: { from: '2025-11-01,2025-11-02' },
      pathParameters: { id: 'o-1', itemIndex: '2' },
      cookies: ['consent=1'],
      body: '{"amount":2}',
      isBase64Encoded: false,
      requestContext: { http: { method: 'PUT', path: '/api/orders/o-1/items/2', sourceIp: '127.0.0.1' } },
    });
    expect(event.requestContext.authorizer.jwt.claims).toMatchObject({
      username: 'test-employee',
      client_id: stack.userPoolClientId,
      'cognito:groups': '[ROLE_EMPLOYEE]',
      iss: `https://cognito-idp.eu-central-1.amazonaws.com/${stack.userPoolId}`,
    });
  });

  it('runs the real handler of a staff route for a seeded demo employee', async () => {
    expect(stack.seeded).toBe(true);
    const employee = demoUsers.find((user) => user.roles.includes('ROLE_EMPLOYEE'))!;
    const { AccessToken } = await signIn(employee.username, employee.password);
    const response = await fetch(`${stack.urls.api}/users/me`, { headers: { authorization: `Bearer ${AccessToken}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      data: { id: employee.id, username: employee.username, roles: ['ROLE_EMPLOYEE'], branches: employee.branchIds.map((id) => ({ id })) },
    });
  });

  it('answers an unknown API path with a German 404', async () => {
    const response = await fetch(`${stack.urls.api}/gibt-es-nicht`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: [{ code: 'route.notFound', message: 'Diese Schnittstelle gibt es nicht.' }] });
  });

  it('gives the handlers the Lambda environment', () => {
    const config = readConfig();
    expect(config).toMatchObject({
      isLocal: true,
      region: 'eu-central-1',
      userPoolId: stack.userPoolId,
      userPoolClientId: stack.userPoolClientId,
      dynamoDbEndpoint: stack.urls.dynamodb,
      s3Endpoint: stack.urls.s3,
      eventBridgeEndpoint: stack.urls.eventBridge,
      localJwksUrl: `${stack.urls.cognito}/${stack.userPoolId}/.well-known/jwks.json`,
    });
  });
});

describe('EventBridge on the local stack', () => {
  it('takes PutEvents from the real client and runs the consumers of matching rules', async () => {
    const client = new EventBridgeClient({ endpoint: readConfig().eventBridgeEndpoint, region: 'eu-central-1' });
    const result = await client.send(
      new PutEventsCommand({
        Entries: [
          { EventBusName: 'theke', Source: 'theke.test', DetailType: 'SomethingHappened', Detail: JSON.stringify({ id: 'x1' }) },
          { EventBusName: 'theke', Source: 'theke.other', DetailType: 'SomethingElse', Detail: '{}' },
          { EventBusName: 'theke', Source: 'theke.test', DetailType: 'Broken', Detail: 'kein JSON' },
        ],
      }),
    );
    client.destroy();
    expect(result.FailedEntryCount).toBe(1);
    expect(result.Entries![2]).toMatchObject({ ErrorCode: 'MalformedDetail' });
    await stack.bus.settled();
    expect(received).toEqual([
      expect.objectContaining({ id: result.Entries![0]!.EventId, source: 'theke.test', 'detail-type': 'SomethingHappened', detail: { id: 'x1' } }),
    ]);
    expect(stack.bus.published.map((event) => event['detail-type'])).toEqual(['SomethingHappened', 'SomethingElse']);
  });
});

describe('media and outbox', () => {
  it('serves /image/... from the media bucket, uploaded as a stream', async () => {
    const s3 = await s3Client();
    const bytes = Buffer.alloc(300_000, 'Leberkäse ');
    await s3.send(
      new PutObjectCommand({
        Bucket: readConfig().mediaBucket,
        Key: 'image/01TEST-1.jpg',
        Body: Readable.from([bytes.subarray(0, 100_000), bytes.subarray(100_000)]),
        ContentLength: bytes.length,
        ContentType: 'image/jpeg',
      }),
    );
    s3.destroy();
    const response = await fetch(`${stack.urls.app}/image/01TEST-1.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    const etag = response.headers.get('etag')!;
    expect((await fetch(`${stack.urls.app}/image/01TEST-1.jpg`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const missing = await fetch(`${stack.urls.app}/upload/abc/01NONE-1.pdf`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Die Datei wurde nicht gefunden.');
  });

  it('keeps the messages handed to the outbox and lists them newest first', async () => {
    const post = (body: unknown) => fetch(stack.urls.outbox, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post({ channel: 'email', to: 'kunde@theke.test', subject: 'Ihre Bestellung', text: 'Danke!' })).status).toBe(201);
    expect((await post({ channel: 'sms', to: '+436641234567', text: 'Abholbereit' })).status).toBe(201);
    const invalid = await post({ channel: 'fax', to: 'x', text: 'y' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ errors: [{ code: 'outbox.invalid', field: 'channel', message: 'Das Feld „channel“ fehlt oder ist ungültig.' }] });
    const list = (await (await fetch(`${stack.urls.outbox}?format=json`)).json()) as { data: Array<{ channel: string; to: string }> };
    expect(list.data.map((message) => [message.channel, message.to])).toEqual([
      ['sms', '+436641234567'],
      ['email', 'kunde@theke.test'],
    ]);
    const page = await (await fetch(stack.urls.outbox)).text();
    expect(page).toContain('<h1>Postausgang (lokal)</h1>');
    expect(page).toContain('Ihre Bestellung');
  });
});
