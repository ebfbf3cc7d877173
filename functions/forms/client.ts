/**
 * The visitor's IP address as the API sees it. Behind CloudFront the request's source is an edge
 * server, so the viewer's address comes from `CloudFront-Viewer-Address` (`ip:port`, `[v6]:port`
 * or `v6:port`), which CloudFront sets itself and forwards with the api behaviour's origin request
 * policy (all viewer headers; infra/stacks/web-stack.ts); only CloudFront reaches the API (the
 * origin secret, functions/lib/router.ts). The local server sends the same header when a test acts
 * as a customer of its own. Without the header: the request's source address.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/** The IP of a `CloudFront-Viewer-Address` value: the part before the last `:` (the port), without brackets. */
export function viewerAddressIp(value: string): string {
  const trimmed = value.trim();
  const colon = trimmed.lastIndexOf(':');
  const ip = colon > 0 ? trimmed.slice(0, colon) : trimmed;
  return ip.replace(/^\[(.*)\]$/, '$1');
}

export function clientIpOf(event: APIGatewayProxyEventV2): string {
  const header = event.headers?.[VIEWER_ADDRESS_HEADER];
  if (header && header.trim() !== '') return viewerAddressIp(header);
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
