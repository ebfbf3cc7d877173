import { describe, expect, it } from 'vitest';
import { routeGroups, type RouteGroup } from '#functions/manifest.ts';
import { compileRoutes, matchRoute } from './routes';

const routes = compileRoutes();

describe('matchRoute over the manifest', () => {
  it('prefers a literal segment over a parameter, whatever the manifest order', () => {
    expect(matchRoute(routes, 'GET', '/api/statistics/user-profile')?.routeKey).toBe('GET /api/statistics/user-profile');
    expect(matchRoute(routes, 'GET', '/api/statistics/revenue')).toMatchObject({
      routeKey: 'GET /api/statistics/{name}',
      pathParameters: { name: 'revenue' },
    });
    expect(matchRoute(routes, 'GET', '/api/orders/current')?.routeKey).toBe('GET /api/orders/current');
    expect(matchRoute(routes, 'GET', '/api/orders/01ABC')?.routeKey).toBe('GET /api/orders/{id}');
    expect(matchRoute(routes, 'GET', '/api/users/me')?.routeKey).toBe('GET /api/users/me');
    expect(matchRoute(routes, 'GET', '/api/users/01ABC')?.routeKey).toBe('GET /api/users/{id}');
    const reversed = compileRoutes([...routeGroups].reverse().map((group) => ({ ...group, routes: [...group.routes].reverse() })));
    expect(matchRoute(reversed, 'GET', '/api/statistics/user-profile')?.routeKey).toBe('GET /api/statistics/user-profile');
    expect(matchRoute(reversed, 'GET', '/api/orders/current')?.routeKey).toBe('GET /api/orders/current');
  });

  it('decides at the first differing segment from the left', () => {
    const groups: RouteGroup[] = [
      {
        name: 'g',
        routes: [
          { method: 'GET', path: '/api/{a}/fixed', access: 'public' },
          { method: 'GET', path: '/api/fixed/{b}', access: 'public' },
        ],
      },
    ];
    expect(matchRoute(compileRoutes(groups), 'GET', '/api/fixed/fixed')?.routeKey).toBe('GET /api/fixed/{b}');
    expect(matchRoute(compileRoutes([{ name: 'g', routes: [...groups[0]!.routes].reverse() }]), 'GET', '/api/fixed/fixed')?.routeKey).toBe(
      'GET /api/fixed/{b}',
    );
  });

  it('binds several parameters and reports the group', () => {
    expect(matchRoute(routes, 'POST', '/api/orders/public/u1/h2/questionnaire')).toEqual({
      group: 'orders',
      route: { method: 'POST', path: '/api/orders/public/{uid}/{hash}/questionnaire', access: 'publicOrder' },
      routeKey: 'POST /api/orders/public/{uid}/{hash}/questionnaire',
      pathParameters: { uid: 'u1', hash: 'h2' },
    });
    expect(matchRoute(routes, 'PUT', '/api/orders/o1/items/3')?.pathParameters).toEqual({ id: 'o1', itemIndex: '3' });
  });

  it('decodes parameters and gives no pathParameters to a route without any', () => {
    expect(matchRoute(routes, 'GET', '/api/fonts/google/Open%20Sans/style-regular.embed.css')?.pathParameters).toEqual({
      family: 'Open Sans',
      stylesheet: 'style-regular.embed.css',
    });
    expect(matchRoute(routes, 'GET', '/api/init')).toMatchObject({ group: 'init', pathParameters: undefined });
  });

  it('matches nothing for a wrong method, an extra or empty segment, or broken encoding', () => {
    expect(matchRoute(routes, 'PATCH', '/api/orders/01ABC')).toBeUndefined();
    expect(matchRoute(routes, 'DELETE', '/api/init')).toBeUndefined();
    expect(matchRoute(routes, 'GET', '/api/init/')).toBeUndefined();
    expect(matchRoute(routes, 'GET', '/api/orders//items')).toBeUndefined();
    expect(matchRoute(routes, 'GET', '/api/unknown')).toBeUndefined();
    expect(matchRoute(routes, 'GET', '/api/orders/%E0%A4%A')).toBeUndefined();
  });

  it('reaches every manifest route with its own path', () => {
    for (const group of routeGroups) {
      for (const route of group.routes) {
        const path = route.path.replace(/\{[^}]+\}/g, 'value-1');
        expect(matchRoute(routes, route.method, path), `${route.method} ${route.path}`).toMatchObject({ group: group.name, route });
      }
    }
  });

  it('refuses a parameter that is only part of a segment', () => {
    expect(() => compileRoutes([{ name: 'g', routes: [{ method: 'GET', path: '/api/x/style-{v}.css', access: 'public' }] }])).toThrow(/whole path segment/);
  });
});
