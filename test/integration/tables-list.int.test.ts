/**
 * The list of tables (functions/tables/index.ts) against DynamoDB Local: the `branch` filter with
 * one and with several branch ids, combined with paging, sort by identifier and the search in
 * identifier and name; malformed branch filters answer a German 400 at the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntity } from '#functions/db/repository.ts';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '#shared/schemas/list-page.ts';
import { createActors, type Actors } from './fixtures';
import { invoke, loadGroupHandler, type ApiResponse, type Handler } from './events';

interface Row {
  identifier: string;
  name?: string;
  branch: { id: string };
}

let actors: Actors;
let tables: Handler;

beforeAll(async () => {
  actors = await createActors();
  tables = await loadGroupHandler('tables');
  // The actors' branches are new for this file: their tables are exactly these.
  const a = actors.branchA.id;
  const b = actors.branchB.id;
  await Promise.all([
    createEntity('Table', { identifier: 'T10', branch: { id: a } }),
    createEntity('Table', { identifier: 'T2', name: 'Tisch 2 (Fenster)', branch: { id: a }, seats: 4 }),
    createEntity('Table', { identifier: 'T1', name: 'Tisch 1', branch: { id: a } }),
    createEntity('Table', { identifier: 'T1', name: 'Gastgarten', branch: { id: b } }),
  ]);
});
afterAll(() => actors.tokens.close());

async function list(query: Record<string, string>, token?: string): Promise<ApiResponse<Row[]>> {
  return invoke<Row[]>(tables, 'GET', { path: '/api/tables', token, query });
}

const identifiers = (response: ApiResponse<Row[]>) => response.body.data!.map((row) => row.identifier);
/** 'A:T1': the row's branch (A or B, the actors' branches) and identifier. */
const labels = (response: ApiResponse<Row[]>) => response.body.data!.map((row) => `${row.branch.id === actors.branchA.id ? 'A' : 'B'}:${row.identifier}`);

describe('GET /api/tables?branch=', () => {
  it("lists one branch's tables, sorted by identifier as people count, paged", async () => {
    const first = await list({ branch: actors.branchA.id, sort: 'identifier', limit: '2' }, actors.admin.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(labels(first)).toEqual(['A:T1', 'A:T2']);
    expect(first.headers[TOTAL_COUNT_HEADER]).toBe('3');
    const second = await list(
      { branch: actors.branchA.id, sort: 'identifier', limit: '2', cursor: String(first.headers[NEXT_CURSOR_HEADER]) },
      actors.admin.token,
    );
    expect(labels(second)).toEqual(['A:T10']);
    expect(second.headers).not.toHaveProperty(NEXT_CURSOR_HEADER);
  });

  it('lists the tables of several branches, for anyone (tables are public)', async () => {
    const both = await list({ branch: `${actors.branchA.id},${actors.branchB.id}`, sort: 'identifier' }, actors.employee.token);
    // The two T1 tie; the server orders ties by id.
    expect(identifiers(both)).toEqual(['T1', 'T1', 'T2', 'T10']);
    expect(labels(both).sort()).toEqual(['A:T1', 'A:T10', 'A:T2', 'B:T1']);
    expect(labels(await list({ branch: actors.branchB.id }))).toEqual(['B:T1']);
    // Without the filter the list has every branch's tables.
    expect(labels(await list({}, actors.admin.token))).toEqual(expect.arrayContaining(['A:T1', 'A:T10', 'A:T2', 'B:T1']));
  });

  it('searches the identifier and the name within the filter', async () => {
    const both = `${actors.branchA.id},${actors.branchB.id}`;
    expect(labels(await list({ branch: both, search: 'fenster' }, actors.admin.token))).toEqual(['A:T2']);
    const t1 = await list({ branch: both, search: 't1', sort: 'identifier' }, actors.admin.token);
    expect(identifiers(t1)).toEqual(['T1', 'T1', 'T10']);
    expect(labels(t1).sort()).toEqual(['A:T1', 'A:T10', 'B:T1']);
    expect(labels(await list({ branch: actors.branchB.id, search: 'garten' }, actors.admin.token))).toEqual(['B:T1']);
  });

  it('refuses a malformed branch filter in German, at the field', async () => {
    for (const branch of ['graz', `${actors.branchA.id},`, `${actors.branchA.id};${actors.branchB.id}`, '']) {
      const response = await list({ branch }, actors.admin.token);
      expect(response, branch).toMatchObject({
        status: 400,
        body: { errors: [{ field: 'branch', code: 'validation.id', message: 'Bitte wählen Sie einen gültigen Datensatz aus.' }] },
      });
    }
  });
});
