/**
 * The local server (DESIGN.md §2): one node:http server that stands in for CloudFront, API Gateway
 * and the parts of AWS the browser talks to.
 *
 *   /api/*                 API Gateway: route manifest → the group's Lambda handler (payload 2.0),
 *                          behind the WAF's per-client rate limits (./rate-limit.ts); at most so
 *                          many requests of a group run at once, more wait or get a German 503
 *                          (./concurrency.ts, the stand-in of Lambda's concurrency)
 *   /image/*, /upload/*    the media bucket (s3rver), like CloudFront's S3 behaviours
 *   /font/*                the Fontsource files of the font stylesheets (./fonts.ts)
 *   /runtime-config.json   the web app's Cognito settings (the CDK web stack writes the same file)
 *   /local/cognito         cognito-local, same-origin, plus GetTokensFromRefreshToken and GlobalSignOut
 *   /local/eventbridge     PutEvents of the real EventBridge client → the in-process bus
 *   /local/outbox          e-mails and SMS that were "sent"
 *   /local/clock           the working-time clock of the end-to-end tests (only with `testClock`, ./test-clock.ts)
 *   storefront page paths  the pages handler (functions/pages) with the web app's index.html, as
 *                          CloudFront's default behaviour (./pages.ts, shared/web/page-paths.ts)
 *   everything else        the web app (Vite dev server or dist/)
 *
 * /api/* and /local/* answer 403 to a Host other than localhost, 127.0.0.1 or [::1] with this
 * server's port (DNS rebinding; docs/headers-and-edges.md).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyHandlerV2 } from 'aws-lambda';
import type { S3Client } from '@aws-sdk/client-s3';
import { groupEntry, pageRouteGroup } from '#functions/manifest.ts';
import { LocalStackError } from '../emulators/process';
import type { LocalEventBus } from '../bus/event-bus';
import { lambdaContext, loadHandler, type ModuleLoader } from '../lambda';
import type { Outbox } from '../outbox';
import { fromLambdaResult, toApiGatewayEvent, type HttpResponse } from './apigw';
import type { JwtAuthorizer } from './authorizer';
import { handleCognito } from './cognito-proxy';
import { handlePutEvents } from './eventbridge';
import { handleFont } from './fonts';
import { handleMedia } from './media';
import { BodyTooLargeError, compressForClient, jsonResponse, readBody, sendJson } from './io';
import { errorBody, localMessages } from './messages';
import { handleOutbox } from './outbox-page';
import { handleTestClock } from './test-clock';
import { handlePage } from './pages';
import { matchRoute, type CompiledRoute } from './routes';
import { RateLimiter, VIEWER_ADDRESS_HEADER, viewerIp } from './rate-limit';
import { type ConcurrencyLimit, DEFAULT_CONCURRENCY, OVERLOAD_RETRY_AFTER_SECONDS, OVERLOADED_STATUS, overloadedBody, RouteGroupGates } from './concurrency';
import { RATE_LIMITED_STATUS, rateLimitedBody } from '../../constructs/rate-limits';
import type { WebApp } from './web';

export interface RuntimeConfigFile {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
}

export interface LocalServerContext {
  region: string;
  routes: CompiledRoute[];
  load: ModuleLoader;
  authorizer: JwtAuthorizer;
  runtimeConfig: RuntimeConfigFile;
  cognitoEndpoint: string;
  bus: LocalEventBus;
  s3: S3Client;
  mediaBucket: string;
  outbox: Outbox;
  /** Set after the server exists (Vite attaches its HMR socket to it). */
  web?: WebApp;
  log: (line: string) => void;
  logRequests: boolean;
  /** Serve /local/clock (the end-to-end tests' stack only). */
  testClock: boolean;
  /** Places per route group (default DEFAULT_CONCURRENCY of ./concurrency.ts). */
  concurrency?: ConcurrencyLimit;
}

/** API Gateway's integration timeout. */
const API_TIMEOUT_MS = 30_000;

export function createLocalServer(context: LocalServerContext): Server {
  // Per server: each local stack (and each test run) counts from zero.
  const rateLimiter = new RateLimiter();
  const gates = new RouteGroupGates(() => context.concurrency ?? DEFAULT_CONCURRENCY);
  return createServer((req, res) => {
    route(context, req, res, rateLimiter, gates).catch((error: unknown) => {
      // An expected problem (a LocalStackError, e.g. a handler module that does not exist) in one line, anything else with its stack.
      const detail = error instanceof LocalStackError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
      context.log(`${req.method} ${req.url} ist fehlgeschlagen:\n${detail}`);
      if (!res.headersSent) {
        const tooLarge = error instanceof BodyTooLargeError;
        sendJson(
          res,
          tooLarge ? 413 : 500,
          errorBody(tooLarge ? 'request.tooLarge' : 'internal', tooLarge ? localMessages.bodyTooLarge : localMessages.internal),
        );
      } else {
        res.destroy();
      }
    });
  });
}

/**
 * DNS rebinding: a foreign web page whose host name resolves to 127.0.0.1 must not reach the API,
 * the Cognito wrapper or the outbox. Only the loopback names with the server's own port pass.
 */
export function isLocalHost(host: string | undefined, port: number | undefined): boolean {
  if (!host || port === undefined) return false;
  return ['localhost', '127.0.0.1', '[::1]'].some((name) => host.toLowerCase() === `${name}:${port}`);
}

async function route(context: LocalServerContext, req: IncomingMessage, res: ServerResponse, rateLimiter: RateLimiter, gates: RouteGroupGates): Promise<void> {
  const path = (req.url ?? '/').split('?')[0]!;
  if ((path === '/api' || path.startsWith('/api/') || path.startsWith('/local/')) && !isLocalHost(req.headers.host, req.socket.localPort)) {
    return sendJson(res, 403, errorBody('request.foreignHost', localMessages.foreignHost));
  }
  // The WAF rate-based rules in front of CloudFront (infra/constructs/rate-limits.ts), before anything else of the API.
  if (rateLimiter.isLimited(req.method ?? 'GET', path, viewerIp(req.headers[VIEWER_ADDRESS_HEADER] as string | undefined, req.socket.remoteAddress))) {
    return sendJson(res, RATE_LIMITED_STATUS, rateLimitedBody());
  }
  if (path === '/api' || path.startsWith('/api/')) return handleApi(context, req, res, gates);
  if (path.startsWith('/image/') || path.startsWith('/upload/')) return handleMedia(context.s3, context.mediaBucket, req, res);
  if (path.startsWith('/font/')) return handleFont(req, res);
  if (path === '/runtime-config.json') return sendRuntimeConfig(context, req, res);
  if (path === '/local/cognito' || path === '/local/cognito/') return handleCognito(context.cognitoEndpoint, context.authorizer, req, res);
  if (path === '/local/eventbridge' || path === '/local/eventbridge/') return handlePutEvents(context.bus, req, res);
  if (path === '/local/outbox') return handleOutbox(context.outbox, req, res);
  if (path === '/local/clock' && context.testClock) return handleTestClock(req, res);
  if (context.web && (req.method === 'GET' || req.method === 'HEAD') && context.web.isPage(path)) {
    const release = await gates.gate(pageRouteGroup.name).enter();
    if (!release) return sendOverloaded(res);
    try {
      return await handlePage(context.load, context.web, req, res);
    } finally {
      release();
    }
  }
  if (context.web) return context.web.handle(req, res);
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(localMessages.fileNotFound);
}

/** The German 503 of a full route group, with the seconds to wait before trying again. */
function sendOverloaded(res: ServerResponse): void {
  const body = overloadedBody();
  res
    .writeHead(OVERLOADED_STATUS, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'retry-after': String(OVERLOAD_RETRY_AFTER_SECONDS),
    })
    .end(body);
}

async function handleApi(context: LocalServerContext, req: IncomingMessage, res: ServerResponse, gates: RouteGroupGates): Promise<void> {
  const started = Date.now();
  const url = req.url ?? '/';
  const match = matchRoute(context.routes, req.method ?? 'GET', url.split('?')[0]!);
  const body = await readBody(req);
  let response: HttpResponse;
  if (!match) {
    response = jsonResponse(404, errorBody('route.notFound', localMessages.routeNotFound));
  } else {
    const needsToken = match.route.access === 'staff' || match.route.access === 'admin';
    const jwt = needsToken ? await context.authorizer.authorize(req.headers.authorization) : undefined;
    if (needsToken && !jwt) {
      response = jsonResponse(401, JSON.stringify({ message: 'Unauthorized' }));
    } else {
      const event = toApiGatewayEvent(
        {
          method: req.method ?? 'GET',
          url,
          headers: req.headersDistinct,
          sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
          httpVersion: req.httpVersion,
        },
        body,
        match,
        { requestId: randomUUID(), now: new Date(), jwt },
      );
      const release = await gates.gate(match.group).enter();
      if (!release) {
        sendOverloaded(res);
        if (context.logRequests) context.log(`${req.method} ${url} ${OVERLOADED_STATUS} ${Date.now() - started} ms`);
        return;
      }
      try {
        const handler = await loadHandler<APIGatewayProxyHandlerV2>(context.load, groupEntry({ name: match.group }));
        const result = await handler(event, lambdaContext(`theke-${match.group}`, context.region, API_TIMEOUT_MS), () => undefined);
        response = fromLambdaResult(result);
      } finally {
        release();
      }
    }
  }
  const sent = compressForClient(req, { ...response.headers, ...(response.cookies.length > 0 ? { 'set-cookie': response.cookies } : {}) }, response.body);
  res.writeHead(response.statusCode, sent.headers);
  res.end(req.method === 'HEAD' ? undefined : sent.body);
  if (context.logRequests) context.log(`${req.method} ${url} ${response.statusCode} ${Date.now() - started} ms`);
}

function sendRuntimeConfig(context: LocalServerContext, req: IncomingMessage, res: ServerResponse): void {
  // Same-origin cognito endpoint: built from the Host the browser used (localhost or 127.0.0.1).
  const userPoolEndpoint = `http://${req.headers.host ?? 'localhost'}/local/cognito`;
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ ...context.runtimeConfig, userPoolEndpoint }));
}
