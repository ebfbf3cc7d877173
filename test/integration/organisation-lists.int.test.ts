/**
 * The organisation and contacts lists against DynamoDB Local: a division a branch names is not
 * deleted (409), one without branches is; the list filters of the contacts screens: external users by whether they
 * are active (`active=true|false`; records stored before the field existed count as active), leads
 * by status with the policy's extra sorts (status, source), both with search and paging, the
 * German 400 for an unknown filter value, and the administrators-only access of both lists.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntity, deleteEntity } from '#functions/db/repository.ts';
import { TOTAL_COUNT_HEADER } from '#shared/schemas/list-page.ts';
import { createActors, sampleBody, type Actors } from './fixtures';
import { invoke, loadGroupHandler, type ApiResponse } from './events';

interface Row {
  id: string;
  name: string;
}

let actors: Actors;
/** One word in every name of this file, so other files' records stay out of the search. */
const word = `Kontakt${ulid().slice(-8)}`;

beforeAll(async () => {
  actors = await createActors();
  await Promise.all([
    createEntity('ExternalUser', { name: `${word} Steuerberatung`, companyName: 'Kanzlei Huber', isActive: true }),
    createEntity('ExternalUser', { name: `${word} Altlieferant`, companyName: 'Alpenrind', isActive: false }),
    // Stored before `isActive` existed: active.
    createEntity('ExternalUser', { name: `${word} Bäckerei`, companyName: 'Bäckerei Weiß' }),
    createEntity('AnalyticsLead', { name: `${word} Hochzeit`, status: 'new', source: 'Telefon' }),
    createEntity('AnalyticsLead', { name: `${word} Firmenfeier`, status: 'contacted', source: 'Kontaktformular' }),
    createEntity('AnalyticsLead', { name: `${word} Grillfest`, status: 'new', source: 'Messe' }),
    createEntity('AnalyticsLead', { name: `${word} Vereinsfest`, status: 'lost', source: 'Telefon' }),
  ]);
}, 60_000);
afterAll(() => actors.tokens.close());

async function list(resource: string, query: Record<string, string>, token = actors.admin.token): Promise<ApiResponse<Row[]>> {
  return invoke<Row[]>(await loadGroupHandler(resource), 'GET', { path: `/api/${resource}`, token, query });
}

const names = (response: ApiResponse<Row[]>) => response.body.data!.map((row) => row.name.slice(word.length + 1));

describe('DELETE /api/divisions/{id}', () => {
  it('refuses while a branch names the division, and deletes it once none does', async () => {
    const handler = await loadGroupHandler('divisions');
    const division = await createEntity('Division', { identifier: `organisation-${ulid().slice(-8).toLowerCase()}`, name: `${word} Süd` });
    const branch = await createEntity('Branch', { ...sampleBody('branches', undefined), division: { id: division.id } });
    const refused = await invoke(handler, 'DELETE', { path: '/api/divisions/{id}', params: { id: division.id }, token: actors.admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body.errors?.[0]).toMatchObject({ code: 'entity.inUse' });
    expect(refused.body.errors?.[0]?.message).toContain(String(branch.name));

    await deleteEntity('Branch', branch.id);
    expect((await invoke(handler, 'DELETE', { path: '/api/divisions/{id}', params: { id: division.id }, token: actors.admin.token })).status).toBe(200);
  });
});

describe('GET /api/external-users', () => {
  it('lists the active ones (the unset field counts as active) and the inactive ones apart', async () => {
    const active = await list('external-users', { search: word, active: 'true', limit: '10' });
    expect(active.status, JSON.stringify(active.body)).toBe(200);
    expect(names(active)).toEqual(['Bäckerei', 'Steuerberatung']);
    expect(active.headers[TOTAL_COUNT_HEADER]).toBe('2');
    expect(names(await list('external-users', { search: word, active: 'false', limit: '10' }))).toEqual(['Altlieferant']);
    expect(names(await list('external-users', { search: word, limit: '10', sort: 'companyName' }))).toEqual(['Altlieferant', 'Bäckerei', 'Steuerberatung']);
  });

  it('refuses another value of `active` with a German message at the field', async () => {
    const refused = await list('external-users', { active: 'ja' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]).toMatchObject({ field: 'active' });
    expect(refused.body.errors?.[0]?.message).toMatch(/[a-zäöü]/);
  });

  it('is for administrators only', async () => {
    expect((await list('external-users', { search: word }, actors.employee.token)).status).toBe(403);
  });
});

describe('GET /api/analytics-leads', () => {
  it('filters by status and sorts by status or source', async () => {
    expect(names(await list('analytics-leads', { search: word, status: 'new', limit: '10' }))).toEqual(['Grillfest', 'Hochzeit']);
    expect(names(await list('analytics-leads', { search: word, status: 'won', limit: '10' }))).toEqual([]);
    // The stored status values in text order: contacted, lost, then the two new ones (their order is the id tie-break).
    const byStatus = await list('analytics-leads', { search: word, sort: 'status', limit: '10' });
    expect(names(byStatus).slice(0, 2)).toEqual(['Firmenfeier', 'Vereinsfest']);
    expect(names(byStatus).slice(2).sort()).toEqual(['Grillfest', 'Hochzeit']);
    const bySource = await list('analytics-leads', { search: word, sort: '-source', limit: '10', status: 'new' });
    expect(names(bySource)).toEqual(['Hochzeit', 'Grillfest']);
  });

  it('filters by the day a lead came in (from/to)', async () => {
    // The leads of this file were created today (UTC dates: a day either side covers the shop's time zone).
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    expect(names(await list('analytics-leads', { search: word, from: day(-1), limit: '10' })).sort()).toEqual([
      'Firmenfeier',
      'Grillfest',
      'Hochzeit',
      'Vereinsfest',
    ]);
    expect(names(await list('analytics-leads', { search: word, from: day(2), limit: '10' }))).toEqual([]);
    expect(names(await list('analytics-leads', { search: word, to: day(-2), limit: '10' }))).toEqual([]);
  });

  it('refuses an unknown status and sort field', async () => {
    expect((await list('analytics-leads', { status: 'neu' })).status).toBe(400);
    expect((await list('analytics-leads', { sort: 'email', limit: '10' })).status).toBe(400);
  });

  it('is for administrators only', async () => {
    expect((await list('analytics-leads', { search: word }, actors.employee.token)).status).toBe(403);
  });
});
