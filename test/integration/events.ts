/**
 * API Gateway HTTP API (payload 2.0) events for handler tests: the same `routeKey`,
 * `pathParameters`, headers and body encoding API Gateway sends.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { HttpMethod } from '#functions/manifest.ts';

export interface EventOptions {
  /** Manifest path, e.g. `/api/branches/{id}`. */
  path: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** An object is sent as JSON; a string as it is (e.g. broken JSON). */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export function apiEvent(method: HttpMethod, options: EventOptions): APIGatewayProxyEventV2 {
  const params = options.params ?? {};
  const rawPath = options.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = new URLSearchParams(options.query ?? {});
  const headers: Record<string, string> = { host: 'localhost', 'user-agent': 'vitest', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const routeKey = `${method} ${options.path}`;
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: query.toString(),
    headers,
    queryStringParameters: options.query && Object.keys(options.query).length > 0 ? options.query : undefined,
    pathParameters: Object.keys(params).length > 0 ? params : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body,
    isBase64Encoded: false,
  };
}

export function lambdaContext(): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'test',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:eu-central-1:000000000000:function:test',
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: '/aws/lambda/test',
    logStreamName: 'test',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export interface ApiResponse<T = unknown> {
  status: number;
  body: { data?: T; errors?: Array<{ code: string; field?: string; message: string }> };
  headers: Record<string, string | number | boolean>;
}

const isJson = (headers: APIGatewayProxyStructuredResultV2['headers']): boolean => {
  const type = headers?.['content-type'];
  return type === undefined || /json/.test(String(type));
};

/** Loads the group's handler (functions/<group>/index.ts) like the CDK entry and the local server do. */
export async function loadGroupHandler(group: string): Promise<Handler> {
  const module = (await import(`../../functions/${group}/index.ts`)) as { handler: Handler };
  return module.handler;
}

export async function invoke<T = unknown>(handler: Handler, method: HttpMethod, options: EventOptions): Promise<ApiResponse<T>> {
  const result = await handler(apiEvent(method, options), lambdaContext());
  return {
    status: result.statusCode ?? 200,
    // A body in a format of its own (a font stylesheet) is handed over as its text.
    body: !result.body ? {} : isJson(result.headers) ? (JSON.parse(result.body) as ApiResponse<T>['body']) : ({ text: result.body } as ApiResponse<T>['body']),
    headers: result.headers ?? {},
  };
}
