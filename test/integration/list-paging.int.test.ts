/**
 * Paging, search and sort of the generic lists (functions/lib/crud-routes.ts,
 * shared/schemas/list-page.ts) against DynamoDB Local: 250 products in pages of 100/100/50 with
 * `X-Next-Cursor` and `X-Total-Count`, German name order, descending and numeric sorts, search and
 * sort combined, rows inserted between pages, refused cursors, limits and sorts (German 400s), the
 * whole list without `limit`, an employee's page of a branch-scoped list, and the nodes' `type` filter.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntity, type StoredEntity } from '#functions/db/repository.ts';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '#shared/schemas/list-page.ts';
import { PUBLIC_LIST_SECONDS } from '#functions/lib/crud-routes.ts';
import { createActors, sampleBody, type Actors } from './fixtures';
import { invoke, loadGroupHandler, type ApiResponse } from './events';

interface Row {
  id: string;
  name: string;
  price?: number;
}

let actors: Actors;
/** One word in every product name of this file, so other test files' products stay out of the search. */
const prefix = `Seitentest${ulid().slice(-8)}`;
/** The 245 plain products, "… Sorte 1" to "… Sorte 245", and the five special ones (ids by name). */
const sorte: StoredEntity[] = [];
const special: Record<string, StoredEntity> = {};

/** Stores records 25 at a time. */
async function createAll(records: Record<string, unknown>[], type: 'Product' | 'Department' | 'Node' = 'Product'): Promise<StoredEntity[]> {
  const stored: StoredEntity[] = [];
  for (let start = 0; start < records.length; start += 25) {
    stored.push(...(await Promise.all(records.slice(start, start + 25).map((record) => createEntity(type, record)))));
  }
  return stored;
}

const product = (name: string, price = 1) => ({ ...sampleBody('products', undefined), name: `${prefix} ${name}`, price, isEnabled: true });

beforeAll(async () => {
  actors = await createActors();
  sorte.push(...(await createAll(Array.from({ length: 245 }, (_, index) => product(`Sorte ${index + 1}`)))));
  const names = { zwiebel: 'Spezial Zwiebel', aepfel: 'Spezial Äpfel', apfel9: 'Spezial Apfel 9', apfel10: 'Spezial apfel 10', birne: 'Spezial Birne' };
  const prices = { zwiebel: 1.2, aepfel: 3.5, apfel9: 2, apfel10: 2, birne: 0.9 };
  const stored = await createAll(Object.entries(names).map(([key, name]) => product(name, prices[key as keyof typeof prices])));
  Object.keys(names).forEach((key, index) => (special[key] = stored[index]!));
}, 120_000);
afterAll(() => actors.tokens.close());

async function list(query: Record<string, string>, resource = 'products', token = actors.admin.token): Promise<ApiResponse<Row[]>> {
  return invoke<Row[]>(await loadGroupHandler(resource), 'GET', { path: `/api/${resource}`, token, query });
}

const names = (response: ApiResponse<Row[]>) => response.body.data!.map((row) => row.name.slice(prefix.length + 1));
const fullNames = (response: ApiResponse<Row[]>) => response.body.data!.map((row) => row.name);
const sorteNames = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => `Sorte ${from + index}`);
const SPECIAL_BY_NAME = ['Spezial Äpfel', 'Spezial Apfel 9', 'Spezial apfel 10', 'Spezial Birne', 'Spezial Zwiebel'];

describe('GET /api/{resource} with limit', () => {
  it('pages 250 products 100/100/50 by name without repeating or skipping a row', async () => {
    const first = await list({ search: prefix, limit: '100' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.headers[TOTAL_COUNT_HEADER]).toBe('250');
    // German order, numbers by value: "Sorte 2" before "Sorte 10"; "Sorte" before "Spezial".
    expect(names(first)).toEqual(sorteNames(1, 100));
    const second = await list({ search: prefix, limit: '100', cursor: String(first.headers[NEXT_CURSOR_HEADER]) });
    expect(second.headers[TOTAL_COUNT_HEADER]).toBe('250');
    expect(names(second)).toEqual(sorteNames(101, 200));
    const third = await list({ search: prefix, limit: '100', cursor: String(second.headers[NEXT_CURSOR_HEADER]) });
    // Umlauts sort with their letter; the same letters with a number after them come after the word alone.
    expect(names(third)).toEqual([...sorteNames(201, 245), ...SPECIAL_BY_NAME]);
    expect(third.headers).not.toHaveProperty(NEXT_CURSOR_HEADER);
    expect(third.headers[TOTAL_COUNT_HEADER]).toBe('250');

    const ids = [first, second, third].flatMap((page) => page.body.data!.map((row) => row.id));
    expect(ids).toHaveLength(250);
    expect(new Set(ids)).toEqual(new Set([...sorte, ...Object.values(special)].map((record) => record.id)));
  });

  it('sorts descending, and by the policy’s own field with ties by id', async () => {
    const descending = await list({ search: prefix, limit: '7', sort: '-name' });
    expect(names(descending)).toEqual([...[...SPECIAL_BY_NAME].reverse(), 'Sorte 245', 'Sorte 244']);
    const next = await list({ search: prefix, limit: '3', sort: '-name', cursor: String(descending.headers[NEXT_CURSOR_HEADER]) });
    expect(names(next)).toEqual(['Sorte 243', 'Sorte 242', 'Sorte 241']);

    // Search and sort combined: the five special products by price, highest first; the two at 2.00 by id.
    const tie = [special.apfel9!, special.apfel10!].sort((a, b) => (a.id < b.id ? -1 : 1)).map((record) => String(record.name).slice(prefix.length + 1));
    const byPrice = await list({ search: `${prefix} spezial`, limit: '3', sort: '-price' });
    expect(byPrice.headers[TOTAL_COUNT_HEADER]).toBe('5');
    expect(names(byPrice)).toEqual(['Spezial Äpfel', ...tie]);
    const rest = await list({ search: `${prefix} spezial`, limit: '3', sort: '-price', cursor: String(byPrice.headers[NEXT_CURSOR_HEADER]) });
    expect(names(rest)).toEqual(['Spezial Zwiebel', 'Spezial Birne']);
    expect(rest.headers).not.toHaveProperty(NEXT_CURSOR_HEADER);

    const newest = await list({ search: `${prefix} spezial`, limit: '5', sort: '-createdAt' });
    const created = Object.values(special).sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)) || (a.id < b.id ? -1 : 1));
    expect(newest.body.data!.map((row) => row.id)).toEqual(created.map((record) => record.id));
  });

  it('continues after the last row shown, whatever was inserted or deleted meanwhile', async () => {
    const word = `Einfuegen${ulid().slice(-6)}`;
    const [, d] = await createAll(['B', 'D', 'F', 'H'].map((letter) => ({ ...sampleBody('products', undefined), name: `${word} ${letter}` })));
    const first = await list({ search: word, limit: '2' });
    expect(fullNames(first)).toEqual([`${word} B`, `${word} D`]);
    // Before the cursor (A, C), after it (E); the last row shown (D) is deleted.
    await createAll(['A', 'C', 'E'].map((letter) => ({ ...sampleBody('products', undefined), name: `${word} ${letter}` })));
    expect(
      (await invoke(await loadGroupHandler('products'), 'DELETE', { path: '/api/products/{id}', params: { id: d!.id }, token: actors.admin.token })).status,
    ).toBe(200);
    const second = await list({ search: word, limit: '2', cursor: String(first.headers[NEXT_CURSOR_HEADER]) });
    expect(fullNames(second)).toEqual([`${word} E`, `${word} F`]);
    expect(second.headers[TOTAL_COUNT_HEADER]).toBe('6');
  });

  it('refuses forged and stale cursors, a cursor without limit, limits outside 1..200 and unknown sorts in German', async () => {
    const forged = Buffer.from('["name","x"]').toString('base64url');
    const page = await list({ search: prefix, limit: '5' });
    const ofOtherSort = String(page.headers[NEXT_CURSOR_HEADER]);
    const invalidCursor = { code: 'validation.invalidCursor', field: 'cursor', message: 'Die Seitenangabe ist ungültig. Bitte laden Sie die Liste neu.' };
    const refused: Record<string, string>[] = [
      { limit: '5', cursor: 'kein-cursor' },
      { limit: '5', cursor: forged },
      { limit: '5', cursor: ofOtherSort, sort: '-name' },
    ];
    for (const query of refused) {
      expect(await list(query)).toMatchObject({ status: 400, body: { errors: [invalidCursor] } });
    }
    expect(await list({ cursor: ofOtherSort })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'cursor', message: 'Eine Seitenangabe gilt nur zusammen mit der Anzahl der Einträge pro Seite.' }] },
    });
    expect(await list({ limit: '0' })).toMatchObject({ status: 400, body: { errors: [{ field: 'limit', message: 'Der Wert muss mindestens 1 sein.' }] } });
    expect(await list({ limit: '201' })).toMatchObject({ status: 400, body: { errors: [{ field: 'limit', message: 'Der Wert darf höchstens 200 sein.' }] } });
    expect(await list({ limit: 'viele' })).toMatchObject({ status: 400, body: { errors: [{ field: 'limit', message: 'Bitte geben Sie eine Zahl ein.' }] } });
    const unknownSort = { field: 'sort', code: 'validation.sort', message: 'Nach diesem Feld kann die Liste nicht sortiert werden.' };
    expect(await list({ limit: '5', sort: 'password' })).toMatchObject({ status: 400, body: { errors: [unknownSort] } });
    // `price` is the products' own sort field, not the tags'.
    expect(await list({ limit: '5', sort: 'price' }, 'tags')).toMatchObject({ status: 400, body: { errors: [unknownSort] } });
  });

  it('answers the whole visible list without limit, as before (no paging headers)', async () => {
    const whole = await list({ search: prefix });
    expect(whole.status).toBe(200);
    expect(whole.body.data).toHaveLength(250);
    expect(whole.headers).not.toHaveProperty(NEXT_CURSOR_HEADER);
    expect(whole.headers).not.toHaveProperty(TOTAL_COUNT_HEADER);
    const everything = await list({});
    expect(everything.body.data!.length).toBeGreaterThanOrEqual(250);
    // Visitors see the same public list (the storefront reads it through /api/init).
    const anonymous = await invoke<Row[]>(await loadGroupHandler('products'), 'GET', { path: '/api/products', query: { search: `${prefix} spezial` } });
    expect(anonymous.body.data!.map((row) => row.id).sort()).toEqual(
      Object.values(special)
        .map((record) => record.id)
        .sort(),
    );
  });

  it('gives an employee pages of their branches’ records only, with the resource’s own filters', async () => {
    const word = `Abteilung${ulid().slice(-6)}`;
    const own = await createAll(
      ['Küche', 'Verkauf', 'Lager'].map((name) => ({ name: `${word} ${name}`, branch: { id: actors.branchA.id } })),
      'Department',
    );
    await createAll([{ name: `${word} Fremd`, branch: { id: actors.branchB.id } }], 'Department');

    const first = await list({ search: word, limit: '2' }, 'departments', actors.employee.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.headers[TOTAL_COUNT_HEADER]).toBe('3');
    expect(fullNames(first)).toEqual([`${word} Küche`, `${word} Lager`]);
    const second = await list({ search: word, limit: '2', cursor: String(first.headers[NEXT_CURSOR_HEADER]) }, 'departments', actors.employee.token);
    expect(fullNames(second)).toEqual([`${word} Verkauf`]);
    expect(second.headers).not.toHaveProperty(NEXT_CURSOR_HEADER);

    // The administrator sees all four; the resource's own `branch` filter still applies.
    expect((await list({ search: word, limit: '10' }, 'departments')).headers[TOTAL_COUNT_HEADER]).toBe('4');
    const filtered = await list({ search: word, limit: '10', branch: actors.branchA.id, sort: '-name' }, 'departments');
    expect(filtered.body.data!.map((row) => row.id)).toEqual([own[1]!.id, own[2]!.id, own[0]!.id]);
    expect(await list({ limit: '10', branch: 'x' }, 'departments')).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'branch', code: 'validation.id' }] },
    });
  });

  it('filters the nodes by type (the back office’s list), with search and paging, and refuses an unknown type', async () => {
    const word = `Knoten${ulid().slice(-6)}`;
    const [form, news, employee, secondForm] = await createAll(
      [
        { type: 'form', name: `${word} Catering`, isPublic: true, content: { name: 'Catering-Anfrage', fields: [] } },
        { type: 'newsPopup', name: `${word} Grillsaison`, isPublic: true, content: { date: '2026-05-01', title: 'Grillsaison', text: '<p>Ab Mai.</p>' } },
        { type: 'employee', name: `${word} Johann`, isPublic: true, content: { firstName: 'Johann', lastName: 'Gruber' } },
        { type: 'form', name: `${word} Kontakt`, isPublic: false, content: { name: 'Kontakt', fields: [] } },
      ],
      'Node',
    );
    const ids = (response: ApiResponse<Row[]>) => response.body.data!.map((row) => row.id);
    const forms = await list({ search: word, type: 'form', limit: '1' }, 'nodes');
    expect(forms.status, JSON.stringify(forms.body)).toBe(200);
    expect(forms.headers[TOTAL_COUNT_HEADER]).toBe('2');
    expect(ids(forms)).toEqual([form!.id]);
    expect(ids(await list({ search: word, type: 'form', limit: '1', cursor: String(forms.headers[NEXT_CURSOR_HEADER]) }, 'nodes'))).toEqual([secondForm!.id]);
    expect(ids(await list({ search: word, type: 'newsPopup' }, 'nodes'))).toEqual([news!.id]);
    expect(ids(await list({ search: word, type: 'employee' }, 'nodes'))).toEqual([employee!.id]);
    // Without the filter every type; visitors get the public ones of the type only.
    expect(ids(await list({ search: word }, 'nodes')).sort()).toEqual([form!.id, news!.id, employee!.id, secondForm!.id].sort());
    const visitor = await invoke<Row[]>(await loadGroupHandler('nodes'), 'GET', { path: '/api/nodes', query: { search: word, type: 'form' } });
    expect(visitor.body.data!.map((row) => row.id)).toEqual([form!.id]);
    expect(await list({ type: 'page' }, 'nodes')).toMatchObject({ status: 400, body: { errors: [{ field: 'type' }] } });
  });

  it('lets the CDN share a visitor’s answer of a public list for a few seconds, never a signed-in caller’s', async () => {
    const handler = await loadGroupHandler('branches');
    const visitor = await invoke(handler, 'GET', { path: '/api/branches' });
    expect(visitor.status).toBe(200);
    expect(visitor.headers['cache-control']).toBe(`public, max-age=0, s-maxage=${PUBLIC_LIST_SECONDS}`);
    const staff = await invoke(handler, 'GET', { path: '/api/branches', token: actors.admin.token });
    expect(staff.headers['cache-control']).toBe('no-store');
  });
});
