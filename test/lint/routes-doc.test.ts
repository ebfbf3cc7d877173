/**
 * docs/routes.md is generated (scripts/routes.ts, `npm run routes`) and must match the code: the
 * manifest, the route groups' handler files and the event rules.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRoutes, routeKey } from '#functions/manifest.ts';
import { ROUTES_DOC, renderRoutesDoc, routeRows } from '../../scripts/routes';

describe('docs/routes.md', () => {
  const rows = routeRows();

  it('is up to date (run npm run routes)', () => {
    const committed = existsSync(ROUTES_DOC) ? readFileSync(ROUTES_DOC, 'utf8') : '';
    expect(committed === renderRoutesDoc(rows), `${ROUTES_DOC} is out of date: run npm run routes`).toBe(true);
  });

  it('has one row per manifest route, each with a handler file that exists', () => {
    expect(rows.map(routeKey)).toEqual(allRoutes().map(routeKey));
    for (const row of rows) expect(existsSync(row.source.file), `${routeKey(row)}: ${row.source.file}`).toBe(true);
  });
});
