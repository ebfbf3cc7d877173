/**
 * The Lambda handler of the storefront's page paths (pageRouteGroup of functions/manifest.ts,
 * docs/website.md), built around a source of the shell, the storefront's built index.html: in
 * AWS ./shell.ts fetches it through CloudFront, the local server passes Vite's or dist/'s. Both
 * run this same handler.
 *
 * Like the API's router it refuses requests that did not come through CloudFront (the origin
 * secret, docs/headers-and-edges.md). It answers HTML, XML or text, not the API's JSON, so it
 * is not one of the router's groups. A failure to read the data still answers the shell (status
 * 500, not cached): the app starts and shows its own error page.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { createLookup } from '#shared/i18n/lookup.ts';
import { storefrontMessages } from '#shared/i18n/storefront.ts';
import { escapeHtml } from '#shared/web/document-head.ts';
import type { RenderFirstScreen } from '#shared/web/first-paint.ts';
import { VIEWER_ORIGIN_HEADER } from '#shared/web/page-paths.ts';
import { ORIGIN_VERIFY_HEADER, readConfig } from '../lib/config';
import { ApiError } from '../lib/errors';
import { createLogger } from '../lib/logger';
import { safeEqual } from '../lib/secrets';
import { PAGE_CACHE_CONTROL, answerPage, pageHtml } from './answer';
import { renderFirstScreen } from './first-screen';

// Only the storefront area, so the pages Lambda does not bundle the whole customer catalogue.
const t = createLookup(storefrontMessages);

export interface PagesHandlerOptions {
  /** The storefront's index.html as the visitor's browser gets it from `viewerOrigin`. */
  shell(viewerOrigin: string, rawPath: string): Promise<string>;
  /** The storefront's first-screen renderer (./first-screen.ts); without it pages carry only the static banner. */
  renderFirstScreen?(): Promise<RenderFirstScreen | undefined>;
}

type Result = APIGatewayProxyStructuredResultV2;
export type PagesHandler = (event: APIGatewayProxyEventV2) => Promise<Result>;

const HTML = 'text/html; charset=utf-8';

const json = (error: ApiError): Result => ({
  statusCode: error.status,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify({ errors: error.errors }),
});

/** The visitor's origin: CloudFront's (or the local server's) header, else the Host the request names. */
export function viewerOriginOf(event: Pick<APIGatewayProxyEventV2, 'headers'>): string {
  const header = event.headers?.[VIEWER_ORIGIN_HEADER];
  if (header && /^https?:\/\/[^/\s]+$/.test(header)) return header;
  return `https://${event.headers?.host ?? 'localhost'}`;
}

export function createPagesHandler(options: PagesHandlerOptions): PagesHandler {
  const log = createLogger({ group: 'pages' });
  return async (event) => {
    const { originVerify, publicUrl } = readConfig();
    if (originVerify && !safeEqual(event.headers?.[ORIGIN_VERIFY_HEADER] ?? '', originVerify)) return json(ApiError.of(403, 'api.auth.directAccess'));
    const rawPath = event.rawPath || '/';
    // The greedy route of API Gateway also catches GETs of unknown /api paths: they get the API's 404.
    if (rawPath === '/api' || rawPath.startsWith('/api/')) return json(ApiError.of(404, 'api.route.notFound'));
    const viewerOrigin = viewerOriginOf(event);
    const isHead = event.requestContext?.http?.method === 'HEAD';
    const respond = (result: Result): Result => (isHead ? { ...result, body: '' } : result);
    try {
      const answer = await answerPage(
        { rawPath, rawQueryString: event.rawQueryString ?? '', viewerOrigin, publicUrl, method: event.requestContext?.http?.method },
        log,
      );
      if (answer.kind === 'redirect')
        return respond({ statusCode: answer.status, headers: { location: answer.location, 'cache-control': answer.cacheControl }, body: '' });
      if (answer.kind === 'file')
        return respond({ statusCode: 200, headers: { 'content-type': answer.contentType, 'cache-control': PAGE_CACHE_CONTROL }, body: answer.body });
      const render = answer.firstScreenFetches && !isHead ? await options.renderFirstScreen?.() : undefined;
      const [shell, firstScreen] = await Promise.all([
        options.shell(viewerOrigin, rawPath),
        render && renderFirstScreen(render, { path: rawPath, viewerOrigin, fetches: answer.firstScreenFetches! }, log),
      ]);
      return respond({
        statusCode: answer.status,
        headers: { 'content-type': HTML, 'cache-control': PAGE_CACHE_CONTROL },
        body: pageHtml(shell, answer, firstScreen),
      });
    } catch (error) {
      log.error('pages: request failed', { error, rawPath });
      return respond({
        statusCode: 500,
        headers: { 'content-type': HTML, 'cache-control': 'no-store' },
        body: await fallbackShell(options, viewerOrigin, rawPath),
      });
    }
  };
}

/** The shell as it is, or, without one, a page that says what happened. */
async function fallbackShell(options: PagesHandlerOptions, viewerOrigin: string, rawPath: string): Promise<string> {
  try {
    return await options.shell(viewerOrigin, rawPath);
  } catch {
    return `<!doctype html><html lang="de"><head><meta charset="utf-8" /><title>${escapeHtml(t('error.internal'))}</title></head><body><p>${escapeHtml(t('error.internal'))}</p></body></html>`;
  }
}
