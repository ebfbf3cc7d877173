/**
 * Translation between HTTP and the Lambda payload format 2.0 of API Gateway HTTP APIs, so the
 * local server hands the handlers the same event API Gateway does and reads their results by the
 * same rules.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import type { RouteMatch } from './routes';

/** What the translation needs of a request (node:http's IncomingMessage provides all of it). */
export interface HttpRequest {
  method: string;
  /** Path and query as received, e.g. `/api/orders?from=2025-01-01`. */
  url: string;
  /** Header names in lower case, every received value (node's `headersDistinct`). */
  headers: Record<string, string[] | undefined>;
  sourceIp: string;
  httpVersion: string;
}

export interface JwtAuthorizerContext {
  claims: Record<string, string>;
  scopes: string[];
}

export interface EventExtras {
  requestId: string;
  now: Date;
  /** Set on routes behind the JWT authorizer once it accepted the token. */
  jwt?: JwtAuthorizerContext;
}

/** Content types API Gateway passes as text; every other body arrives base64-encoded. */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/xml' ||
    type.endsWith('+xml') ||
    type === 'application/javascript' ||
    type === 'application/x-www-form-urlencoded'
  );
}

export function toApiGatewayEvent(request: HttpRequest, body: Buffer, match: RouteMatch, extras: EventExtras): APIGatewayProxyEventV2 {
  const queryIndex = request.url.indexOf('?');
  const rawPath = queryIndex === -1 ? request.url : request.url.slice(0, queryIndex);
  const rawQueryString = queryIndex === -1 ? '' : request.url.slice(queryIndex + 1);

  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, values] of Object.entries(request.headers)) {
    if (!values || values.length === 0) continue;
    if (name === 'cookie') {
      // Payload 2.0 moves cookies out of the headers into their own list.
      cookies = values.flatMap((value) =>
        value
          .split(';')
          .map((cookie) => cookie.trim())
          .filter(Boolean),
      );
      continue;
    }
    headers[name] = values.join(',');
  }

  const query = new URLSearchParams(rawQueryString);
  const queryStringParameters: Record<string, string> = {};
  for (const key of new Set(query.keys())) queryStringParameters[key] = query.getAll(key).join(',');

  const text = isTextContentType(headers['content-type']);
  const domainName = headers.host ?? 'localhost';
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: match.routeKey,
    rawPath,
    rawQueryString,
    cookies,
    headers,
    queryStringParameters: Object.keys(queryStringParameters).length > 0 ? queryStringParameters : undefined,
    pathParameters: match.pathParameters,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName,
      domainPrefix: domainName.split('.')[0]!,
      http: {
        method: request.method,
        path: rawPath,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: extras.requestId,
      routeKey: match.routeKey,
      stage: '$default',
      time: clfTime(extras.now),
      timeEpoch: extras.now.getTime(),
      ...(extras.jwt ? { authorizer: { jwt: extras.jwt } } : {}),
    },
    body: body.length > 0 ? (text ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !text,
  };
  return event;
}

/** API Gateway's request time, e.g. `21/Nov/2025:10:15:00 +0000`. */
function clfTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

export interface HttpResponse {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

/**
 * Reads a handler's result like API Gateway (payload 2.0): an object with `statusCode` is a full
 * response; anything else is a 200 JSON body (a string is sent as it is).
 */
export function fromLambdaResult(result: APIGatewayProxyResultV2 | unknown): HttpResponse {
  if (result !== null && typeof result === 'object' && 'statusCode' in result && typeof result.statusCode === 'number') {
    const structured = result as Exclude<APIGatewayProxyResultV2, string>;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(structured.headers ?? {})) headers[name.toLowerCase()] = String(value);
    const body = structured.body ?? '';
    return {
      statusCode: structured.statusCode!,
      headers,
      cookies: structured.cookies ?? [],
      body: Buffer.from(body, structured.isBase64Encoded ? 'base64' : 'utf8'),
    };
  }
  const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, cookies: [], body: Buffer.from(body, 'utf8') };
}

/** API Gateway flattens JWT claims to strings; arrays become `[a b]`. */
export function flattenClaims(payload: Record<string, unknown>): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) claims[name] = `[${value.map(String).join(' ')}]`;
    else if (typeof value === 'object') claims[name] = JSON.stringify(value);
    else claims[name] = String(value);
  }
  return claims;
}
