import { describe, expect, it } from 'vitest';
import { flattenClaims, fromLambdaResult, isTextContentType, toApiGatewayEvent, type HttpRequest } from './apigw';
import type { RouteMatch } from './routes';

const match: RouteMatch = {
  group: 'orders',
  route: { method: 'PUT', path: '/api/orders/{id}/items/{itemIndex}', access: 'staff' },
  routeKey: 'PUT /api/orders/{id}/items/{itemIndex}',
  pathParameters: { id: 'o1', itemIndex: '2' },
};

const request = (overrides: Partial<HttpRequest> = {}): HttpRequest => ({
  method: 'PUT',
  url: '/api/orders/o1/items/2?from=2025-03-30&tag=a&tag=b&q=K%C3%A4se',
  headers: {
    host: ['localhost:3000'],
    'content-type': ['application/json'],
    'user-agent': ['test-agent'],
    'x-multi': ['one', 'two'],
    cookie: ['consent=1; theme=dark', 'x=y'],
  },
  sourceIp: '127.0.0.1',
  httpVersion: '1.1',
  ...overrides,
});

const now = new Date('2025-11-21T10:15:07.123Z');

describe('toApiGatewayEvent', () => {
  it('builds a payload 2.0 event like API Gateway', () => {
    const event = toApiGatewayEvent(request(), Buffer.from('{"amount":1}'), match, { requestId: 'req-1', now });
    expect(event).toEqual({
      version: '2.0',
      routeKey: 'PUT /api/orders/{id}/items/{itemIndex}',
      rawPath: '/api/orders/o1/items/2',
      rawQueryString: 'from=2025-03-30&tag=a&tag=b&q=K%C3%A4se',
      cookies: ['consent=1', 'theme=dark', 'x=y'],
      headers: { host: 'localhost:3000', 'content-type': 'application/json', 'user-agent': 'test-agent', 'x-multi': 'one,two' },
      queryStringParameters: { from: '2025-03-30', tag: 'a,b', q: 'Käse' },
      pathParameters: { id: 'o1', itemIndex: '2' },
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: 'localhost:3000',
        domainPrefix: 'localhost:3000',
        http: { method: 'PUT', path: '/api/orders/o1/items/2', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test-agent' },
        requestId: 'req-1',
        routeKey: 'PUT /api/orders/{id}/items/{itemIndex}',
        stage: '$default',
        time: '21/Nov/2025:10:15:07 +0000',
        timeEpoch: now.getTime(),
      },
      body: '{"amount":1}',
      isBase64Encoded: false,
    });
  });

  it('leaves out what the request does not have', () => {
    const event = toApiGatewayEvent(
      request({ method: 'GET', url: '/api/init', headers: { host: ['localhost'] } }),
      Buffer.alloc(0),
      { ...match, pathParameters: undefined },
      { requestId: 'r', now },
    );
    expect(event.rawQueryString).toBe('');
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.pathParameters).toBeUndefined();
    expect(event.cookies).toBeUndefined();
    expect(event.body).toBeUndefined();
    expect(event.isBase64Encoded).toBe(false);
    expect(event.requestContext).not.toHaveProperty('authorizer');
  });

  it('base64-encodes a binary body', () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x10]);
    const event = toApiGatewayEvent(request({ headers: { 'content-type': ['image/jpeg'] } }), bytes, match, { requestId: 'r', now });
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body!, 'base64')).toEqual(bytes);
  });

  it('carries the JWT authorizer context', () => {
    const jwt = { claims: { sub: 'u1', 'cognito:groups': '[ROLE_ADMIN]' }, scopes: [] };
    const event = toApiGatewayEvent(request(), Buffer.alloc(0), match, { requestId: 'r', now, jwt });
    expect(event.requestContext).toMatchObject({ authorizer: { jwt } });
  });
});

describe('isTextContentType', () => {
  it.each([
    [undefined, true],
    ['application/json; charset=utf-8', true],
    ['application/vnd.api+json', true],
    ['text/csv', true],
    ['application/x-www-form-urlencoded', true],
    ['multipart/form-data; boundary=x', false],
    ['application/pdf', false],
    ['image/png', false],
  ])('%s → %s', (type, text) => expect(isTextContentType(type)).toBe(text));
});

describe('fromLambdaResult', () => {
  it('takes a structured result as it is, with cookies and base64 bodies', () => {
    expect(
      fromLambdaResult({
        statusCode: 201,
        headers: { 'Content-Type': 'image/png', 'X-Count': 3 },
        cookies: ['a=1; Path=/', 'b=2'],
        body: Buffer.from([1, 2, 3]).toString('base64'),
        isBase64Encoded: true,
      }),
    ).toEqual({ statusCode: 201, headers: { 'content-type': 'image/png', 'x-count': '3' }, cookies: ['a=1; Path=/', 'b=2'], body: Buffer.from([1, 2, 3]) });
    expect(fromLambdaResult({ statusCode: 204 })).toEqual({ statusCode: 204, headers: {}, cookies: [], body: Buffer.alloc(0) });
  });

  it('turns any other value into a 200 JSON response', () => {
    expect(fromLambdaResult({ data: { ok: true } })).toEqual({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      cookies: [],
      body: Buffer.from('{"data":{"ok":true}}'),
    });
    expect(fromLambdaResult('plain').body.toString()).toBe('plain');
    expect(fromLambdaResult(undefined).body.toString()).toBe('null');
  });
});

describe('flattenClaims', () => {
  it('writes every claim as a string, arrays as [a b]', () => {
    expect(
      flattenClaims({ sub: 'u1', exp: 1700000000, email_verified: true, 'cognito:groups': ['ROLE_ADMIN', 'ROLE_EMPLOYEE'], gone: undefined, obj: { a: 1 } }),
    ).toEqual({
      sub: 'u1',
      exp: '1700000000',
      email_verified: 'true',
      'cognito:groups': '[ROLE_ADMIN ROLE_EMPLOYEE]',
      obj: '{"a":1}',
    });
  });
});
