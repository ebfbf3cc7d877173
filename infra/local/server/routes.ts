/**
 * Route matching of the local server over the route manifest (functions/manifest.ts), with API
 * Gateway's precedence: of all routes a path fits, the most specific wins, comparing segment by
 * segment from the left, where a literal segment beats a `{param}` segment. So
 * `GET /api/statistics/user-profile` goes to that route, not to `/api/statistics/{name}`, however
 * the manifest orders them.
 */
import { routeGroups, routeKey, type Route, type RouteGroup } from '#functions/manifest.ts';

type Segment = { literal: string } | { param: string };

export interface CompiledRoute {
  group: string;
  route: Route;
  routeKey: string;
  segments: Segment[];
}

export interface RouteMatch {
  group: string;
  route: Route;
  routeKey: string;
  /** Decoded path parameters; undefined when the route has none (as in the API Gateway event). */
  pathParameters: Record<string, string> | undefined;
}

export function compileRoutes(groups: RouteGroup[] = routeGroups): CompiledRoute[] {
  return groups.flatMap((group) =>
    group.routes.map((route) => ({
      group: group.name,
      route,
      routeKey: routeKey(route),
      segments: route.path
        .split('/')
        .slice(1)
        .map((part): Segment => {
          const param = /^\{([A-Za-z0-9_]+)\}$/.exec(part);
          if (param) return { param: param[1]! };
          if (part.includes('{')) throw new Error(`Route ${routeKey(route)}: a parameter must be a whole path segment.`);
          return { literal: part };
        }),
    })),
  );
}

/** The route for a method and raw (still percent-encoded) path, or undefined (→ 404). */
export function matchRoute(routes: CompiledRoute[], method: string, rawPath: string): RouteMatch | undefined {
  let parts: string[];
  try {
    parts = rawPath
      .split('/')
      .slice(1)
      .map((part) => decodeURIComponent(part));
  } catch {
    return undefined; // malformed percent-encoding matches nothing
  }
  let best: { candidate: CompiledRoute; params: Record<string, string> } | undefined;
  for (const candidate of routes) {
    if (candidate.route.method !== method || candidate.segments.length !== parts.length) continue;
    const params = bind(candidate.segments, parts);
    if (params && (!best || moreSpecific(candidate.segments, best.candidate.segments))) best = { candidate, params };
  }
  if (!best) return undefined;
  return {
    group: best.candidate.group,
    route: best.candidate.route,
    routeKey: best.candidate.routeKey,
    pathParameters: Object.keys(best.params).length > 0 ? best.params : undefined,
  };
}

function bind(segments: Segment[], parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index]!;
    if ('literal' in segment) {
      if (segment.literal !== part) return undefined;
    } else {
      if (part === '') return undefined; // API Gateway never binds an empty segment
      params[segment.param] = part;
    }
  }
  return params;
}

function moreSpecific(a: Segment[], b: Segment[]): boolean {
  for (const [index, segment] of a.entries()) {
    const other = b[index]!;
    const aLiteral = 'literal' in segment;
    const bLiteral = 'literal' in other;
    if (aLiteral !== bLiteral) return aLiteral;
  }
  return false;
}
