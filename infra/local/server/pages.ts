/**
 * The storefront's page paths on the local server, as CloudFront's default behaviour sends them
 * in AWS (docs/website.md): the pages handler (functions/pages) with the web app's shell — Vite's
 * transformed web/index.html in dev mode, dist/index.html in dist mode — so a page's HTML carries
 * its title, description and links, and redirects, 404 statuses, /sitemap.xml and /robots.txt
 * answer as they do in AWS. The web app's Content-Security-Policy goes on these answers too (the
 * head edits leave the inline scripts, and so their hashes, unchanged).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageRouteGroup, routeKey } from '#functions/manifest.ts';
import type { PagesHandler, PagesHandlerOptions } from '#functions/pages/handler.ts';
import { VIEWER_ORIGIN_HEADER } from '#shared/web/page-paths.ts';
import type { ModuleLoader } from '../lambda';
import { fromLambdaResult, toApiGatewayEvent } from './apigw';
import { compressForClient } from './io';
import type { RouteMatch } from './routes';
import type { WebApp } from './web';

/** The manifest route a path takes: `GET /` or the greedy `GET /{path+}`, with API Gateway's path parameter. */
export function pageRouteMatch(rawPath: string): RouteMatch {
  const [root, greedy] = pageRouteGroup.routes;
  const route = rawPath === '/' ? root! : greedy!;
  let path = rawPath.slice(1);
  try {
    path = decodeURIComponent(path);
  } catch {
    // API Gateway passes a broken encoding as it is
  }
  return { group: pageRouteGroup.name, route, routeKey: routeKey(route), pathParameters: rawPath === '/' ? undefined : { path } };
}

export async function handlePage(load: ModuleLoader, web: WebApp, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = req.url ?? '/';
  const rawPath = url.split('?')[0]!;
  // What CloudFront's viewer request function adds (infra/constructs/spa-fallback.ts), over anything the browser sent.
  const headers = { ...req.headersDistinct, [VIEWER_ORIGIN_HEADER]: [`http://${req.headers.host ?? 'localhost'}`] };
  const event = toApiGatewayEvent(
    { method: req.method ?? 'GET', url, headers, sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1', httpVersion: req.httpVersion },
    Buffer.alloc(0),
    pageRouteMatch(rawPath),
    { requestId: randomUUID(), now: new Date() },
  );
  const module = await load('functions/pages/index.ts');
  const createPagesHandler = module.createPagesHandler as (options: PagesHandlerOptions) => PagesHandler;
  const handler = createPagesHandler({ shell: () => web.storefrontShell(url), renderFirstScreen: web.renderFirstScreen });
  const response = fromLambdaResult(await handler(event));
  const sent = compressForClient(req, { ...response.headers, 'content-security-policy': web.csp }, response.body);
  res.writeHead(response.statusCode, sent.headers);
  res.end(req.method === 'HEAD' ? undefined : sent.body);
}
