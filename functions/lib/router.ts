/**
 * The HTTP stack of every route group (one Lambda per group, DESIGN.md §3), built on middy:
 *
 *   export const handler = createGroupHandler('branches', { 'GET /api/branches': route({...}), ... });
 *
 * 1. errors (onError): one place maps every failure to `{"errors": [...]}` with a German message;
 *    unexpected ones become a generic 500 and their cause is logged, never sent.
 * 2. access (before): finds the route by `event.routeKey` (as API Gateway v2 sets it) and applies
 *    its access rule from functions/manifest.ts before anything else (401/403/404).
 * 3. JSON body (before): for routes that take one, checks the body's size (larger than the route's
 *    maxBodyBytes → 413) and parses it with @middy/http-json-body-parser (invalid JSON → 400).
 * 4. the handler: zod parses path, query and body (German messages per field, 400), then runs
 *    the route; its result is sent as `{"data": ...}`.
 *
 * The group's routes must be exactly the manifest's routes of that group: a missing or extra
 * route fails at the Lambda's start (and in the tests), not at a customer's request.
 */
import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import { routeGroups, routeKey, type Route } from '../manifest';
import { issuesToErrors } from '#shared/schemas/errors.ts';
import { auditActorOf, withAuditActor } from '../audit/context';
import { authorize } from './access';
import { ORIGIN_VERIFY_HEADER, readSetting } from './config';
import { safeEqual } from './secrets';
import type { Caller } from './auth';
import { ApiError, toApiError } from './errors';
import { createLogger, type Logger } from './logger';

export interface RouteContext<Body, Params, Query> {
  body: Body;
  params: Params;
  query: Query;
  caller: Caller;
  event: APIGatewayProxyEventV2;
  log: Logger;
  /** The access rule the route has in the manifest. */
  route: Route;
}

/** What a route answers: `created(data)` for 201, any other value is sent as 200 `{"data": value}`. */
export class Reply {
  constructor(
    readonly status: number,
    readonly data: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const created = (data: unknown): Reply => new Reply(201, data);

/**
 * A body in a protocol of its own instead of `{"data": …}` (CloudPRNT: the printer reads the
 * JSON poll answer and the print job's bytes as they are). A byte body is sent base64-encoded,
 * as API Gateway expects binary responses.
 */
export class RawReply {
  constructor(
    readonly status: number,
    readonly body: string | Uint8Array,
    readonly contentType: string,
    readonly headers: Record<string, string> = {},
  ) {}
}

/**
 * Headers that let CloudFront (not the browser) keep an answer that is the same for every
 * anonymous caller for `seconds` (the CDN's cache key includes Authorization, so signed-in answers
 * are never shared).
 */
export const sharedCacheHeaders = (seconds: number): Record<string, string> => ({ 'cache-control': `public, max-age=0, s-maxage=${seconds}` });

/** 200 with data the same for every anonymous caller, kept by CloudFront for `seconds`. */
export const sharedForSeconds = (data: unknown, seconds: number): Reply => new Reply(200, data, sharedCacheHeaders(seconds));

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteDefinition {
  body?: Schema;
  params?: Schema;
  query?: Schema;
  /** Largest JSON body of this route in bytes (default MAX_BODY_BYTES); larger ones get 413. */
  maxBodyBytes?: number;
  handle(context: RouteContext<unknown, unknown, unknown>): Promise<unknown>;
}

/** A route with its schemas; the handler sees the parsed, typed values. */
export function route<
  B extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
>(definition: {
  body?: B;
  params?: P;
  query?: Q;
  maxBodyBytes?: number;
  handle(context: RouteContext<Out<B>, Out<P>, Out<Q>>): Promise<unknown>;
}): RouteDefinition {
  return definition as RouteDefinition;
}

interface RequestState {
  route: Route;
  definition: RouteDefinition;
  caller: Caller;
  body: unknown;
  log: Logger;
}

type ThekeContext = Context & { theke?: RequestState };
type Result = APIGatewayProxyStructuredResultV2;

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  // API answers depend on the caller; caching at the edge is configured per route in the CDN.
  'cache-control': 'no-store',
};

const respond = (statusCode: number, payload: unknown, headers: Record<string, string> = {}): Result => ({
  statusCode,
  headers: { ...JSON_HEADERS, ...headers },
  body: JSON.stringify(payload),
});

/** Largest JSON body we read (DynamoDB items are at most 400 KB). */
const MAX_BODY_BYTES = 380_000;

/** Size of the body as the client sent it (a base64-encoded body counts its decoded bytes). */
const bodyBytes = (body: string, isBase64Encoded: boolean): number => Buffer.byteLength(body, isBase64Encoded ? 'base64' : 'utf8');

/**
 * The middy JSON parser, configured for what our clients send:
 * - `disableContentTypeCheck`: the body is parsed whatever its content type. By default the parser
 *   answers 415 for a missing or non-JSON content type, and with `disableContentTypeError` it
 *   would skip parsing and hand the text to zod (400 api.validation.object); both would refuse
 *   clients that send JSON as text/plain or with no content type at all, which the API accepts.
 * - It decodes base64 bodies (`isBase64Encoded`) itself and refuses `__proto__` and
 *   `constructor.prototype` keys; every error it throws becomes 400 api.request.invalidJson in
 *   toApiError (errors.ts).
 * What it does not do, the router does around it: it has no size limit, and it refuses a missing
 * body and fails on an empty one, where our routes let zod answer with its German field messages.
 */
const jsonBodyParser = httpJsonBodyParser<APIGatewayProxyEventV2>({ disableContentTypeCheck: true });

function parseWith(schema: Schema | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw new ApiError(400, issuesToErrors(result.error.issues));
  return result.data;
}

export function createGroupHandler(groupName: string, routes: Record<string, RouteDefinition>) {
  const group = routeGroups.find((candidate) => candidate.name === groupName);
  if (!group) throw new Error(`No route group "${groupName}" in functions/manifest.ts`);
  const table = new Map<string, { route: Route; definition: RouteDefinition }>();
  for (const manifestRoute of group.routes) {
    const key = routeKey(manifestRoute);
    const definition = routes[key];
    if (!definition) throw new Error(`Group "${groupName}" has no handler for ${key}`);
    table.set(key, { route: manifestRoute, definition });
  }
  const extra = Object.keys(routes).filter((key) => !table.has(key));
  if (extra.length > 0) throw new Error(`Group "${groupName}" handles routes the manifest does not have: ${extra.join(', ')}`);

  const baseLog = createLogger({ group: groupName });

  const errors: middy.MiddlewareObj<APIGatewayProxyEventV2, Result, Error, ThekeContext> = {
    onError: (request) => {
      const { error, unexpected } = toApiError(request.error);
      const log = request.context.theke?.log ?? baseLog.child({ routeKey: request.event.routeKey });
      if (unexpected) log.error('request failed', { error: request.error, status: error.status });
      request.response = respond(error.status, { errors: error.errors });
    },
  };

  const access: middy.MiddlewareObj<APIGatewayProxyEventV2, Result, Error, ThekeContext> = {
    before: async (request) => {
      // In AWS only CloudFront knows the origin secret: a request to the execute-api URL itself
      // (bypassing CloudFront's headers, caching and logging) is refused before anything else.
      const originVerify = readSetting('originVerify');
      if (originVerify && !safeEqual(request.event.headers?.[ORIGIN_VERIFY_HEADER] ?? '', originVerify)) throw ApiError.of(403, 'api.auth.directAccess');
      const entry = table.get(request.event.routeKey);
      if (!entry) throw ApiError.of(404, 'api.route.notFound');
      const log = baseLog.child({ routeKey: request.event.routeKey, requestId: request.event.requestContext?.requestId });
      const caller = await authorize(entry.route.access, request.event, log);
      request.context.theke = { ...entry, caller, body: undefined, log };
    },
  };

  // Only routes with a body schema read the body, and a missing or empty one goes to zod as undefined.
  const jsonBody: middy.MiddlewareObj<APIGatewayProxyEventV2, Result, Error, ThekeContext> = {
    before: async (request) => {
      const state = request.context.theke;
      const { event } = request;
      if (!state?.definition.body || !event.body) return;
      const maxBytes = state.definition.maxBodyBytes ?? MAX_BODY_BYTES;
      if (bodyBytes(event.body, event.isBase64Encoded) > maxBytes) throw ApiError.of(413, 'api.request.tooLarge');
      const text = event.body;
      await jsonBodyParser.before?.(request);
      // The parser puts the parsed value into event.body; the route gets it as `body`, and its
      // `event` stays the API Gateway event with the text as sent.
      state.body = event.body;
      event.body = text;
    },
  };

  const base = async (event: APIGatewayProxyEventV2, context: ThekeContext): Promise<Result> => {
    const state = context.theke;
    if (!state) throw new Error('router: request state missing');
    const { definition } = state;
    const params = parseWith(definition.params, event.pathParameters ?? {});
    const query = parseWith(definition.query, event.queryStringParameters ?? {});
    const body = parseWith(definition.body, state.body);
    // A staff member's writes are audited by the repository (functions/audit/context.ts).
    const actor = auditActorOf(state.caller, groupName, state.route);
    const result = await withAuditActor(actor, () =>
      definition.handle({ body, params, query, caller: state.caller, event, log: state.log, route: state.route }),
    );
    if (result instanceof RawReply) {
      const binary = typeof result.body !== 'string';
      return {
        statusCode: result.status,
        headers: { 'content-type': result.contentType, 'cache-control': 'no-store', ...result.headers },
        body: binary ? Buffer.from(result.body).toString('base64') : (result.body as string),
        isBase64Encoded: binary,
      };
    }
    return result instanceof Reply ? respond(result.status, { data: result.data }, result.headers) : respond(200, { data: result ?? null });
  };

  return middy<APIGatewayProxyEventV2, Result, Error, ThekeContext>(base).use(errors).use(access).use(jsonBody);
}
